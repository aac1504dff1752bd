import { liveStreamMachine } from '../../../machines/session/liveStream.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** The live stream: opening, events of each sort, losses up to giving up, refusals and the session's end. */
export const liveStreamSpec = defineMachineSpec({
  name: 'liveStream',
  machine: liveStreamMachine,
  input: {},
  events: [
    { type: 'START' },
    { type: 'STREAM.OPEN' },
    { type: 'STREAM.ALIVE' },
    { type: 'STREAM.EVENT', event: { kind: 'balance', accountId: 7, version: 3 } },
    { type: 'STREAM.EVENT', event: { kind: 'catalogue', accountId: null } },
    { type: 'STREAM.EVENT', event: { kind: 'chat', accountId: 7, version: 12 } },
    { type: 'STREAM.EVENT', event: { kind: 'sessionEnded', accountId: 7 } },
    { type: 'STREAM.EVENT', event: { kind: 'sessionEnded', accountId: 7, reason: 'suspended' } },
    { type: 'STREAM.UNAUTHORIZED' },
    { type: 'STREAM.REFUSED' },
    { type: 'STREAM.DROPPED' },
  ],
  mocks: (mocks) => ({ stream: mocks.callback() }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.failures]),
});

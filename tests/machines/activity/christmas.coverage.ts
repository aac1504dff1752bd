import type { ChristmasClaimed, ChristmasEvent, ChristmasLoaded } from '../../../machines/activity/christmas.machine';
import { BOX_ITEM, christmasMachine, SIGN_ITEM } from '../../../machines/activity/christmas.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { christmasAt } from './seasonal.fixtures';

const HOUR = 3_600_000;
const soon = Date.now() + HOUR;
const past = Date.now() - HOUR;
const path = '/app/v1/christmasUser';
const signed = christmasAt('running', soon, { signed: true });

const events: ChristmasEvent[] = [
  { type: 'xstate.done.actor.load', output: christmasAt('running', soon), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: christmasAt('upcoming', soon), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: christmasAt('running', past), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: christmasAt('ended', past), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: SIGN_ITEM },
  { type: 'CLAIM', id: BOX_ITEM },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  {
    type: 'xstate.done.actor.claim',
    output: { ...signed, propList: [{ propId: 2001, count: 100 }], item: SIGN_ITEM },
    actorId: 'claim',
  },
  { type: 'xstate.error.actor.claim', error: new ErrcodeError('/app/v1/christmasSign', 1004, 200), actorId: 'claim' },
];

export const christmasSpec = defineMachineSpec({
  name: 'christmas',
  machine: christmasMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<ChristmasLoaded>(),
    claim: mocks.promise<ChristmasClaimed, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data?.phase ?? null,
      snapshot.context.data?.signedToday ?? null,
      Math.sign(snapshot.context.expireTime - Date.now()),
      snapshot.context.claiming,
      (snapshot.context.notice?.id ?? null) as string | null,
    ]),
});

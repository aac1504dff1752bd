import { fromPromise } from 'xstate';
import {
  type RgSessionSummary,
  type RgSettings,
  realityCheckMachine,
} from '../../../machines/lobby/realityCheck.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** The player's settings with a 15-minute reality check. */
export const settings15: RgSettings = { limits: [], realityCheckMinutes: 15 };
/** This log-in session so far: ₱50.00 down. */
export const summaryDown: RgSessionSummary = { since: 0, bets: 150_00, wins: 100_00, net: -50_00 };

/**
 * The reality check of a running game: the interval loaded or left at 60, the dialog with the session's result
 * loaded or failed, its clock, Continue and Stop.
 */
export const realityCheckSpec = defineMachineSpec({
  name: 'realityCheck',
  machine: realityCheckMachine,
  events: [
    { type: 'xstate.done.actor.rgSettings', output: settings15, actorId: 'rgSettings' },
    {
      type: 'xstate.error.actor.rgSettings',
      error: new NetworkError('/app/v1/rg/settings', new Error('offline')),
      actorId: 'rgSettings',
    },
    { type: 'xstate.done.actor.rgSessionSummary', output: summaryDown, actorId: 'rgSessionSummary' },
    {
      type: 'xstate.error.actor.rgSessionSummary',
      error: new ErrcodeError('/app/v1/rg/sessionSummary', 9005, 200),
      actorId: 'rgSessionSummary',
    },
  ],
  mocks: (mocks) => ({
    rgSettings: mocks.promise<RgSettings>(),
    rgSessionSummary: mocks.promise<RgSessionSummary>(),
  }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.minutes, snapshot.context.net]),
});

/** For tests of the launch and the host: a reality check that waits for its settings forever (no timer, no call). */
export const idleRealityCheck = realityCheckMachine.provide({
  actors: {
    rgSettings: fromPromise<RgSettings>(() => new Promise<RgSettings>(() => undefined)),
    rgSessionSummary: fromPromise<RgSessionSummary>(() => new Promise<RgSessionSummary>(() => undefined)),
  },
});

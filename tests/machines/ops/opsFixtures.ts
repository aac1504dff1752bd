import { OpsCallError } from '../../../src/api/client/ops/opsApi';

/** A back-office child settled (its output) or refused with an HTTP status, as path-coverage events. */
export const settled = <K extends string>(id: K, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as {
    type: `xstate.done.actor.${K}`;
    output: never;
    actorId: K;
  };

export const refused = <K extends string>(id: K, status: number) =>
  ({ type: `xstate.error.actor.${id}`, error: new OpsCallError(status, `refused ${status}`), actorId: id }) as {
    type: `xstate.error.actor.${K}`;
    error: unknown;
    actorId: K;
  };

/** What every back-office queue is started with: a token and a session that hears SESSION.EXPIRED. */
export const queueInput = { token: 't', session: { send: () => {} } };

import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/**
 * What an invoked actor with id `TId` sends its parent when it ends: its output, or the error it failed with.
 * A machine lists one `Settled<…>` per invoked call in its event union instead of the two XState events.
 */
export type Settled<TOutput, TId extends string> = DoneActorEvent<TOutput, TId> | ErrorActorEvent<unknown, TId>;

/**
 * The params of an action or guard that reads an invoked actor's answer (`{ type: 'assignX', params: byOutput }`):
 * the action then takes the answer itself, typed, without asserting the event.
 */
export const byOutput = <TOutput>({ event }: { event: { output: TOutput } }): TOutput => event.output;

/**
 * The params of an action or guard that takes the event itself (`{ type: 'setField', params: byEvent }`), typed as
 * the transition's event.
 */
export const byEvent = <TEvent>({ event }: { event: TEvent }): TEvent => event;

/** The params of an action that reads why an invoked actor failed: `{ error }`. */
export const byError = ({ event }: { event: { error: unknown } }): { error: unknown } => ({ error: event.error });

/**
 * The invoke of a call whose outcome changes only what is said or kept, not where the chart goes: the actor `src`
 * (child id = src), then `target` either way, with the actions `done` when it answered and `failed` when it failed
 * (an action that reads the answer takes `params: byOutput`, one that reads the failure `params: byError`).
 *
 *   exiting: { invoke: invokeThen('exitGame', 'refreshing', { done: 'reportClosed', failed: 'reportClosed' }) }
 */
export function invokeThen<
  const TSrc extends string,
  const TTarget extends string,
  const TDone,
  const TFailed,
  const TInput = undefined,
>(src: TSrc, target: TTarget, outcome: { done: TDone; failed: TFailed; input?: TInput }) {
  const invoke = {
    id: src,
    src,
    onDone: { target, actions: outcome.done },
    onError: { target, actions: outcome.failed },
  };
  return (outcome.input === undefined ? invoke : { ...invoke, input: outcome.input }) as typeof invoke &
    (TInput extends undefined ? unknown : { input: TInput });
}

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

/** The params of an action that reads why an invoked actor failed: `{ error }`. */
export const byError = ({ event }: { event: { error: unknown } }): { error: unknown } => ({ error: event.error });

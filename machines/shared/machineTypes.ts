import type { EventObject, MachineContext } from 'xstate';

/** The children a machine invokes, each under its actor's own name: `ChildrenNamed<'a' | 'b'>` is `{ a: 'a'; b: 'b' }`. */
export type ChildrenNamed<TId extends string> = { [K in TId]: K };

/**
 * A machine's `setup({ types })` in one line: its context, events and input, the ids of the children it invokes
 * (each id is its actor's name), what it emits and its tags. The defaults are `setup`'s own (no children, any
 * emitted event, any tag), so a machine names only what it has:
 *
 *   setup({ types: {} as TypesOf<WithdrawContext, WithdrawEvent, WithdrawInput, 'submission', NavigateEmitted>, … })
 *
 * A type only: nothing of it reaches the bundle.
 */
export interface TypesOf<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TInput,
  TChildId extends string = never,
  TEmitted extends EventObject = EventObject,
  TTag extends string = string,
> {
  context: TContext;
  events: TEvent;
  input: TInput;
  children: ChildrenNamed<TChildId>;
  emitted: TEmitted;
  tags: TTag;
}

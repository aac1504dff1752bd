import type { EventObject, MachineContext } from 'xstate';

/** The children a machine invokes, each under its actor's own name: `ChildrenNamed<'a' | 'b'>` is `{ a: 'a'; b: 'b' }`. */
export type ChildrenNamed<TId extends string> = { [K in TId]: K };

/** What `machineTypes` stands for: the fields of `setup({ types })` it fills. */
export interface SetupTypesOf<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TInput,
  TChildId extends string,
  TEmitted extends EventObject,
  TTag extends string,
> {
  context: TContext;
  events: TEvent;
  input: TInput;
  children: ChildrenNamed<TChildId>;
  emitted: TEmitted;
  tags: TTag;
}

/**
 * A machine's `setup({ types })` in one line: its context, events and input, the ids of the children it invokes
 * (each id is its actor's name), what it emits and its tags. The defaults are `setup`'s own (no children, any
 * emitted event, any tag), so a machine names only what it has:
 *
 *   setup({ types: machineTypes<WithdrawContext, WithdrawEvent, WithdrawInput, 'submission', NavigateEmitted>(), … })
 *
 * Types only: at run time it is an empty object, as `{} as T` is.
 */
export function machineTypes<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TInput,
  TChildId extends string = never,
  TEmitted extends EventObject = EventObject,
  TTag extends string = string,
>(): SetupTypesOf<TContext, TEvent, TInput, TChildId, TEmitted, TTag> {
  return {} as SetupTypesOf<TContext, TEvent, TInput, TChildId, TEmitted, TTag>;
}

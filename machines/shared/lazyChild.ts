import {
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  assign,
  type DoneActorEvent,
  type EventFromLogic,
  type EventObject,
  enqueueActions,
  fromPromise,
  type InputFrom,
  setup,
} from 'xstate';
import type { Settled } from './actorEvents';
import type { TypesOf } from './machineTypes';

/**
 * A child whose code loads on first use (a dynamic import), so it stays out of the first download: the parent
 * invokes the host this returns for its whole life; the host loads the logic on the first event named in
 * `startOn`, starts it as its own child `id` with the host's input, replays what arrived meanwhile (the latest
 * event of each type, in order) and from then on forwards every event to it. Events other than `startOn` that
 * arrive before anything loaded need no child and are dropped. A failed load (offline) drops what waited: the
 * next `startOn` event tries again.
 *
 * The loaded child reaches its parent through its input (a `SessionRef`), as if the parent had started it.
 */
export interface LazyChildOptions<TLogic extends AnyActorLogic> {
  /** The loaded child's id inside the host (`lazyChildOf` reads it). */
  id: string;
  /** The loaded child's systemId, by which screens reach it in one read (`system.get`), once it runs. */
  systemId?: string;
  /** The events that load the code. */
  startOn: readonly EventFromLogic<TLogic>['type'][];
  /** Every event the host passes on (named, so the statechart lists them); the others wait for `startOn`. */
  forward: readonly EventFromLogic<TLogic>['type'][];
}

interface LazyContext {
  input: unknown;
  logic: AnyActorLogic | null;
  child: AnyActorRef | null;
  waiting: EventObject[];
}

type Loaded = Settled<AnyActorLogic, 'load'>;

export function lazyChild<
  TLogic extends AnyActorLogic,
  TEvent extends EventObject = EventFromLogic<TLogic> & EventObject,
>(load: () => Promise<TLogic>, { id, systemId, startOn, forward }: LazyChildOptions<TLogic>) {
  const on = <T>(types: readonly string[], transition: T) =>
    Object.fromEntries(types.map((type) => [type, transition])) as Record<string, T>;
  return setup({
    types: {} as TypesOf<LazyContext, TEvent | Loaded, InputFrom<TLogic>>,
    // Typed as a record: the loaded logic is data and starts under the id this host chooses (tests swap `load`).
    actors: { load: fromPromise<AnyActorLogic>(load) } as Record<string, AnyActorLogic>,
    actions: {
      keepWaiting: assign({
        waiting: ({ context, event }) => [
          // Only the latest of each kind matters: a second press opens once, the newest data wins.
          ...context.waiting.filter((waiting) => waiting.type !== event.type),
          event,
        ],
      }),
      dropWaiting: assign({ waiting: [] }),
      assignLogic: assign({
        logic: ({ event }) => (event as DoneActorEvent<AnyActorLogic, 'load'>).output,
      }),
      /** Starts the child from the loaded logic and replays what waited. */
      startChild: assign({
        child: ({ context, spawn }) =>
          context.logic ? spawn(context.logic, { id, systemId, input: context.input }) : null,
      }),
      replay: enqueueActions(({ enqueue, context }) => {
        const { child } = context;
        if (!child) return;
        for (const event of context.waiting) enqueue.sendTo(child, event);
        enqueue.assign({ waiting: [] });
      }),
      forward: enqueueActions(({ enqueue, context, event }) => {
        if (context.child) enqueue.sendTo(context.child, event);
      }),
    },
  }).createMachine({
    id: `lazy.${id}`,
    context: ({ input }) => ({ input, logic: null, child: null, waiting: [] }),
    initial: 'idle',
    states: {
      // Nothing loaded yet; only a starting event loads the code, others need no child. (Comments, not
      // descriptions: the build strips descriptions from *.machine.ts files only, and this is in the first download.)
      idle: {
        on: on(startOn, { target: 'loading', actions: 'keepWaiting' } as const),
      },
      // The child's chunk is downloading; events wait (the latest of each kind).
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready', actions: 'assignLogic' },
          onError: { target: 'idle', actions: 'dropWaiting' },
        },
        on: on(forward, { actions: 'keepWaiting' } as const),
      },
      // The child runs inside the host; every event goes straight to it.
      ready: {
        entry: ['startChild', 'replay'],
        on: on(forward, { actions: 'forward' } as const),
      },
    },
  });
}

/** The running child in a lazy host's snapshot, once its code has loaded (typed by the logic it loads). */
export function lazyChildOf<TLogic extends AnyActorLogic>(
  host: { children: Record<string, unknown> } | undefined,
  id: string,
): ActorRefFrom<TLogic> | undefined {
  return host?.children[id] as ActorRefFrom<TLogic> | undefined;
}

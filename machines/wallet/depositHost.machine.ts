import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import type { BalanceReceiver, DepositFinished } from '../shared/protocol';
import type { DepositEvent, DepositMachine } from './deposit.machine';

/**
 * Holds the session's deposit (docs/deposit.md) without putting its code in the first download: the session
 * invokes this host for its whole life (child id 'deposit'); the deposit machine's chunk loads on the first OPEN,
 * then the host starts it as its own child ('deposit') and forwards the session's events to it. What arrived
 * while the chunk loaded is replayed in order; a logout meanwhile (RESET) drops it.
 *
 * The deposit reports to the host: BALANCE.REFRESH goes on to the session, DEPOSIT.FINISHED is emitted as
 * `deposit.finished` for the screens that sold something (first-charge pack, sign-up card).
 */

/** What the session sends its deposit. */
export type SessionToDeposit = Extract<DepositEvent, { type: 'OPEN' | 'RESET' | 'BANKS.CHANGED' }>;

export type DepositHostEvent =
  | SessionToDeposit
  /** From the deposit: a deposit finished, refresh the balance. */
  | { type: 'BALANCE.REFRESH' }
  /** From the deposit: what finished and whether it is paid. */
  | ({ type: 'DEPOSIT.FINISHED' } & DepositFinished)
  | DoneActorEvent<DepositMachine, 'loadDeposit'>
  | ErrorActorEvent<unknown, 'loadDeposit'>;

export type DepositFinishedEmitted = { type: 'deposit.finished' } & DepositFinished;

export interface DepositHostInput {
  session?: BalanceReceiver;
}

export interface DepositHostContext {
  session: BalanceReceiver | null;
  /** The deposit machine once its chunk has loaded. */
  logic: DepositMachine | null;
  /** The session's events that arrived while the chunk loaded (the latest OPEN and BANKS.CHANGED, in order). */
  waiting: SessionToDeposit[];
}

export const depositHostMachine = setup({
  types: {
    context: {} as DepositHostContext,
    events: {} as DepositHostEvent,
    emitted: {} as DepositFinishedEmitted,
    input: {} as DepositHostInput,
  },
  actors: {
    /** The deposit machine's chunk (a dynamic import: guests never download it). */
    loadDeposit: fromPromise<DepositMachine>(() => import('./deposit.machine').then((module) => module.depositMachine)),
  },
  actions: {
    keepWaiting: assign({
      waiting: ({ context, event }) => {
        assertEvent(event, ['OPEN', 'BANKS.CHANGED']);
        // Only the latest of each kind matters: a second press opens once, the newest banks win.
        return [...context.waiting.filter((waiting) => waiting.type !== event.type), event];
      },
    }),
    dropWaiting: assign({ waiting: [] }),
    assignLogic: assign({
      logic: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadDeposit');
        return event.output;
      },
    }),
    /** Starts the deposit from the loaded logic and replays what waited; the deposit reports back here. */
    startDeposit: enqueueActions(({ enqueue, context, self }) => {
      if (!context.logic) return;
      // The logic arrived as data, so it is spawned as logic rather than by a name of `actors`.
      enqueue.spawnChild(context.logic as never, { id: 'deposit', input: { session: self } });
      for (const event of context.waiting) enqueue.sendTo('deposit', event);
      enqueue.assign({ waiting: [] });
    }),
    forward: sendTo('deposit', ({ event }) => {
      assertEvent(event, ['OPEN', 'BANKS.CHANGED', 'RESET']);
      return event;
    }),
    refreshSessionBalance: enqueueActions(({ enqueue, context }) => {
      const { session } = context;
      if (session) enqueue(() => session.send({ type: 'BALANCE.REFRESH' }));
    }),
    emitFinished: emit(({ event }) => {
      assertEvent(event, 'DEPOSIT.FINISHED');
      const { type: _type, ...finished } = event;
      return { type: 'deposit.finished' as const, ...finished };
    }),
  },
}).createMachine({
  id: 'depositHost',
  context: ({ input }) => ({ session: input?.session ?? null, logic: null, waiting: [] }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No deposit yet: its code is not loaded. Banks and resets need no deposit to tell.',
      on: { OPEN: { target: 'loading', actions: 'keepWaiting' } },
    },
    loading: {
      description: "The deposit's chunk is downloading; the session's events wait.",
      invoke: {
        id: 'loadDeposit',
        src: 'loadDeposit',
        onDone: { target: 'ready', actions: 'assignLogic' },
        // Offline: the next OPEN tries again (the deposit button stays as it was).
        onError: { target: 'idle', actions: 'dropWaiting' },
      },
      on: {
        OPEN: { actions: 'keepWaiting' },
        'BANKS.CHANGED': { actions: 'keepWaiting' },
        RESET: { actions: 'dropWaiting' },
      },
    },
    ready: {
      description: 'The deposit runs as this host’s child; the session’s events go straight to it.',
      entry: 'startDeposit',
      on: {
        OPEN: { actions: 'forward' },
        'BANKS.CHANGED': { actions: 'forward' },
        RESET: { actions: 'forward' },
        'BALANCE.REFRESH': { actions: 'refreshSessionBalance' },
        'DEPOSIT.FINISHED': { actions: 'emitFinished' },
      },
    },
  },
});

export type DepositHostMachine = typeof depositHostMachine;

/** The running deposit inside its host's snapshot, once the chunk has loaded (spawned from data, so untyped). */
export function depositOf(host: { children: Record<string, unknown> }): ActorRefFrom<DepositMachine> | undefined {
  return host.children.deposit as ActorRefFrom<DepositMachine> | undefined;
}

import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type Notice, notice } from '../shared/notice';
import { activityNotice, CLAIM_DEBOUNCE_MS, isClosingErrcode, type SessionReceiver } from './activityRules';
import type { SignUpCard } from './rewards';

/**
 * The sign-up bonus (login pay; spec §3, §4; docs/promotions.md) for /activity/signPay (the cards, sorted by price:
 * BUY opens the session's deposit with actType 15 and the card's price) and /activity/sign (the cards owned: each
 * day's reward, -1 once received; RECEIVE claims today's, debounced 200 ms). State 1 when a card is owned, else 0.
 * A finished card purchase (DEPOSIT.FINISHED from the screen) reloads. Activity errcodes on the load close the page;
 * a refused Receive only says why.
 */

export type LoginPayUser = DataOf<'getLoginPayUser3'>;
export type LoginPayReceive = DataOf<'receiveLoginPay3'>;
export type OwnedCard = LoginPayUser['ownList'][number];

/** Sign-up bonus activity type: recharge3 actType of a card purchase. */
export const SIGN_UP_ACT_TYPE = 15;

export interface SignPayInput {
  cards: readonly SignUpCard[];
  session?: SessionReceiver;
}

export interface SignPayContext {
  cards: readonly SignUpCard[];
  session: SessionReceiver | null;
  user: LoginPayUser | null;
  receiving: number | null;
  notice: Notice | null;
}

export type SignPayEvent =
  | { type: 'BUY'; propId: number }
  | { type: 'RECEIVE'; id: number }
  | { type: 'DEPOSIT.FINISHED' }
  | { type: 'RETRY' }
  | { type: 'ACKNOWLEDGE' }
  | DoneActorEvent<LoginPayUser, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<LoginPayReceive, 'receive'>
  | ErrorActorEvent<unknown, 'receive'>;

/** Spec §4: a days list containing -1 means received (at least one day). */
export const hasReceived = (card: OwnedCard): boolean => card.loginPayDataJson.days.includes(-1);
/** Days still to receive. */
export const daysLeft = (card: OwnedCard): number => card.loginPayDataJson.days.filter((day) => day !== -1).length;
/** Spec §4: state 1 when a card is owned, else 0. */
export const signState = (user: LoginPayUser | null): 0 | 1 => ((user?.ownList.length ?? 0) > 0 ? 1 : 0);

export const signPayMachine = setup({
  types: {
    context: {} as SignPayContext,
    events: {} as SignPayEvent,
    input: {} as SignPayInput,
    emitted: {} as { type: 'exit' },
  },
  actors: {
    load: fromPromise<LoginPayUser>(({ signal }) => callApi('getLoginPayUser3', {}, { signal })),
    receive: fromPromise<LoginPayReceive, { id: number }>(({ input, signal }) =>
      callApi('receiveLoginPay3', { id: input.id }, { signal }),
    ),
  },
  guards: {
    closingError: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.load');
      return isClosingErrcode(event.error);
    },
    canBuy: ({ context, event }) => {
      assertEvent(event, 'BUY');
      return (
        context.cards.some((card) => card.id === event.propId) &&
        !(context.user?.buyPropIds.includes(event.propId) ?? true)
      );
    },
    canReceive: ({ context, event }) => {
      assertEvent(event, 'RECEIVE');
      const card = context.user?.ownList.find((owned) => owned.id === event.id);
      return card !== undefined && daysLeft(card) > 0;
    },
  },
  actions: {
    assignUser: assign({
      user: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.load');
        return event.output;
      },
    }),
    assignReceived: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.receive');
      return { user: context.user && { ...context.user, ownList: event.output.ownList }, receiving: null };
    }),
    assignReceiving: assign({
      receiving: ({ event }) => {
        assertEvent(event, 'RECEIVE');
        return event.id;
      },
    }),
    openDeposit: enqueueActions(({ enqueue, context, event }) => {
      assertEvent(event, 'BUY');
      const card = context.cards.find((c) => c.id === event.propId);
      const { session } = context;
      if (!card || !session) return;
      enqueue(() =>
        session.send({
          type: 'DEPOSIT.OPEN',
          options: { actType: SIGN_UP_ACT_TYPE, amount: card.price, propId: card.id, reportFinishedDirectly: true },
        }),
      );
    }),
    afterPurchase: ({ context }) => context.session?.send({ type: 'ACTIVITIES.REFRESH' }),
    refreshBalance: ({ context }) => context.session?.send({ type: 'BALANCE.REFRESH' }),
    noticeReceived: assign({ notice: () => notice('activity.sign.received', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, ['xstate.error.actor.load', 'xstate.error.actor.receive']);
        return activityNotice(event.error);
      },
      receiving: null,
    }),
    emitExit: emit({ type: 'exit' }),
  },
  delays: { claimDebounce: CLAIM_DEBOUNCE_MS },
}).createMachine({
  id: 'signPay',
  context: ({ input }) => ({
    cards: input.cards,
    session: input.session ?? null,
    user: null,
    receiving: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'getLoginPayUser3: the cards owned (with their days), the cards bought, the recharge needed.',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: 'assignUser' },
        onError: [
          { guard: 'closingError', target: 'closing', actions: 'noticeFailure' },
          { target: 'failed', actions: 'noticeFailure' },
        ],
      },
    },
    ready: {
      description: 'Cards to buy (not owned) and owned cards with their days; Receive takes the next day.',
      on: {
        BUY: { guard: 'canBuy', actions: 'openDeposit' },
        RECEIVE: { guard: 'canReceive', target: 'debouncing', actions: 'assignReceiving' },
        'DEPOSIT.FINISHED': { target: 'loading', actions: 'afterPurchase' },
      },
    },
    debouncing: {
      description: 'A Receive waits 200 ms; another press restarts the wait.',
      on: { RECEIVE: { guard: 'canReceive', target: 'debouncing', reenter: true, actions: 'assignReceiving' } },
      after: { claimDebounce: 'receiving' },
    },
    receiving: {
      description: "receiveLoginPay3: today's reward of the card; the coins refresh after it pays.",
      invoke: {
        id: 'receive',
        src: 'receive',
        input: ({ context }) => ({ id: context.receiving ?? 0 }),
        onDone: { target: 'ready', actions: ['assignReceived', 'noticeReceived', 'refreshBalance'] },
        // Spec §8: an activity errcode closes the activity when loading; a refused claim only says why.
        onError: { target: 'ready', actions: 'noticeFailure' },
      },
    },
    closing: {
      description: 'An activity errcode on load: the alert, then the page closes.',
      on: { ACKNOWLEDGE: { target: 'closed', actions: 'emitExit' } },
    },
    failed: { description: 'The load failed: retry.', on: { RETRY: 'loading' } },
    closed: { type: 'final', description: 'The page is left.' },
  },
});

export type SignPayMachine = typeof signPayMachine;

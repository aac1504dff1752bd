import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityContext, type ActivityEvent, createActivityMachine } from './activity.machine';
import { activityHostOf } from './activityHost.machine';
import type { SignUpCard } from './rewards';

/**
 * The sign-up bonus (login pay; spec §3, §4; docs/promotions.md) on the activity skeleton
 * (machines/activity/activity.machine.ts) for /activity/signPay (the cards, sorted by price: BUY { id } opens the session's
 * deposit with actType 15 and the card's price) and /activity/sign (the cards owned: each day's reward, -1 once
 * received; CLAIM { id } takes today's of card `id`). State 1 when a card is owned, else 0. The reload after a
 * purchase also refreshes the session's activity ids. No countdown.
 */

export type LoginPayUser = DataOf<'getLoginPayUser3'>;
export type LoginPayReceive = DataOf<'receiveLoginPay3'>;
export type OwnedCard = LoginPayUser['ownList'][number];

/** Sign-up bonus activity type: recharge3 actType of a card purchase. */
export const SIGN_UP_ACT_TYPE = 15;

export interface SignPayParams {
  cards: readonly SignUpCard[];
}

export type SignPayContext = ActivityContext<SignPayParams, LoginPayUser>;
export type SignPayEvent = ActivityEvent<LoginPayUser, LoginPayReceive>;

/** Spec §4: a days list containing -1 means received (at least one day). */
export const hasReceived = (card: OwnedCard): boolean => card.loginPayDataJson.days.includes(-1);
/** Days still to receive. */
export const daysLeft = (card: OwnedCard): number => card.loginPayDataJson.days.filter((day) => day !== -1).length;
/** Spec §4: state 1 when a card is owned, else 0. */
export const signState = (user: LoginPayUser | null): 0 | 1 => ((user?.ownList.length ?? 0) > 0 ? 1 : 0);

export const signPayMachine = createActivityMachine<SignPayParams, LoginPayUser, LoginPayUser, LoginPayReceive>({
  id: 'signPay',
  countdown: false,
  load: (signal) => callApi('getLoginPayUser3', {}, { signal }),
  read: (user) => ({ data: user }),
  claim: {
    call: (id, signal) => callApi('receiveLoginPay3', { id }, { signal }),
    allowed: (context, id) => {
      const card = context.data?.ownList.find((owned) => owned.id === id);
      return card !== undefined && daysLeft(card) > 0;
    },
    apply: (user, received) => ({ ...user, ownList: received.ownList }),
    message: 'activity.sign.received',
    refreshesActivities: true,
  },
  purchase: (context, propId) => {
    const card = context.params.cards.find((c) => c.id === propId);
    return card && context.data && !context.data.buyPropIds.includes(card.id)
      ? { actType: SIGN_UP_ACT_TYPE, amount: card.price, propId: card.id }
      : undefined;
  },
  afterPurchase: () => [{ type: 'ACTIVITIES.REFRESH' }],
});

export type SignPayMachine = typeof signPayMachine;

/** The session's signPay child (loaded on first use): one run per visit. */
export const signPayHost = activityHostOf<SignPayParams, SignPayMachine>('signPay', signPayMachine);
export type SignPayHost = typeof signPayHost;

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
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { firstChargeBonusPercent } from '../../src/api/contract/rewards';
import { type Notice, notice } from '../shared/notice';
import {
  activityNotice,
  CLAIM_DEBOUNCE_MS,
  COUNTDOWN_TICK_MS,
  isClosingErrcode,
  type SessionReceiver,
} from './activityRules';

/**
 * First-charge (spec §2, §4, §8, §9), one machine for the page /activity/firstCharge and the home modal.
 * Load → ready: status 0 can buy (BUY → the session's deposit with actType 39 and the pack's price), 1 has free
 * rewards to claim (CLAIM debounced 200 ms, each prop once), 2 all claimed. A 1 s countdown runs to expireTime
 * (none when -1); reaching it at status 0 ends the offer: the modal closes, the page alerts and goes back.
 * A finished deposit of the pack (`DEPOSIT.FINISHED` from the screen) reloads the state; in the modal, reaching 1
 * also refreshes the coins. Activity errcodes 1001-1010 show activity.act39.err{code} and close the activity
 * when they answer its load (which also refreshes the session's activity ids), and only say why when they refuse a
 * claim; any other errcode shows common.errorError.
 * Emits `exit` when the activity closes: the modal hides, the page goes back.
 */

export type FirstChargeState = DataOf<'rechargeBonusCollection9'>;
export type FirstChargeClaim = DataOf<'rechargeBonusCollection9Receive'>;
export type FirstChargePack = WebConfig['appRechargeBonusCollection9ConfigList'][number];
export type FirstChargeMode = 'page' | 'modal';

/** First-charge activity type: recharge3 actType of a pack purchase. */
export const FIRST_CHARGE_ACT_TYPE = 39;

export interface FirstChargeInput {
  mode: FirstChargeMode;
  /** appRechargeBonusCollection9ConfigList of the web config. */
  packs: readonly FirstChargePack[];
  session?: SessionReceiver;
}

export interface FirstChargeContext {
  mode: FirstChargeMode;
  packs: readonly FirstChargePack[];
  session: SessionReceiver | null;
  state: FirstChargeState['appRechargeBonusCollection9'];
  expireTime: number;
  now: number;
  /** The prop a claim is debouncing or running for. */
  claiming: number | null;
  /** A pack purchase was started: the next reload may refresh the coins (modal). */
  bought: boolean;
  notice: Notice | null;
}

export type FirstChargeEvent =
  | { type: 'BUY' }
  | { type: 'CLAIM'; propId: number }
  /** The session's deposit finished (the screen forwards `deposit.finished` of actType 39). */
  | { type: 'DEPOSIT.FINISHED' }
  | { type: 'RETRY' }
  /** The player read the closing alert. */
  | { type: 'ACKNOWLEDGE' }
  | DoneActorEvent<FirstChargeState, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<FirstChargeClaim, 'claim'>
  | ErrorActorEvent<unknown, 'claim'>;

export type FirstChargeEmitted = { type: 'exit' };

/** The player's pack in the config. */
export function packOf(context: Pick<FirstChargeContext, 'packs' | 'state'>): FirstChargePack | undefined {
  return context.packs.find((pack) => pack.id === context.state?.awardId);
}

/** Bonus percentage of the player's pack (spec §9). */
export function bonusPercentOf(context: Pick<FirstChargeContext, 'packs' | 'state'>): number {
  const pack = packOf(context);
  return pack ? firstChargeBonusPercent(pack.price, pack.award) : 0;
}

export const firstChargeMachine = setup({
  types: {
    context: {} as FirstChargeContext,
    events: {} as FirstChargeEvent,
    input: {} as FirstChargeInput,
    emitted: {} as FirstChargeEmitted,
  },
  actors: {
    load: fromPromise<FirstChargeState>(({ signal }) => callApi('rechargeBonusCollection9', {}, { signal })),
    claim: fromPromise<FirstChargeClaim, { propId: number }>(({ input, signal }) =>
      callApi('rechargeBonusCollection9Receive', { propId: input.propId }, { signal }),
    ),
  },
  guards: {
    noOffer: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.load');
      return event.output.appRechargeBonusCollection9 === null;
    },
    closingError: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.load');
      return isClosingErrcode(event.error);
    },
    canBuy: ({ context }) => context.state?.itemStatus === 0 && packOf(context) !== undefined,
    canClaim: ({ context, event }) => {
      assertEvent(event, 'CLAIM');
      const claimed = context.state?.propReceiveList ?? [];
      return (
        context.state?.itemStatus === 1 &&
        !claimed.includes(event.propId) &&
        (packOf(context)?.award.some((item) => item.id === event.propId) ?? false)
      );
    },
    /** The countdown reached expireTime while the pack was still on sale. */
    endedOnSale: ({ context }) =>
      context.expireTime !== -1 && context.state?.itemStatus === 0 && Date.now() >= context.expireTime,
    counting: ({ context }) => context.expireTime !== -1,
    isModal: ({ context }) => context.mode === 'modal',
  },
  actions: {
    assignState: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.load');
      return {
        state: event.output.appRechargeBonusCollection9,
        expireTime: event.output.expireTime,
        now: Date.now(),
      };
    }),
    assignClaimed: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.claim');
      return { state: event.output.appRechargeBonusCollection9, claiming: null };
    }),
    assignClaiming: assign({
      claiming: ({ event }) => {
        assertEvent(event, 'CLAIM');
        return event.propId;
      },
    }),
    assignNow: assign({ now: () => Date.now() }),
    openDeposit: enqueueActions(({ enqueue, context }) => {
      const pack = packOf(context);
      const { session } = context;
      if (!pack || !session) return;
      enqueue.assign({ bought: true });
      enqueue(() =>
        session.send({
          type: 'DEPOSIT.OPEN',
          options: {
            actType: FIRST_CHARGE_ACT_TYPE,
            amount: pack.price,
            propId: pack.id,
            // Any close reloads the state: a cancelled pick leaves it at 0, a paid order shows 1.
            reportFinishedDirectly: true,
          },
        }),
      );
    }),
    /** After a purchase, reaching status 1 in the modal refreshes the coins (spec §4). */
    refreshCoinsAfterPurchase: enqueueActions(({ enqueue, context }) => {
      const { session } = context;
      if (session && context.bought && context.mode === 'modal' && context.state?.itemStatus === 1) {
        enqueue(() => session.send({ type: 'BALANCE.REFRESH' }));
      }
      enqueue.assign({ bought: false });
    }),
    refreshBalance: ({ context }) => context.session?.send({ type: 'BALANCE.REFRESH' }),
    refreshActivities: ({ context }) => context.session?.send({ type: 'ACTIVITIES.REFRESH' }),
    noticeClaimed: assign({ notice: () => notice('activity.firstCharge.claimed', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, ['xstate.error.actor.load', 'xstate.error.actor.claim']);
        return activityNotice(event.error);
      },
      claiming: null,
    }),
    noticeEnded: assign({ notice: () => notice('activity.ended', 'error') }),
    noticeUnavailable: assign({ notice: () => notice('activity.act39.err1010', 'error') }),
    emitExit: emit({ type: 'exit' }),
  },
  delays: {
    countdownTick: COUNTDOWN_TICK_MS,
    claimDebounce: CLAIM_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'firstCharge',
  context: ({ input }) => ({
    mode: input.mode,
    packs: input.packs,
    session: input.session ?? null,
    state: null,
    expireTime: -1,
    now: Date.now(),
    claiming: null,
    bought: false,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "rechargeBonusCollection9: the player's pack, its status and claimed props, and its end.",
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: 'noOffer', target: 'closing', actions: 'noticeUnavailable' },
          { target: 'ready', actions: ['assignState', 'refreshCoinsAfterPurchase'] },
        ],
        onError: [
          { guard: 'closingError', target: 'closing', actions: ['noticeFailure', 'refreshActivities'] },
          { target: 'failed', actions: 'noticeFailure' },
        ],
      },
    },
    ready: {
      description: 'Shows the pack: buy at 0, claim at 1, all claimed at 2; the countdown ticks each second.',
      on: {
        BUY: { guard: 'canBuy', actions: 'openDeposit' },
        CLAIM: { guard: 'canClaim', target: 'debouncing', actions: 'assignClaiming' },
        'DEPOSIT.FINISHED': 'loading',
      },
      after: {
        countdownTick: [
          { guard: 'endedOnSale', target: 'ended' },
          { guard: 'counting', target: 'ready', reenter: true, actions: 'assignNow' },
        ],
      },
    },
    debouncing: {
      description: 'A claim waits 200 ms; another press restarts the wait (spec §9 claim debounce).',
      on: { CLAIM: { guard: 'canClaim', target: 'debouncing', reenter: true, actions: 'assignClaiming' } },
      after: { claimDebounce: 'claiming' },
    },
    claiming: {
      description: 'rechargeBonusCollection9Receive for one prop; the coins refresh after it pays.',
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({ propId: context.claiming ?? 0 }),
        onDone: { target: 'ready', actions: ['assignClaimed', 'noticeClaimed', 'refreshBalance'] },
        // Spec §8: an activity errcode closes the activity when loading; a refused claim only says why.
        onError: { target: 'ready', actions: 'noticeFailure' },
      },
    },
    ended: {
      description: 'The countdown ended at status 0: the modal closes at once; the page alerts, then goes back.',
      always: [
        { guard: 'isModal', target: 'closed', actions: 'emitExit' },
        { target: 'closing', actions: 'noticeEnded' },
      ],
    },
    closing: {
      description: 'An alert says why the activity closes (ended, or an activity errcode); OK leaves it.',
      on: { ACKNOWLEDGE: { target: 'closed', actions: 'emitExit' } },
    },
    failed: {
      description: 'The load failed for another reason (common.errorError or a network message): retry.',
      on: { RETRY: 'loading' },
    },
    closed: {
      type: 'final',
      description: 'The activity is closed (modal hidden, page left).',
    },
  },
});

export type FirstChargeMachine = typeof firstChargeMachine;

import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { isApiError } from '../../src/api/client/errors';
import type { RechargeType } from '../../src/api/contract/entities';
import type { DataOf, RequestOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import type { UserBank } from '../../src/api/contract/player';
import { couponBonus } from '../../src/api/contract/promotions';
import type { Settled } from '../shared/actorEvents';
import { type CopyEvent, type CopySettled, clipboardRegion, copied, copyTextActor } from '../shared/clipboard';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import type { BalanceReceiver, DepositFinished, DepositOptions, NavigateRequest, SessionRef } from '../shared/protocol';
import { callFailure, errcodeOf } from './walletSession';

/**
 * The deposit (spec §2 deposit screen, §3 deposit request/response, §4 deposit flow, §8, §9), a child of the
 * session actor (child id 'deposit', spawned when its code loads on the first DEPOSIT.OPEN, for the session's life). Callers open it through the
 * session (`DEPOSIT.OPEN`), which forwards `OPEN` here with the channels of the web config and the player's
 * banks, so this machine never reads another actor's context.
 *
 * picking (the dialog titled Deposit: channel and amount) → CONFIRM, debounced 300 ms → a bank channel
 * without the matching bound bank waits on /bindBankCard?back=1 and resumes when the session forwards the
 * new bank list; otherwise recharge3 → one of three views (a refusal shows its reason; no answer — network or
 * timeout — means the order may exist: the deposit records are looked up before Retry is offered, so no second order is
 * made) (pay page, QR, bank transfer) → CLOSE checks the order (checkRechargeOrder) and, when it is done (or the caller
 * asked to be told directly), asks the session to refresh the balance (BALANCE.REFRESH) and emits `deposit.finished`;
 * a deposit the check found paid first shows the credited sheet (the amount, Play now, Close) and reports as it goes.
 */

export type RechargeAnswer = DataOf<'recharge3'>;
export type RechargeRequest = RequestOf<'recharge3'>;
export type OrderCheck = DataOf<'checkRechargeOrder'>;
export type DepositRecordPage = DataOf<'getRechargeRecord'>;
export type DepositRecord = DepositRecordPage['list'][number];
export type CouponPage = DataOf<'couponList'>;
export type DepositCoupon = CouponPage['list'][number];
/** What a Confirm whose recharge3 got no answer left behind: no order, an order (in the records), or unknown. */
export type DepositFailure = 'notCreated' | 'orderExists' | 'unknown';

/** How many of the newest deposit records the look-up reads. */
export const LOOKUP_PAGE_SIZE = 10;

/** Confirm debounce of the pick dialog (spec §9). */
export const PICK_DEBOUNCE_MS = 300;
/** The QR countdown redraws once a second. */
export const COUNTDOWN_TICK_MS = 1_000;
/** Where the deposit came from, when the caller did not say (the bank detour comes back here). */
export const DEFAULT_RETURN_TO: PageLink = { page: 'wallets', params: { id: 'deposit' } };
/** Where the credited sheet's Play now goes: the lobby's games. */
export const PLAY_NOW_TO: PageLink = { page: 'home' };

export type { BalanceReceiver, DepositFinished, DepositOptions };

/** The session as the deposit sees it: balance traffic, the finished deposit, and where to go. */
export type DepositSession = SessionRef<Parameters<BalanceReceiver['send']>[0] | NavigateRequest>;

export interface DepositInput {
  session?: DepositSession;
}

export type DepositView = 'payPage' | 'qr' | 'bankTransfer';

/** What the credited sheet says (hundredths): the order's amount, and the chosen coupon's bonus paid with it (or 0). */
export interface Credited {
  amount: number;
  couponBonus: number;
}

export interface DepositContext {
  channels: RechargeType[];
  banks: Record<string, UserBank>;
  channelId: number | null;
  amount: number;
  fixedAmount: boolean;
  actType: number;
  propId: number | null;
  reportFinishedDirectly: boolean;
  returnTo: PageLink;
  order: RechargeAnswer | null;
  /** The player's deposit coupons (couponList), offered on a plain deposit only (actType 0). */
  coupons: DepositCoupon[];
  /** The coupon chosen for this deposit (recharge3 couponId); none by default. */
  couponId: number | null;
  /**
   * recharge3's requestId for this deposit attempt (a retried Confirm makes no second order): new when the dialog opens
   * and when the channel or the amount changes, kept through Try again, so a Confirm sent twice opens one order and a
   * lost answer is found in the records by it, never guessed.
   */
  attemptId: string;
  /** Set when a Confirm ended without an answer (the order may exist); cleared by the next Confirm. */
  failure: DepositFailure | null;
  /** Wall-clock time of the last countdown tick (ms). */
  now: number;
  notice: Notice | null;
  /** Set when the close-check found the order paid: the credited sheet's figures. */
  credited: Credited | null;
  session: DepositSession | null;
}

export type DepositEvent =
  | {
      type: 'OPEN';
      channels: RechargeType[];
      banks: Record<string, UserBank>;
      options: DepositOptions;
    }
  | { type: 'CHANNEL.SELECT'; id: number }
  | { type: 'AMOUNT.SELECT'; amount: number }
  /** Choose a coupon for this deposit, or none (null). */
  | { type: 'COUPON.SELECT'; id: number | null }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  /** On the credited sheet: go and play (the lobby's games). */
  | { type: 'PLAY' }
  /** The player logged out: drop everything. */
  | { type: 'RESET' }
  | CopyEvent
  /** The session's bank list changed (a card was bound). */
  | { type: 'BANKS.CHANGED'; banks: Record<string, UserBank> }
  | Settled<RechargeAnswer, 'recharge'>
  | Settled<CouponPage, 'coupons'>
  | Settled<DepositRecordPage, 'findOrder'>
  | Settled<OrderCheck, 'checkOrder'>
  | CopySettled<'copy'>;

export type DepositEmitted =
  /** The deposit ended as finished (done: the order was paid; false when reported directly without a check). */
  { type: 'deposit.finished' } & DepositFinished;

/** The channel the dialog shows selected. */
export function selectedChannel(context: Pick<DepositContext, 'channels' | 'channelId'>): RechargeType | undefined {
  return context.channels.find((channel) => channel.id === context.channelId);
}

/** A plain deposit (no activity purchase, no fixed price): the only one a coupon applies to (the server: 1003). */
export const isPlainDeposit = (context: Pick<DepositContext, 'actType' | 'fixedAmount'>): boolean =>
  context.actType === 0 && !context.fixedAmount;

/** The bonus (hundredths) a coupon adds to this deposit's amount: the server's own rule (contract promotions.ts). */
export const couponBonusOf = (coupon: DepositCoupon, amount: number): number =>
  couponBonus(coupon.propId, coupon.percent, amount);

/** The chosen coupon, if it is still among the player's coupons. */
export function chosenCoupon(context: Pick<DepositContext, 'coupons' | 'couponId'>): DepositCoupon | undefined {
  return context.coupons.find((coupon) => coupon.propId === context.couponId);
}

/** recharge3 refused a coupon: 1003 (not a plain deposit) and 1010 (the player no longer has it) say so. */
const COUPON_REFUSED: Record<number, 'wallet.deposit.coupon.notPlain' | 'wallet.deposit.coupon.gone'> = {
  1003: 'wallet.deposit.coupon.notPlain',
  1010: 'wallet.deposit.coupon.gone',
};

/** The amount a channel starts with: the caller's fixed amount, else the current one if offered, else its first preset. */
function amountFor(channel: RechargeType | undefined, current: number, fixed: boolean): number {
  if (fixed || !channel) return current;
  if (channel.amounts.includes(current)) return current;
  return channel.amounts[0] ?? channel.minAmount;
}

/** The order a Confirm without an answer may have created: the record carrying its request id, or none. */
export function matchingOrder(
  records: readonly DepositRecord[],
  context: Pick<DepositContext, 'attemptId'>,
): DepositRecord | undefined {
  return records.find((entry) => entry.requestId === context.attemptId);
}

/** A new request id: 32 hex digits from the platform's secure random source. */
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The view an answer opens, or null when it carries none of the three. */
export function viewOf(order: RechargeAnswer): DepositView | null {
  if (order.payUrl) return 'payPage';
  if (order.qrCodeText) return 'qr';
  if (order.appRechargeBankOwn) return 'bankTransfer';
  return null;
}

/**
 * Milliseconds left to pay an order (never negative). The server sets a QR order's expireTime to createTime +
 * 10 minutes: the spec's hint (10 minutes), not its countdown (10 hours) — docs/deposit.md says why.
 */
export function remainingMs(order: Pick<RechargeAnswer, 'expireTime'>, now: number): number {
  return Math.max(0, order.expireTime - now);
}

/** Whole minutes an order may be paid in, for the hint (10 for a QR order): the countdown's own figure. */
export function payWithinMinutes(order: Pick<RechargeAnswer, 'createTime' | 'expireTime'>): number {
  return Math.round((order.expireTime - order.createTime) / 60_000);
}

function rechargeInput({ context }: { context: DepositContext }): RechargeRequest {
  const request: RechargeRequest = {
    amount: context.amount,
    version: 4,
    actType: context.actType,
    rechargeType: context.channelId ?? 0,
    requestId: context.attemptId,
  };
  const withProp = context.propId === null ? request : { ...request, propId: context.propId };
  return context.couponId === null ? withProp : { ...withProp, couponId: context.couponId };
}

function orderIdOf(context: DepositContext): string {
  return context.order?.orderId ?? '';
}

function finishedOf(context: DepositContext, done: boolean): DepositFinished {
  return { orderId: orderIdOf(context), done, actType: context.actType, propId: context.propId };
}

function rechargeOutput(event: DepositEvent): RechargeAnswer {
  assertEvent(event, 'xstate.done.actor.recharge');
  return event.output;
}

export const depositMachine = setup({
  types: {} as TypesOf<DepositContext, DepositEvent, DepositInput, never, DepositEmitted>,
  actors: {
    recharge: fromPromise<RechargeAnswer, RechargeRequest>(({ input, signal }) =>
      callApi('recharge3', input, { signal }),
    ),
    checkOrder: fromPromise<OrderCheck, { orderId: string }>(({ input, signal }) =>
      callApi('checkRechargeOrder', input, { signal }),
    ),
    /** The player's coupons; a purchase or a fixed price offers none, so nothing is asked. */
    coupons: fromPromise<CouponPage, { plain: boolean }>(({ input, signal }) =>
      input.plain ? callApi('couponList', {}, { signal }) : Promise.resolve({ list: [] }),
    ),
    findOrder: fromPromise<DepositRecordPage>(({ signal }) =>
      callApi('getRechargeRecord', { page: 1, pageSize: LOOKUP_PAGE_SIZE }, { signal }),
    ),
    copyText: copyTextActor,
  },
  guards: {
    canConfirm: ({ context }) => selectedChannel(context) !== undefined && context.amount > 0,
    amountChoosable: ({ context }) => !context.fixedAmount,
    /** The pick names another deposit (another channel, or one that changes the amount): a new request id. */
    otherChannel: ({ context, event }) => {
      assertEvent(event, 'CHANNEL.SELECT');
      const channel = context.channels.find((entry) => entry.id === event.id);
      return (
        channel !== undefined &&
        (channel.id !== context.channelId || amountFor(channel, context.amount, context.fixedAmount) !== context.amount)
      );
    },
    otherAmount: ({ context, event }) => {
      assertEvent(event, 'AMOUNT.SELECT');
      return !context.fixedAmount && event.amount !== context.amount;
    },
    /** Another coupon the player has (or none instead of one): another deposit, so a new request id. */
    otherCoupon: ({ context, event }) => {
      assertEvent(event, 'COUPON.SELECT');
      const offered = event.id === null || context.coupons.some((coupon) => coupon.propId === event.id);
      return offered && event.id !== context.couponId;
    },
    needsBank: ({ context }) => {
      const channel = selectedChannel(context);
      return channel !== undefined && channel.bankId !== 0 && !context.banks[channel.bankId];
    },
    bankNowBound: ({ context, event }) => {
      assertEvent(event, 'BANKS.CHANGED');
      const channel = selectedChannel(context);
      return channel !== undefined && event.banks[channel.bankId] !== undefined;
    },
    hasPayUrl: ({ event }) => viewOf(rechargeOutput(event)) === 'payPage',
    hasQrText: ({ event }) => viewOf(rechargeOutput(event)) === 'qr',
    hasBankDetails: ({ event }) => viewOf(rechargeOutput(event)) === 'bankTransfer',
    /** No answer (network, timeout): the order may exist, so the records are looked up. */
    noAnswer: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.recharge');
      return isApiError(event.error) && (event.error.kind === 'network' || event.error.kind === 'timeout');
    },
    reportsDirectly: ({ context }) => context.reportFinishedDirectly,
    orderFound: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.findOrder');
      return matchingOrder(event.output.list, context) !== undefined;
    },
    /** The countdown shows its last second: the next tick ends the order's time. */
    lastSecond: ({ context }) => context.order !== null && remainingMs(context.order, context.now) <= COUNTDOWN_TICK_MS,
    rechargeDone: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkOrder');
      return event.output.isRechargeDone;
    },
    copied,
  },
  actions: {
    assignOpen: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      const { options } = event;
      const channel = event.channels[0];
      const fixed = options.amount !== undefined;
      return {
        channels: event.channels,
        banks: event.banks,
        channelId: channel?.id ?? null,
        amount: amountFor(channel, options.amount ?? 0, fixed),
        fixedAmount: fixed,
        actType: options.actType ?? 0,
        propId: options.propId ?? null,
        reportFinishedDirectly: options.reportFinishedDirectly ?? false,
        returnTo: options.returnTo ?? DEFAULT_RETURN_TO,
        order: null,
        coupons: [],
        couponId: null,
        failure: null,
        notice: null,
        credited: null,
      };
    }),
    /** A new request id (the tests provide a fixed one). */
    newAttempt: assign({ attemptId: () => newAttemptId() }),
    selectChannel: assign(({ context, event }) => {
      assertEvent(event, 'CHANNEL.SELECT');
      const channel = context.channels.find((entry) => entry.id === event.id);
      if (!channel) return {};
      return { channelId: channel.id, amount: amountFor(channel, context.amount, context.fixedAmount) };
    }),
    assignAmount: assign({
      amount: ({ event }) => {
        assertEvent(event, 'AMOUNT.SELECT');
        return event.amount;
      },
    }),
    assignCoupon: assign({
      couponId: ({ event }) => {
        assertEvent(event, 'COUPON.SELECT');
        return event.id;
      },
    }),
    /** The list as the server has it now; a chosen coupon no longer there is unchosen (a 1010 refusal reloads it). */
    assignCoupons: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.coupons');
      const coupons = event.output.list;
      const kept = coupons.some((coupon) => coupon.propId === context.couponId);
      return { coupons, couponId: kept ? context.couponId : null };
    }),
    /** The list could not be read: the deposit goes on without coupons. */
    forgetCoupons: assign({ coupons: [], couponId: null }),
    assignBanks: assign({
      banks: ({ event }) => {
        assertEvent(event, 'BANKS.CHANGED');
        return event.banks;
      },
    }),
    /** Navigation goes through the session, which emits the one `navigate` src/app follows. */
    navigateToBindBank: ({ context }) =>
      context.session?.send({
        type: 'NAVIGATE',
        to: { page: 'bindBankCard', query: { back: '1', bankId: String(selectedChannel(context)?.bankId ?? 0) } },
      }),
    navigateBack: ({ context }) => context.session?.send({ type: 'NAVIGATE', to: context.returnTo, replace: true }),
    /** The server paid the order's amount (and the chosen coupon's bonus, by the rule it pays with). */
    assignCredited: assign({
      credited: ({ context }) => {
        const coupon = chosenCoupon(context);
        return { amount: context.amount, couponBonus: coupon ? couponBonusOf(coupon, context.amount) : 0 };
      },
    }),
    navigateToPlay: ({ context }) => context.session?.send({ type: 'NAVIGATE', to: PLAY_NOW_TO }),
    assignOrder: assign({ order: ({ event }) => rechargeOutput(event) }),
    assignNow: assign({ now: () => Date.now() }),
    noticeNoView: assign({ notice: () => notice('wallet.deposit.noView', 'error') }),
    noticeRefused: assign({
      notice: ({ context, event }) => {
        assertEvent(event, 'xstate.error.actor.recharge');
        const errcode = errcodeOf(event.error);
        const couponRefusal = context.couponId === null || errcode === null ? undefined : COUPON_REFUSED[errcode];
        return couponRefusal ? notice(couponRefusal, 'error') : callFailure(event.error);
      },
    }),
    failedOrderExists: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.findOrder');
      const found = matchingOrder(event.output.list, context);
      return {
        failure: 'orderExists' as const,
        notice: notice('wallet.deposit.orderExists', 'error', { orderId: found?.orderId ?? '' }),
      };
    }),
    failedNotCreated: assign({
      failure: 'notCreated' as const,
      notice: () => notice('wallet.deposit.notSent', 'error'),
    }),
    failedUnknown: assign({
      failure: 'unknown' as const,
      notice: () => notice('wallet.deposit.orderUnknown', 'error'),
    }),
    clearFailure: assign({ failure: null }),
    clearCredited: assign({ credited: null }),
    noticeCopied: assign({ notice: () => notice('common.copySuccess', 'success') }),
    noticeCopyFailed: assign({ notice: () => notice('common.copyFail', 'error') }),
    clearNotice: assign({ notice: null }),
    refreshBalance: ({ context }) => context.session?.send({ type: 'BALANCE.REFRESH' }),
    /** Emits `deposit.finished` and tells the session (which re-emits it for the screens that sold something). */
    reportFinished: enqueueActions(({ enqueue, context }, params: { done: boolean }) => {
      const finished = finishedOf(context, params.done);
      enqueue.emit({ type: 'deposit.finished', ...finished });
      const { session } = context;
      if (session) enqueue(() => session.send({ type: 'DEPOSIT.FINISHED', ...finished }));
    }),
  },
  delays: {
    pickDebounce: PICK_DEBOUNCE_MS,
    countdownTick: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    channels: [],
    banks: {},
    channelId: null,
    amount: 0,
    fixedAmount: false,
    actType: 0,
    propId: null,
    reportFinishedDirectly: false,
    returnTo: DEFAULT_RETURN_TO,
    order: null,
    coupons: [],
    couponId: null,
    attemptId: '',
    failure: null,
    now: 0,
    notice: null,
    credited: null,
    // Optional: the e2e model traverses the machine without input.
    session: (input as DepositInput | undefined)?.session ?? null,
  }),
  initial: 'idle',
  on: { RESET: '.idle' },
  states: {
    idle: {
      description: 'Nothing shown; OPEN (forwarded by the session) starts a deposit.',
      on: { OPEN: { target: 'picking', actions: ['assignOpen', 'newAttempt'] } },
    },
    picking: {
      description: 'The pick dialog titled Deposit: channels with their icons, the amount, confirm and cancel.',
      initial: 'ready',
      // Read again on every return to the dialog, so a refused coupon (1010) drops out of the list.
      invoke: {
        id: 'coupons',
        src: 'coupons',
        input: ({ context }) => ({ plain: isPlainDeposit(context) }),
        onDone: { actions: 'assignCoupons' },
        onError: { actions: 'forgetCoupons' },
      },
      on: {
        'COUPON.SELECT': {
          guard: 'otherCoupon',
          target: '.ready',
          actions: ['assignCoupon', 'newAttempt', 'clearNotice'],
        },
        // Another channel or amount is another deposit: a new request id; the same pick again keeps it.
        'CHANNEL.SELECT': [
          { guard: 'otherChannel', target: '.ready', actions: ['selectChannel', 'newAttempt', 'clearNotice'] },
          { target: '.ready', actions: ['selectChannel', 'clearNotice'] },
        ],
        'AMOUNT.SELECT': [
          { guard: 'otherAmount', target: '.ready', actions: ['assignAmount', 'newAttempt', 'clearNotice'] },
          { guard: 'amountChoosable', target: '.ready', actions: ['assignAmount', 'clearNotice'] },
        ],
        CANCEL: 'idle',
      },
      states: {
        ready: {
          on: { CONFIRM: { guard: 'canConfirm', target: 'debouncing', actions: ['clearNotice', 'clearFailure'] } },
        },
        debouncing: {
          description: 'Confirm is debounced 300 ms: another press starts the wait again.',
          on: { CONFIRM: { target: 'debouncing', reenter: true } },
          after: {
            pickDebounce: [
              { guard: 'needsBank', target: '#deposit.bindingBank', actions: 'navigateToBindBank' },
              { target: '#deposit.requesting' },
            ],
          },
        },
      },
    },
    bindingBank: {
      description:
        'A bank channel and no bound account of its bank: the player is on /bindBankCard?back=1; the new bank resumes the deposit.',
      on: {
        'BANKS.CHANGED': [
          { guard: 'bankNowBound', target: 'requesting', actions: ['assignBanks', 'navigateBack'] },
          { actions: 'assignBanks' },
        ],
        OPEN: { target: 'picking', actions: ['assignOpen', 'newAttempt'] },
        CANCEL: 'idle',
      },
    },
    requesting: {
      description: 'recharge3 (version 4, amount, actType, rechargeType) under a loading toast.',
      invoke: {
        id: 'recharge',
        src: 'recharge',
        input: rechargeInput,
        onDone: [
          { guard: 'hasPayUrl', target: 'viewing.view.payPage', actions: 'assignOrder' },
          { guard: 'hasQrText', target: 'viewing.view.qr', actions: 'assignOrder' },
          { guard: 'hasBankDetails', target: 'viewing.view.bankTransfer', actions: 'assignOrder' },
          { target: 'picking', actions: 'noticeNoView' },
        ],
        onError: [
          { guard: 'noAnswer', target: 'lookingUp' },
          { target: 'picking', actions: 'noticeRefused' },
        ],
      },
    },
    lookingUp: {
      description:
        'recharge3 got no answer, so the order may exist: the newest deposit records say whether it does before Retry.',
      invoke: {
        id: 'findOrder',
        src: 'findOrder',
        onDone: [
          { guard: 'orderFound', target: 'picking', actions: 'failedOrderExists' },
          { target: 'picking', actions: 'failedNotCreated' },
        ],
        onError: { target: 'picking', actions: 'failedUnknown' },
      },
    },
    viewing: {
      description: 'The pick dialog is closed; the full-screen deposit view shows the order.',
      type: 'parallel',
      on: {
        CLOSE: [
          {
            guard: 'reportsDirectly',
            target: 'idle',
            actions: [{ type: 'reportFinished', params: { done: false } }, 'refreshBalance'],
          },
          { target: 'closing' },
        ],
      },
      states: {
        view: {
          initial: 'payPage',
          states: {
            payPage: { description: 'The provider’s payment page, embedded.' },
            qr: {
              description: 'QR, order id, created time and the 10-minute countdown.',
              initial: 'counting',
              entry: 'assignNow',
              states: {
                counting: {
                  after: {
                    countdownTick: [
                      { guard: 'lastSecond', target: 'expired', actions: 'assignNow' },
                      { target: 'counting', reenter: true, actions: 'assignNow' },
                    ],
                  },
                },
                expired: { description: 'The 10 minutes are over: the order is void, the QR is hidden.' },
              },
            },
            bankTransfer: {
              description: 'The account to transfer to, each field copyable, and the old-account warning.',
            },
          },
        },
        clipboard: clipboardRegion({ id: 'copy' }),
      },
    },
    closing: {
      description: 'The view is closing: is the order done (checkRechargeOrder)?',
      invoke: {
        id: 'checkOrder',
        src: 'checkOrder',
        input: ({ context }) => ({ orderId: orderIdOf(context) }),
        onDone: [
          {
            guard: 'rechargeDone',
            target: 'credited',
            actions: ['assignCredited', 'refreshBalance'],
          },
          // Not paid yet (a bank transfer still on its way): no sheet; the balance rises when the money arrives.
          { target: 'idle' },
        ],
        // The view closes either way; an unanswered check reports nothing.
        onError: 'idle',
      },
    },
    credited: {
      description:
        'The server said the order is paid: the success sheet shows the amount credited, Play now and Close.',
      on: {
        // Finished is reported as the sheet goes, so what it sets off (the prompts' next choice, the app-download
        // popup among them) never opens over the sheet; the balance was refreshed when the sheet opened.
        PLAY: {
          target: 'idle',
          actions: [{ type: 'reportFinished', params: { done: true } }, 'navigateToPlay', 'clearCredited'],
        },
        CLOSE: { target: 'idle', actions: [{ type: 'reportFinished', params: { done: true } }, 'clearCredited'] },
      },
    },
  },
});

export type DepositMachine = typeof depositMachine;

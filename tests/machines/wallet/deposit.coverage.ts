import { assign } from 'xstate';
import {
  type CouponPage,
  type DepositEvent,
  type DepositRecordPage,
  depositMachine,
  type OrderCheck,
  type RechargeAnswer,
  type RechargeRequest,
  remainingMs,
} from '../../../machines/wallet/deposit.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import type { RechargeType } from '../../../src/api/contract/entities';
import type { UserBank } from '../../../src/api/contract/player';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** Channels as the web config lists them: an e-wallet with a pay page and a bank transfer into BDO (1001). */
export const presets = [10_000, 20_000, 50_000];
export function channel(id: number, overrides: Partial<RechargeType> = {}): RechargeType {
  return {
    id,
    name: `Channel ${id}`,
    iconH5: `/art/channel-${id}.svg`,
    bankId: 0,
    payMode: 'url',
    minAmount: 10_000,
    maxAmount: 5_000_000,
    amounts: presets,
    ...overrides,
  };
}
export const walletChannel = channel(1);
export const bankChannel = channel(3, { bankId: 1001, payMode: 'bank', amounts: [50_000, 100_000] });
export const bdo: UserBank = { bankId: 1001, bankName: 'BDO', accountName: 'Juan Cruz', cardNum: '001234567890' };

export function order(overrides: Partial<RechargeAnswer> = {}): RechargeAnswer {
  const createTime = Date.now();
  return {
    orderId: 'D0000000000000000001',
    payUrl: null,
    qrCodeText: null,
    createTime,
    expireTime: createTime + 600_000,
    appRechargeBankOwn: null,
    ...overrides,
  };
}
export const payPageOrder = order({ payUrl: '/sandbox/pay/D0000000000000000001' });
export const qrOrder = order({ qrCodeText: 'luckylobby-sandbox://pay?order=D0000000000000000001&amount=10000' });
/** A QR order in its last second: the next countdown tick voids it. */
export const lastSecondQrOrder = order({ ...qrOrder, expireTime: Date.now() + 500 });
export const bankOrder = order({
  appRechargeBankOwn: {
    bankName: 'BDO Unibank',
    shortBankName: 'BDO',
    bankLogo: '/art/bdo.svg',
    accountName: 'Lucky Lobby Sandbox Inc.',
    cardNum: '0012 3456 7890',
    amount: 50_000,
  },
});

/** A 10 % coupon of the first range (cap ₱100). */
export const coupon = { propId: 1001, percent: 10, paramStr: { limitAmount: 10_000 } };

const offline = new NetworkError('/app/v1/recharge3', new Error('offline'));
/** The request id every attempt gets along the generated paths. */
export const ATTEMPT = 'attempt-0001';

const events: DepositEvent[] = [
  { type: 'OPEN', channels: [walletChannel, bankChannel], banks: {}, options: {} },
  // No channel configured: nothing to confirm.
  { type: 'OPEN', channels: [], banks: {}, options: {} },
  // The first-charge purchase: a fixed price, finished reported on close.
  {
    type: 'OPEN',
    channels: [walletChannel, bankChannel],
    banks: { 1001: bdo },
    options: {
      amount: 50_000,
      actType: 39,
      propId: 7,
      reportFinishedDirectly: true,
      returnTo: { page: 'firstCharge' },
    },
  },
  { type: 'CHANNEL.SELECT', id: 3 },
  { type: 'CHANNEL.SELECT', id: 1 },
  { type: 'AMOUNT.SELECT', amount: 20_000 },
  // The amount already picked: the same deposit, the same request id.
  { type: 'AMOUNT.SELECT', amount: 10_000 },
  // Coupons: one chosen, then none again; one the player does not have changes nothing.
  { type: 'COUPON.SELECT', id: 1001 },
  { type: 'COUPON.SELECT', id: null },
  { type: 'xstate.done.actor.coupons', output: { list: [coupon] }, actorId: 'coupons' },
  { type: 'xstate.error.actor.coupons', error: offline, actorId: 'coupons' },
  { type: 'BANKS.CHANGED', banks: {} },
  { type: 'BANKS.CHANGED', banks: { 1001: bdo } },
  { type: 'COPY', text: 'D0000000000000000001' },
  // The credited sheet's Play now (its Close is the view's CLOSE).
  { type: 'PLAY' },
  { type: 'xstate.done.actor.recharge', output: payPageOrder, actorId: 'recharge' },
  { type: 'xstate.done.actor.recharge', output: qrOrder, actorId: 'recharge' },
  { type: 'xstate.done.actor.recharge', output: lastSecondQrOrder, actorId: 'recharge' },
  { type: 'xstate.done.actor.recharge', output: bankOrder, actorId: 'recharge' },
  { type: 'xstate.done.actor.recharge', output: order(), actorId: 'recharge' },
  { type: 'xstate.error.actor.recharge', error: offline, actorId: 'recharge' },
  { type: 'xstate.error.actor.recharge', error: new ErrcodeError('/app/v1/recharge3', 3002, 200), actorId: 'recharge' },
  // The look-up after no answer: nothing, this Confirm's order (its request id), or no answer either.
  { type: 'xstate.done.actor.findOrder', output: { list: [], total: 0, page: 1 }, actorId: 'findOrder' },
  {
    type: 'xstate.done.actor.findOrder',
    output: {
      list: [
        {
          orderId: 'D0000000000000000042',
          requestId: ATTEMPT,
          amount: walletChannel.amounts[0] ?? 0,
          rechargeType: walletChannel.id,
          rechargeTypeName: walletChannel.name,
          status: 0,
          createTime: Date.now() + 3_600_000,
        },
      ],
      total: 1,
      page: 1,
    },
    actorId: 'findOrder',
  },
  { type: 'xstate.error.actor.findOrder', error: offline, actorId: 'findOrder' },
  { type: 'xstate.done.actor.checkOrder', output: { isRechargeDone: true, status: 1 }, actorId: 'checkOrder' },
  { type: 'xstate.done.actor.checkOrder', output: { isRechargeDone: false, status: 0 }, actorId: 'checkOrder' },
  { type: 'xstate.error.actor.checkOrder', error: offline, actorId: 'checkOrder' },
  { type: 'xstate.done.actor.copy', output: true, actorId: 'copy' },
  { type: 'xstate.done.actor.copy', output: false, actorId: 'copy' },
  { type: 'xstate.error.actor.copy', error: new Error('denied'), actorId: 'copy' },
];

export const depositSpec = defineMachineSpec({
  name: 'deposit',
  // A fixed request id, so the look-up can find "this Confirm's" order along the generated paths.
  machine: depositMachine.provide({ actions: { newAttempt: assign({ attemptId: ATTEMPT }) } }),
  input: {},
  events,
  // The coupon choice multiplies the pick dialog's states (about 3 × the 10,000 default).
  pathOptions: { limit: 40_000 },
  mocks: (mocks) => ({
    recharge: mocks.promise<RechargeAnswer, RechargeRequest>(),
    checkOrder: mocks.promise<OrderCheck, { orderId: string }>(),
    findOrder: mocks.promise<DepositRecordPage>(),
    coupons: mocks.promise<CouponPage, { plain: boolean }>(),
    copyText: mocks.promise<boolean, { text: string }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.channelId,
      // The fixed-amount opening also asks for a direct report: one flag stands for both.
      snapshot.context.fixedAmount,
      Object.keys(snapshot.context.banks).length,
      snapshot.context.notice?.id ?? null,
      snapshot.context.failure,
      // The chosen coupon matters only to the pick dialog (the list is read again on every return to it).
      snapshot.matches('picking') ? snapshot.context.couponId : null,
      snapshot.context.order !== null && remainingMs(snapshot.context.order, snapshot.context.now) <= 1_000,
    ]),
});

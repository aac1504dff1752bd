import { z } from 'zod/mini';
import { empty, endpoint, id, list, money, text } from '../define';
import { amount, encryptedSecret, pageOf, pageRequest } from '../entities';
import { kycStatus } from '../kyc';
import { userBank } from '../player';

/** Bank-transfer details of a deposit order (spec §3 deposit response; amount is shown as the agent field). */
export const rechargeBankOwn = z.object({
  bankName: text(80),
  shortBankName: text(40),
  bankLogo: text(300),
  accountName: text(80),
  cardNum: text(40),
  amount: money,
});

/** Order states (designed): 0 waiting, 1 done, 2 failed or expired. */
const orderStatus = z.int().check(z.minimum(0), z.maximum(2));

/**
 * Designed (a Confirm retried after a network failure must not make a second order): the client's id for one Confirm,
 * 8-64 letters, digits, '_' or '-'. A repeat of the same request answers the same order; the same id with another
 * channel or amount is refused (9002).
 */
export const depositRequestId = text(64).check(z.minLength(8), z.regex(/^[A-Za-z0-9_-]+$/));

/** One deposit in the records (designed). */
export const rechargeRecord = z.object({
  orderId: text(64),
  /** The request id its Confirm sent, or null. */
  requestId: z.nullable(depositRequestId),
  amount: money,
  rechargeType: id,
  rechargeTypeName: text(80),
  status: orderStatus,
  createTime: z.int(),
});

/**
 * Where a withdrawal stands: requested (waiting for approval) → approved (sent to the payout provider)
 * → paid; or rejected (by the operator) / failed (the transfer failed): both returned the amount.
 */
export const withdrawalStage = z.enum(['requested', 'approved', 'paid', 'rejected', 'failed']);
export type WithdrawalStage = z.infer<typeof withdrawalStage>;

/**
 * One withdrawal in the records (designed); cardNum is masked. status keeps the designed 0 waiting / 1 approved /
 * 2 refused or failed; stage and its times say more (optional: older servers do not send them).
 */
export const exchangeOrder = z.object({
  orderId: text(64),
  amount: money,
  bankName: text(80),
  cardNum: text(40),
  status: orderStatus,
  createTime: z.int(),
  stage: z.optional(withdrawalStage),
  /** When it was approved or rejected (ms), null before. */
  reviewTime: z.optional(z.nullable(z.int())),
  /** When the payout was paid or failed (ms), null before. */
  settleTime: z.optional(z.nullable(z.int())),
  /** Why the payout failed, from the provider; null otherwise. */
  reason: z.optional(z.nullable(text(500))),
});

/** Where a game round stands: open (stake taken, no result yet), settled (win paid, 0 included), rolled back. */
export const roundStatus = z.enum(['open', 'settled', 'rolledback']);
export type RoundStatus = z.infer<typeof roundStatus>;

/**
 * What the verify page checks a provably fair round by: a player-seed round (the in-house studios' own rounds) by its
 * seed pair and nonce; a live-table round (shared by everyone at the table, its own server seed) by its table (the
 * game) and round number, once drawn.
 */
export const roundProof = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seed'), seedId: id, nonce: z.int().check(z.nonnegative()) }),
  z.object({ kind: z.literal('table'), gameId: id, round: z.int().check(z.nonnegative()) }),
]);
export type RoundProof = z.infer<typeof roundProof>;

/**
 * One game round in the records (designed): the game, stakes kept and win paid (hundredths), when it opened and
 * closed (ms), and for a provably fair round what the verify page checks it by.
 */
export const gameRound = z.object({
  roundId: text(64),
  gameId: id,
  /** '' when the game has left the catalogue. */
  gameName: text(200),
  status: roundStatus,
  bet: money,
  win: money,
  openedAt: z.int(),
  closedAt: z.nullable(z.int()),
  proof: z.nullable(roundProof),
});

/** A bank the player can bind (designed). */
export const bankType = z.object({ bankId: id, bankName: text(80), shortBankName: text(40), bankLogo: text(300) });

const bankForm = z.object({
  bankId: id,
  accountName: text(80).check(z.minLength(1)),
  cardNum: text(40).check(z.minLength(1)),
});
const bankList = z.object({ appUserBankList: list(userBank, 50) });
const balances = { coin: money, safebox: money };

/** Wallet, bank and records calls (spec §7). */
export const wallet = {
  recharge3: endpoint({
    path: '/app/v1/recharge3',
    access: 'token',
    shape: 'spec',
    summary:
      'Creates a deposit order; the answer holds one of pay URL, QR text or bank-transfer details. propId names the item bought when actType is an activity.',
    request: z.object({
      amount,
      version: z.literal(4),
      actType: z.int().check(z.minimum(0), z.maximum(1000)),
      rechargeType: id,
      propId: z.optional(id),
      /** Designed (spec §4/§9 coupons): a deposit coupon the player owns (ids 1001-1099, 1201-1299, 1301-1399), actType 0. */
      couponId: z.optional(id),
      requestId: z.optional(depositRequestId),
    }),
    data: z.object({
      orderId: text(64),
      payUrl: z.nullable(text(1000)),
      qrCodeText: z.nullable(text(2000)),
      createTime: z.int(),
      /** Designed: when an unpaid order becomes void (ms); the QR countdown runs to it. */
      expireTime: z.int(),
      appRechargeBankOwn: z.nullable(rechargeBankOwn),
    }),
  }),
  checkRechargeOrder: endpoint({
    path: '/app/v1/checkRechargeOrder',
    access: 'token',
    shape: 'designed',
    summary: 'Deposit-done check when the deposit view closes.',
    request: z.object({ orderId: text(64).check(z.minLength(1)) }),
    data: z.object({ isRechargeDone: z.boolean(), status: orderStatus }),
  }),
  getRechargeRecord: endpoint({
    path: '/app/v1/getRechargeRecord',
    access: 'token',
    shape: 'designed',
    summary: 'Deposit records, newest first, one page.',
    request: z.object(pageRequest),
    data: z.object(pageOf(rechargeRecord)),
  }),
  getExchangeOrder: endpoint({
    path: '/app/v1/getExchangeOrder',
    access: 'token',
    shape: 'designed',
    summary: 'Withdrawal records, newest first, one page.',
    request: z.object(pageRequest),
    data: z.object(pageOf(exchangeOrder)),
  }),
  getGameRounds: endpoint({
    path: '/app/v1/getGameRounds',
    access: 'token',
    shape: 'designed',
    summary:
      "The player's game rounds, newest first, one page; a provably fair round names its seed pair and nonce, a drawn live-table round its table and round number.",
    request: z.object(pageRequest),
    data: z.object(pageOf(gameRound)),
  }),
  getExchange: endpoint({
    path: '/app/v1/getExchange',
    access: 'token',
    shape: 'designed',
    summary: 'Withdrawal options: balance, limits, bound banks, KYC state and whether KYC blocks withdrawing.',
    request: empty,
    data: z.object({
      coin: money,
      minAmount: money,
      maxAmount: money,
      appUserBankList: list(userBank, 50),
      kycStatus,
      needKyc: z.boolean(),
      /** When KYC becomes required (ms; registration + 7 days); null once approved. */
      kycDueTime: z.nullable(z.int()),
      hasSafeboxPassword: z.int(),
    }),
  }),
  exchange: endpoint({
    path: '/app/v1/exchange',
    access: 'token',
    shape: 'designed',
    summary: 'Withdraws to a bound bank; needs the encrypted safe password.',
    request: z.object({ amount, bankId: id, password: encryptedSecret }),
    data: z.object({ order: exchangeOrder, coin: money }),
  }),
  addBankInfo: endpoint({
    path: '/app/v1/addBankInfo',
    access: 'token',
    shape: 'designed',
    summary: 'Binds a bank account; the list is keyed by bankId, so a second card of the same bank replaces the first.',
    request: bankForm,
    data: bankList,
  }),
  modifyBankInfo: endpoint({
    path: '/app/v1/modifyBankInfo',
    access: 'token',
    shape: 'designed',
    summary: 'Changes the account name or number of a bound bank.',
    request: bankForm,
    data: bankList,
  }),
  getBankInfo: endpoint({
    path: '/app/v1/getBankInfo',
    access: 'token',
    shape: 'designed',
    summary:
      "The edit form's call: one bound bank with its full account number (every other answer masks it to the last four digits).",
    request: z.object({ bankId: id }),
    data: z.object({ bank: userBank }),
  }),
  getBankTypes: endpoint({
    path: '/app/v1/getBankTypes',
    access: 'public',
    shape: 'designed',
    summary: 'The banks a player can bind, for the bank select screen.',
    request: empty,
    data: z.object({ bankList: list(bankType, 200) }),
  }),
  getLotterConfig: endpoint({
    path: '/app/v1/getLotterConfig',
    access: 'token',
    shape: 'designed',
    summary: 'Points exchange terms: balance, limits and rate (coin = floor(points × rateBasisPoints / 10000)).',
    request: empty,
    data: z.object({
      lottery: money,
      minPoints: money,
      maxPoints: money,
      rateBasisPoints: z.int().check(z.minimum(0), z.maximum(10_000)),
    }),
  }),
  lotteryExchange: endpoint({
    path: '/app/v1/lotteryExchange',
    access: 'token',
    shape: 'designed',
    summary: 'Exchanges points for coin; answers both balances after.',
    request: z.object({ points: amount }),
    data: z.object({ coin: money, lottery: money }),
  }),
  getSafebox: endpoint({
    path: '/app/v1/getSafebox',
    access: 'token',
    shape: 'designed',
    summary: 'Safe-box balance beside the coin balance.',
    request: empty,
    data: z.object({ ...balances, hasSafeboxPassword: z.int() }),
  }),
  safeboxTransfer: endpoint({
    path: '/app/v1/safeboxTransfer',
    access: 'token',
    shape: 'designed',
    summary: 'Moves coin into (in) or out of (out) the safe box; taking out needs the encrypted safe password.',
    request: z.object({ direction: z.enum(['in', 'out']), amount, password: z.optional(encryptedSecret) }),
    data: z.object(balances),
  }),
};

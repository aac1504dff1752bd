import { and, eq } from 'drizzle-orm';
import { checkPurchase } from '../activity/purchases';
import { userBanks } from '../db/schema';
import { AppError } from '../errors';
import { roundPage } from '../games/roundHistory';
import { bankValue, recordSignals } from '../responsibleGaming/person';
import { balancesOf, exchangePoints, safeboxTransfer as moveSafebox } from '../wallet/balances';
import { BANK_TYPES, bankColumns, bankForEdit, findBank, listBanks, normaliseBankForm } from '../wallet/banks';
import { createDeposit, depositPage, effectiveStatus, findOrder, replayDeposit } from '../wallet/deposits';
import { WALLET_ERRCODE, WALLET_RULES } from '../wallet/errcodes';
import { kycState } from '../wallet/kyc';
import { withdrawalLimits } from '../wallet/withdrawalLimits';
import { requestWithdrawal, withdrawalPage } from '../wallet/withdrawals';
import { type Handler, requireUser } from './types';

/** Wallet, bank, records, points and safe-box calls (spec §7); the rules live in server/wallet/. */

export const recharge3: Handler<'recharge3'> = async (ctx) => {
  const userId = requireUser(ctx);
  // A repeat of a Confirm already answered gets its order again, before any check a new order would need.
  const replay = await replayDeposit(ctx.db, ctx.providers.payments, userId, ctx.body);
  if (replay) return replay;
  // An activity purchase (actType 39 first-charge, 15 sign-up card) is checked before the order opens.
  await checkPurchase(ctx.db, userId, ctx.body, ctx.now);
  return createDeposit(ctx.db, ctx.providers.payments, userId, ctx.body, ctx.now);
};

export const checkRechargeOrder: Handler<'checkRechargeOrder'> = async (ctx) => {
  const userId = requireUser(ctx);
  const order = await findOrder(ctx.db, ctx.body.orderId);
  if (!order || order.userId !== userId) throw new AppError(WALLET_ERRCODE.orderNotFound, 'No such deposit order.');
  const status = effectiveStatus(order, ctx.now);
  return { isRechargeDone: status === 1, status };
};

export const getRechargeRecord: Handler<'getRechargeRecord'> = async (ctx) =>
  depositPage(ctx.db, requireUser(ctx), ctx.body.page, ctx.body.pageSize, ctx.now);

export const getExchangeOrder: Handler<'getExchangeOrder'> = async (ctx) =>
  withdrawalPage(ctx.db, requireUser(ctx), ctx.body.page, ctx.body.pageSize);

/** The player's own rounds only: the session's player is the one key of the query. */
export const getGameRounds: Handler<'getGameRounds'> = async (ctx) => {
  const { list, total, page } = await roundPage(ctx.db, requireUser(ctx), ctx.body);
  return { list: list.map(({ providerId: _provider, ...round }) => round), total, page };
};

export const getExchange: Handler<'getExchange'> = async (ctx) => {
  const userId = requireUser(ctx);
  const [balances, banks, kyc, limits] = await Promise.all([
    balancesOf(ctx.db, userId),
    listBanks(ctx.db, userId),
    kycState(ctx.db, userId),
    withdrawalLimits(ctx.db),
  ]);
  return {
    coin: balances.coin,
    minAmount: limits.minAmount,
    maxAmount: limits.maxAmount,
    appUserBankList: banks,
    kycStatus: kyc.status,
    needKyc: kyc.status !== 'approved',
    kycDueTime: kyc.dueTime,
    hasSafeboxPassword: balances.hasSafeboxPassword,
  };
};

export const exchange: Handler<'exchange'> = async (ctx) =>
  requestWithdrawal(ctx.db, requireUser(ctx), ctx.body, ctx.now);

export const getBankTypes: Handler<'getBankTypes'> = async () => ({ bankList: [...BANK_TYPES] });

/** Binds a bank; a second card of the same bank replaces the first (keyed by bankId). */
export const addBankInfo: Handler<'addBankInfo'> = async (ctx) => {
  const userId = requireUser(ctx);
  const form = normaliseBankForm(ctx.body);
  const values = {
    accountName: form.accountName,
    ...bankColumns(form.bankId, form.cardNum),
    updatedAt: new Date(ctx.now),
  };
  await ctx.db
    .insert(userBanks)
    .values({ userId, bankId: form.bankId, ...values })
    .onConflictDoUpdate({ target: [userBanks.userId, userBanks.bankId], set: values });
  await recordSignals(ctx.db, userId, [{ kind: 'bank', value: bankValue(form.cardNum) }]);
  return { appUserBankList: await listBanks(ctx.db, userId) };
};

export const modifyBankInfo: Handler<'modifyBankInfo'> = async (ctx) => {
  const userId = requireUser(ctx);
  const form = normaliseBankForm(ctx.body);
  if (!(await findBank(ctx.db, userId, form.bankId))) {
    throw new AppError(WALLET_ERRCODE.bankNotBound, 'This bank is not bound yet. Add it first.');
  }
  await ctx.db
    .update(userBanks)
    .set({ accountName: form.accountName, ...bankColumns(form.bankId, form.cardNum), updatedAt: new Date(ctx.now) })
    .where(and(eq(userBanks.userId, userId), eq(userBanks.bankId, form.bankId)));
  await recordSignals(ctx.db, userId, [{ kind: 'bank', value: bankValue(form.cardNum) }]);
  return { appUserBankList: await listBanks(ctx.db, userId) };
};

/** The edit form's call: the only answer with a full account number. */
export const getBankInfo: Handler<'getBankInfo'> = async (ctx) => {
  const bank = await bankForEdit(ctx.db, requireUser(ctx), ctx.body.bankId);
  if (!bank) throw new AppError(WALLET_ERRCODE.bankNotBound, 'This bank is not bound yet. Add it first.');
  return { bank };
};

export const getLotterConfig: Handler<'getLotterConfig'> = async (ctx) => {
  const balances = await balancesOf(ctx.db, requireUser(ctx));
  return {
    lottery: balances.lottery,
    minPoints: WALLET_RULES.pointsMin,
    maxPoints: WALLET_RULES.pointsMax,
    rateBasisPoints: WALLET_RULES.pointsRateBasisPoints,
  };
};

export const lotteryExchange: Handler<'lotteryExchange'> = async (ctx) =>
  exchangePoints(ctx.db, requireUser(ctx), ctx.body.points);

export const getSafebox: Handler<'getSafebox'> = async (ctx) => {
  const { coin, safebox, hasSafeboxPassword } = await balancesOf(ctx.db, requireUser(ctx));
  return { coin, safebox, hasSafeboxPassword };
};

export const safeboxTransfer: Handler<'safeboxTransfer'> = async (ctx) =>
  moveSafebox(ctx.db, requireUser(ctx), ctx.body, ctx.now);

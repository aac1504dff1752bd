import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { loadUser } from '../player/userInfo';
import { FIRST_RECHARGE_BONUS } from '../seed/webConfig';
import { kycState, storeKycFile, submitKyc } from '../wallet/kyc';
import { changeWalletPassword, initWalletPassword } from '../wallet/walletPassword';
import { type Handler, requireUser } from './types';

/** Wallet password and KYC calls of the profile group (spec §7), plus the first-recharge state readers. */

export const safeboxPasswordInit: Handler<'safeboxPasswordInit'> = async (ctx) => {
  await initWalletPassword(ctx.db, requireUser(ctx), ctx.body.password);
  return { hasSafeboxPassword: 1 };
};

export const modifySafePassword: Handler<'modifySafePassword'> = async (ctx) => {
  await changeWalletPassword(ctx.db, requireUser(ctx), ctx.body.oldPassword, ctx.body.password);
  return {};
};

export const uploadKyc: Handler<'uploadKyc'> = async (ctx) => ({
  fileId: await storeKycFile(ctx.db, requireUser(ctx), ctx.body.image, ctx.body.mimeType),
});

export const addKyc: Handler<'addKyc'> = async (ctx) => ({
  status: await submitKyc(ctx.db, requireUser(ctx), ctx.body, ctx.now),
});

export const kyc: Handler<'kyc'> = async (ctx) => kycState(ctx.db, requireUser(ctx));

/** Featured-rewards block for a player: the +300 badge shows until the first completed deposit. */
export const tradeInfo: Handler<'tradeInfo'> = async (ctx) => {
  const [row, snap] = await Promise.all([loadUser(ctx.db, requireUser(ctx)), ctx.catalogue.get(ctx.db)]);
  return {
    firstRechargeDone: row.firstRechargeAt !== null,
    firstRechargeBonus: FIRST_RECHARGE_BONUS,
    entries: snap.featuredRewards,
  };
};

/** Task progress. Only task 105 (first recharge) is tracked by this issue: 1 once the first deposit completed. */
export const getTaskUser: Handler<'getTaskUser'> = async (ctx) => {
  const userId = requireUser(ctx);
  const [row] = await ctx.db.select({ first: users.firstRechargeAt }).from(users).where(eq(users.id, userId));
  const taskData: Record<string, number> = row?.first ? { '105': 1 } : {};
  return { achieveNum: 0, achieveData: '{}', taskData: JSON.stringify(taskData), canReceiveTaskAward: false };
};

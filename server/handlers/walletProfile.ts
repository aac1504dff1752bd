import { kycState, storeKycFile, submitKyc } from '../wallet/kyc';
import { changeWalletPassword, initWalletPassword } from '../wallet/walletPassword';
import { type Handler, requireUser } from './types';

/** Wallet password and KYC calls of the profile group (spec §7). tradeInfo and getTaskUser (which read the
 * first-recharge state a completed deposit sets) live with the lobby and profile handlers. */

export const safeboxPasswordInit: Handler<'safeboxPasswordInit'> = async (ctx) => {
  await initWalletPassword(ctx.db, requireUser(ctx), ctx.body.password);
  return { hasSafeboxPassword: 1 };
};

export const modifySafePassword: Handler<'modifySafePassword'> = async (ctx) => {
  await changeWalletPassword(ctx.db, requireUser(ctx), ctx.body.oldPassword, ctx.body.password, ctx.now);
  return {};
};

export const uploadKyc: Handler<'uploadKyc'> = async (ctx) => ({
  fileId: await storeKycFile(ctx.db, ctx.files, requireUser(ctx), ctx.body.image, ctx.body.mimeType, ctx.now),
});

export const addKyc: Handler<'addKyc'> = async (ctx) => ({
  status: await submitKyc(ctx.db, requireUser(ctx), ctx.body, ctx.now),
});

export const kyc: Handler<'kyc'> = async (ctx) => kycState(ctx.db, requireUser(ctx));

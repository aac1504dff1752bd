import { AppError, ERRCODE } from '../errors';
import { kycReference } from '../kyc/vendor';
import { kycState, storeKycFile, submitKyc } from '../wallet/kyc';
import { changeWalletPassword, initWalletPassword } from '../wallet/walletPassword';
import { type Handler, type HandlerContext, requireUser } from './types';

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

/**
 * Without an identity vendor (production has none yet) no identity photo is kept: nobody would check it, and a
 * stored photo of a person's ID is a liability. uploadKyc and addKyc both answer 9005 before anything is written.
 */
function requireKycVendor(ctx: HandlerContext<'addKyc' | 'uploadKyc'>) {
  const vendor = ctx.providers.kyc;
  if (!vendor) {
    throw new AppError(
      ERRCODE.notAvailable,
      'Identity checks are not available on this server at the moment. Please try again later or contact support.',
    );
  }
  return vendor;
}

export const uploadKyc: Handler<'uploadKyc'> = async (ctx) => {
  const userId = requireUser(ctx);
  requireKycVendor(ctx);
  return { fileId: await storeKycFile(ctx.db, ctx.files, userId, ctx.body.image, ctx.body.mimeType, ctx.now) };
};

/**
 * addKyc: the submission waits (pending) for the identity vendor's signed decision (server/kyc/webhook.ts). Without
 * a vendor nothing is stored: 9005, identity checks unavailable.
 */
export const addKyc: Handler<'addKyc'> = async (ctx) => {
  const userId = requireUser(ctx);
  const vendor = requireKycVendor(ctx);
  const status = await submitKyc(ctx.db, userId, ctx.body, ctx.now);
  const { documentType, realName, birthDate, fileId } = ctx.body;
  await vendor.submit({
    referenceId: kycReference(userId, ctx.now),
    documentType,
    realName: realName.trim(),
    birthDate,
    fileId,
  });
  return { status };
};

export const kyc: Handler<'kyc'> = async (ctx) => kycState(ctx.db, requireUser(ctx));

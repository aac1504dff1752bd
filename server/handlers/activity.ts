import { activityData } from '../activity/activityIds';
import { listCoupons } from '../activity/coupons';
import { takeFailure } from '../activity/failures';
import { claimFirstCharge, loadFirstCharge } from '../activity/firstCharge';
import { loadFreeSign, receiveFreeSign } from '../activity/freeSign';
import { loadInvite, receiveInvite } from '../activity/invite';
import { loadLoginPay, receiveLoginPay } from '../activity/loginPay';
import { createShareLink } from '../activity/shareLinks';
import { claimSupply } from '../activity/supply';
import { loadVipRebate, receiveVipRebate } from '../activity/vipRebate';
import { loadWeekendLottery } from '../activity/weekendLottery';
import { type Handler, requireUser } from './types';

/** Activity calls of issue 6 (docs/activity-server.md); each may carry a test control's one-shot refusal. */

/** Public: a guest sees the rules and the last draw; a player also their tickets (docs/promotions.md). */
export const weekendLottery: Handler<'weekendLottery'> = async (ctx) => loadWeekendLottery(ctx.db, ctx.userId, ctx.now);

export const getActivityIds: Handler<'getActivityIds'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'getActivityIds');
  return activityData(ctx.db, userId, ctx.now);
};

export const rechargeBonusCollection9: Handler<'rechargeBonusCollection9'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'rechargeBonusCollection9');
  return loadFirstCharge(ctx.db, userId, ctx.now);
};

export const rechargeBonusCollection9Receive: Handler<'rechargeBonusCollection9Receive'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'rechargeBonusCollection9Receive');
  return claimFirstCharge(ctx.db, userId, ctx.body.propId);
};

export const appInviteBonus1User: Handler<'appInviteBonus1User'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'appInviteBonus1User');
  return loadInvite(ctx.db, userId, ctx.now);
};

export const appInviteBonus1UserReceive: Handler<'appInviteBonus1UserReceive'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'appInviteBonus1UserReceive');
  return receiveInvite(ctx.db, userId, ctx.body.propId, ctx.now);
};

export const getLoginPayUser3: Handler<'getLoginPayUser3'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'getLoginPayUser3');
  return loadLoginPay(ctx.db, userId);
};

export const receiveLoginPay3: Handler<'receiveLoginPay3'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'receiveLoginPay3');
  return receiveLoginPay(ctx.db, userId, ctx.body.id, ctx.now);
};

export const shortUrl: Handler<'shortUrl'> = async (ctx) => createShareLink(ctx.db, requireUser(ctx), ctx.body.source);

export const loginBonus3User: Handler<'loginBonus3User'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'loginBonus3User');
  return loadFreeSign(ctx.db, userId, ctx.now);
};

export const loginBonus3UserReceive: Handler<'loginBonus3UserReceive'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'loginBonus3UserReceive');
  return receiveFreeSign(ctx.db, userId, ctx.body.day, ctx.now);
};

export const bankruptBonus: Handler<'bankruptBonus'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'bankruptBonus');
  return claimSupply(ctx.db, userId, ctx.now);
};

export const vipRebate: Handler<'vipRebate'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'vipRebate');
  return loadVipRebate(ctx.db, userId, ctx.now);
};

export const vipRebateReceive: Handler<'vipRebateReceive'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'vipRebateReceive');
  return receiveVipRebate(ctx.db, userId, ctx.now);
};

export const couponList: Handler<'couponList'> = async (ctx) => listCoupons(ctx.db, requireUser(ctx));

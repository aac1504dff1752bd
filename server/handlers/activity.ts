import { AGENT_ACTIVITY, AGENT_COUNT_ACTIVITY } from '../../src/api/contract/promotions';
import { activityData } from '../activity/activityIds';
import {
  agentAwardList,
  agentInviteRows,
  exchangeCommission,
  loadAgent,
  loadAgent4,
  lotteryTicket,
  scratchCard,
} from '../activity/agent';
import { type AgentProgramme, requireProgramme } from '../activity/agentChoice';
import { loadAgentCount, receiveAgentCount } from '../activity/agentCount';
import { loadCashBonus, receiveCashBonus } from '../activity/cashBonus';
import { listCoupons } from '../activity/coupons';
import { claimDepositStreak, isStreakDay, loadDepositStreak } from '../activity/depositStreak';
import { takeFailure } from '../activity/failures';
import { loadFestival, openRedPacket } from '../activity/festival';
import { claimFirstCharge, loadFirstCharge } from '../activity/firstCharge';
import { loadFollow, receiveFollow, shareFollow } from '../activity/follow';
import { loadFreeSign, receiveFreeSign } from '../activity/freeSign';
import { loadInvite, receiveInvite } from '../activity/invite';
import { exchangeInviteSpinCash, inviteSpinRecord, loadInviteSpin, spinInviteWheel } from '../activity/inviteSpin';
import { claimLadderRecharge, loadLadderRecharge } from '../activity/ladderRecharge';
import { loadLoginPay, receiveLoginPay } from '../activity/loginPay';
import { requireActivityRunning } from '../activity/promoSettings';
import { createShareLink } from '../activity/shareLinks';
import { claimSupply } from '../activity/supply';
import { claimUpdateBonus } from '../activity/updateBonus';
import { loadVipRebate, receiveVipRebate } from '../activity/vipRebate';
import { loadWeekendLottery } from '../activity/weekendLottery';
import type { Db } from '../db/connect';
import { type Handler, requireUser } from './types';

/**
 * The activity calls (docs/activity-server.md); each may carry a test control's one-shot refusal. A claim of a
 * promotion the operator switched off or that is outside its dates (/ops Promotions) is refused with 1010.
 */

/** The player of a claim call of `activity`, once the promotion runs and after a one-shot test refusal. */
async function claimant(ctx: { db: Db; userId: number | null; now: number }, call: string, activity: number) {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, call);
  await requireActivityRunning(ctx.db, activity, ctx.now);
  return userId;
}

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
  const userId = await claimant(ctx, 'rechargeBonusCollection9Receive', 39);
  return claimFirstCharge(ctx.db, userId, ctx.body.propId, ctx.now);
};

export const appInviteBonus1User: Handler<'appInviteBonus1User'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'appInviteBonus1User');
  return loadInvite(ctx.db, userId, ctx.now);
};

export const appInviteBonus1UserReceive: Handler<'appInviteBonus1UserReceive'> = async (ctx) => {
  const userId = await claimant(ctx, 'appInviteBonus1UserReceive', 40);
  return receiveInvite(ctx.db, userId, ctx.body.propId, ctx.now);
};

export const getLoginPayUser3: Handler<'getLoginPayUser3'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'getLoginPayUser3');
  return loadLoginPay(ctx.db, userId);
};

export const receiveLoginPay3: Handler<'receiveLoginPay3'> = async (ctx) => {
  const userId = await claimant(ctx, 'receiveLoginPay3', 15);
  return receiveLoginPay(ctx.db, userId, ctx.body.id, ctx.now);
};

export const shortUrl: Handler<'shortUrl'> = async (ctx) => createShareLink(ctx.db, requireUser(ctx), ctx.body.source);

export const loginBonus3User: Handler<'loginBonus3User'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'loginBonus3User');
  return loadFreeSign(ctx.db, userId, ctx.now);
};

export const loginBonus3UserReceive: Handler<'loginBonus3UserReceive'> = async (ctx) => {
  const userId = await claimant(ctx, 'loginBonus3UserReceive', 101);
  return receiveFreeSign(ctx.db, userId, ctx.body.day, ctx.now);
};

export const bankruptBonus: Handler<'bankruptBonus'> = async (ctx) => {
  const userId = await claimant(ctx, 'bankruptBonus', 102);
  return claimSupply(ctx.db, userId, ctx.now);
};

export const appUpdateBonus: Handler<'appUpdateBonus'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'appUpdateBonus');
  return claimUpdateBonus(ctx.db, userId, ctx.now);
};

export const vipRebate: Handler<'vipRebate'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'vipRebate');
  return loadVipRebate(ctx.db, userId, ctx.now);
};

export const vipRebateReceive: Handler<'vipRebateReceive'> = async (ctx) => {
  const userId = await claimant(ctx, 'vipRebateReceive', 8);
  return receiveVipRebate(ctx.db, userId, ctx.now);
};

export const couponList: Handler<'couponList'> = async (ctx) => listCoupons(ctx.db, requireUser(ctx));

export const festival: Handler<'festival'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'festival');
  return loadFestival(ctx.db, userId, ctx.now);
};

export const festivalRedPacket: Handler<'festivalRedPacket'> = async (ctx) => {
  const userId = await claimant(ctx, 'festivalRedPacket', 104);
  return openRedPacket(ctx.db, userId, ctx.now);
};

export const actInviteUserStatus: Handler<'actInviteUserStatus'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'actInviteUserStatus');
  return loadInviteSpin(ctx.db, userId);
};

export const actInviteUserSpin: Handler<'actInviteUserSpin'> = async (ctx) => {
  const userId = await claimant(ctx, 'actInviteUserSpin', 20);
  return spinInviteWheel(ctx.db, userId, ctx.now);
};

export const actInviteUserExchange: Handler<'actInviteUserExchange'> = async (ctx) => {
  const userId = await claimant(ctx, 'actInviteUserExchange', 20);
  return exchangeInviteSpinCash(ctx.db, userId, ctx.now);
};

export const actInviteUserRecord: Handler<'actInviteUserRecord'> = async (ctx) =>
  inviteSpinRecord(ctx.db, requireUser(ctx), ctx.body.page, ctx.body.pageSize);

export const appProxyUser4TaskUser: Handler<'appProxyUser4TaskUser'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'appProxyUser4TaskUser');
  return loadFollow(ctx.db, userId);
};

export const appProxyUser4TaskUserShare: Handler<'appProxyUser4TaskUserShare'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'appProxyUser4TaskUserShare');
  return shareFollow(ctx.db, userId, ctx.body.id, ctx.now);
};

export const appProxyUser4TaskUserReceive: Handler<'appProxyUser4TaskUserReceive'> = async (ctx) => {
  const userId = await claimant(ctx, 'appProxyUser4TaskUserReceive', 103);
  return receiveFollow(ctx.db, userId, ctx.body.id, ctx.now);
};

/** Deposit promotions (docs/promotions.md "Deposit rewards"). */

export const rechargeBonusCollection6: Handler<'rechargeBonusCollection6'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'rechargeBonusCollection6');
  return loadLadderRecharge(ctx.db, userId, ctx.now);
};

export const rechargeBonusCollection8: Handler<'rechargeBonusCollection8'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'rechargeBonusCollection8');
  return loadDepositStreak(ctx.db, userId, ctx.now);
};

/** One claim call for both collections: streak days are 43xx, ladder tiers 17xx (anything else: 1010). */
export const receiverRechargeBonusCollection6: Handler<'receiverRechargeBonusCollection6'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'receiverRechargeBonusCollection6');
  const { id } = ctx.body;
  return isStreakDay(id)
    ? claimDepositStreak(ctx.db, userId, id, ctx.now)
    : claimLadderRecharge(ctx.db, userId, id, ctx.now);
};

export const cashBonus: Handler<'cashBonus'> = async (ctx) => {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, 'cashBonus');
  return loadCashBonus(ctx.db, userId, ctx.now);
};

export const cashBonusReceive: Handler<'cashBonusReceive'> = async (ctx) => {
  const userId = await claimant(ctx, 'cashBonusReceive', 16);
  return receiveCashBonus(ctx.db, userId, ctx.now);
};

/** The Agent programme's calls (docs/promotions.md): only for a player whose map holds Agent (./agentChoice.ts). */
async function agentPlayer(
  ctx: { db: Db; userId: number | null; now: number },
  call: string,
  programme: AgentProgramme,
) {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, call);
  await requireProgramme(ctx.db, userId, programme);
  // The programme's calls answer while the operator runs it (its page then says it is not available).
  await requireActivityRunning(ctx.db, programme === 'Agent' ? AGENT_ACTIVITY : AGENT_COUNT_ACTIVITY, ctx.now);
  return userId;
}

export const agentData: Handler<'agentData'> = async (ctx) =>
  loadAgent(ctx.db, await agentPlayer(ctx, 'agentData', 'Agent'), ctx.now);

export const agent3Exchange: Handler<'agent3Exchange'> = async (ctx) =>
  exchangeCommission(ctx.db, await agentPlayer(ctx, 'agent3Exchange', 'Agent'), ctx.now);

export const agent4Data: Handler<'agent4Data'> = async (ctx) =>
  loadAgent4(ctx.db, await agentPlayer(ctx, 'agent4Data', 'Agent'), ctx.now);

export const agent4Scratch: Handler<'agent4Scratch'> = async (ctx) =>
  scratchCard(ctx.db, await agentPlayer(ctx, 'agent4Scratch', 'Agent'), ctx.now);

export const agent4Lottery: Handler<'agent4Lottery'> = async (ctx) =>
  lotteryTicket(ctx.db, await agentPlayer(ctx, 'agent4Lottery', 'Agent'), ctx.now);

export const agent4Award: Handler<'agent4Award'> = async (ctx) =>
  agentAwardList(ctx.db, await agentPlayer(ctx, 'agent4Award', 'Agent'));

export const agent4InviteRows: Handler<'agent4InviteRows'> = async (ctx) =>
  agentInviteRows(
    ctx.db,
    await agentPlayer(ctx, 'agent4InviteRows', 'Agent'),
    ctx.now,
    ctx.body.page,
    ctx.body.pageSize,
  );

export const agentCountData: Handler<'agentCountData'> = async (ctx) =>
  loadAgentCount(ctx.db, await agentPlayer(ctx, 'agentCountData', 'AgentCount'), ctx.now);

export const agentCountReceive: Handler<'agentCountReceive'> = async (ctx) =>
  receiveAgentCount(ctx.db, await agentPlayer(ctx, 'agentCountReceive', 'AgentCount'), ctx.body.id, ctx.now);

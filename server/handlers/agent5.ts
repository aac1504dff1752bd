import { AGENT5_ACTIVITY } from '../../src/api/contract/promotions';
import { agent5LogPage, loadAgent5, receiveAgent5, receiveAgent5Invite, requireAgent5 } from '../activity/agent5';
import { takeFailure } from '../activity/failures';
import { requireActivityRunning } from '../activity/promoSettings';
import { type Handler, requireUser } from './types';

/**
 * Agent5 (activity 41; docs/promotions.md "Agent5"): 1010 while switched off; each call may carry a test
 * control's one-shot refusal. Its claims also wait for the operator's switch and dates (/ops Promotions).
 */

export const appAgent5User: Handler<'appAgent5User'> = async (ctx) => {
  const userId = requireUser(ctx);
  await requireAgent5(ctx.db);
  await takeFailure(ctx.db, userId, 'appAgent5User');
  return loadAgent5(ctx.db, userId, ctx.now);
};

export const appAgent5UserLog: Handler<'appAgent5UserLog'> = async (ctx) => {
  const userId = requireUser(ctx);
  await requireAgent5(ctx.db);
  return agent5LogPage(ctx.db, userId, ctx.now, ctx.body.page, ctx.body.pageSize);
};

export const appAgent5UserReceive: Handler<'appAgent5UserReceive'> = async (ctx) => {
  const userId = requireUser(ctx);
  await requireAgent5(ctx.db);
  await takeFailure(ctx.db, userId, 'appAgent5UserReceive');
  await requireActivityRunning(ctx.db, AGENT5_ACTIVITY, ctx.now);
  return receiveAgent5(ctx.db, userId, ctx.now);
};

export const appAgent5UserInviteValidReceive: Handler<'appAgent5UserInviteValidReceive'> = async (ctx) => {
  const userId = requireUser(ctx);
  await requireAgent5(ctx.db);
  await takeFailure(ctx.db, userId, 'appAgent5UserInviteValidReceive');
  await requireActivityRunning(ctx.db, AGENT5_ACTIVITY, ctx.now);
  return receiveAgent5Invite(ctx.db, userId, ctx.body.id, ctx.now);
};

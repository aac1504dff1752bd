import { CHRISTMAS_ACTIVITY, NEW_YEAR_ACTIVITY } from '../../src/api/contract/promotions';
import {
  loadChristmas,
  openChristmasBox,
  openChristmasExtra,
  receiveChristmasMilestone,
  signChristmas,
} from '../activity/christmas';
import { takeFailure } from '../activity/failures';
import {
  loadNewYear,
  openNewYearBox,
  openNewYearLottery,
  receiveNewYearExtra,
  receiveNewYearTask,
  shareNewYear,
} from '../activity/newYear';
import { requireActivityRunning } from '../activity/promoSettings';
import type { Db } from '../db/connect';
import { type Handler, requireUser } from './types';

/** The seasonal events' calls (docs/promotions.md): Christmas (37) and New Year (38) families. */

/** The player, after a one-shot test refusal of this call if one is set (server/activity/failures.ts). */
async function player(ctx: { db: Db; userId: number | null }, call: string): Promise<[Db, number]> {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, call);
  return [ctx.db, userId];
}

/** The player of a claim of a seasonal event, once the operator runs it (/ops Promotions; 1010 otherwise). */
async function claimant(
  ctx: { db: Db; userId: number | null; now: number },
  call: string,
  activity: number,
): Promise<[Db, number]> {
  const out = await player(ctx, call);
  await requireActivityRunning(ctx.db, activity, ctx.now);
  return out;
}

export const christmasUser: Handler<'christmasUser'> = async (ctx) =>
  loadChristmas(...(await player(ctx, 'christmasUser')), ctx.now);
export const christmasSign: Handler<'christmasSign'> = async (ctx) =>
  signChristmas(...(await claimant(ctx, 'christmasSign', CHRISTMAS_ACTIVITY)), ctx.now);
export const christmasOpen: Handler<'christmasOpen'> = async (ctx) =>
  openChristmasBox(...(await claimant(ctx, 'christmasOpen', CHRISTMAS_ACTIVITY)), ctx.now);
export const christmasReceive: Handler<'christmasReceive'> = async (ctx) =>
  receiveChristmasMilestone(...(await claimant(ctx, 'christmasReceive', CHRISTMAS_ACTIVITY)), ctx.now, ctx.body.id);
export const christmasExtra: Handler<'christmasExtra'> = async (ctx) =>
  openChristmasExtra(...(await claimant(ctx, 'christmasExtra', CHRISTMAS_ACTIVITY)), ctx.now);

export const newYearUser: Handler<'newYearUser'> = async (ctx) =>
  loadNewYear(...(await player(ctx, 'newYearUser')), ctx.now);
export const newYearShare: Handler<'newYearShare'> = async (ctx) =>
  shareNewYear(...(await claimant(ctx, 'newYearShare', NEW_YEAR_ACTIVITY)), ctx.now);
export const newYearReceiveTask: Handler<'newYearReceiveTask'> = async (ctx) =>
  receiveNewYearTask(...(await claimant(ctx, 'newYearReceiveTask', NEW_YEAR_ACTIVITY)), ctx.now, ctx.body.id);
export const newYearBoxOpen: Handler<'newYearBoxOpen'> = async (ctx) =>
  openNewYearBox(...(await claimant(ctx, 'newYearBoxOpen', NEW_YEAR_ACTIVITY)), ctx.now);
export const newYearOpen: Handler<'newYearOpen'> = async (ctx) =>
  openNewYearLottery(...(await claimant(ctx, 'newYearOpen', NEW_YEAR_ACTIVITY)), ctx.now);
export const newYearExtra: Handler<'newYearExtra'> = async (ctx) =>
  receiveNewYearExtra(...(await claimant(ctx, 'newYearExtra', NEW_YEAR_ACTIVITY)), ctx.now);

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
import type { Db } from '../db/connect';
import { type Handler, requireUser } from './types';

/** The seasonal events' calls (docs/promotions.md): Christmas (37) and New Year (38) families. */

/** The player, after a one-shot test refusal of this call if one is set (server/activity/failures.ts). */
async function player(ctx: { db: Db; userId: number | null }, call: string): Promise<[Db, number]> {
  const userId = requireUser(ctx);
  await takeFailure(ctx.db, userId, call);
  return [ctx.db, userId];
}

export const christmasUser: Handler<'christmasUser'> = async (ctx) =>
  loadChristmas(...(await player(ctx, 'christmasUser')), ctx.now);
export const christmasSign: Handler<'christmasSign'> = async (ctx) =>
  signChristmas(...(await player(ctx, 'christmasSign')), ctx.now);
export const christmasOpen: Handler<'christmasOpen'> = async (ctx) =>
  openChristmasBox(...(await player(ctx, 'christmasOpen')), ctx.now);
export const christmasReceive: Handler<'christmasReceive'> = async (ctx) =>
  receiveChristmasMilestone(...(await player(ctx, 'christmasReceive')), ctx.now, ctx.body.id);
export const christmasExtra: Handler<'christmasExtra'> = async (ctx) =>
  openChristmasExtra(...(await player(ctx, 'christmasExtra')), ctx.now);

export const newYearUser: Handler<'newYearUser'> = async (ctx) =>
  loadNewYear(...(await player(ctx, 'newYearUser')), ctx.now);
export const newYearShare: Handler<'newYearShare'> = async (ctx) =>
  shareNewYear(...(await player(ctx, 'newYearShare')), ctx.now);
export const newYearReceiveTask: Handler<'newYearReceiveTask'> = async (ctx) =>
  receiveNewYearTask(...(await player(ctx, 'newYearReceiveTask')), ctx.now, ctx.body.id);
export const newYearBoxOpen: Handler<'newYearBoxOpen'> = async (ctx) =>
  openNewYearBox(...(await player(ctx, 'newYearBoxOpen')), ctx.now);
export const newYearOpen: Handler<'newYearOpen'> = async (ctx) =>
  openNewYearLottery(...(await player(ctx, 'newYearOpen')), ctx.now);
export const newYearExtra: Handler<'newYearExtra'> = async (ctx) =>
  receiveNewYearExtra(...(await player(ctx, 'newYearExtra')), ctx.now);

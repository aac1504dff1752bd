import { asc } from 'drizzle-orm';
import { activityData } from '../activity/activityIds';
import { featuredFor } from '../activity/featured';
import { recentNewYearOpenings } from '../activity/newYear';
import { customerServices, eventLogs } from '../db/schema';
import { type RawAnswer, rawAnswerOnce } from '../http/rawAnswer';
import { envelopeJson } from '../http/respond';
import { sessionUser } from '../player/sessions';
import { loadUser } from '../player/userInfo';
import { enforceRateLimit } from '../security/rateLimit';
import { FIRST_RECHARGE_BONUS } from '../seed/webConfig';
import { artUrl } from '../static/urls';
import { lobbyTips, newYearEntries, recentBigWins, recentBonusPayouts } from './tickers';
import { type Handler, type HandlerContext, requireUser } from './types';

/** Guest start-up: configuration and catalogue; no list when the client already holds the current version. */
export const appConfig: Handler<'appConfig'> = async ({ db, catalogue, body, now }) => {
  const snap = await catalogue.get(db, now);
  return {
    webConfig: snap.webConfig,
    gameListVersion: snap.gameListVersion,
    gameList: body.gameListVersion === snap.gameListVersion ? null : snap.gameList,
  };
};

/**
 * Over HTTP, both appConfig answers (the full one for a client without the current list, the short one for a
 * client that has it) are made once per catalogue snapshot (game-list version and config revision) and served
 * from memory with an ETag (the full one is ~700 KB of JSON; the short one carries the whole
 * webConfig, too much to stringify again for every start-up). The same JSON appConfig above answers.
 */
export async function appConfigAnswer(
  ctx: Pick<HandlerContext<'appConfig'>, 'db' | 'catalogue' | 'body' | 'now'>,
): Promise<RawAnswer> {
  const snap = await ctx.catalogue.get(ctx.db, ctx.now);
  const current = ctx.body.gameListVersion === snap.gameListVersion;
  return rawAnswerOnce(snap, current ? 'current' : 'full', () =>
    envelopeJson(200, 0, undefined, {
      webConfig: snap.webConfig,
      gameListVersion: snap.gameListVersion,
      gameList: current ? null : snap.gameList,
    }),
  );
}

export const getCustomerServices: Handler<'getCustomerServices'> = async ({ db }) => {
  const rows = await db.select().from(customerServices).orderBy(asc(customerServices.sort), asc(customerServices.id));
  return {
    appCustomerServiceQueue: rows.map(({ id, nickname, url, isOut, icon }) => ({ id, nickname, url, isOut, icon })),
  };
};

/** Tickers: real big wins of the demo game (last 24 h) and real new-year openings, newest first. */
export const lobbyTipsHandler: Handler<'lobbyTips'> = async ({ db, now }) => {
  const [real, openings] = await Promise.all([recentBigWins(db, now), recentNewYearOpenings(db, now)]);
  return lobbyTips(real, newYearEntries(openings));
};

/** Bonus ticker: real bonus payouts of the ledger (last 24 h), newest first; empty when there are none. */
export const getBonusTickers: Handler<'getBonusTickers'> = async ({ db, now }) => recentBonusPayouts(db, now);

/** Featured rewards for a player: the first-deposit badge goes once users.first_recharge_at is set. */
export const tradeInfo: Handler<'tradeInfo'> = async ({ db, catalogue, userId, now }) => {
  const player = requireUser({ userId });
  const [snap, row, activity] = await Promise.all([
    catalogue.get(db),
    loadUser(db, player),
    activityData(db, player, now),
  ]);
  return {
    firstRechargeDone: row.firstRechargeAt !== null,
    firstRechargeBonus: FIRST_RECHARGE_BONUS,
    entries: featuredFor(snap.featuredRewards, activity, (title) => artUrl('reward', title)),
  };
};

/** Guest variant of tradeInfo: nobody has deposited yet. */
export const anonymousTradeInfo: Handler<'anonymousTradeInfo'> = async ({ db, catalogue }) => {
  const snap = await catalogue.get(db);
  return { firstRechargeDone: false, firstRechargeBonus: FIRST_RECHARGE_BONUS, entries: snap.featuredRewards };
};

/**
 * Tracking events (at most 20 a call, rate-limited per client and in total). The player is the token's
 * (the header's, or for a beacon, which cannot send one, the body's; 0 for a guest); the id the client claims in
 * eventUserId is not trusted.
 */
export const appEventLogClient: Handler<'appEventLogClient'> = async (ctx) => {
  const { db, body, fingerprint, now } = ctx;
  const userId = ctx.userId ?? (body.token ? await sessionUser(db, body.token, now) : null);
  const list = body.eventList;
  await enforceRateLimit(ctx, 'eventLog');
  if (list.length > 0) {
    await db.insert(eventLogs).values(
      list.map((e) => ({
        userId,
        fingerprint,
        event: e.event,
        eventTime: e.eventTime,
        eventUserId: userId ?? 0,
        channel: e.channel,
        appId: e.appId,
        version: e.version,
        params: e.params ?? null,
      })),
    );
  }
  return { accepted: list.length };
};

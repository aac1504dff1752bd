import { asc } from 'drizzle-orm';
import { customerServices, eventLogs } from '../db/schema';
import { loadUser } from '../player/userInfo';
import { FIRST_RECHARGE_BONUS } from '../seed/webConfig';
import { bonusTickers, lobbyTips, recentBigWins } from './tickers';
import { type Handler, requireUser } from './types';

/** Guest start-up: configuration and catalogue; no list when the client already holds the current version. */
export const appConfig: Handler<'appConfig'> = async ({ db, catalogue, body }) => {
  const snap = await catalogue.get(db);
  return {
    webConfig: snap.webConfig,
    gameListVersion: snap.gameListVersion,
    gameList: body.gameListVersion === snap.gameListVersion ? null : snap.gameList,
  };
};

export const getCustomerServices: Handler<'getCustomerServices'> = async ({ db }) => {
  const rows = await db.select().from(customerServices).orderBy(asc(customerServices.sort), asc(customerServices.id));
  return {
    appCustomerServiceQueue: rows.map(({ id, nickname, url, isOut, icon }) => ({ id, nickname, url, isOut, icon })),
  };
};

/** Ticker: real big wins of the demo game (last 24 h) only, newest first. */
export const lobbyTipsHandler: Handler<'lobbyTips'> = async ({ db, catalogue, now }) => {
  const [snap, real] = await Promise.all([catalogue.get(db), recentBigWins(db, now)]);
  return lobbyTips(snap.gameListVersion, now, real);
};

export const getBonusTickers: Handler<'getBonusTickers'> = async ({ now }) => bonusTickers(now);

/** Featured rewards for a player: the first-deposit badge goes once users.first_recharge_at is set (issue 5). */
export const tradeInfo: Handler<'tradeInfo'> = async ({ db, catalogue, userId }) => {
  const [snap, row] = await Promise.all([catalogue.get(db), loadUser(db, requireUser({ userId }))]);
  return {
    firstRechargeDone: row.firstRechargeAt !== null,
    firstRechargeBonus: FIRST_RECHARGE_BONUS,
    entries: snap.featuredRewards,
  };
};

/** Guest variant of tradeInfo: nobody has deposited yet. */
export const anonymousTradeInfo: Handler<'anonymousTradeInfo'> = async ({ db, catalogue }) => {
  const snap = await catalogue.get(db);
  return { firstRechargeDone: false, firstRechargeBonus: FIRST_RECHARGE_BONUS, entries: snap.featuredRewards };
};

/** Tracking events; the logged-in player (if any) is recorded beside the id the client claims. */
export const appEventLogClient: Handler<'appEventLogClient'> = async ({ db, body, userId, fingerprint }) => {
  const list = body.eventList;
  if (list.length > 0) {
    await db.insert(eventLogs).values(
      list.map((e) => ({
        userId,
        fingerprint,
        event: e.event,
        eventTime: e.eventTime,
        eventUserId: e.eventUserId,
        channel: e.channel,
        appId: e.appId,
        version: e.version,
        params: e.params ?? null,
      })),
    );
  }
  return { accepted: list.length };
};

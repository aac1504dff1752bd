import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { actionLogs, users } from '../db/schema';
import { AppError, ERRCODE } from '../errors';
import { balancesOf } from '../player/balanceCache';
import { buildLoginResult } from '../player/loginResult';
import { touchSession } from '../player/sessions';
import { loadUser, toUserInfo } from '../player/userInfo';
import { type Handler, type HandlerContext, requireUser } from './types';

/** Start-up with a stored token: configuration, catalogue and the same player state a login answers. */
async function afterLoginInfo(ctx: HandlerContext<'getAfterLoginInfoWeb' | 'getAfterLoginInfo'>) {
  const { db, catalogue, body, token, now } = ctx;
  const id = requireUser(ctx);
  const [snap, player] = await Promise.all([catalogue.get(db, now), buildLoginResult(db, id, token ?? '', now)]);
  return {
    webConfig: snap.webConfig,
    gameListVersion: snap.gameListVersion,
    gameList: body.gameListVersion === snap.gameListVersion ? null : snap.gameList,
    ...player,
  };
}

export const getAfterLoginInfoWeb: Handler<'getAfterLoginInfoWeb'> = afterLoginInfo;
export const getAfterLoginInfo: Handler<'getAfterLoginInfo'> = afterLoginInfo;

/** refreshData's one query, prepared once per database (the hottest call: it reads six columns, not the row). */
const balanceQueries = new WeakMap<Db, ReturnType<typeof prepareBalances>>();

function prepareBalances(db: Db) {
  return db
    .select({
      coin: users.coin,
      lottery: users.lottery,
      vip: users.vip,
      vipExp: users.vipExp,
      userLevel: users.userLevel,
      bet: users.bet,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('refresh_data');
}

export const refreshData: Handler<'refreshData'> = async ({ db, userId }) => {
  let query = balanceQueries.get(db);
  if (!query) {
    query = prepareBalances(db);
    balanceQueries.set(db, query);
  }
  const id = requireUser({ userId });
  const prepared = query;
  const row = await balancesOf(db, id, async () => (await prepared.execute({ id }))[0]);
  if (!row) throw new AppError(ERRCODE.unauthorized, 'Please log in again.', 401);
  return row;
};

export const getUserInfo: Handler<'getUserInfo'> = async ({ db, userId, now }) => {
  const row = await loadUser(db, requireUser({ userId }));
  return { user: toUserInfo(row, now) };
};

/** Heartbeat every 60 s; gameId while a game is open. */
export const online: Handler<'online'> = async ({ db, token, body, now }) => {
  if (token) await touchSession(db, token, body.gameId ?? null, now);
  return { serverTime: now };
};

export const actionLog: Handler<'actionLog'> = async ({ db, userId, body }) => {
  await db.insert(actionLogs).values({ userId: requireUser({ userId }), event: body.event });
  return {};
};

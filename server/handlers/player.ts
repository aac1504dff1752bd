import { actionLogs } from '../db/schema';
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

export const refreshData: Handler<'refreshData'> = async ({ db, userId }) => {
  const row = await balancesOf(db, requireUser({ userId }));
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

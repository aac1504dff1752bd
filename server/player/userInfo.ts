import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../src/api/contract/entities';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { AppError, ERRCODE } from '../errors';

export type UserRow = typeof users.$inferSelect;

const DAY = 86_400_000;

export function toUserInfo(row: UserRow, now: number): UserInfo {
  return {
    id: row.id,
    uuid: row.uuid,
    account: row.account,
    accountType: row.accountType,
    nickname: row.nickname,
    avatar: row.avatar,
    avatarOther: row.avatarOther,
    mobile: row.mobile,
    facebookAccount: row.facebookAccount,
    googleAccount: row.googleAccount,
    lineAccount: row.lineAccount,
    hasSafeboxPassword: row.safeboxPasswordHash ? 1 : 0,
    hasKyc: row.hasKyc,
    hasUserOther: row.hasUserOther,
    coin: row.coin,
    lottery: row.lottery,
    safebox: row.safebox,
    totalRecharge: row.totalRecharge,
    bet: row.bet,
    vip: row.vip,
    vipExp: row.vipExp,
    userLevel: row.userLevel,
    pid: row.pid,
    // Designed reading: whole days since registration.
    regPeriod: Math.max(0, Math.floor((now - row.createdAt.getTime()) / DAY)),
    inviteCode: row.inviteCode,
    aid: row.aid,
  };
}

/** The player row; a token whose player was deleted answers 401 like any stale token. */
export async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(ERRCODE.unauthorized, 'Please log in again.', 401);
  return row;
}

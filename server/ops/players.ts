import { createHash } from 'node:crypto';
import { and, countDistinct, desc, eq, gt, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import {
  activityClaims,
  depositLimits,
  kycSubmissions,
  ledger,
  loginFailures,
  playerBreaks,
  playerLimits,
  recharges,
  sessions,
  users,
  withdrawals,
} from '../db/schema';
import { linkedForStaff } from '../responsibleGaming/person';
import { withdrawalStage } from '../wallet/withdrawals';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * The flag rule (docs/ops.md): a player is flagged for review when, within the window, they logged in from at
 * least `devices` different devices (visitor ids), or their account took at least `failedLogins` wrong passwords.
 */
export const FLAG_RULE = { windowMs: 7 * 86_400_000, devices: 3, failedLogins: 5 } as const;

const ms = (d: Date | null) => d?.getTime() ?? null;

/** Players by id, account, mobile or nickname (at most 20). */
export async function findPlayers(db: Db, query: string) {
  const q = query.trim();
  if (q === '') return [];
  const id = /^\d{1,9}$/.test(q) ? Number(q) : -1;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, account: users.account, nickname: users.nickname, mobile: users.mobile })
    .from(users)
    .where(
      or(eq(users.id, id), ilike(users.account, pattern), ilike(users.mobile, pattern), ilike(users.nickname, pattern)),
    )
    .orderBy(users.id)
    .limit(20);
}

/** Flagged players with the reasons, newest rule hits first. */
export async function flaggedPlayers(db: Db, now: number) {
  const since = new Date(now - FLAG_RULE.windowMs);
  const devices = await db
    .select({ userId: sessions.userId, n: countDistinct(sessions.fingerprint) })
    .from(sessions)
    .where(and(gt(sessions.createdAt, since), sql`${sessions.fingerprint} <> ''`))
    .groupBy(sessions.userId)
    .having(sql`count(distinct ${sessions.fingerprint}) >= ${FLAG_RULE.devices}`);
  const failures = await db
    .select({ key: loginFailures.account, n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(like(loginFailures.account, 'account:%'), gt(loginFailures.at, since)))
    .groupBy(loginFailures.account)
    .having(sql`count(*) >= ${FLAG_RULE.failedLogins}`);
  const reasons = new Map<string, string[]>();
  const byId = new Map<number, string[]>();
  for (const d of devices) byId.set(d.userId, [`${d.n} devices in 7 days`]);
  for (const f of failures) reasons.set(f.key.slice('account:'.length), [`${f.n} wrong passwords in 7 days`]);
  const accounts = [...reasons.keys()];
  const ids = [...byId.keys()];
  if (accounts.length === 0 && ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, account: users.account, nickname: users.nickname })
    .from(users)
    .where(
      or(
        ids.length > 0 ? inArray(users.id, ids) : sql`false`,
        accounts.length > 0 ? inArray(users.account, accounts) : sql`false`,
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => ({ ...r, reasons: [...(byId.get(r.id) ?? []), ...(reasons.get(r.account) ?? [])] }));
}

/**
 * How staff see a device: a short hash of its visitor id, never the id. Enough to tell a player's devices apart
 * and to match them across players; the id itself is what a login sends, so whoever reads it could pose as it.
 */
export function deviceHash(fingerprint: string): string {
  if (fingerprint === '') return '';
  return createHash('sha256').update(`device:${fingerprint}`).digest('hex').slice(0, 10);
}

/** Everything about one player a reviewer reads (every role); the view itself is audited. */
export async function playerDetail(db: Db, actor: StaffMember, userId: number, now: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new OpsError(404, 'No player has this id.');
  const [ledgerRows, deposits, payouts, sessionRows, claims, limits, depositLimitRows, breaks, [kyc]] =
    await Promise.all([
      db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(desc(ledger.id)).limit(100),
      db.select().from(recharges).where(eq(recharges.userId, userId)).orderBy(desc(recharges.createdAt)).limit(50),
      db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, userId))
        .orderBy(desc(withdrawals.createdAt))
        .limit(50),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)).limit(50),
      db.select().from(activityClaims).where(eq(activityClaims.userId, userId)).orderBy(desc(activityClaims.id)),
      db.select().from(playerLimits).where(eq(playerLimits.userId, userId)),
      db.select().from(depositLimits).where(eq(depositLimits.userId, userId)),
      db.select().from(playerBreaks).where(eq(playerBreaks.userId, userId)).orderBy(desc(playerBreaks.startedAt)),
      db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)),
    ]);
  await writeAudit(db, actor, { action: 'player.view', target: `player:${userId}` }, now);
  // The person behind the account: the accounts it shares a signal with, and what binds them now.
  const person = await linkedForStaff(db, userId, now);
  const devices = new Map<string, { device: string; firstSeen: number; lastSeen: number; sessions: number }>();
  for (const s of sessionRows) {
    const d = devices.get(s.fingerprint) ?? {
      device: deviceHash(s.fingerprint),
      firstSeen: s.createdAt.getTime(),
      lastSeen: s.lastSeenAt.getTime(),
      sessions: 0,
    };
    d.firstSeen = Math.min(d.firstSeen, s.createdAt.getTime());
    d.lastSeen = Math.max(d.lastSeen, s.lastSeenAt.getTime());
    d.sessions += 1;
    devices.set(s.fingerprint, d);
  }
  return {
    profile: {
      id: user.id,
      account: user.account,
      nickname: user.nickname,
      mobile: user.mobile,
      birthDate: user.birthDate,
      vip: user.vip,
      createdAt: user.createdAt.getTime(),
      suspended: user.suspendedAt !== null,
      kyc: kyc ? { status: kyc.status, realName: kyc.realName, reason: kyc.reason } : { status: 'none' },
    },
    balances: { coin: user.coin, lottery: user.lottery, safebox: user.safebox },
    person,
    // balanceAfter is the running balance of that row's balance, written by the ledger as it posted.
    ledger: ledgerRows.map((r) => ({
      id: r.id,
      balance: r.balance,
      amount: r.amount,
      kind: r.kind,
      ref: r.ref,
      balanceAfter: r.balanceAfter,
      at: r.createdAt.getTime(),
    })),
    deposits: deposits.map((r) => ({
      orderId: r.orderId,
      amount: r.amount,
      method: r.rechargeTypeName,
      status: r.status,
      createdAt: r.createdAt.getTime(),
      finishedAt: ms(r.finishedAt),
    })),
    withdrawals: payouts.map((r) => ({
      orderId: r.orderId,
      amount: r.amount,
      stage: withdrawalStage(r),
      approvedBy: r.approvedBy,
      reason: r.payoutReason,
      createdAt: r.createdAt.getTime(),
      reviewedAt: ms(r.reviewedAt),
      settledAt: ms(r.settledAt),
    })),
    sessions: sessionRows.map((s) => ({
      device: deviceHash(s.fingerprint),
      createdAt: s.createdAt.getTime(),
      lastSeenAt: s.lastSeenAt.getTime(),
      revokedAt: ms(s.revokedAt),
    })),
    devices: [...devices.values()],
    promotions: claims.map((c) => ({
      activityType: c.activityType,
      awardId: c.awardId,
      propId: c.propId,
      at: c.createdAt.getTime(),
    })),
    responsibleGaming: {
      realityCheckMinutes: limits[0]?.realityCheckMinutes ?? 60,
      depositLimits: depositLimitRows.map((l) => ({
        period: l.period,
        amount: l.amount,
        pendingAmount: l.hasPending ? l.pendingAmount : undefined,
        pendingFrom: ms(l.pendingFrom),
      })),
      breaks: breaks.map((b) => ({
        kind: b.kind,
        breakId: b.breakId,
        startedAt: b.startedAt.getTime(),
        until: b.until.getTime(),
      })),
    },
  };
}

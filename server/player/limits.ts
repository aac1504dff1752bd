import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import {
  LIMIT_MAX,
  LIMIT_MIN,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_MS,
  LIMIT_WINDOW_MS,
  type LimitPeriod,
  limitProblem,
  REALITY_CHECK_DEFAULT,
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
  RG_ERRCODE,
} from '../../src/api/contract/responsibleGaming';
import type { Db, Tx } from '../db/connect';
import { depositLimits, playerLimits, recharges } from '../db/schema';
import { AppError } from '../errors';
import { pesos } from '../game/pesos';

/**
 * Deposit limits and the reality-check interval (docs/responsible-gaming.md "Server rules").
 * - A limit caps what the player deposits in a rolling window ending now (LIMIT_WINDOW_MS: 24 h, 7 d, 30 d).
 *   Deposits count when paid or still open (waiting and not expired); failed, expired and void ones do not.
 * - A new or lower limit applies at once and cancels a waiting raise; a higher one, or removing one, waits
 *   LIMIT_RAISE_DELAY_MS (asking again replaces the wait). A wait whose time has come is applied, and stored, by
 *   whichever read comes first (settings, a change, the deposit check).
 * - recharge3 serialises per player on the player_limits row (SELECT … FOR UPDATE) inside the transaction that
 *   inserts the order, so concurrent deposits see each other's orders and cannot pass a limit together.
 * - A limit binds the person: recharge3 counts the deposits of every account of the person
 *   (server/responsibleGaming/person.ts) against the lowest limit any of them set, holding all their locks.
 */

type Exec = Db | Tx;

export interface DepositLimitView {
  period: LimitPeriod;
  amount: number | null;
  used: number;
  pending: { amount: number | null; from: number } | null;
}

export interface RgSettings {
  limits: DepositLimitView[];
  realityCheckMinutes: RealityCheckMinutes;
}

type LimitRow = typeof depositLimits.$inferSelect;

const PERIOD_WORD: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

const settingInvalid = (message: string) => new AppError(RG_ERRCODE.settingInvalid, message);

const isRealityMinutes = (minutes: number): minutes is RealityCheckMinutes =>
  (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes);

/**
 * Takes the player's lock (their player_limits row, made when missing) until the transaction ends: deposits and
 * limit changes of one player run one at a time. PostgreSQL's READ COMMITTED lets the next holder's statements
 * see what the previous one committed; PGlite runs one transaction at a time anyway.
 */
export async function lockPlayerLimits(tx: Tx, userIds: number | readonly number[]): Promise<void> {
  // Ascending ids: two accounts of one person depositing at once take the same locks in the same order.
  const ids = [...new Set(typeof userIds === 'number' ? [userIds] : userIds)].sort((a, b) => a - b);
  for (const userId of ids) {
    await tx.insert(playerLimits).values({ userId }).onConflictDoNothing({ target: playerLimits.userId });
    await tx
      .select({ userId: playerLimits.userId })
      .from(playerLimits)
      .where(eq(playerLimits.userId, userId))
      .for('update');
  }
}

/** Applies (and stores) every waiting change of the player whose time has come: one conditional UPDATE. */
export async function applyDueLimits(db: Exec, userId: number, now: number): Promise<void> {
  await db
    .update(depositLimits)
    .set({
      // Every SET reads the row as it was: the limit becomes the waiting amount (null: none).
      amount: sql`${depositLimits.pendingAmount}`,
      pendingAmount: null,
      hasPending: 0,
      pendingFrom: null,
      updatedAt: new Date(now),
    })
    .where(
      and(
        eq(depositLimits.userId, userId),
        eq(depositLimits.hasPending, 1),
        lte(depositLimits.pendingFrom, new Date(now)),
      ),
    );
}

/** What the player (or the person's accounts) deposited in each window ending now (paid or still open), hundredths. */
export async function depositsInWindows(
  db: Exec,
  userIds: number | readonly number[],
  now: number,
): Promise<Record<LimitPeriod, number>> {
  const ids = typeof userIds === 'number' ? [userIds] : [...userIds];
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const within = (period: LimitPeriod) =>
    sql<string>`COALESCE(SUM(CASE WHEN ${recharges.createdAt} > ${at(now - LIMIT_WINDOW_MS[period])} THEN ${recharges.amount} ELSE 0 END), 0)`;
  const longest = Math.max(...LIMIT_PERIODS.map((p) => LIMIT_WINDOW_MS[p]));
  const [row] = await db
    .select({ day: within('day'), week: within('week'), month: within('month') })
    .from(recharges)
    .where(
      and(
        inArray(recharges.userId, ids),
        // No upper bound: a concurrent request that read the clock a moment later may have committed its order
        // first (it took the lock first); that order counts, or two deposits could pass one limit together.
        gt(recharges.createdAt, new Date(now - longest)),
        or(eq(recharges.status, 1), and(eq(recharges.status, 0), gt(recharges.expiresAt, new Date(now)))),
      ),
    );
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

async function limitRows(db: Exec, userId: number): Promise<Map<LimitPeriod, LimitRow>> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  return new Map(rows.map((r) => [r.period, r]));
}

function viewOf(period: LimitPeriod, row: LimitRow | undefined, used: number): DepositLimitView {
  return {
    period,
    amount: row?.amount ?? null,
    used,
    pending:
      row && row.hasPending === 1 && row.pendingFrom
        ? { amount: row.pendingAmount, from: row.pendingFrom.getTime() }
        : null,
  };
}

/** rgSettings: the three limits (always day, week, month) with what each window used, and the interval. */
export async function rgSettingsOf(db: Db, userId: number, now: number): Promise<RgSettings> {
  await applyDueLimits(db, userId, now);
  const [rows, used, [player]] = await Promise.all([
    limitRows(db, userId),
    depositsInWindows(db, userId, now),
    db.select({ minutes: playerLimits.realityCheckMinutes }).from(playerLimits).where(eq(playerLimits.userId, userId)),
  ]);
  const minutes = player?.minutes ?? REALITY_CHECK_DEFAULT;
  return {
    limits: LIMIT_PERIODS.map((p) => viewOf(p, rows.get(p), used[p])),
    realityCheckMinutes: isRealityMinutes(minutes) ? minutes : REALITY_CHECK_DEFAULT,
  };
}

/** What a request does to a limit: the amount that applies now and the change waiting, if any. */
export function nextLimit(
  current: number | null,
  asked: number | null,
  now: number,
): { amount: number | null; pending: { amount: number | null; from: number } | null } {
  // New where none applied, lower, or the same again: at once (a waiting raise is dropped).
  if (asked !== null && (current === null || asked <= current)) return { amount: asked, pending: null };
  // No limit asked where none applies: nothing changes.
  if (current === null) return { amount: null, pending: null };
  // Higher, or none while one applies: after the delay (a second request replaces the first).
  return { amount: current, pending: { amount: asked, from: now + LIMIT_RAISE_DELAY_MS } };
}

/** rgSetDepositLimit: 5102 for an amount out of range (null: no limit); answers the settings as they now are. */
export async function setDepositLimit(
  db: Db,
  userId: number,
  period: LimitPeriod,
  amount: number | null,
  now: number,
): Promise<RgSettings> {
  if (!LIMIT_PERIODS.includes(period)) throw settingInvalid('Choose a daily, weekly or monthly limit.');
  if (amount !== null && limitProblem(amount)) {
    throw settingInvalid(`A limit is a whole amount in pesos from ${pesos(LIMIT_MIN)} to ${pesos(LIMIT_MAX)}.`);
  }
  await db.transaction(async (tx) => {
    await lockPlayerLimits(tx, userId);
    await applyDueLimits(tx, userId, now);
    const [row] = await tx
      .select({ amount: depositLimits.amount })
      .from(depositLimits)
      .where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, period)));
    const next = nextLimit(row?.amount ?? null, amount, now);
    const values = {
      amount: next.amount,
      pendingAmount: next.pending?.amount ?? null,
      hasPending: next.pending ? 1 : 0,
      pendingFrom: next.pending ? new Date(next.pending.from) : null,
      updatedAt: new Date(now),
    };
    await tx
      .insert(depositLimits)
      .values({ userId, period, ...values })
      .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.period], set: values });
  });
  return rgSettingsOf(db, userId, now);
}

/** rgSetRealityCheck: one of REALITY_CHECK_MINUTES (5102 otherwise). */
export async function setRealityCheck(db: Db, userId: number, minutes: number, now: number): Promise<RgSettings> {
  if (!isRealityMinutes(minutes)) {
    throw settingInvalid(`Choose a reality check every ${REALITY_CHECK_MINUTES.join(', ')} minutes.`);
  }
  const values = { realityCheckMinutes: minutes, updatedAt: new Date(now) };
  await db
    .insert(playerLimits)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: playerLimits.userId, set: values });
  return rgSettingsOf(db, userId, now);
}

/**
 * recharge3's check, inside the order's transaction and after lockPlayerLimits of every id: 5101 when `amount` plus
 * what a window already holds across the person's accounts would pass the lowest limit that applies to one of
 * them (a waiting change whose time has come applies first).
 */
export async function checkDepositLimits(
  tx: Tx,
  userIds: readonly number[],
  amount: number,
  now: number,
): Promise<void> {
  for (const userId of userIds) await applyDueLimits(tx, userId, now);
  // The lowest limit any account of the person set, per period.
  const lowest = new Map<LimitPeriod, number>();
  for (const r of await tx
    .select()
    .from(depositLimits)
    .where(inArray(depositLimits.userId, [...userIds]))) {
    if (r.amount === null) continue;
    lowest.set(r.period, Math.min(r.amount, lowest.get(r.period) ?? r.amount));
  }
  if (lowest.size === 0) return;
  const used = await depositsInWindows(tx, userIds, now);
  for (const period of LIMIT_PERIODS) {
    const limit = lowest.get(period) ?? null;
    if (limit === null || used[period] + amount <= limit) continue;
    const left = Math.max(0, limit - used[period]);
    throw new AppError(
      RG_ERRCODE.depositOverLimit,
      `This deposit would take you over your ${PERIOD_WORD[period]} deposit limit of ${pesos(limit)}. ` +
        (left > 0
          ? `You can deposit up to ${pesos(left)} now.`
          : 'You cannot deposit more until earlier deposits leave the window.'),
    );
  }
}

import { desc, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { providerReconciliations } from '../db/schema';
import { reconcileProvider } from './reconciliation';

/*
 * The daily reconciliation per provider (docs/games.md "Reconciliation"): once per Manila day, shortly after its
 * midnight, each provider's rounds opened the day before are read against the ledger and the report is stored.
 */

const DAY_MS = 86_400_000;
/** The Philippines keep one offset all year (UTC+8, no daylight saving). */
const MANILA_OFFSET_MS = 8 * 3_600_000;
/**
 * How long after Manila midnight the day is reconciled: the wallet calls of rounds opened just before midnight
 * have arrived by then, and the round sweep has closed what a provider left open (it acts after one hour, so a
 * round opened at 23:30 may still show as open: the report says so rather than wait longer).
 */
export const RECONCILE_AFTER_MIDNIGHT_MS = 10 * 60_000;

/** Manila calendar day of an instant, YYYY-MM-DD. */
export const manilaDayOf = (at: number): string => new Date(at + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** [from, to) of a Manila calendar day, in ms since the epoch. */
export function manilaDayBounds(day: string): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00+08:00`);
  return { from, to: from + DAY_MS };
}

/** The Manila day before the one an instant falls in: what the run at 00:10 reports. */
export const previousManilaDay = (at: number): string => manilaDayOf(at - DAY_MS);

/** The first time after `after` that is 00:10 in Manila: every instance computes the same occurrences. */
export function nextReconcileTime(after: number): number {
  const local = after + MANILA_OFFSET_MS - RECONCILE_AFTER_MIDNIGHT_MS;
  return (Math.floor(local / DAY_MS) + 1) * DAY_MS - MANILA_OFFSET_MS + RECONCILE_AFTER_MIDNIGHT_MS;
}

/** The last 00:10 in Manila at or before `now`: a run an instance that was down missed. */
export function lastReconcileTime(now: number): number {
  const local = now + MANILA_OFFSET_MS - RECONCILE_AFTER_MIDNIGHT_MS;
  return Math.floor(local / DAY_MS) * DAY_MS - MANILA_OFFSET_MS + RECONCILE_AFTER_MIDNIGHT_MS;
}

/** A day is well formed and already over in Manila: a report of a day still running would be incomplete. */
export function isReconcilableDay(day: string, now: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const { from } = manilaDayBounds(day);
  return Number.isFinite(from) && manilaDayOf(from) === day && day < manilaDayOf(now);
}

/** Every provider that serves a game of the catalogue, or had rounds opened that day (a provider since removed). */
async function providersOf(db: Db | Tx, from: number, to: number): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT provider_id FROM games
    UNION
    SELECT provider_id FROM provider_rounds
    WHERE opened_at >= ${new Date(from).toISOString()}::timestamptz AND opened_at < ${new Date(to).toISOString()}::timestamptz
    ORDER BY provider_id
  `);
  return (result as unknown as { rows: Array<{ provider_id: string }> }).rows.map((r) => r.provider_id);
}

export interface StoredReconciliation {
  providerId: string;
  day: string;
  rounds: number;
  openRounds: number;
  bets: number;
  wins: number;
  mismatches: Array<{ roundId: string; bet: number; win: number; ledgerBet: number; ledgerWin: number }>;
  createdAt: number;
}

/**
 * Reconciles one Manila day for every provider and stores each report. The scheduled run keeps a day already
 * stored as it is (`replace: false`: a re-run, on any instance, changes nothing); a run asked for from /ops
 * replaces it with fresh figures (a round settled late, a ledger row corrected). Answers the reports computed now.
 */
export async function reconcileDay(
  db: Db | Tx,
  day: string,
  now: number,
  options: { replace: boolean },
): Promise<StoredReconciliation[]> {
  const { from, to } = manilaDayBounds(day);
  const stored: StoredReconciliation[] = [];
  for (const providerId of await providersOf(db, from, to)) {
    const report = await reconcileProvider(db, providerId, from, to);
    const values = {
      providerId,
      day,
      rounds: report.rounds,
      openRounds: report.openRounds,
      bets: report.bets,
      wins: report.wins,
      mismatches: report.mismatches,
      createdAt: new Date(now),
    };
    const insert = db.insert(providerReconciliations).values(values);
    if (options.replace) {
      await insert.onConflictDoUpdate({
        target: [providerReconciliations.providerId, providerReconciliations.day],
        set: {
          rounds: values.rounds,
          openRounds: values.openRounds,
          bets: values.bets,
          wins: values.wins,
          mismatches: values.mismatches,
          createdAt: values.createdAt,
        },
      });
    } else {
      await insert.onConflictDoNothing({ target: [providerReconciliations.providerId, providerReconciliations.day] });
    }
    stored.push({ ...report, day, createdAt: now });
  }
  return stored;
}

/** Days listed at most on the /ops page (newest first): two months of every provider's reports. */
export const RECONCILIATIONS_LISTED = 62 * 4;

/** The stored reports, newest day first (providers by id within a day). */
export async function listReconciliations(db: Db, limit = RECONCILIATIONS_LISTED): Promise<StoredReconciliation[]> {
  const rows = await db
    .select()
    .from(providerReconciliations)
    .orderBy(desc(providerReconciliations.day), providerReconciliations.providerId)
    .limit(limit);
  return rows.map((r) => ({
    providerId: r.providerId,
    day: r.day,
    rounds: r.rounds,
    openRounds: r.openRounds,
    bets: r.bets,
    wins: r.wins,
    mismatches: r.mismatches,
    createdAt: r.createdAt.getTime(),
  }));
}

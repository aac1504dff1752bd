import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { providerRounds, providerTransactions } from '../db/schema';
import type { Logger } from '../log';
import { refundDebit } from './wallet';

/**
 * A round no credit or rollback has closed after this long is one the provider will never settle (it crashed,
 * or lost the round): its stakes go back to the player. An hour is far beyond any game round, a virtual match
 * included, and short enough that a player does not wait a day for a stake the game never played.
 */
export const ROUND_TIMEOUT_MS = 60 * 60_000;

/** How often boot runs the sweep. */
export const ROUND_SWEEP_EVERY_MS = 5 * 60_000;

/** Rounds closed per run at most; the next run takes the rest. */
const SWEEP_BATCH = 200;

export interface SweepDeps {
  db: Db;
  log?: Logger;
}

/**
 * Closes the rounds left open past ROUND_TIMEOUT_MS: a round with no win has each stake refunded (through the
 * ledger, once, as a provider's rollback would) and is marked rolled back; a round already credited in part keeps
 * its wins and stakes and is marked settled. A late credit or debit for such a round is refused (ROUND_CLOSED).
 * Each round in its own transaction, so one failure does not hold the others. Answers how many rounds it closed.
 */
export async function rollbackStaleRounds(deps: SweepDeps, now: number): Promise<number> {
  const { db } = deps;
  const stale = await db
    .select({ id: providerRounds.id })
    .from(providerRounds)
    .where(and(eq(providerRounds.status, 'open'), lt(providerRounds.openedAt, new Date(now - ROUND_TIMEOUT_MS))))
    .limit(SWEEP_BATCH);
  let closed = 0;
  for (const { id } of stale) {
    const done = await db.transaction(async (tx) => {
      const [round] = await tx.select().from(providerRounds).where(eq(providerRounds.id, id)).for('update');
      // Settled by a call that arrived since the list was read.
      if (round?.status !== 'open') return false;
      if (round.win > 0) {
        await tx
          .update(providerRounds)
          .set({ status: 'settled', closedAt: new Date(now) })
          .where(eq(providerRounds.id, id));
        return true;
      }
      const debits = await tx
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.providerId, round.providerId),
            eq(providerTransactions.roundId, round.roundId),
            eq(providerTransactions.kind, 'debit'),
            eq(providerTransactions.rolledBack, false),
          ),
        )
        .for('update');
      for (const debit of debits) await refundDebit(tx, round.providerId, debit, now);
      await tx
        .update(providerRounds)
        .set({ status: 'rolledback', closedAt: new Date(now) })
        .where(eq(providerRounds.id, id));
      return true;
    });
    if (done) closed++;
  }
  if (closed > 0) deps.log?.info(`[games] closed ${closed} round(s) no provider settled`);
  return closed;
}

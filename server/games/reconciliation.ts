import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';

/** One provider's rounds over a period, against the ledger: what a daily reconciliation reads. */
export interface Reconciliation {
  providerId: string;
  rounds: number;
  openRounds: number;
  /** Stakes kept (rolled-back stakes taken off) and wins paid, in centavos, as the rounds record them. */
  bets: number;
  wins: number;
  /** Rounds whose recorded stakes or wins differ from the ledger's movements for their transactions. */
  mismatches: Array<{ roundId: string; bet: number; win: number; ledgerBet: number; ledgerWin: number }>;
}

/**
 * The provider's rounds opened in [from, to) and, per round, the ledger's movements for its transactions (stakes,
 * their refunds, wins). A round where the two differ means money moved outside the wallet's transaction, or a
 * movement was lost: the report lists it for support to look into.
 */
export async function reconcileProvider(
  db: Db | Tx,
  providerId: string,
  from: number,
  to: number,
): Promise<Reconciliation> {
  const since = new Date(from).toISOString();
  const until = new Date(to).toISOString();
  const result = await db.execute(sql`
    WITH rounds AS (
      SELECT r.id, r.round_id, r.status, r.bet, r.win FROM provider_rounds r
      WHERE r.provider_id = ${providerId} AND r.opened_at >= ${since}::timestamptz AND r.opened_at < ${until}::timestamptz
    ), moves AS (
      SELECT rounds.id,
        coalesce(sum(CASE WHEN l.kind = 'game:bet' THEN -l.amount ELSE 0 END), 0) AS ledger_bet,
        coalesce(sum(CASE WHEN l.kind = 'game:win' THEN l.amount ELSE 0 END), 0) AS ledger_win
      FROM rounds
      JOIN provider_transactions t
        ON t.provider_id = ${providerId} AND t.round_id = rounds.round_id AND t.kind IN ('debit', 'credit')
      JOIN ledger l
        ON l.kind IN ('game:bet', 'game:win')
        AND l.ref IN (${providerId} || ':' || t.transaction_id, ${providerId} || ':' || t.transaction_id || ':rollback')
      GROUP BY rounds.id
    )
    SELECT rounds.round_id, rounds.status, rounds.bet, rounds.win,
      coalesce(moves.ledger_bet, 0) AS ledger_bet, coalesce(moves.ledger_win, 0) AS ledger_win
    FROM rounds LEFT JOIN moves ON moves.id = rounds.id
    ORDER BY rounds.id
  `);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const report: Reconciliation = { providerId, rounds: 0, openRounds: 0, bets: 0, wins: 0, mismatches: [] };
  for (const row of rows) {
    const bet = Number(row.bet);
    const win = Number(row.win);
    const ledgerBet = Number(row.ledger_bet);
    const ledgerWin = Number(row.ledger_win);
    report.rounds++;
    if (row.status === 'open') report.openRounds++;
    report.bets += bet;
    report.wins += win;
    if (bet !== ledgerBet || win !== ledgerWin) {
      report.mismatches.push({ roundId: String(row.round_id), bet, win, ledgerBet, ledgerWin });
    }
  }
  return report;
}

import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/connect';
import { ledger, sessions } from '../db/schema';
import { AppError, ERRCODE } from '../errors';

/** The ledger kinds of play: the demo game posts a stake as 'game:bet' (negative) and a win as 'game:win'. */
export const GAME_KINDS = { bet: 'game:bet', win: 'game:win' } as const;

/**
 * rgSessionSummary: this log-in so far, for the reality check. `since` is when the request's token was issued;
 * bets and wins (positive hundredths) add up the player's game ledger entries from then on; net = wins − bets.
 */
export async function sessionSummary(db: Db, userId: number, token: string | null) {
  const [session] = token
    ? await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.userId, userId)))
    : [];
  if (!session) throw new AppError(ERRCODE.unauthorized, 'Please log in again.', 401);
  const since = session.createdAt.getTime();
  const [sums] = await db
    .select({
      bets: sql<string>`COALESCE(SUM(CASE WHEN ${ledger.kind} = ${GAME_KINDS.bet} THEN -${ledger.amount} ELSE 0 END), 0)`,
      wins: sql<string>`COALESCE(SUM(CASE WHEN ${ledger.kind} = ${GAME_KINDS.win} THEN ${ledger.amount} ELSE 0 END), 0)`,
    })
    .from(ledger)
    .where(
      and(
        eq(ledger.userId, userId),
        inArray(ledger.kind, [GAME_KINDS.bet, GAME_KINDS.win]),
        gte(ledger.createdAt, session.createdAt),
      ),
    );
  const bets = Number(sums?.bets ?? 0);
  const wins = Number(sums?.wins ?? 0);
  return { since, bets, wins, net: wins - bets };
}

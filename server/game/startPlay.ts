import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/connect';
import { noteSessionGame } from '../player/sessions';
import { HISTORY_LIMIT, TICKET_TTL_MS } from './rules';

/**
 * startGame's writes in ONE statement (a hot call): the game goes to the top of the player's history (its time
 * strictly after the latest, the list trimmed to HISTORY_LIMIT), the session is marked inside the game and a ticket
 * is issued. One statement is atomic without a transaction; on PGlite, where every query runs on the server's one
 * event loop and a transaction holds the only connection for its seven round trips, this is what keeps 100
 * concurrent startGame calls from timing out. Same effect as recordPlayed + the session update + issueTicket.
 *
 * The CTEs see the table as it was before the statement, so the trim keeps the newest HISTORY_LIMIT − 1 OTHER
 * games (the started one is the newest by construction).
 */
export async function startPlay(
  db: Db,
  userId: number,
  gameId: number,
  token: string | null,
  now: number,
  providerId: string,
): Promise<string> {
  const ticket = randomBytes(16).toString('hex');
  const at = new Date(now).toISOString();
  const expires = new Date(now + TICKET_TTL_MS).toISOString();
  await db.execute(sql`
    WITH latest AS (
      SELECT max(played_at) AS at FROM game_history WHERE user_id = ${userId}
    ), played AS (
      INSERT INTO game_history (user_id, game_id, played_at)
      SELECT ${userId}, ${gameId},
        greatest(${at}::timestamptz, coalesce(latest.at + interval '1 millisecond', ${at}::timestamptz))
      FROM latest
      ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = excluded.played_at
      RETURNING 1
    ), trimmed AS (
      DELETE FROM game_history
      WHERE user_id = ${userId} AND game_id <> ${gameId} AND game_id NOT IN (
        SELECT game_id FROM game_history WHERE user_id = ${userId} AND game_id <> ${gameId}
        ORDER BY played_at DESC LIMIT ${HISTORY_LIMIT - 1}
      )
      RETURNING 1
    ), inside AS (
      UPDATE sessions SET game_id = ${gameId} WHERE token_hash = ${token ? hashToken(token) : ''}
      RETURNING 1
    )
    INSERT INTO game_sessions (user_id, game_id, provider_id, ticket_hash, ticket_expires_at)
    VALUES (${userId}, ${gameId}, ${providerId}, ${hashToken(ticket)}, ${expires}::timestamptz)
  `);
  if (token) noteSessionGame(db, token, gameId);
  return ticket;
}

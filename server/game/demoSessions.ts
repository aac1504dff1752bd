import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { gameSessions } from '../db/schema';
import { activeBreak } from '../player/breakStatus';
import { TICKET_TTL_MS } from './rules';

/** The URL startGame answers: same origin, so the SPA can frame it. */
export function demoGameUrl(gameId: number, ticket: string): string {
  return `/sandbox/game/${gameId}?ticket=${ticket}`;
}

/** The Color Game studio's launch URL: its own page, on the same origin too. */
export function colorGameUrl(gameId: number, ticket: string): string {
  return `/sandbox/color-game/${gameId}?ticket=${ticket}`;
}

/** The card room's launch URL (Baccarat): its own page, on the same origin too. */
export function cardsGameUrl(gameId: number, ticket: string): string {
  return `/sandbox/cards/${gameId}?ticket=${ticket}`;
}

/** The virtual sports studio's launch URL: its own page, on the same origin too. */
export function virtualSportsUrl(gameId: number, ticket: string): string {
  return `/sandbox/virtual-sports/${gameId}?ticket=${ticket}`;
}

/** The arcade studio's launch URL: its crash game's page, on the same origin too. */
export function arcadeGameUrl(gameId: number, ticket: string): string {
  return `/sandbox/arcade/${gameId}?ticket=${ticket}`;
}

/** The live table studio's launch URL: the table's page, on the same origin too. */
export function liveTableUrl(gameId: number, ticket: string): string {
  return `/sandbox/live-table/${gameId}?ticket=${ticket}`;
}

/** Opens a demo-game session; answers the clear ticket (the row holds its hash). */
export async function issueTicket(tx: Tx, userId: number, gameId: number, now: number): Promise<string> {
  const ticket = randomBytes(16).toString('hex');
  await tx.insert(gameSessions).values({
    userId,
    gameId,
    ticketHash: hashToken(ticket),
    ticketExpiresAt: new Date(now + TICKET_TTL_MS),
  });
  return ticket;
}

export type OpenResult =
  | { ok: true; sessionId: number; userId: number; playKey: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'closed' };

/**
 * Exchanges a ticket for a play key the page keeps. Within the ticket's lifetime a reload opens it again with a
 * new key (the old page's key stops working); afterwards, or once the game was exited, it is refused.
 */
export async function openTicket(
  db: Db,
  gameId: number,
  ticket: string,
  now: number,
  providerId: string,
): Promise<OpenResult> {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.ticketHash, hashToken(ticket)),
        eq(gameSessions.gameId, gameId),
        eq(gameSessions.providerId, providerId),
      ),
    );
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.closedAt) return { ok: false, reason: 'closed' };
  if (row.ticketExpiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
  // A break closes the player's games; a ticket issued in a race with it does not open.
  if (await activeBreak(db, row.userId, now)) return { ok: false, reason: 'closed' };
  const playKey = randomBytes(24).toString('hex');
  await db
    .update(gameSessions)
    .set({ playKeyHash: hashToken(playKey), openedAt: row.openedAt ?? new Date(now) })
    .where(eq(gameSessions.id, row.id));
  return { ok: true, sessionId: row.id, userId: row.userId, playKey };
}

/** exitGame: ends every open demo session of the player; their play keys stop working. */
export async function closeSessions(db: Db, userId: number, now: number): Promise<number> {
  const rows = await db
    .update(gameSessions)
    .set({ closedAt: new Date(now) })
    .where(and(eq(gameSessions.userId, userId), isNull(gameSessions.closedAt)))
    .returning({ id: gameSessions.id });
  return rows.length;
}

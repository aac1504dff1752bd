import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { bigWins, gameSessions, users } from '../db/schema';
import { InsufficientFundsError, post } from '../ledger';
import { activeBreak } from '../player/breakStatus';
import { raiseVip } from '../player/vip';
import { nextNonce, recordSpin, SeedChangedError, spinMultiplierOf } from './fair';
import { pesos } from './pesos';
import { BIG_WIN_MULTIPLIER, DEMO_STAKE, TICKET_TTL_MS } from './rules';

/** The URL startGame answers: same origin, so the SPA can frame it. */
export function demoGameUrl(gameId: number, ticket: string): string {
  return `/sandbox/game/${gameId}?ticket=${ticket}`;
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
export async function openTicket(db: Db, gameId: number, ticket: string, now: number): Promise<OpenResult> {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.ticketHash, hashToken(ticket)), eq(gameSessions.gameId, gameId)));
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

export interface SpinOutcome {
  ok: true;
  spin: number;
  stake: number;
  multiplier: number;
  win: number;
  coin: number;
  /** The provably fair inputs: the committed seed pair and this spin's nonce (docs/trust.md). */
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface SpinRefusal {
  ok: false;
  reason: 'session' | 'funds' | 'seed';
  message: string;
  coin: number | null;
}

/**
 * One spin: the result from the player's provably fair seed pair (server/game/fair.ts); debit the stake and credit the win through the ledger, in one transaction with the spin counter
 * (refs `<session>:<n>`). A stake the balance cannot cover rolls everything back.
 */
export async function spin(db: Db, playKey: string, now: number): Promise<SpinOutcome | SpinRefusal> {
  const closed: SpinRefusal = {
    ok: false,
    reason: 'session',
    message: 'This game session has ended. Go back to the lobby and open the game again.',
    coin: null,
  };
  try {
    return await db.transaction(async (tx) => {
      const [session] = await tx
        .update(gameSessions)
        .set({ spins: sql`${gameSessions.spins} + 1` })
        .where(and(eq(gameSessions.playKeyHash, hashToken(playKey)), isNull(gameSessions.closedAt)))
        .returning();
      if (!session) return closed;
      const n = session.spins;
      const ref = `${session.id}:${n}`;
      // Provably fair: the player's committed seed pair and its next nonce decide, nothing else.
      const seed = await nextNonce(tx, session.userId, now);
      const hundredths = await spinMultiplierOf(seed.serverSeed, seed.clientSeed, seed.nonce);
      const multiplier = hundredths / 100;
      const win = Math.round((DEMO_STAKE * hundredths) / 100);
      await recordSpin(tx, seed, hundredths, win, now);
      // Stamped with the request's clock: the session summary and the monthly history read them by time.
      let posted = await post(tx, { userId: session.userId, amount: -DEMO_STAKE, kind: 'game:bet', ref, at: now });
      if (win > 0) posted = await post(tx, { userId: session.userId, amount: win, kind: 'game:win', ref, at: now });
      await tx
        .update(users)
        .set({ bet: sql`${users.bet} + ${DEMO_STAKE}` })
        .where(eq(users.id, session.userId));
      await raiseVip(tx, session.userId);
      if (win >= BIG_WIN_MULTIPLIER * DEMO_STAKE) {
        await tx
          .insert(bigWins)
          .values({ userId: session.userId, gameId: session.gameId, amount: win, wonAt: new Date(now) });
      }
      return {
        ok: true as const,
        spin: n,
        stake: DEMO_STAKE,
        multiplier,
        win,
        coin: posted.balanceAfter,
        seedId: seed.id,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
      };
    });
  } catch (err) {
    if (err instanceof SeedChangedError) {
      return {
        ok: false,
        reason: 'seed',
        message: 'Your seed pair was changed while this spin ran. Nothing was charged: spin again.',
        coin: null,
      };
    }
    if (!(err instanceof InsufficientFundsError)) throw err;
    const [user] = await db.select({ coin: users.coin }).from(users).where(eq(users.id, err.entry.userId));
    return {
      ok: false,
      reason: 'funds',
      message: `Not enough balance for a ${pesos(DEMO_STAKE)} spin. Deposit to keep playing.`,
      coin: user?.coin ?? null,
    };
  }
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

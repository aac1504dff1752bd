import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import {
  LIVE_MAX_STAKE,
  LIVE_MIN_STAKE,
  LIVE_TABLE_ERRCODE,
  liveRoundAt,
  roundTimes,
  WHEEL_COLORS,
  type WheelBet,
  wheelStake,
  wheelWin,
} from '../../src/api/contract/liveTable';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/connect';
import { gameSessions, liveTableBets, liveTableRounds } from '../db/schema';
import { AppError } from '../errors';
import { sha256Hex, wheelSegmentOf } from '../game/fair';
import { pesos } from '../game/pesos';
import type { JobQueue } from '../jobs/queue';
import { announce } from '../live/publish';
import { LIVE_TABLE_ID } from './catalogue';
import { cancelWalletRound, endFairRound, openWalletRound, RoundClosedError, STUDIO_CURRENCY } from './fairRound';
import type { WalletClient } from './walletClient';

/**
 * The in-house live table (docs/games.md "Live Perya Wheel"): shared rounds on the clock's schedule, one wheel per
 * game of the Live type. A round's row is made once, by whichever instance needs it first, with its server seed
 * committed; bets are debited while the round takes bets (the server's clock decides), each request one wallet round
 * `<session>:<n>`; at the draw time a job (idempotent, any instance) reveals the seed, draws the segment and credits
 * every bet of the round once. Each step is announced on the live bus (`liveTable`), so every instance's table
 * streams push the round to their players.
 */

export const LIVE_JOB = { close: 'live-table-close', draw: 'live-table-draw' } as const;

export const liveBets = z
  .array(
    z.strictObject({
      color: z.enum(WHEEL_COLORS),
      amount: z.number().int().min(LIVE_MIN_STAKE).max(LIVE_MAX_STAKE).multipleOf(100),
    }),
  )
  .min(1)
  .max(WHEEL_COLORS.length)
  .refine((bets) => new Set(bets.map((b) => b.color)).size === bets.length, 'a colour appears twice');

export const liveBetBody = z.strictObject({ key: z.string().regex(/^[0-9a-f]{48}$/), bets: liveBets });
export const liveKeyBody = z.strictObject({ key: z.string().regex(/^[0-9a-f]{48}$/) });

const roundJob = z.strictObject({ gameId: z.number().int().positive(), round: z.number().int().nonnegative() });

type RoundRow = typeof liveTableRounds.$inferSelect;

/** The round's row, made now (its seed drawn and committed) unless another request or instance made it first. */
export async function ensureRound(
  db: Db,
  jobs: JobQueue,
  gameId: number,
  round: number,
  now: number,
): Promise<RoundRow> {
  const serverSeed = randomBytes(32).toString('hex');
  const [made] = await db
    .insert(liveTableRounds)
    .values({ gameId, round, serverSeed, serverSeedHash: sha256Hex(serverSeed), createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning();
  if (made) {
    const times = roundTimes(round);
    const payload = { gameId, round };
    // Keyed: however many instances made the attempt, one close and one draw per round.
    await jobs.enqueue(LIVE_JOB.close, payload, { runAt: times.closesAt, key: `${LIVE_JOB.close}:${gameId}:${round}` });
    await jobs.enqueue(LIVE_JOB.draw, payload, { runAt: times.drawsAt, key: `${LIVE_JOB.draw}:${gameId}:${round}` });
    announce(db, { kind: 'liveTable', accountId: null, version: round });
    return made;
  }
  const [row] = await db
    .select()
    .from(liveTableRounds)
    .where(and(eq(liveTableRounds.gameId, gameId), eq(liveTableRounds.round, round)));
  if (!row) throw new Error(`live table round ${gameId}:${round} missing after its insert`);
  return row;
}

/** How many drawn rounds the table shows (its history strip). */
export const TABLE_HISTORY = 10;

export interface TableState {
  /** The server's clock when read: the page keeps its countdown on it. */
  now: number;
  round: number;
  opensAt: number;
  closesAt: number;
  drawsAt: number;
  endsAt: number;
  /** The commitment: SHA-256 of the round's server seed, shown before any bet. */
  serverSeedHash: string;
  /** Drawn rounds, newest first, each with its revealed seed (what the player can recompute). */
  drawn: { round: number; segment: number; serverSeed: string; serverSeedHash: string }[];
}

/**
 * What everyone at the table sees now: the round under way (made if nobody made it yet) and the last drawn
 * rounds up to it. Once the current round has been drawn, its result leads the history until the next one opens. A
 * round after `now` never shows: a reader whose clock is behind another's (an instance's drift, a test client's
 * moved clock) sees the table as of its own time, with its own round's draw first.
 */
export async function tableState(db: Db, jobs: JobQueue, gameId: number, now: number): Promise<TableState> {
  const times = liveRoundAt(now);
  const current = await ensureRound(db, jobs, gameId, times.round, now);
  const drawn = await db
    .select()
    .from(liveTableRounds)
    .where(
      and(
        eq(liveTableRounds.gameId, gameId),
        isNotNull(liveTableRounds.segment),
        lte(liveTableRounds.round, times.round),
      ),
    )
    .orderBy(desc(liveTableRounds.round))
    .limit(TABLE_HISTORY);
  return {
    now,
    ...times,
    serverSeedHash: current.serverSeedHash,
    drawn: drawn.map((r) => ({
      round: r.round,
      segment: r.segment ?? 0,
      serverSeed: r.serverSeed,
      serverSeedHash: r.serverSeedHash,
    })),
  };
}

export interface LiveBetPlaced {
  ok: true;
  round: number;
  stake: number;
  coin: number;
}
export interface LiveBetRefusal {
  ok: false;
  reason: 'session' | 'funds' | 'closed';
  message: string;
  coin: number | null;
}

const refused = (reason: LiveBetRefusal['reason'], stake: number): string =>
  reason === 'funds'
    ? `Not enough balance for ${pesos(stake)} of bets. Lower your bets or deposit to keep playing.`
    : reason === 'closed'
      ? 'Bets are closed for this round. Nothing was charged: bet again when the next round opens.'
      : 'This game session has ended. Go back to the lobby and open the game again.';

/**
 * Places a player's bets on the round under way: refused once its bets have closed (the server's clock), else one
 * wallet round debited and the bets kept for the draw. A debit that lost the race with the draw (the round was drawn
 * meanwhile) is rolled back before the player hears of it.
 */
export async function placeLiveBets(
  db: Db,
  wallet: WalletClient,
  jobs: JobQueue,
  playKey: string,
  bets: readonly WheelBet[],
  now: number,
): Promise<LiveBetPlaced | LiveBetRefusal> {
  const stake = wheelStake(bets);
  const times = liveRoundAt(now);
  if (now >= times.closesAt) return { ok: false, reason: 'closed', message: refused('closed', stake), coin: null };
  const opened = await openWalletRound(db, wallet, { providerId: LIVE_TABLE_ID, playKey, stake });
  if (!opened.ok) return { ...opened, message: refused(opened.reason, stake) };
  const { ids } = opened;
  await ensureRound(db, jobs, ids.gameId, times.round, now);
  const kept = await db.transaction(async (tx) => {
    // The round's row held against the draw: a bet lands before the draw reads the bets, or not at all.
    const [round] = await tx
      .select({ segment: liveTableRounds.segment })
      .from(liveTableRounds)
      .where(and(eq(liveTableRounds.gameId, ids.gameId), eq(liveTableRounds.round, times.round)))
      .for('share');
    if (!round || round.segment !== null) return false;
    await tx.insert(liveTableBets).values({
      gameId: ids.gameId,
      round: times.round,
      userId: opened.userId,
      walletRoundId: ids.roundId,
      bets: [...bets],
      stake,
      placedAt: new Date(now),
    });
    return true;
  });
  if (!kept) {
    await cancelWalletRound(wallet, LIVE_TABLE_ID, ids);
    return { ok: false, reason: 'closed', message: refused('closed', stake), coin: null };
  }
  return { ok: true, round: times.round, stake, coin: opened.coin };
}

/**
 * The draw of a round, once whoever runs it: the segment from the revealed seed (kept on the row, so a second run
 * draws nothing new), then every bet not yet settled credited its win (0 included; the wallet answers a repeated
 * credit as it did the first time) and marked settled. The table hears twice: at the draw (the wheel turns) and once
 * its bets are settled, so a page that asked for its player's result too early asks again and never shows a winner
 * as a loser. Answers the segment.
 */
export async function drawRound(db: Db, wallet: WalletClient, gameId: number, round: number, now: number) {
  const segment = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(liveTableRounds)
      .where(and(eq(liveTableRounds.gameId, gameId), eq(liveTableRounds.round, round)))
      .for('update');
    if (!row) return null;
    if (row.segment !== null) return row.segment;
    const drawn = await wheelSegmentOf(row.serverSeed, gameId, round);
    await tx
      .update(liveTableRounds)
      .set({ segment: drawn, drawnAt: new Date(now) })
      .where(and(eq(liveTableRounds.gameId, gameId), eq(liveTableRounds.round, round)));
    announce(tx, { kind: 'liveTable', accountId: null, version: round });
    return drawn;
  });
  if (segment === null) return null;
  const open = await db
    .select()
    .from(liveTableBets)
    .where(and(eq(liveTableBets.gameId, gameId), eq(liveTableBets.round, round), isNull(liveTableBets.settledAt)));
  for (const bet of open) {
    const ids = { playerId: String(bet.userId), gameId, roundId: bet.walletRoundId, currency: STUDIO_CURRENCY };
    const win = await endFairRound(wallet, LIVE_TABLE_ID, ids, wheelWin(bet.bets, segment)).then(
      () => wheelWin(bet.bets, segment),
      (err: unknown) => {
        // A round the sweep closed first had its stakes given back: the bet is void, it wins nothing.
        if (err instanceof RoundClosedError) return 0;
        throw err;
      },
    );
    await db
      .update(liveTableBets)
      .set({ win, settledAt: new Date(now) })
      .where(and(eq(liveTableBets.id, bet.id), isNull(liveTableBets.settledAt)));
  }
  if (open.length > 0) announce(db, { kind: 'liveTable', accountId: null, version: round });
  return segment;
}

/**
 * A drawn round's public record, what anyone recomputes on /fair (docs/trust.md "Live table rounds"): its committed
 * hash, revealed seed and segment. Read only, never made: a round nobody opened is unknown, and a round not yet drawn
 * is refused, its seed still secret (revealing it would tell the draw before it happens).
 */
export async function drawnRoundRecord(db: Db, gameId: number, round: number) {
  const [row] = await db
    .select()
    .from(liveTableRounds)
    .where(and(eq(liveTableRounds.gameId, gameId), eq(liveTableRounds.round, round)));
  if (!row) throw new AppError(LIVE_TABLE_ERRCODE.roundUnknown, `Table ${gameId} has no round ${round}.`);
  if (row.segment === null || row.drawnAt === null) {
    throw new AppError(
      LIVE_TABLE_ERRCODE.roundNotDrawn,
      `Round ${round} is not drawn yet: its server seed stays secret until the draw.`,
    );
  }
  return {
    gameId,
    round,
    serverSeedHash: row.serverSeedHash,
    serverSeed: row.serverSeed,
    segment: row.segment,
    drawnAt: row.drawnAt.getTime(),
  };
}

/** The open session behind a table page's play key: its player and table, or null once it ended. */
export async function tableSession(db: Db, playKey: string) {
  const [session] = await db
    .select({ userId: gameSessions.userId, gameId: gameSessions.gameId })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.playKeyHash, hashToken(playKey)),
        eq(gameSessions.providerId, LIVE_TABLE_ID),
        isNull(gameSessions.closedAt),
      ),
    );
  return session ?? null;
}

/** A player's bets at the table lately, newest first: what the page shows as "your bets" after each draw. */
export async function playerBets(db: Db, userId: number, gameId: number, now: number) {
  const since = liveRoundAt(now).round - TABLE_HISTORY;
  const rows = await db
    .select()
    .from(liveTableBets)
    .where(and(eq(liveTableBets.userId, userId), eq(liveTableBets.gameId, gameId), gte(liveTableBets.round, since)))
    .orderBy(desc(liveTableBets.id))
    .limit(50);
  return rows.map((r) => ({ round: r.round, bets: r.bets, stake: r.stake, win: r.win }));
}

/**
 * The table's jobs: bets close (told to every stream) and the draw. Registered on every instance; whichever polls
 * first runs each, once.
 */
export function registerLiveTableJobs(jobs: JobQueue, db: Db, wallet: WalletClient): void {
  jobs.register(LIVE_JOB.close, roundJob, async ({ round }) => {
    announce(db, { kind: 'liveTable', accountId: null, version: round });
  });
  jobs.register(LIVE_JOB.draw, roundJob, async ({ gameId, round }, ctx) => {
    await drawRound(db, wallet, gameId, round, ctx.now);
  });
}

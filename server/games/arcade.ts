import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CRASH_MAX,
  CRASH_MAX_STAKE,
  CRASH_MIN_STAKE,
  CRASH_MIN_TARGET,
  cashOutWin,
  crashTime,
  multiplierAt,
  targetWins,
  timeToReach,
} from '../../src/api/contract/crashGame';
import { hashToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { arcadeRounds, fairSpins, gameSessions } from '../db/schema';
import { crashPointOf, recordSpin } from '../game/fair';
import { pesos } from '../game/pesos';
import type { Logger } from '../log';
import { ARCADE_ID } from './catalogue';
import { endFairRound, openFairRound, STUDIO_CURRENCY } from './fairRound';
import type { WalletClient } from './walletClient';

/**
 * The in-house arcade studio's crash game (docs/games.md "Crash"). A round spans two requests: the stake is
 * debited and the crash point fixed by the player's committed seed pair at once (`…:bet`); the win is decided once,
 * by the player's cash-out priced by this server's clock, by the automatic target, or by the crash; then credited
 * once (`…:win`, 0 when lost), which ends the wallet round. Rounds nobody reads are settled by the arcade-settle job.
 */

const playKey = z.string().regex(/^[0-9a-f]{48}$/);

export const arcadeBetBody = z.strictObject({
  key: playKey,
  stake: z.number().int().min(CRASH_MIN_STAKE).max(CRASH_MAX_STAKE).multipleOf(100),
  /** The automatic cash-out, hundredths; null to cash out by hand. */
  target: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX).nullable(),
});

export const arcadeRoundBody = z.strictObject({ key: playKey, round: z.number().int().min(1).max(1_000_000_000) });

type ArcadeRound = typeof arcadeRounds.$inferSelect;

export interface ArcadeBet {
  ok: true;
  round: number;
  stake: number;
  target: number | null;
  /** The balance after the stake. */
  coin: number;
  /** The provably fair inputs: the committed seed pair and this round's nonce (docs/trust.md). */
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A round as the page learns it: running (nothing about its crash point), or ended with its outcome. */
export type ArcadeState =
  | { ok: true; round: number; state: 'running'; elapsed: number }
  | {
      ok: true;
      round: number;
      state: 'ended';
      crashPoint: number;
      /** The multiplier the player was paid at (by hand or by the target), null when the round crashed first. */
      cashedOutAt: number | null;
      win: number;
      coin: number | null;
    };

export interface ArcadeRefusal {
  ok: false;
  reason: 'session' | 'funds' | 'seed' | 'round';
  message: string;
  coin: number | null;
}

const refused = (reason: ArcadeRefusal['reason'], stake = 0): string =>
  reason === 'funds'
    ? `Not enough balance for a ${pesos(stake)} round. Lower your stake or deposit to keep playing.`
    : reason === 'seed'
      ? 'Your seed pair was changed while this round started. Nothing was charged: play again.'
      : reason === 'round'
        ? 'No such round in this game session.'
        : 'This game session has ended. Go back to the lobby and open the game again.';

/** How long after its start a round stops taking a cash-out: at its target when it wins there, else at its crash. */
const closesAfter = (point: number, target: number | null): number =>
  targetWins(target, point) ? timeToReach(target) : crashTime(point);

/** A round's return over its stake in hundredths, as fair_spins keeps it. */
const returnHundredths = (win: number, stake: number) => Math.round((win * 100) / stake);

/** A new round: the stake debited, its crash point fixed by the committed seed pair, the wallet round left open. */
export async function arcadeBet(
  db: Db,
  wallet: WalletClient,
  key: string,
  stake: number,
  target: number | null,
  now: number,
): Promise<ArcadeBet | ArcadeRefusal> {
  const opened = await openFairRound(db, wallet, {
    providerId: ARCADE_ID,
    playKey: key,
    stake,
    now,
    async decide(tx, seed, roundId, session) {
      const point = await crashPointOf(seed.serverSeed, seed.clientSeed, seed.nonce);
      const closesAt = now + closesAfter(point, target);
      await recordSpin(tx, seed, { multiplier: 0, win: 0, roundId, crashPoint: point, openUntil: closesAt }, now);
      await tx.insert(arcadeRounds).values({
        roundId,
        sessionId: session.id,
        n: session.n,
        userId: session.userId,
        gameId: session.gameId,
        stake,
        target,
        crashPoint: point,
        startedAt: new Date(now),
        closesAt: new Date(closesAt),
      });
      return point;
    },
  });
  if (!opened.ok) return { ...opened, message: refused(opened.reason, stake) };
  const { seed } = opened;
  return {
    ok: true,
    round: opened.n,
    stake,
    target,
    coin: opened.coin,
    seedId: seed.id,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}

/** The round `n` of the session behind a play key (an open session when `open`). */
async function roundOf(db: Db, key: string, n: number, open: boolean): Promise<ArcadeRound | undefined> {
  const [row] = await db
    .select({ round: arcadeRounds })
    .from(arcadeRounds)
    .innerJoin(gameSessions, eq(gameSessions.id, arcadeRounds.sessionId))
    .where(
      and(
        eq(gameSessions.playKeyHash, hashToken(key)),
        eq(gameSessions.providerId, ARCADE_ID),
        eq(arcadeRounds.n, n),
        open ? isNull(gameSessions.closedAt) : undefined,
      ),
    );
  return row?.round;
}

/**
 * Decides a round's win once: the first decision to update the row wins the race (a cash-out arriving with the
 * crash, a second tab, the settlement job); its spin takes the same return. Answers the row as decided.
 */
async function decide(
  db: Db,
  round: ArcadeRound,
  outcome: { cashedOutAt: number | null; at: number },
  onlyBefore: number | null,
): Promise<ArcadeRound | null> {
  const win = outcome.cashedOutAt === null ? 0 : cashOutWin(round.stake, outcome.cashedOutAt);
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .update(arcadeRounds)
      .set({ win, cashedOutAt: outcome.cashedOutAt, decidedAt: new Date(outcome.at) })
      .where(
        and(
          eq(arcadeRounds.id, round.id),
          isNull(arcadeRounds.win),
          // A cash-out counts only while the round still runs by this server's clock.
          onlyBefore === null ? undefined : sql`${arcadeRounds.closesAt} > ${new Date(onlyBefore).toISOString()}`,
        ),
      )
      .returning();
    if (!row) return null;
    await tx
      .update(fairSpins)
      .set({ win, multiplier: returnHundredths(win, round.stake), openUntil: new Date(outcome.at) })
      .where(eq(fairSpins.roundId, round.roundId));
    return row;
  });
}

/** The decision the clock makes once a round has closed: paid at a target it reached, else lost at its crash. */
const decideByTime = (db: Db, round: ArcadeRound) =>
  decide(
    db,
    round,
    { cashedOutAt: targetWins(round.target, round.crashPoint) ? round.target : null, at: round.closesAt.getTime() },
    null,
  );

/** Credits a decided round's win (idempotent by its transaction id) and marks it credited; answers the balance. */
async function credit(db: Db, wallet: WalletClient, round: ArcadeRound, now: number): Promise<number> {
  const coin = await endFairRound(
    wallet,
    ARCADE_ID,
    { playerId: String(round.userId), gameId: round.gameId, roundId: round.roundId, currency: STUDIO_CURRENCY },
    round.win ?? 0,
  );
  await db
    .update(arcadeRounds)
    .set({ creditedAt: new Date(now) })
    .where(and(eq(arcadeRounds.id, round.id), isNull(arcadeRounds.creditedAt)));
  return coin;
}

/** Settles a round that has closed (decided by time if nobody decided it) and credits it if not done yet. */
async function settle(
  db: Db,
  wallet: WalletClient,
  round: ArcadeRound,
  now: number,
): Promise<ArcadeRound & { coin: number | null }> {
  let row = round;
  if (row.win === null) {
    row = (await decideByTime(db, row)) ?? (await reread(db, row.id));
  }
  const coin = row.creditedAt === null ? await credit(db, wallet, row, now) : null;
  return { ...row, coin };
}

async function reread(db: Db, id: number): Promise<ArcadeRound> {
  const [row] = await db.select().from(arcadeRounds).where(eq(arcadeRounds.id, id));
  if (!row) throw new Error(`arcade round ${id} vanished`);
  return row;
}

const ended = (row: ArcadeRound, coin: number | null): ArcadeState => ({
  ok: true,
  round: row.n,
  state: 'ended',
  crashPoint: row.crashPoint,
  cashedOutAt: row.cashedOutAt,
  win: row.win ?? 0,
  coin,
});

/** The player's balance by the session's token, when this request did not move it. */
async function balanceOf(wallet: WalletClient, key: string, round: ArcadeRound): Promise<number | null> {
  const answer = await wallet.call('balance', { sessionToken: key, playerId: String(round.userId), currency: 'PHP' });
  return answer.status === 'OK' ? answer.balance : null;
}

/**
 * The player's cash-out: priced by this server's clock at its arrival (the published curve at the time since the
 * round started), accepted only while the round runs, paid once. Too late, it answers how the round ended.
 */
export async function arcadeCashOut(
  db: Db,
  wallet: WalletClient,
  key: string,
  n: number,
  now: number,
): Promise<ArcadeState | ArcadeRefusal> {
  const round = await roundOf(db, key, n, true);
  if (!round) return { ok: false, reason: 'session', message: refused('session'), coin: null };
  const at = multiplierAt(now - round.startedAt.getTime());
  const won = round.win === null ? await decide(db, round, { cashedOutAt: at, at: now }, now) : null;
  if (won) return ended(won, await credit(db, wallet, won, now));
  return arcadeState(db, wallet, key, n, now);
}

/** A round's state as the page polls it; a round that has closed is settled on this read. */
export async function arcadeState(
  db: Db,
  wallet: WalletClient,
  key: string,
  n: number,
  now: number,
): Promise<ArcadeState | ArcadeRefusal> {
  const round = await roundOf(db, key, n, false);
  if (!round) return { ok: false, reason: 'round', message: refused('round'), coin: null };
  if (round.win === null && round.closesAt.getTime() > now) {
    return { ok: true, round: n, state: 'running', elapsed: now - round.startedAt.getTime() };
  }
  const settled = await settle(db, wallet, round, now);
  return ended(settled, settled.coin ?? (await balanceOf(wallet, key, round)));
}

/** Rounds settled per run at most; the next run takes the rest. */
const SETTLE_BATCH = 200;
/** How often the arcade-settle job runs: a round lasts two minutes at most. */
export const ARCADE_SETTLE_EVERY_MS = 60_000;

/**
 * The arcade-settle job: every round closed and not yet credited (the player left, lost the connection, or let
 * the target or the crash end it unseen) is decided by its rule and credited, each on its own; a failure is
 * logged and retried on the next run. Answers how many it settled.
 */
export async function settleClosedArcadeRounds(
  deps: { db: Db; wallet: WalletClient; log?: Logger | undefined },
  now: number,
): Promise<number> {
  const due = await deps.db
    .select()
    .from(arcadeRounds)
    .where(and(isNull(arcadeRounds.creditedAt), lte(arcadeRounds.closesAt, new Date(now))))
    .limit(SETTLE_BATCH);
  let settled = 0;
  for (const round of due) {
    try {
      await settle(deps.db, deps.wallet, round, now);
      settled++;
    } catch (err) {
      deps.log?.error(`[arcade] round ${round.roundId} not settled`, err);
    }
  }
  if (settled > 0) deps.log?.info(`[arcade] settled ${settled} closed round(s)`);
  return settled;
}

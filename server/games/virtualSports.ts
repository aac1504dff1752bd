import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  FIXTURES,
  fixtureBook,
  type Goal,
  MATCH_MS,
  PICKS,
  type Pick,
  SPORTS_MAX_STAKE,
  SPORTS_MIN_STAKE,
  sportsWin,
} from '../../src/api/contract/virtualSports';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/connect';
import { fairSpins, gameSessions, providerRounds } from '../db/schema';
import { recordSpin, virtualMatchOf } from '../game/fair';
import { pesos } from '../game/pesos';
import type { JobQueue } from '../jobs/queue';
import { VIRTUAL_SPORTS_ID } from './catalogue';
import { endFairRound, openFairRound, returnHundredths, STUDIO_CURRENCY, studioPlayKey } from './fairRound';
import type { WalletClient } from './walletClient';

/**
 * The in-house virtual sports studio (docs/games.md "Virtual football"). Like a third-party studio it keeps its own
 * sessions and provably fair seeds and moves money only by signed wallet calls. A bet is one wallet round
 * `<session>:<n>`: its stake is debited before kick-off (`…:bet`) and the match decided by the fair bytes then; its
 * win (0 included) is credited (`…:win`) only once the server's clock passes the match's end, by whichever comes
 * first of the settle job scheduled at the end and the page asking for the result. The wallet answers a repeated
 * credit with its first answer, so the round is paid once.
 */

/** The job that settles a match when it ends (its label is in src/api/contract/opsJobs.ts). */
export const SETTLE_JOB = 'virtual-match-settle';

export const sportsBetBody = z.strictObject({
  key: studioPlayKey,
  fixture: z
    .number()
    .int()
    .min(0)
    .max(FIXTURES.length - 1),
  pick: z.enum(PICKS),
  stake: z.number().int().min(SPORTS_MIN_STAKE).max(SPORTS_MAX_STAKE).multipleOf(100),
});
export type SportsBet = Omit<z.output<typeof sportsBetBody>, 'key'>;

export const sportsResultBody = z.strictObject({
  key: studioPlayKey,
  round: z.number().int().min(1).max(1_000_000_000),
});

export interface SportsBetPlaced {
  ok: true;
  round: number;
  stake: number;
  /** The shown odds of the pick, in hundredths. */
  odds: number;
  /** The match as it will play: its goals in order (the page shows them as their minutes come). */
  goals: Goal[];
  kickoffAt: number;
  endsAt: number;
  /** The balance after the stake. */
  coin: number;
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SportsRefusal {
  ok: false;
  reason: 'session' | 'funds' | 'seed';
  message: string;
  coin: number | null;
}

export type SportsSettled =
  | { ok: true; round: number; home: number; away: number; win: number; coin: number | null }
  | { ok: false; reason: 'playing'; endsAt: number }
  | { ok: false; reason: 'unknown' | 'closed'; message: string };

/** What the player is told when a bet is not taken. */
const refused = (reason: SportsRefusal['reason'], stake: number): string =>
  reason === 'funds'
    ? `Not enough balance for a ${pesos(stake)} bet. Lower your stake or deposit to keep playing.`
    : reason === 'seed'
      ? 'Your seed pair was changed while this bet was placed. Nothing was charged: bet again.'
      : 'This game session has ended. Go back to the lobby and open the game again.';

/**
 * A bet before kick-off, as a wallet round left open (server/games/fairRound.ts, openFairRound): the stake debited,
 * the match decided from the player's committed seed pair and its next nonce and recorded with what it pays, and
 * the settle job scheduled at the match's end.
 */
export async function placeSportsBet(
  db: Db,
  wallet: WalletClient,
  jobs: JobQueue,
  playKey: string,
  bet: SportsBet,
  now: number,
): Promise<SportsBetPlaced | SportsRefusal> {
  const played = await openFairRound(db, wallet, {
    providerId: VIRTUAL_SPORTS_ID,
    playKey,
    stake: bet.stake,
    now,
    async decide(tx, seed, roundId) {
      const match = await virtualMatchOf(seed.serverSeed, seed.clientSeed, seed.nonce, bet.fixture);
      const win = sportsWin(bet.stake, bet.pick, bet.fixture, match.home, match.away);
      await recordSpin(
        tx,
        seed,
        {
          multiplier: returnHundredths(win, bet.stake),
          win,
          roundId,
          match: [bet.fixture, match.home, match.away],
        },
        now,
      );
      return { win, goals: match.goals };
    },
  });
  if (!played.ok) return { ...played, message: refused(played.reason, bet.stake) };
  const endsAt = now + MATCH_MS;
  await jobs.enqueue(
    SETTLE_JOB,
    { roundId: played.ids.roundId },
    { runAt: endsAt, key: `${SETTLE_JOB}:${played.ids.roundId}` },
  );
  const { seed } = played;
  return {
    ok: true,
    round: played.n,
    stake: bet.stake,
    odds: fixtureBook(bet.fixture).odds[bet.pick as Pick],
    goals: played.result.goals,
    kickoffAt: now,
    endsAt,
    coin: played.coin,
    seedId: seed.id,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
  };
}

/**
 * Settles a match once its end has passed: the recorded win credited as the round's closing credit. Before the end
 * it answers when the match ends; a round the sweep gave back, or one nobody played, is refused. Idempotent: the
 * job and the page may both ask.
 */
export async function settleSportsRound(
  db: Db,
  wallet: WalletClient,
  roundId: string,
  now: number,
): Promise<SportsSettled> {
  const [row] = await db
    .select({ spin: fairSpins, round: providerRounds })
    .from(fairSpins)
    .innerJoin(
      providerRounds,
      and(eq(providerRounds.providerId, VIRTUAL_SPORTS_ID), eq(providerRounds.roundId, fairSpins.roundId)),
    )
    .where(and(eq(fairSpins.roundId, roundId), isNotNull(fairSpins.virtualMatch)));
  if (!row) return { ok: false, reason: 'unknown', message: 'No bet of this game session has this number.' };
  const { spin, round } = row;
  const endsAt = spin.spunAt.getTime() + MATCH_MS;
  if (now < endsAt) return { ok: false, reason: 'playing', endsAt };
  if (round.status === 'rolledback') {
    return { ok: false, reason: 'closed', message: 'This bet was never settled and its stake was given back.' };
  }
  const coin = await endFairRound(
    wallet,
    VIRTUAL_SPORTS_ID,
    { playerId: String(round.userId), gameId: round.gameId, roundId, currency: STUDIO_CURRENCY },
    spin.win,
  );
  const [, home = 0, away = 0] = spin.virtualMatch ?? [];
  const n = Number(roundId.split(':')[1] ?? 0);
  return { ok: true, round: n, home, away, win: spin.win, coin };
}

/**
 * The page asks for its bet's result: the round of its own session by number. The balance it shows is read from the
 * wallet after the settlement (a credit made earlier by the job answers the balance of its own time).
 */
export async function sportsResult(
  db: Db,
  wallet: WalletClient,
  playKey: string,
  n: number,
  now: number,
): Promise<SportsSettled> {
  const [session] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.playKeyHash, hashToken(playKey)), eq(gameSessions.providerId, VIRTUAL_SPORTS_ID)));
  if (!session) return { ok: false, reason: 'unknown', message: 'This game session is not known.' };
  const settled = await settleSportsRound(db, wallet, `${session.id}:${n}`, now);
  if (!settled.ok) return settled;
  const balance = await wallet.call('balance', {
    sessionToken: playKey,
    playerId: String(session.userId),
    currency: 'PHP',
  });
  return { ...settled, coin: balance.status === 'OK' ? balance.balance : null };
}

/**
 * The settle job: due at the match's end on the server clock. A job run early by another instance's clock fails
 * its attempt and is retried after the back-off; a round already settled is credited again harmlessly (the
 * wallet's replay) and one the sweep closed is left alone.
 */
export function registerSportsJobs(jobs: JobQueue, db: Db, wallet: WalletClient, now: () => Promise<number>): void {
  jobs.register(SETTLE_JOB, z.object({ roundId: z.string().max(100) }), async ({ roundId }) => {
    const settled = await settleSportsRound(db, wallet, roundId, await now());
    if (!settled.ok && settled.reason === 'playing') throw new Error(`match ${roundId} has not ended yet`);
  });
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { gameSessions } from '../db/schema';
import { nextNonce, SeedChangedError } from '../game/fair';
import { pesos } from '../game/pesos';
import { STUDIO_TEXTS } from '../game/studioTexts';
import type { WalletClient } from './walletClient';

type Seed = Awaited<ReturnType<typeof nextNonce>>;

/** The play key a studio's page sends with each round: the wallet session token its opening received. */
export const studioPlayKey = z.string().regex(/^[0-9a-f]{48}$/);

/**
 * A table's bets: each of `field`'s values at most once, whole pesos from `min` to `max` centavos, 1 to `most` bets.
 */
export function tableBets<K extends string, V extends string>(
  field: K,
  values: readonly [V, ...V[]],
  limits: { min: number; max: number; most: number },
): z.ZodType<({ [P in K]: V } & { amount: number })[]> {
  const bet = z.strictObject({
    [field]: z.enum(values),
    amount: z.number().int().min(limits.min).max(limits.max).multipleOf(100),
  });
  return z
    .array(bet)
    .min(1)
    .max(limits.most)
    .refine((bets) => new Set(bets.map((b) => b[field])).size === bets.length, `a ${field} appears twice`) as never;
}

/** Why a round did not happen; each studio says it in its own words. */
export type RoundRefusal =
  | { ok: false; reason: 'session'; coin: null }
  | { ok: false; reason: 'funds'; coin: number | null }
  | { ok: false; reason: 'seed'; coin: null };

/** A refusal as a studio's page receives it: the reason, the player's words, the balance when known. */
export interface StudioRefusal {
  ok: false;
  reason: RoundRefusal['reason'];
  message: string;
  coin: number | null;
}

/** What the player is told when a round of bets does not happen. */
export function refusalOf(refusal: RoundRefusal, stake: number): StudioRefusal {
  const message = STUDIO_TEXTS['en-PH'][refusal.reason].replace('{amount}', pesos(stake));
  return { ...refusal, message };
}

/** A round's return over its stake, in hundredths (what fair_spins keeps as the multiplier). */
export const returnHundredths = (win: number, stake: number) => Math.round((win * 100) / stake);

export interface RoundPlayed<T> {
  ok: true;
  /** The round's number in its session. */
  n: number;
  coin: number;
  seed: Seed;
  result: T;
}

/** The currency the in-house studios play in (each registers with the wallet in pesos). */
export const STUDIO_CURRENCY = 'PHP';

/** The wallet round a studio's round is: who plays which game, under which round id (`<session>:<n>`), in which currency. */
export interface RoundIds {
  playerId: string;
  gameId: number;
  roundId: string;
  currency: string;
}

/** A round's stake taken: its number in its session, the session, the player, and the balance after the stake. */
export interface WalletRoundOpened {
  ok: true;
  n: number;
  coin: number;
  sessionId: number;
  userId: number;
  ids: RoundIds;
}

/** A round opened and decided, its wallet round left open until endFairRound. */
export interface RoundOpened<T> {
  ok: true;
  /** The round's number in its session. */
  n: number;
  /** The balance after the stake. */
  coin: number;
  sessionId: number;
  ids: RoundIds;
  seed: Seed;
  result: T;
}

interface FairRoundInput<T> {
  providerId: string;
  playKey: string;
  stake: number;
  now: number;
  /** Decides the round inside the transaction that takes the nonce; `session` names the round's session. */
  decide(tx: Tx, seed: Seed, roundId: string, session: RoundSession): Promise<T>;
}

/** The session a round belongs to and its number there. */
export interface RoundSession {
  id: number;
  n: number;
  userId: number;
  gameId: number;
}

/**
 * A round's stake, as a third-party studio takes it through the seamless wallet: the open session of `providerId`
 * behind the play key counts a round `<session>:<n>` and its stake is debited (`…:bet`). A fair round goes on with
 * its decision (openFairRound); a live table's bet waits for the table's draw, and the sweep rolls it back should
 * that never come. A wallet refusal other than funds or an ended session is a fault.
 */
export async function openWalletRound(
  db: Db,
  wallet: WalletClient,
  round: { providerId: string; playKey: string; stake: number },
): Promise<WalletRoundOpened | Exclude<RoundRefusal, { reason: 'seed' }>> {
  const [session] = await db
    .update(gameSessions)
    .set({ spins: sql`${gameSessions.spins} + 1` })
    .where(
      and(
        eq(gameSessions.playKeyHash, hashToken(round.playKey)),
        eq(gameSessions.providerId, round.providerId),
        isNull(gameSessions.closedAt),
      ),
    )
    .returning();
  if (!session) return { ok: false, reason: 'session', coin: null };
  const n = session.spins;
  const ids: RoundIds = {
    playerId: String(session.userId),
    gameId: session.gameId,
    roundId: `${session.id}:${n}`,
    currency: STUDIO_CURRENCY,
  };
  const debit = await wallet.call('debit', {
    ...ids,
    sessionToken: round.playKey,
    transactionId: `${ids.roundId}:bet`,
    amount: round.stake,
  });
  if (debit.status === 'ERROR') {
    if (debit.code === 'INSUFFICIENT_FUNDS') return { ok: false, reason: 'funds', coin: debit.balance ?? null };
    if (debit.code === 'SESSION_EXPIRED' || debit.code === 'INVALID_TOKEN') {
      return { ok: false, reason: 'session', coin: null };
    }
    throw new Error(`${round.providerId} debit refused: ${debit.code}`);
  }
  return { ok: true, n, coin: debit.balance, sessionId: session.id, userId: session.userId, ids };
}

/** Gives a round's stake back (`…:cancel`) when what it bet on can no longer be decided (seeds rotated, bets closed). */
export async function cancelWalletRound(wallet: WalletClient, providerId: string, ids: RoundIds): Promise<void> {
  const back = await wallet.call('rollback', {
    playerId: ids.playerId,
    gameId: ids.gameId,
    roundId: ids.roundId,
    transactionId: `${ids.roundId}:cancel`,
    refTransactionId: `${ids.roundId}:bet`,
  });
  if (back.status === 'ERROR') throw new Error(`${providerId} rollback refused: ${back.code}`);
}

/**
 * The first half of a round that spans two requests (a crash round: stake now, cash out later) and the whole of one
 * settled at once (playFairRound): the stake taken (openWalletRound), then the player's committed seed pair and its
 * next nonce decide it (`decide`, in one transaction that records the spin), the wallet round left open. A seed
 * rotation racing the round rolls the stake back before the player hears of it. The studio ends it with endFairRound.
 */
export async function openFairRound<T>(
  db: Db,
  wallet: WalletClient,
  round: FairRoundInput<T>,
): Promise<RoundOpened<T> | RoundRefusal> {
  const opened = await openWalletRound(db, wallet, round);
  if (!opened.ok) return opened;
  const { ids, userId, n, sessionId } = opened;
  const session: RoundSession = { id: sessionId, n, userId, gameId: ids.gameId };
  let decided: { result: T; seed: Seed };
  try {
    decided = await db.transaction(async (tx) => {
      // Provably fair: the player's committed seed pair and its next nonce decide, nothing else.
      const seed = await nextNonce(tx, userId, round.now);
      return { result: await round.decide(tx, seed, ids.roundId, session), seed };
    });
  } catch (err) {
    if (!(err instanceof SeedChangedError)) throw err;
    await cancelWalletRound(wallet, round.providerId, ids);
    return { ok: false, reason: 'seed', coin: null };
  }
  return { ok: true, n, coin: opened.coin, sessionId, ids, seed: decided.seed, result: decided.result };
}

/** The wallet had closed the round before its win came (the sweep gave a round never settled its stake back). */
export class RoundClosedError extends Error {}

/**
 * The second half of a round opened by openFairRound (or the end of playFairRound): credits its win, 0 included, in
 * the round's own currency, which ends the wallet round (`…:win`; a repeated credit is answered as the first was);
 * answers the balance. Throws RoundClosedError when the sweep closed the round first; any other refusal is a fault
 * the caller retries (the round stays open until the credit lands).
 */
export async function endFairRound(
  wallet: WalletClient,
  providerId: string,
  ids: RoundIds,
  win: number,
): Promise<number> {
  const paid = await wallet.call('credit', {
    ...ids,
    transactionId: `${ids.roundId}:win`,
    amount: win,
    roundEnded: true,
  });
  if (paid.status === 'ERROR' && paid.code === 'ROUND_CLOSED') {
    throw new RoundClosedError(`${providerId} credit refused: the round was closed before its win`);
  }
  if (paid.status === 'ERROR') throw new Error(`${providerId} credit refused: ${paid.code}`);
  return paid.balance;
}

/** One round of an in-house studio settled at once: opened and decided (openFairRound), then its win credited. */
export async function playFairRound<T extends { win: number }>(
  db: Db,
  wallet: WalletClient,
  round: FairRoundInput<T>,
): Promise<RoundPlayed<T> | RoundRefusal> {
  const opened = await openFairRound(db, wallet, round);
  if (!opened.ok) return opened;
  const coin = await endFairRound(wallet, round.providerId, opened.ids, opened.result.win);
  return { ok: true, n: opened.n, coin, seed: opened.seed, result: opened.result };
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { baccaratCoup, type Card } from '../../src/api/contract/baccarat';
import { type ColorDice, colorGameDice } from '../../src/api/contract/colorGame';
import { crashPoint } from '../../src/api/contract/crashGame';
import { fairMultiplier } from '../../src/api/contract/fairGame';
import { wheelSegment } from '../../src/api/contract/liveTable';
import { virtualMatch } from '../../src/api/contract/virtualSports';
import type { Db, Tx } from '../db/connect';
import { fairSeeds, fairSpins } from '../db/schema';
import { AppError, ERRCODE } from '../errors';

/**
 * Provably fair seeds (docs/trust.md). A server seed is 32 bytes from the CSPRNG, kept as 64 hex digits; its
 * SHA-256 (of that hex text) is committed to the player before any spin uses it. Each spin takes the next nonce;
 * its result is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) mapped by src/api/contract/fairGame.ts.
 */
export type SeedRow = typeof fairSeeds.$inferSelect;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

const nodeHmac = async (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** The multiplier (hundredths) of a spin: the same function the verify page runs with Web Crypto. */
export const spinMultiplierOf = (serverSeed: string, clientSeed: string, nonce: number) =>
  fairMultiplier(nodeHmac, serverSeed, clientSeed, nonce);

/** The three dice of a Color Game round: the same function the verify page runs with Web Crypto. */
export const colorDiceOf = (serverSeed: string, clientSeed: string, nonce: number) =>
  colorGameDice(nodeHmac, serverSeed, clientSeed, nonce);

/** A Baccarat round's coup: the same function the verify page runs with Web Crypto. */
export const baccaratCoupOf = (serverSeed: string, clientSeed: string, nonce: number) =>
  baccaratCoup(nodeHmac, serverSeed, clientSeed, nonce);
/** A crash round's crash point: the same function the verify page runs with Web Crypto. */
export const crashPointOf = (serverSeed: string, clientSeed: string, nonce: number) =>
  crashPoint(nodeHmac, serverSeed, clientSeed, nonce);

/** A virtual match of a fixture: the same function the verify page runs with Web Crypto. */
export const virtualMatchOf = (serverSeed: string, clientSeed: string, nonce: number, fixture: number) =>
  virtualMatch(nodeHmac, serverSeed, clientSeed, nonce, fixture);

/** The segment a live table's round lands on: the same function the table's page runs with Web Crypto. */
export const wheelSegmentOf = (serverSeed: string, gameId: number, round: number) =>
  wheelSegment(nodeHmac, serverSeed, gameId, round);

type Queryable = Db | Tx;

async function insertSeed(db: Queryable, userId: number, clientSeed: string, now: number): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  const [row] = await db
    .insert(fairSeeds)
    .values({ userId, serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Another request committed the player's pair first: use it.
  const [active] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
  if (!active) throw new Error('no active fair seed after a conflicting insert');
  return active;
}

/** The player's active pair, committed now if there is none (before the first spin can use it). */
export async function activeSeed(db: Queryable, userId: number, now: number): Promise<SeedRow> {
  const [row] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)));
  return row ?? insertSeed(db, userId, newClientSeed(), now);
}

/** A rotation kept revealing the pair a spin was about to use: the spin is refused, nothing moved. */
export class SeedChangedError extends Error {
  constructor() {
    super('the fair seed pair was rotated during the spin');
  }
}

/** Looks for the pair a concurrent rotation committed this many times before giving up on the spin. */
const NONCE_ATTEMPTS = 3;

/**
 * Inside the spin's transaction: takes the next nonce of the active pair (the row lock orders spins). A rotation
 * committed while this statement waited for the row leaves the pair it saw revealed (PostgreSQL re-checks the
 * condition and skips the row) and the new pair invisible to that statement; the next statement sees it.
 */
export async function nextNonce(tx: Tx, userId: number, now: number): Promise<SeedRow> {
  for (let attempt = 0; attempt < NONCE_ATTEMPTS; attempt++) {
    await activeSeed(tx, userId, now);
    const [row] = await tx
      .update(fairSeeds)
      .set({ nonce: sql`${fairSeeds.nonce} + 1` })
      .where(and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt)))
      .returning();
    if (row) return row;
  }
  throw new SeedChangedError();
}

/**
 * Records a nonce's result; `roundId` names the wallet round it decided (the round history links here). A Color
 * Game round also records its three dice, a Baccarat round its dealt cards, a virtual match its fixture and score, a
 * crash round its crash point (what the verify page recomputes) and until when it takes a cash-out (`openUntil`: the
 * pair is not revealed before).
 */
export async function recordSpin(
  tx: Tx,
  seed: SeedRow,
  spin: {
    multiplier: number;
    win: number;
    roundId: string;
    dice?: ColorDice;
    cards?: readonly Card[];
    match?: VirtualScore;
    crashPoint?: number;
    openUntil?: number;
  },
  now: number,
): Promise<void> {
  const { dice, cards, match, openUntil, ...rest } = spin;
  await tx.insert(fairSpins).values({
    seedId: seed.id,
    nonce: seed.nonce,
    ...rest,
    dice: dice ? [...dice] : null,
    cards: cards ? [...cards] : null,
    virtualMatch: match ? [...match] : null,
    openUntil: openUntil === undefined ? null : new Date(openUntil),
    spunAt: new Date(now),
  });
}

/** A virtual match as recorded: its fixture (src/api/contract/virtualSports.ts FIXTURES), home goals, away goals. */
export type VirtualScore = readonly [number, number, number];

export const publicActive = (r: SeedRow) => ({
  id: r.id,
  serverSeedHash: r.serverSeedHash,
  clientSeed: r.clientSeed,
  nonce: r.nonce,
});
export const publicRevealed = (r: SeedRow) => ({
  ...publicActive(r),
  serverSeed: r.serverSeed,
  revealedAt: r.revealedAt?.getTime() ?? 0,
});

/** Reveals the active server seed and commits a new one (with the new client seed, or the old one). */
export async function rotateSeed(db: Db, userId: number, clientSeed: string | undefined, now: number) {
  return db.transaction(async (tx) => {
    const current = await activeSeed(tx, userId, now);
    const [revealed] = await tx
      .update(fairSeeds)
      .set({ revealedAt: new Date(now) })
      .where(and(eq(fairSeeds.id, current.id), isNull(fairSeeds.revealedAt)))
      .returning();
    if (!revealed) throw new AppError(ERRCODE.notAvailable, 'The seed changed meanwhile. Try again.');
    // Revealing the seed of a round still running (a crash round before its crash) would tell its outcome.
    const [running] = await tx
      .select({ id: fairSpins.id })
      .from(fairSpins)
      .where(and(eq(fairSpins.seedId, revealed.id), gt(fairSpins.openUntil, new Date(now))))
      .limit(1);
    if (running) {
      throw new AppError(ERRCODE.notAvailable, 'A game round is still running. Change seeds when it has ended.');
    }
    const active = await insertSeed(tx, userId, clientSeed ?? revealed.clientSeed, now);
    return { revealed: publicRevealed(revealed), active: publicActive(active) };
  });
}

export async function seedsOf(db: Db, userId: number, now: number) {
  const active = await activeSeed(db, userId, now);
  const revealed = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), isNotNull(fairSeeds.revealedAt)))
    .orderBy(desc(fairSeeds.id))
    .limit(20);
  return { active: publicActive(active), revealed: revealed.map(publicRevealed) };
}

/** A pair's spins, oldest first; the server seed only when revealed. Another player's seed is "not found". */
export async function spinsOf(db: Db, userId: number, seedId: number) {
  const [seed] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.id, seedId), eq(fairSeeds.userId, userId)));
  if (!seed) throw new AppError(ERRCODE.notAvailable, 'No such seed.');
  const spins = await db
    .select({
      nonce: fairSpins.nonce,
      multiplier: fairSpins.multiplier,
      win: fairSpins.win,
      dice: fairSpins.dice,
      cards: fairSpins.cards,
      match: fairSpins.virtualMatch,
      crash: fairSpins.crashPoint,
    })
    .from(fairSpins)
    .where(eq(fairSpins.seedId, seedId))
    .orderBy(asc(fairSpins.nonce))
    .limit(5_000);
  return {
    seedId,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: seed.clientSeed,
    // A slot spin carries its multiplier; a Color Game round its dice as well, a Baccarat round its dealt cards, a
    // virtual match its fixture and score; a crash round its crash point, once the pair is revealed (before, a round
    // may still be running).
    spins: spins.map(({ dice, cards, match, crash, ...spin }) =>
      dice
        ? { ...spin, dice: [dice[0] ?? 0, dice[1] ?? 0, dice[2] ?? 0] satisfies ColorDice }
        : cards
          ? { ...spin, cards }
          : match
            ? { ...spin, match: [match[0] ?? 0, match[1] ?? 0, match[2] ?? 0] satisfies VirtualScore }
            : crash !== null
              ? { ...spin, crash: seed.revealedAt ? crash : null }
              : spin,
    ),
  };
}

import { z } from 'zod/mini';
import { empty, endpoint, id, list, money, text } from '../define';

const hex64 = text(64);
const activeSeed = z.object({ id, serverSeedHash: hex64, clientSeed: text(64), nonce: z.int() });
/** A Color Game die: the index of its colour on the board (src/api/contract/colorGame.ts COLORS). */
const die = z.int().check(z.minimum(0), z.maximum(5));
/** A playing card 0–51 (src/api/contract/baccarat.ts: suit card / 13, rank card % 13). */
const card = z.int().check(z.minimum(0), z.maximum(51));
/** A virtual match's fixture (src/api/contract/virtualSports.ts FIXTURES) and a side's goals. */
const small = z.int().check(z.minimum(0), z.maximum(99));
/**
 * One result of a seed pair: a slot spin (its multiplier), a Color Game round (its return and its dice), a
 * Baccarat round (its return and its cards in the order dealt), a virtual match (its return, and its fixture,
 * home goals and away goals), or a crash round (its return and its crash point in hundredths, null until the pair is
 * revealed).
 */
const fairSpin = z.object({
  nonce: z.int(),
  multiplier: z.int(),
  win: money,
  dice: z.optional(z.tuple([die, die, die])),
  cards: z.optional(z.array(card).check(z.minLength(4), z.maxLength(6))),
  match: z.optional(z.tuple([small, small, small])),
  crash: z.optional(z.nullable(z.int())),
});
/** A table (the game's id) or a round number: whole, and within the database's integer column. */
const tableNumber = z.int().check(z.minimum(0), z.maximum(2_147_483_647));
const revealedSeed = z.object({
  id,
  serverSeed: hex64,
  serverSeedHash: hex64,
  clientSeed: text(64),
  nonce: z.int(),
  revealedAt: z.int(),
});

/**
 * The provably fair games, the demo slot, the Color Game, Baccarat, the virtual sports and the crash game (docs/trust.md):
 * seed commitment, rotation, and the spins to verify; and a live-table round's record to verify.
 */
export const fairGame = {
  fairGameSeeds: endpoint({
    path: '/app/v1/fairGame/seeds',
    access: 'token',
    shape: 'designed',
    summary: 'The active seed pair (server seed hash, client seed, nonce) and the last 20 revealed ones.',
    request: empty,
    data: z.object({ active: activeSeed, revealed: list(revealedSeed, 20) }),
  }),
  fairGameRotate: endpoint({
    path: '/app/v1/fairGame/rotate',
    access: 'token',
    shape: 'designed',
    summary: 'Reveals the active server seed and commits a new one, with a new client seed if given.',
    request: z.object({ clientSeed: z.optional(text(64).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))) }),
    data: z.object({ revealed: revealedSeed, active: activeSeed }),
  }),
  fairGameSpins: endpoint({
    path: '/app/v1/fairGame/spins',
    access: 'token',
    shape: 'designed',
    summary:
      "A seed pair's results (nonce, multiplier, win; a Color Game round's dice, a Baccarat round's cards, a virtual match's fixture and score, a crash round's crash point); the server seed only once revealed.",
    request: z.object({ seedId: id }),
    data: z.object({
      seedId: id,
      serverSeedHash: hex64,
      serverSeed: z.nullable(hex64),
      clientSeed: text(64),
      spins: list(fairSpin, 5_000),
    }),
  }),
  fairTableRound: endpoint({
    path: '/app/v1/fairGame/tableRound',
    access: 'public',
    shape: 'designed',
    summary:
      "A drawn live-table round's public record (its committed hash, revealed seed and segment) to recompute; a round not yet drawn is refused, its seed still secret.",
    request: z.object({ gameId: tableNumber, round: tableNumber }),
    data: z.object({
      gameId: id,
      round: z.int(),
      serverSeedHash: hex64,
      serverSeed: hex64,
      /** The segment drawn, 0–24 (src/api/contract/liveTable.ts WHEEL_SEGMENTS). */
      segment: z.int().check(z.minimum(0), z.maximum(24)),
      drawnAt: z.int(),
    }),
  }),
};

import { z } from 'zod/mini';
import { empty, endpoint, id, list, money, text } from '../define';

const hex64 = text(64);
const activeSeed = z.object({ id, serverSeedHash: hex64, clientSeed: text(64), nonce: z.int() });
const revealedSeed = z.object({
  id,
  serverSeed: hex64,
  serverSeedHash: hex64,
  clientSeed: text(64),
  nonce: z.int(),
  revealedAt: z.int(),
});

/** The provably fair demo game (docs/trust.md): seed commitment, rotation, and the spins to verify. */
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
    summary: "A seed pair's spins (nonce, multiplier, win); the server seed only once revealed.",
    request: z.object({ seedId: id }),
    data: z.object({
      seedId: id,
      serverSeedHash: hex64,
      serverSeed: z.nullable(hex64),
      clientSeed: text(64),
      spins: list(z.object({ nonce: z.int(), multiplier: z.int(), win: money }), 5_000),
    }),
  }),
};

import { rotateSeed, seedsOf, spinsOf } from '../game/fair';
import { drawnRoundRecord } from '../games/liveTable';
import { type Handler, requireUser } from './types';

/** The provably fair demo game's seeds (docs/trust.md). */
export const fairGameSeeds: Handler<'fairGameSeeds'> = async (ctx) => seedsOf(ctx.db, requireUser(ctx), ctx.now);

export const fairGameRotate: Handler<'fairGameRotate'> = async (ctx) =>
  rotateSeed(ctx.db, requireUser(ctx), ctx.body.clientSeed, ctx.now);

export const fairGameSpins: Handler<'fairGameSpins'> = async (ctx) =>
  spinsOf(ctx.db, requireUser(ctx), ctx.body.seedId);

/** A drawn live-table round's record: public, as the table itself shows every drawn round's seed to all. */
export const fairTableRound: Handler<'fairTableRound'> = async (ctx) =>
  drawnRoundRecord(ctx.db, ctx.body.gameId, ctx.body.round);

import { FAIR_PAYTABLE, FAIR_RANGE } from '../../src/api/contract/fairGame';

/** Designed rules of the lobby's game calls (docs/lobby-server.md). */

/** Errcodes: 1004 is spec §8's favourite refusal; 1101 and 1102 are ours (startGame). */
export const GAME_ERRCODE = {
  /** gameLike 1: unknown or hidden game, or the favourites list is full. */
  favouriteRefused: 1004,
  /** startGame: unknown game id or status 0. */
  gameUnavailable: 1101,
  /** startGame: the game (maintain 1) or its brand (params.brandMaintain 1) is under maintenance. */
  gameMaintenance: 1102,
} as const;

/** Most favourites a player keeps; liking one more answers 1004. */
export const FAVOURITES_LIMIT = 100;

/** Most games kept in a player's history (most recent first); older ones are dropped on the next start. */
export const HISTORY_LIMIT = 50;

/** A startGame ticket opens the game page within this time. */
export const TICKET_TTL_MS = 2 * 60_000;

/** Demo slot: fixed stake per spin, in hundredths (₱10.00). */
export const DEMO_STAKE = 1_000;

/**
 * Win multipliers of the demo slot with their probabilities (sum 1; return to player 96 %). No 1×: every spin
 * changes the balance, which the e2e relies on.
 */
export const DEMO_PAYTABLE: ReadonlyArray<{ multiplier: number; p: number }> = FAIR_PAYTABLE.map((line) => ({
  multiplier: line.multiplier / 100,
  p: line.weight / FAIR_RANGE,
}));

/** A win of at least this many stakes is a big win: it enters the lobby ticker (lobbyTips). */
export const BIG_WIN_MULTIPLIER = 20;

/** Real big wins shown in the ticker are at most this old. */
export const BIG_WIN_WINDOW_MS = 24 * 3_600_000;

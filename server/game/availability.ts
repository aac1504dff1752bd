import type { Game } from '../../src/api/contract/entities';
import { AppError } from '../errors';
import { GAME_ERRCODE } from './rules';

/** Listed games: in the catalogue with status 1 (status 0 = hidden, not shown to players). */
export function isListed(game: Game | undefined): game is Game {
  return game !== undefined && game.status === 1;
}

export function inMaintenance(game: Game): boolean {
  return game.maintain === 1 || game.params.brandMaintain === 1;
}

/** A game a player may start now, or the designed refusal (1101 unknown / hidden, 1102 maintenance). */
export function requirePlayable(game: Game | undefined): Game {
  if (!isListed(game)) throw new AppError(GAME_ERRCODE.gameUnavailable, 'This game is not available.');
  if (inMaintenance(game)) {
    throw new AppError(GAME_ERRCODE.gameMaintenance, 'This game is under maintenance. Please try again later.');
  }
  return game;
}

import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import { sessions } from '../db/schema';
import { AppError } from '../errors';
import { requirePlayable } from '../game/availability';
import { closeSessions } from '../game/demoSessions';
import { setFavourite } from '../game/favourites';
import { GAME_ERRCODE } from '../game/rules';
import { startPlay } from '../game/startPlay';
import { noteSessionGame } from '../player/sessions';
import { loadUser } from '../player/userInfo';
import { refuseExcludedPerson } from '../responsibleGaming/person';
import { type Handler, requireUser } from './types';

/** Favourite (like 1) or unfavourite (like 0); 1004 for an unknown / hidden game or a full list (server/game/rules.ts). */
export const gameLike: Handler<'gameLike'> = async ({ db, catalogue, userId, body }) => {
  const id = requireUser({ userId });
  const game = (await catalogue.get(db)).gameById.get(body.id);
  await setFavourite(db, id, body.id, body.like, game);
  return {};
};

/**
 * Starts a game with its provider: refuses unknown / hidden games and games whose provider is not offered (1101)
 * and games under maintenance (1102); otherwise records the game in the player's history, marks the session as
 * inside it and answers the provider's launch URL carrying a single-use launch token (docs/games.md).
 */
export const startGame: Handler<'startGame'> = async ({ db, catalogue, providers, userId, token, body, now }) => {
  const id = requireUser({ userId });
  const snapshot = await catalogue.get(db);
  const game = requirePlayable(snapshot.gameById.get(body.gameId));
  // Only a provider this server offers can launch the game (production: the configured ones only).
  const provider = providers.games.get(snapshot.providerOf.get(game.id) ?? '');
  if (!provider) throw new AppError(GAME_ERRCODE.gameUnavailable, 'This game is not available.');
  // The person behind the account may be excluded under another account of theirs, or on the operator's list.
  await refuseExcludedPerson(db, id, now);
  // One statement, no transaction: history, session and ticket (server/game/startPlay.ts).
  const ticket = await startPlay(db, id, game.id, token, now, provider.id);
  const gameUrl = provider.launch({
    player: { id },
    game: { id: game.id, name: game.name },
    currency: provider.currency,
    // What the lobby shows; an older client that names neither gets the lobby's defaults (phone first, English).
    language: body.language ?? 'en-PH',
    returnUrl: '/lobby/home',
    device: body.device ?? 'mobile',
    token: ticket,
    now,
  });
  return { gameUrl, gameId: game.id };
};

/** Leaves the game: open demo sessions end (their spins are refused), the heartbeat's game is cleared. */
export const exitGame: Handler<'exitGame'> = async ({ db, userId, token, now }) => {
  const id = requireUser({ userId });
  await closeSessions(db, id, now);
  if (token) {
    await db
      .update(sessions)
      .set({ gameId: null })
      .where(eq(sessions.tokenHash, hashToken(token)));
    noteSessionGame(db, token, null);
  }
  const row = await loadUser(db, id);
  return { coin: row.coin };
};

import { createHmac, randomBytes } from 'node:crypto';
import type { LobbyMode } from '../config';
import {
  arcadeGameUrl,
  cardsGameUrl,
  colorGameUrl,
  demoGameUrl,
  liveTableUrl,
  virtualSportsUrl,
} from '../game/demoSessions';
import {
  ARCADE_ID,
  CARDS_STUDIO_ID,
  COLOR_GAME_ID,
  DEMO_STUDIO_ID,
  LIVE_TABLE_ID,
  VIRTUAL_SPORTS_ID,
} from './catalogue';
import type { ConfiguredProvider } from './configured';
import { signLaunchQuery } from './signature';

/**
 * The game providers this server offers (docs/games.md): studios and aggregators added by configuration, and the
 * in-house demo studio in demo mode. Each signs its wallet calls with its own secret and launches its games at its
 * own URL. Each in-house engine (the demo slot, the Color Game, the card room, the virtual sports, the arcade's crash
 * game, the live table) is one entry of its own.
 */

export interface LaunchInput {
  player: { id: number };
  game: { id: number; name: string };
  currency: string;
  /** The player's language as a BCP 47 tag (en-PH, fil-PH). */
  language: string;
  /** Where the game sends the player back (the lobby's game page). */
  returnUrl: string;
  device: 'mobile' | 'desktop';
  /** The launch token: single use within its lifetime, exchanged by the provider's authenticate call. */
  token: string;
  now: number;
}

export interface GameProvider {
  readonly id: string;
  /** Shown to players on the game page. */
  readonly name: string;
  /** Signs and checks the provider's wallet calls. */
  readonly secret: string;
  readonly currency: string;
  readonly inHouse: boolean;
  /** The URL the lobby frames for this game. */
  launch(input: LaunchInput): string;
}

export interface GameProviders {
  get(id: string): GameProvider | undefined;
  list(): readonly GameProvider[];
}

/** A third party's launch: its URL with the session's parameters, signed with the shared secret. */
export function thirdPartyProvider(config: ConfiguredProvider): GameProvider {
  return {
    id: config.id,
    name: config.name,
    secret: config.secret,
    currency: config.currency,
    inHouse: false,
    launch(input) {
      const query = new URLSearchParams({
        token: input.token,
        playerId: String(input.player.id),
        gameId: String(input.game.id),
        currency: input.currency,
        language: input.language,
        device: input.device,
        returnUrl: input.returnUrl,
        timestamp: String(input.now),
      });
      query.set('signature', signLaunchQuery(config.secret, query));
      const url = new URL(config.launchUrl);
      for (const [key, value] of query) url.searchParams.set(key, value);
      return url.toString();
    },
  };
}

/** The in-house demo studio: the sandbox slot, on this server's own origin so the lobby can frame it. */
export function demoStudioProvider(secret: string): GameProvider {
  return {
    id: DEMO_STUDIO_ID,
    name: 'Lucky Lobby Demo Studio',
    secret,
    currency: 'PHP',
    inHouse: true,
    launch: (input) => demoGameUrl(input.game.id, input.token),
  };
}

/** An in-house studio with its own page on this server's origin, opened in the player's language. */
function ownPageProvider(
  id: string,
  name: string,
  secret: string,
  url: (gameId: number, ticket: string) => string,
): GameProvider {
  return {
    id,
    name,
    secret,
    currency: 'PHP',
    inHouse: true,
    launch: (input) => `${url(input.game.id, input.token)}&lang=${encodeURIComponent(input.language)}`,
  };
}

/** The in-house Color Game studio. */
export const colorGameProvider = (secret: string) =>
  ownPageProvider(COLOR_GAME_ID, 'Perya Color Game Studio', secret, colorGameUrl);

/** The in-house card room (Baccarat against the house). */
export const cardsStudioProvider = (secret: string) =>
  ownPageProvider(CARDS_STUDIO_ID, 'Lucky Lobby Card Room', secret, cardsGameUrl);

/** The in-house live table studio: the Perya Wheel, its rounds shared by everyone at the table. */
export const liveTableProvider = (secret: string) =>
  ownPageProvider(LIVE_TABLE_ID, 'Perya Live Table Studio', secret, liveTableUrl);

/** The in-house virtual sports studio: football matches bet 1X2, each paid when it ends. */
export const virtualSportsProvider = (secret: string) =>
  ownPageProvider(VIRTUAL_SPORTS_ID, 'Pitch Virtual Sports Studio', secret, virtualSportsUrl);

/** The in-house arcade studio: the crash game. */
export const arcadeProvider = (secret: string) =>
  ownPageProvider(ARCADE_ID, 'Bayani Arcade Studio', secret, arcadeGameUrl);

export interface GameProviderOptions {
  mode: LobbyMode;
  configured?: readonly ConfiguredProvider[] | undefined;
  /** The demo studio's wallet secret; drawn per process when unset (it only talks to this process). */
  demoStudioSecret?: string | undefined;
}

/** Production offers only the configured providers; demo mode adds the in-house studios. */
export function createGameProviders(options: GameProviderOptions): GameProviders {
  const all: GameProvider[] = (options.configured ?? []).map(thirdPartyProvider);
  if (options.mode === 'demo') {
    const secret = options.demoStudioSecret ?? randomBytes(32).toString('hex');
    // Each studio signs with its own key, derived from the demo secret, so one setting serves them all.
    const derived = (id: string) => createHmac('sha256', secret).update(id).digest('hex');
    all.unshift(
      demoStudioProvider(secret),
      colorGameProvider(derived(COLOR_GAME_ID)),
      cardsStudioProvider(derived(CARDS_STUDIO_ID)),
      virtualSportsProvider(derived(VIRTUAL_SPORTS_ID)),
      arcadeProvider(derived(ARCADE_ID)),
      liveTableProvider(derived(LIVE_TABLE_ID)),
    );
  }
  const byId = new Map(all.map((p) => [p.id, p]));
  return { get: (id) => byId.get(id), list: () => all };
}

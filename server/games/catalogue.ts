/** The in-house studio: the demo slot behind the seamless wallet, offered in demo mode only. */
export const DEMO_STUDIO_ID = 'demo-studio';
/** The in-house Color Game (the perya's three colour dice), offered in demo mode only. */
export const COLOR_GAME_ID = 'color-game-studio';
/** The in-house card room (Baccarat against the house), offered in demo mode only. */
export const CARDS_STUDIO_ID = 'cards-studio';
/** The in-house virtual sports (a football match bet 1X2, settled when it ends), offered in demo mode only. */
export const VIRTUAL_SPORTS_ID = 'virtual-sports-studio';
/** The in-house arcade studio's crash game (cash out before the multiplier crashes), offered in demo mode only. */
export const ARCADE_ID = 'arcade-studio';
/** The in-house live table (the Perya Wheel, shared rounds on a schedule), offered in demo mode only. */
export const LIVE_TABLE_ID = 'live-table-studio';
/** Ids a configured third party may not take. */
export const IN_HOUSE_IDS: readonly string[] = [
  DEMO_STUDIO_ID,
  COLOR_GAME_ID,
  CARDS_STUDIO_ID,
  VIRTUAL_SPORTS_ID,
  ARCADE_ID,
  LIVE_TABLE_ID,
];

/**
 * Which provider serves each game type (ids of server/seed/catalogue.ts GAME_TYPES). Seeded games are assigned from
 * it and it is stored in game_type_providers, so an engine for one kind of game takes over that type by changing
 * one line here (or one row there) instead of touching every game.
 */
export const PROVIDER_BY_GAME_TYPE: Readonly<Record<number, string>> = {
  1: DEMO_STUDIO_ID, // slots
  2: ARCADE_ID, // fish
  3: CARDS_STUDIO_ID, // poker / cards
  4: VIRTUAL_SPORTS_ID, // sports
  5: LIVE_TABLE_ID, // live
  6: COLOR_GAME_ID, // games
};

export function providerForType(typeId: number): string {
  return PROVIDER_BY_GAME_TYPE[typeId] ?? DEMO_STUDIO_ID;
}

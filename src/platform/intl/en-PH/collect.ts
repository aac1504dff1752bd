/**
 * en-PH messages of the lobby's Collect tab (favourites and history). Loaded with its code (src/screens/lobby/CollectTab.tsx, inside its AreaIntl), never with a guest's first screen.
 */
export const collectMessages = {
  'lobby.collect.subTabs': 'Your games',
  'lobby.collect.favourites': 'Favourites',
  'lobby.collect.history': 'History',
  'lobby.collect.noFavourites': 'Tap the star on a game to keep it here.',
  'lobby.collect.noHistory': 'Games you play will show here.',
  'lobby.collect.login': 'Log in',
  'lobby.collect.guest': 'Log in to keep your favourite games here.',
} as const satisfies Record<string, string>;

/**
 * en-PH messages of the search page. Loaded with its code (src/screens/search/SearchScreen.tsx, inside its
 * AreaIntl), never with the guest's first screen.
 */
export const searchMessages = {
  'search.title': 'Search games',
  'search.query': 'Game name',
  'search.type': 'Game type',
  'search.brand': 'Brand',
  'search.allTypes': 'All types',
  'search.allBrands': 'All brands',
  'search.hint': 'Type a game name, or choose a type or a brand.',
  'search.none': 'No game matches your search.',
  'search.count': '{count, plural, one {# game} other {# games}}',
  'search.countCapped': 'First {count} games; type more to narrow the list.',
  'search.back': 'Back',
  'search.results': 'Search results',
} as const satisfies Record<string, string>;

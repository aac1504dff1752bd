/**
 * en-PH messages of the pages that are not there: an unknown address and a page of a later release. Loaded with
 * them (src/screens/missingPages/NotFound.tsx and NotYetAvailable.tsx, inside their AreaIntl).
 */
export const missingPageMessages = {
  'app.notYetAvailable.title': 'Coming soon',
  'app.notYetAvailable.body': 'This page arrives in a later release of Lucky Lobby.',
  'app.notFound.title': 'Page not found',
  'app.notFound.body': 'There is nothing at this address.',
} as const satisfies Record<string, string>;

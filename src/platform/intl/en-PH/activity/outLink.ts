/** en-PH messages of the OutLink activity and the safe-link page (docs/promotions.md "OutLink"); part of ../activity.ts. */
export const outLinkMessages = {
  'promotions.activity.OutLink': 'Visit an outside site',
  'promotions.terms.OutLink': 'A link to a site outside Lucky Lobby. We show you where it goes before you leave.',
  'safeLink.title': 'Leaving Lucky Lobby',
  'safeLink.leaving': 'This link opens a site outside Lucky Lobby:',
  'safeLink.address': 'Full address:',
  'safeLink.note': 'It opens in a new tab. Lucky Lobby does not run that site, and never asks for your password there.',
  'safeLink.go': 'Go to {host}',
  'safeLink.stay': 'Stay in Lucky Lobby',
  'safeLink.refused': 'This link cannot be opened: it is not a secure (https) address we can show you.',
} as const satisfies Record<string, string>;

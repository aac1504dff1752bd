/**
 * en-PH messages of the installable app (docs/pwa.md): the reload prompt (a new version is ready) and the
 * offline page (built into dist/offline.html at build time by vite.config.ts, the service worker's fallback when
 * the network is gone). Not in the catalogue loaded at start: the reload prompt loads them with its dialog
 * (src/screens/prompts/AppUpdatePrompt.tsx). The install texts of the prompts and /apkdownload are in ./prompts.ts,
 * which loads with them: a phone's first visit, whose app-download prompt needs only those, fetched these too.
 */
export const pwaMessages = {
  'pwa.update.title': 'A new version is ready',
  'pwa.update.body': 'Reload to get the latest Lucky Lobby. Your balance and games are kept.',
  'pwa.update.reload': 'Reload',
  'pwa.update.later': 'Later',
  'pwa.required.title': 'Update Lucky Lobby to continue',
  'pwa.required.body':
    'This version is no longer supported. Update now to keep playing. Your balance and games are kept.',
  'pwa.required.update': 'Update now',
  'pwa.offline.title': 'You are offline',
  'pwa.offline.heading': 'No internet connection',
  'pwa.offline.body':
    'Lucky Lobby needs the internet to show games and your balance. Check your Wi-Fi or mobile data, then try again.',
  'pwa.offline.retry': 'Retry',
} as const satisfies Record<string, string>;

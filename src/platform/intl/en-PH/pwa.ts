/**
 * en-PH messages of the installable app (issue 17, docs/pwa.md): the reload prompt (a new version is ready), the
 * offline page (built into dist/offline.html at build time by vite.config.ts, the service worker's fallback when
 * the network is gone) and the install choices of the prompts and /apkdownload. Not in the catalogue loaded at
 * start: the reload prompt loads them with its dialog (src/screens/prompts/AppUpdatePrompt.tsx), the prompts and
 * /apkdownload with theirs (PromptsIntl).
 */
export const pwaMessages = {
  'pwa.update.title': 'A new version is ready',
  'pwa.update.body': 'Reload to get the latest Lucky Lobby. Your balance and games are kept.',
  'pwa.update.reload': 'Reload',
  'pwa.update.later': 'Later',
  'pwa.offline.title': 'You are offline',
  'pwa.offline.heading': 'No internet connection',
  'pwa.offline.body':
    'Lucky Lobby needs the internet to show games and your balance. Check your Wi-Fi or mobile data, then try again.',
  'pwa.offline.retry': 'Retry',
  'pwa.install': 'Install',
  'pwa.install.body': 'Add Lucky Lobby to your home screen: it opens in one tap, full screen, like an app.',
  'pwa.installed': 'Lucky Lobby is installed on this device. Open it from your home screen.',
  'pwa.ios.steps': 'On iPhone or iPad: tap the Share button in Safari, then "Add to Home Screen".',
  'pwa.other.steps': 'In your browser menu, choose "Install app" or "Add to Home screen".',
} as const satisfies Record<string, string>;

/**
 * en-PH messages of the home's header download bar. Loaded with the bar (src/screens/lobby/HeaderDownload.tsx,
 * inside its AreaIntl), never with the guest's first screen.
 */
export const headerDownloadMessages = {
  'headerDownload.label': 'Get the app',
  'headerDownload.text': 'Play faster from your home screen with the Lucky Lobby app.',
  'headerDownload.install': 'Install',
  'headerDownload.open': 'Get the app',
  'headerDownload.close': 'Hide the app offer',
} as const satisfies Record<string, string>;

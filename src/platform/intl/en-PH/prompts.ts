/**
 * en-PH messages of the app-download popup, the prompt a new guest on a phone meets on the first screen: loaded with
 * the prompts' dialogs (src/screens/prompts/PromptsIntl.tsx). The other prompts' texts and /apkdownload's are in
 * ./morePrompts.ts, which loads only when one of those shows.
 */
export const promptMessages = {
  'prompts.download.title': 'Get the Lucky Lobby app',
  'prompts.download.body': 'Play faster and get bonus alerts with our Android app.',
  'prompts.download': 'Download',
  'prompts.noMore': 'No more prompts',
  'prompts.later': 'Not now',
  'pwa.install': 'Install',
} as const satisfies Record<string, string>;

/**
 * en-PH messages of the prompts a new guest on a phone does not meet on the first screen: the age notice (green
 * mode), the force-update popup and its bonus, the Android Chrome prompt, the iOS add-to-home-screen guide, and
 * /apkdownload with the installable app's install texts. Loaded only when one of them shows
 * (src/screens/prompts/MorePromptsIntl.tsx); the app-download popup's own texts are in ./prompts.ts.
 */
export const morePromptMessages = {
  'prompts.gotIt': 'Got it',
  'prompts.forceUpdate.title': 'Update to the app',
  'prompts.forceUpdate.body':
    'Thanks for your deposit! Play faster with the app, and get a {amount} bonus the first time you open it.',
  'prompts.updateBonus.title': 'App bonus received',
  'prompts.updateBonus.paid': 'Thanks for using the app! {amount} has been added to your balance.',
  'prompts.updateBonus.failedTitle': 'App bonus not received yet',
  'prompts.updateBonus.failed': 'We could not add your app bonus yet. {reason}',
  'prompts.retry': 'Try again',
  'prompts.chrome.title': 'Open in Chrome',
  'prompts.chrome.body': 'This browser may not run all games. Open Lucky Lobby in Chrome, or copy the link.',
  'prompts.chrome.open': 'Open Chrome',
  'prompts.chrome.copy': 'Copy',
  'prompts.ios.title': 'Add to Home Screen',
  'prompts.ios.body': 'Tap the Share button in Safari, then "Add to Home Screen" to play in one tap.',
  'apk.title': 'Download the app',
  'apk.android': 'Download for Android',
  'apk.note': 'Allow installs from your browser when Android asks.',
  'age.title': 'Age notice',
  'age.body':
    'You must be 21 years old or older to use this site. By continuing you confirm your age and accept our terms.',
  'age.terms': 'TERMS and CONDITIONS',
  'age.accept': 'Accept',
  'pwa.install.body': 'Add Lucky Lobby to your home screen: it opens in one tap, full screen, like an app.',
  'pwa.installed': 'Lucky Lobby is installed on this device. Open it from your home screen.',
  'pwa.ios.steps': 'On iPhone or iPad: tap the Share button in Safari, then "Add to Home Screen".',
  'pwa.other.steps': 'In your browser menu, choose "Install app" or "Add to Home screen".',
} as const satisfies Record<string, string>;

/**
 * en-PH messages of the prompts: the download popup, the iOS add-to-home-screen guide, the Android
 * Chrome prompt, the force-update popup and /apkdownload (the age notice's ids are in the start catalogue's `age.*`).
 * Not in the catalogue loaded at start: the dialogs and the page load them (src/screens/prompts/PromptsIntl.tsx).
 */
export const promptMessages = {
  'prompts.download.title': 'Get the Lucky Lobby app',
  'prompts.download.body': 'Play faster and get bonus alerts with our Android app.',
  'prompts.download': 'Download',
  'prompts.noMore': 'No more prompts',
  'prompts.later': 'Not now',
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
  // The installable app's install texts: the prompts' Install and /apkdownload.
  'pwa.install': 'Install',
  'pwa.install.body': 'Add Lucky Lobby to your home screen: it opens in one tap, full screen, like an app.',
  'pwa.installed': 'Lucky Lobby is installed on this device. Open it from your home screen.',
  'pwa.ios.steps': 'On iPhone or iPad: tap the Share button in Safari, then "Add to Home Screen".',
  'pwa.other.steps': 'In your browser menu, choose "Install app" or "Add to Home screen".',
} as const satisfies Record<string, string>;

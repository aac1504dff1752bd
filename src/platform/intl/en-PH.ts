/**
 * The en-PH catalogue: flat id → ICU message. Spec ids keep the spec's names (spec §5, §8); ids of our own
 * screens are grouped by area; the lobby, wallet and activity areas live in ./en-PH/<area>.ts.
 * tests/unit/intl-catalogue.test.ts fails on an id used but missing here, and on an id here that nothing uses
 * and that is not reserved for a feature still to come.
 */
import { lobbyMessages } from './en-PH/lobby';

/**
 * The catalogue's parts by area; a test fails when two parts define the same id. The wallet part
 * (./en-PH/wallet.ts), the activity part (./en-PH/activity.ts) and the prompts part (./en-PH/prompts.ts) are not
 * imported here at all: their screens load them with their code (src/screens/wallet/WalletIntl.tsx,
 * ActivityIntl.tsx, src/screens/prompts/PromptsIntl.tsx), which keeps them out of the guest home's bundle.
 */
export const catalogueParts = { lobbyMessages };

export const enPH = {
  // App shell
  'app.brand': 'Lucky Lobby',
  'app.loading': 'Loading…',
  'app.navigating': 'Loading page',
  'app.retry': 'Retry',
  'app.back': 'Back',
  'app.backHome': 'Back to home',
  'app.pageFailed.title': 'This page could not be opened',
  'app.pageFailed.body': 'Check your connection and try again.',

  // Navigation: mobile bottom tabs, desktop left menu
  'nav.main': 'Main menu',
  'nav.home': 'Home',
  'nav.rewards': 'Rewards',
  'nav.spin': 'Spin',
  'nav.news': 'News',
  'nav.wallets': 'Wallets',
  'nav.games': 'Games',
  'nav.promo': 'Promo',
  'nav.member': 'Member',
  'nav.loginRegister': 'Login/Register',
  'nav.login': 'Log in',
  'nav.register': 'Register',
  'footer.terms': 'Terms of use',
  'footer.privacy': 'Privacy policy',
  'footer.ageNotice': 'Only players aged 21 or older may play.',
  'footer.copyright': '© {year} Lucky Lobby',
  // The language switch (English | Filipino)
  'locale.label': 'Language',
  'locale.failed': 'That language could not be loaded. Check your connection and try again.',

  // Lobby home
  'lobby.tabs': 'Game categories',
  'lobby.tab.home': 'Home',
  'lobby.tab.collect': 'Collect',
  'lobby.popularGames': 'Popular games',
  'lobby.noGames': 'No games here yet.',
  'lobby.loading': 'Loading the lobby',
  'lobby.startFailed': 'The lobby could not be loaded.',
  'game.badge.maintain': 'Maintenance',
  'game.badge.hot': 'Hot',
  'game.badge.new': 'New',

  // Login, register, logout (src/screens/auth, the logout confirmation)
  'auth.service': 'Customer service',
  'auth.wait': 'Please wait…',
  'logout.confirm': 'Log out',

  // The client's error map (src/api/client/errorMessage.ts)
  'error.network': 'No connection. Check your internet and try again.',
  'error.timeout': 'The server took too long to answer. Please try again.',
  'error.http': 'The server answered with an error ({status}). Please try again later.',
  'error.schema': 'The server sent something we could not read. Please try again later.',
  'error.server': 'Something went wrong on our side (error {code}). Reference: {reference}',
  'error.unauthorized': 'Your session has ended. Please log in again.',
  'error.notYetAvailable': 'This feature is not available yet.',
  'error.unknown': 'Something went wrong. Please try again.',

  // Spec §5 validation
  'login.loginUsernameTip': 'Username must be {min}–{max} letters or digits.',
  'errInputText.mobileInputTips1': 'Mobile number must start with {start}.',
  'login.loginPhoneTip': 'Mobile number must be {min}–{max} digits.',
  'login.loginPasswordTip': 'Password must be {min}–{max} characters.',
  'login.loginConfirmationTip': 'The two passwords do not match.',
  'login.loginOtpTip': 'Please enter the verification code.',

  // Spec §8 errors and results
  'login.loginFailed101': 'Wrong account or password.',
  'login.loginFailed1020': 'Too many attempts. Please wait a moment and try again.',
  'login.loginFailed1043': 'The verification code is wrong or has expired.',
  'login.loginFailed1047': 'This account has been suspended. Please contact customer service.',
  'login.loginFailed1045': 'Please request a verification code for this mobile number first.',
  'login.codeTooSoon': 'A code was sent to this number less than a minute ago. You can ask for another in {seconds} s.',
  'login.loginFailed1050': 'Your password could not be read. Please reload the page and try again.',
  'login.loginFailed1051': 'This account name is not accepted: check the rule shown under the field.',
  'login.loginFailed1052': 'This password is too short or too long: check the rule shown under the field.',
  'error.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'common.refreshFail': 'Refresh failed (error {code}).',
  'common.errorError': 'Something went wrong (error {code}).',
  'common.copySuccess': 'Copy Success.',
  'common.copyFail': 'Copy Fail',
  'common.success': 'Success',
  // Demo banner (every page while the server runs in demo mode; docs/trust.md)
  'app.demoBanner': 'Demo lobby: payments are sandbox tests, no real money moves.',
  'app.demoBanner.label': 'Demo mode',
  ...lobbyMessages,
} as const satisfies Record<string, string>;

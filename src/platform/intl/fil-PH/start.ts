import type { enPH as en } from '../en-PH';
import type { lobbyMessages } from '../en-PH/lobby';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH.ts (without the lobby part, which is translated in ./lobby.ts). */
export const startMessages: Translation<Omit<typeof en, keyof typeof lobbyMessages>> = {
  // App shell
  'app.brand': 'Lucky Lobby',
  'app.loading': 'Naglo-load…',
  'app.navigating': 'Naglo-load ng page',
  'app.retry': 'Subukang muli',
  'app.back': 'Bumalik',
  'app.backHome': 'Bumalik sa Home',
  'app.pageFailed.title': 'Hindi mabuksan ang page na ito',
  'app.pageFailed.body': 'Tingnan ang iyong koneksyon at subukang muli.',

  // Navigation: mobile bottom tabs, desktop left menu
  'nav.main': 'Pangunahing menu',
  'nav.home': 'Home',
  'nav.rewards': 'Mga Reward',
  'nav.spin': 'Spin',
  'nav.news': 'Balita',
  'nav.wallets': 'Mga Wallet',
  'nav.games': 'Mga Laro',
  'nav.promo': 'Promo',
  'nav.member': 'Member',
  'nav.loginRegister': 'Log in/Register',
  'nav.login': 'Mag-log in',
  'nav.register': 'Mag-register',
  'footer.terms': 'Mga Tuntunin ng Paggamit',
  'footer.privacy': 'Patakaran sa Privacy',
  'footer.ageNotice': 'Mga manlalarong 21 taong gulang pataas lang ang puwedeng maglaro.',
  'footer.copyright': '© {year} Lucky Lobby',
  'locale.label': 'Wika',
  'locale.failed': 'Hindi ma-load ang wikang iyon. Suriin ang iyong koneksyon at subukang muli.',

  // Lobby home
  'lobby.tabs': 'Mga kategorya ng laro',
  'lobby.tab.home': 'Home',
  'lobby.tab.collect': 'Koleksyon',
  'lobby.popularGames': 'Mga sikat na laro',
  'lobby.noGames': 'Wala pang laro rito.',
  'lobby.loading': 'Naglo-load ang lobby',
  'lobby.startFailed': 'Hindi ma-load ang lobby.',
  'game.badge.maintain': 'Maintenance',
  'game.badge.hot': 'Hot',
  'game.badge.new': 'Bago',

  // Login, register, logout (src/screens/auth, the logout confirmation)
  'auth.service': 'Suporta',
  'auth.wait': 'Sandali lang…',
  'logout.confirm': 'Mag-log out',

  // The client's error map (src/api/client/errorMessage.ts)
  'error.network': 'Walang koneksyon. Tingnan ang iyong internet at subukang muli.',
  'error.timeout': 'Masyadong natagalan ang sagot ng server. Subukang muli.',
  'error.http': 'Nag-error ang server ({status}). Subukang muli mamaya.',
  'error.schema': 'May ipinadala ang server na hindi namin mabasa. Subukang muli mamaya.',
  'error.server': 'Nagkaproblema sa aming server (error {code}). Reference: {reference}',
  'error.unauthorized': 'Natapos na ang iyong session. Mag-log in ulit.',
  'error.notYetAvailable': 'Hindi pa available ang feature na ito.',
  'error.unknown': 'Nagkaproblema. Subukang muli.',

  // Spec §5 validation
  'login.loginUsernameTip': 'Dapat {min}–{max} na letra o numero ang username.',
  'errInputText.mobileInputTips1': 'Dapat magsimula sa {start} ang numero ng mobile.',
  'login.loginPhoneTip': 'Dapat {min}–{max} na digit ang numero ng mobile.',
  'login.loginPasswordTip': 'Dapat {min}–{max} na character ang password.',
  'login.loginConfirmationTip': 'Hindi magkatugma ang dalawang password.',
  'login.loginOtpTip': 'Ilagay ang verification code.',

  // Spec §8 errors and results
  'login.loginFailed101': 'Mali ang account o password.',
  'login.loginFailed1020': 'Masyadong maraming pagsubok. Maghintay sandali at subukang muli.',
  'login.loginFailed1043': 'Mali o expired na ang verification code.',
  'login.loginFailed1047': 'Na-suspend ang account na ito. Makipag-ugnayan sa aming suporta.',
  'login.loginFailed1045': 'Humingi muna ng verification code para sa numero ng mobile na ito.',
  'login.codeTooSoon':
    'May code nang naipadala sa numerong ito wala pang isang minuto ang nakalipas. Puwede kang humingi ng panibago pagkalipas ng {seconds} s.',
  'login.loginFailed1050': 'Hindi mabasa ang iyong password. I-reload ang page at subukang muli.',
  'login.loginFailed1051':
    'Hindi tinatanggap ang account name na ito: tingnan ang patakarang nakasaad sa ilalim ng field.',
  'login.loginFailed1052':
    'Masyadong maikli o masyadong mahaba ang password na ito: tingnan ang patakarang nakasaad sa ilalim ng field.',
  'error.rateLimited': 'Masyadong maraming request. Maghintay sandali at subukang muli.',
  'common.refreshFail': 'Hindi na-refresh (error {code}).',
  'common.errorError': 'Nagkaproblema (error {code}).',
  'common.copySuccess': 'Nakopya na.',
  'common.copyFail': 'Hindi nakopya',
  'common.success': 'Matagumpay',
  // Demo banner (every page while the server runs in demo mode; docs/trust.md)
  'app.demoBanner': 'Demo lobby: sandbox test lang ang mga bayad, walang totoong perang gumagalaw.',
  'app.demoBanner.label': 'Demo mode',
};

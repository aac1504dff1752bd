import type { Locale } from './locales';

/**
 * The app's texts the server paints into a returning player's deposit tab and game page (server/static/
 * playerScreens.ts), in each of the app's languages. They stay in the app's catalogues: the build copies them from
 * there into FIRST_SCREEN_TEXTS_FILE (scripts/build/firstScreenTexts.ts), which the server reads from the build.
 */
export const FIRST_SCREEN_TEXT_IDS = [
  'app.demoBanner',
  'nav.wallets',
  'wallet.tab.deposit',
  'wallet.tab.withdraw',
  'wallet.tab.safebox',
  'wallet.deposit.balance',
  'wallet.deposit.intro',
  'wallet.deposit.open',
  'game.leave',
  'game.opening',
] as const;

export type FirstScreenTextId = (typeof FIRST_SCREEN_TEXT_IDS)[number];

/** Each text as plain text (the build refuses a message with placeholders or markup). */
export type FirstScreenTexts = Record<Locale, Record<FirstScreenTextId, string>>;

/** Where in the built app (dist/) the texts are. */
export const FIRST_SCREEN_TEXTS_FILE = '.vite/first-screen-texts.json';

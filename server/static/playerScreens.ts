import { parseFirstScreenCookie } from '../../src/api/contract/firstScreenCookie';
import type { FirstScreenTextId, FirstScreenTexts } from '../../src/api/contract/firstScreenTexts';
import { parseGameId } from '../../src/api/contract/gameId';
import { escapeHtml } from '../http/html';
import type { BuiltApp } from './builtApp';

/**
 * The first screens index.html paints for a returning player who opens a page by its address (a link in a message,
 * a bookmark, a shared game), besides the home (./homeShell.ts): the wallet's deposit tab and a game being opened.
 * Their largest text then paints before any code arrives, in the player's language (docs/pwa.md "First paint").
 *
 * Each is the page's own markup, as its screen renders it before any answer comes, with the app's own class names
 * and stylesheets (./builtApp.ts): headings and buttons become plain text (decoration, `aria-hidden`, nothing to
 * focus or press), and nothing of the player's own (the balance) shows until the app does. The app removes it once
 * its own screen is up (src/platform/startup/bootShell.ts), as it does the home's.
 */
export type PlayerScreen = 'deposit' | 'game';

/**
 * The page a returning player's address opens that has a painted first screen, or null. A game's address without
 * a game's number opens a message instead (src/screens/game/StartScreen.tsx).
 */
export function playerScreenOf(path: string, gameId: string | undefined): PlayerScreen | null {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '/lobby/wallets/deposit') return 'deposit';
  if (trimmed === '/start' && parseGameId(gameId) !== null) return 'game';
  return null;
}

/**
 * The first screen index.html paints at `url` for the browser whose first-screen cookie is `cookie`: null for a
 * guest (no cookie, or one that is not ours), for an address without a painted screen, and when the build cannot
 * say what the screen's styles or texts are (a build without its manifest): the page then loads as it always did.
 */
export async function paintPlayerScreen(
  url: URL,
  cookie: string | undefined,
  demo: boolean,
  build: BuiltApp,
): Promise<string | null> {
  const screen = playerScreenOf(url.pathname, url.searchParams.get('gameId') ?? undefined);
  const player = parseFirstScreenCookie(cookie);
  if (!screen || !player) return null;
  try {
    const [css, icons, texts] = await Promise.all([
      build.cssOf(PLAYER_SCREEN_SOURCE[screen]),
      build.assetUrl(ICONS_SOURCE),
      build.texts(),
    ]);
    return playerScreenHtml(screen, { demo, lang: player.locale, texts: texts[player.locale], css, icons });
  } catch {
    return null;
  }
}

/** The app's icon sprite (src/ui/Icon.tsx), as the build's manifest names it. */
const ICONS_SOURCE = 'src/ui/icons.svg';

/** The screen module whose code (and so whose stylesheets) shows each page. */
export const PLAYER_SCREEN_SOURCE: Record<PlayerScreen, string> = {
  deposit: 'src/screens/wallet/WalletsScreen.tsx',
  game: 'src/screens/game/StartScreen.tsx',
};

/** CSS as the text of a style element: a `</style` inside a string of it (CSS escapes `<` as `\3c `) cannot end it. */
const styleText = (css: string) => css.replace(/<\/style/gi, '\\3c /style');

export interface PlayerScreenParts {
  demo: boolean;
  /** The player's language and the app's texts in it (./builtApp.ts `texts`). */
  lang: string;
  texts: FirstScreenTexts['en-PH'];
  /** The page's stylesheets beyond index.html's (./builtApp.ts `cssOf`). */
  css: string;
  /** The built address of the app's icon sprite (src/ui/icons.svg), when the build has one. */
  icons: string | undefined;
}

/** The painted first screen of `screen`, to go before the app's root (./homeShell.ts `withFirstScreen`). */
export function playerScreenHtml(screen: PlayerScreen, parts: PlayerScreenParts): string {
  const say = (id: FirstScreenTextId) => escapeHtml(parts.texts[id]);
  const back = `<svg class="icon">${parts.icons ? `<use href="${escapeHtml(parts.icons)}#back"/>` : ''}</svg>`;
  const body = screen === 'deposit' ? depositScreen(say, back) : gameScreen(say, back);
  return [
    `<div id="boot-shell" aria-hidden="true" data-lobby-mode="${parts.demo ? 'demo' : 'production'}" data-viewer="player" data-screen="${screen}" lang="${escapeHtml(parts.lang)}">`,
    // The page's own rules, then the shell's: the painted page is laid out by the app's styles, not the home's bars.
    `<style>${styleText(parts.css)}\n${SHELL_RULES}</style>`,
    parts.demo ? `<p class="demo-banner">${say('app.demoBanner')}</p>` : '',
    body,
    '</div>',
  ].join('');
}

/**
 * The column the painted page stands in is the app's (src/screens/shell/shell.css): the wallet page full width up
 * to the phone layout's, the game and the demo line the window's, each at its natural height. The selected tab's
 * look is the tab bar's (src/ui/theme.css).
 */
const SHELL_RULES = [
  '#boot-shell[data-screen]>*{width:100%}',
  '#boot-shell[data-screen]>.wallet-page{width:min(100%,540px)}',
  '#boot-shell .boot-shell__on{background:var(--gold-gradient);color:var(--on-gold)}',
].join('');

type Say = (id: FirstScreenTextId) => string;

/** /lobby/wallets/deposit (src/screens/wallet/WalletsScreen.tsx and deposit/DepositPanel.tsx) before the balance. */
function depositScreen(say: Say, back: string): string {
  const tab = (id: FirstScreenTextId, on = false) =>
    `<span class="tab-bar__tab${on ? ' boot-shell__on' : ''}">${say(id)}</span>`;
  return [
    '<div class="wallet-page" data-tab="deposit">',
    `<div class="page-header"><span class="back-button">${back}</span><p class="page-header__title">${say('nav.wallets')}</p></div>`,
    `<div class="tab-bar">${tab('wallet.tab.deposit', true)}${tab('wallet.tab.withdraw')}${tab('wallet.tab.safebox')}</div>`,
    '<div class="wallet-page__panel"><div class="deposit-panel"><div class="form-column">',
    `<p class="deposit-panel__balance form-column__side">${say('wallet.deposit.balance')} <strong>&nbsp;</strong></p>`,
    `<p class="deposit-panel__intro">${say('wallet.deposit.intro')}</p>`,
    `<span class="button button--primary deposit-panel__open">${say('wallet.deposit.open')}</span>`,
    '</div></div></div></div>',
  ].join('');
}

/** /start?gameId= (src/screens/game/StartScreen.tsx) while the game opens. */
function gameScreen(say: Say, back: string): string {
  return [
    '<div class="game-screen">',
    `<div class="game-screen__bar"><span class="game-screen__leave">${back} ${say('game.leave')}</span></div>`,
    `<p class="game-screen--message">${say('game.opening')}</p>`,
    '</div>',
  ].join('');
}

import type { WebConfig } from '../../src/api/contract/entities';
import { type FirstScreenArt, firstScreenArt, parseFirstScreenCookie } from '../../src/api/contract/firstScreenCookie';
import { resourceUrl } from '../../src/api/contract/homeArt';
import { escapeHtml } from '../http/html';

/** The addresses that open a guest's home (the app redirects `/` and `/lobby` there). */
const HOME_PATHS = new Set(['/', '/lobby', '/lobby/', '/lobby/home', '/lobby/home/']);

export const opensHome = (path: string): boolean => HOME_PATHS.has(path);

/**
 * An SVG as the text of a data: address: only what a URL or the attribute cannot hold is escaped, so the drawing's
 * many spaces (its outlines, ./art/glyphs.ts) stay one byte each; decodeURIComponent gives the SVG back.
 */
const svgDataText = (svg: string) =>
  svg.replace(/[%#<>"\n\r\t]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * The home's first screen as index.html paints it (docs/pwa.md "First paint"): a still picture of the
 * phone layout's top — the header and tab bars, the guest's first banner and the home video's cover, by the app's
 * own rules (src/api/contract/homeArt.ts) — so the biggest images start downloading with the page and paint before
 * any code has run. Decoration only (`aria-hidden`, nothing to focus or press): the app removes it once its own
 * screen is up (src/platform/startup/bootShell.ts). index.html's styles place it, hide it on the desktop layout and
 * without JavaScript, and when it was painted for someone else (src/app/earlyConfig.ts `hideShellPaintedForOthers`).
 *
 * A returning player's browser names their own two pictures in a cookie (`firstScreenCookie`, the value of
 * `FIRST_SCREEN_COOKIE`): the screen then shows those and says so (`data-viewer="player"`). A cookie naming a picture
 * the configuration no longer has gets the guest's screen, which a player's page then hides.
 */
export function homeShellHtml(
  webConfig: WebConfig,
  demo: boolean,
  ownSvg: (url: string) => string | undefined = () => undefined,
  firstScreenCookie?: string,
): string {
  const player = playerArt(webConfig, firstScreenCookie);
  const { banner, video } = player ?? firstScreenArt(webConfig, GUEST);
  const base = webConfig.gameResourceUrl;
  // Both in the first viewport, the video's cover the biggest paint of the page. A picture this server draws goes
  // into the page itself (~1 KB of brotli each): it paints with the first frame, before any script runs, whatever
  // the network does. `data-src` names its address, so that the app shows the same picture under the same data:
  // address (src/platform/startup/bootShell.ts `shellPicture`): no second download, and the browser parses and lays out
  // the drawing once. Any other (a CDN's) downloads ahead of everything else.
  const image = (className: string, src: string, width: number, height: number) => {
    const url = resourceUrl(base, src);
    const svg = ownSvg(url);
    const size = `width="${width}" height="${height}" alt=""`;
    if (svg === undefined) return `<img class="${className}" src="${escapeHtml(url)}" ${size} fetchpriority="high">`;
    const inline = `data:image/svg+xml,${svgDataText(svg)}`;
    return `<img class="${className}" src="${escapeHtml(inline)}" data-src="${escapeHtml(url)}" ${size}>`;
  };
  return [
    // The app reads the mode from here until its appConfig answers, so its demo line is there from its first render.
    `<div id="boot-shell" aria-hidden="true" data-lobby-mode="${demo ? 'demo' : 'production'}"${player ? ' data-viewer="player"' : ''}>`,
    demo ? '<div class="boot-shell__demo"></div>' : '',
    '<div class="boot-shell__header"></div><div class="boot-shell__tabs"></div>',
    banner ? image('boot-shell__banner', banner.imgUrl2, 750, 300) : '',
    video ? image('boot-shell__video', video.coverImg, 750, 420) : '',
    '</div>',
  ].join('');
}

/** What the painted screen knows of a guest: no number bound, no activities, not paying for a sign-up card. */
const GUEST = { hasMobile: false, activityNames: new Set<string>(), loginPaying: false };

/** The pictures a returning player's cookie names, or undefined when it names none or one the configuration lacks. */
function playerArt(webConfig: WebConfig, cookie: string | undefined): FirstScreenArt | undefined {
  const ids = parseFirstScreenCookie(cookie);
  if (!ids) return undefined;
  const banner = ids.bannerId === null ? undefined : webConfig.appLobbyAdConfigList?.find((b) => b.id === ids.bannerId);
  const video = ids.videoId === null ? undefined : webConfig.appPromotionalVideoList?.find((v) => v.id === ids.videoId);
  if ((ids.bannerId !== null && !banner) || (ids.videoId !== null && !video)) return undefined;
  return { banner, video };
}

/** index.html with a painted first screen (the home's, ./playerScreens.ts's) before the app's root. */
export function withFirstScreen(html: string, shell: string): string {
  return html.replace('<div id="root">', `${shell}<div id="root">`);
}

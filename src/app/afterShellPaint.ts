/** The pictures of the home's first screen that the server paints into index.html (server/static/homeShell.ts). */
const SHELL_PICTURES = '#boot-shell > img';
/** However the paint goes (a picture that never decodes, a browser that reports nothing), the app starts by then. */
export const SHELL_PAINT_WAIT_MS = 3_000;

const reportsLargestPaint = (): boolean =>
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/**
 * Calls `start` once the first screen the server painted into index.html is on the screen: when the browser reports
 * the largest paint of its last picture (the video's cover, else the banner; the shell's biggest by its styles), or,
 * on a screen without pictures, of anything in it.
 * Started by the early module (./earlyConfig.ts), which then starts the app's code and the appConfig request.
 *
 * Why wait (docs/bench.md "Paint first, then the app"): a download that ends before the first screen is
 * painted can only have competed with it for the network and, once evaluated, for the main thread; on a slow phone
 * the app's modules (~140 KB) evaluated before the first frame hold that frame back. Lighthouse's simulation counts
 * every such download in its paint times, so on this fast loopback the score flipped between two modes by whether
 * the app's files happened to finish before the picture painted.
 *
 * Nothing to wait for, so `start` runs at once: no painted screen (another address, a screen painted for someone
 * else, the desktop layout, where index.html's styles hide it), a hidden page (it paints nothing), a browser that does not report
 * largest paints. It also runs when the picture fails, on the player's first input (which ends largest-paint
 * reports) and after `maxWaitMs`.
 */
export function afterShellPaint(start: () => void, maxWaitMs: number = SHELL_PAINT_WAIT_MS): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inputs = ['pointerdown', 'keydown'] as const;
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of inputs) removeEventListener(type, go, true);
    document.removeEventListener('visibilitychange', go);
    start();
  };
  const watch = () => {
    const shell = document.getElementById('boot-shell');
    if (!shell || getComputedStyle(shell).display === 'none') {
      go();
      return;
    }
    const pictures = document.querySelectorAll<HTMLImageElement>(SHELL_PICTURES);
    // A screen of text only (a player's deposit tab or game, server/static/playerScreens.ts): its own first paint.
    const largest: Element = pictures[pictures.length - 1] ?? shell;
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (largest.contains((entry as LargestContentfulPaint).element)) go();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    largest.addEventListener('error', go);
    for (const type of inputs) addEventListener(type, go, true);
    document.addEventListener('visibilitychange', go);
    timer = setTimeout(go, maxWaitMs);
  };
  if (!reportsLargestPaint() || document.visibilityState !== 'visible') go();
  // An async module can run before the body is parsed: the pictures are looked for once it is.
  else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
  else watch();
}

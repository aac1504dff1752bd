/** The app's root wrapper once start-up has something to paint (src/app/AppRoot.tsx marks it). */
const STARTED = '[data-session]:not([data-starting])';
/** A loading skeleton (src/ui/Skeleton.tsx): the lobby renders in the background behind it (HomeScreen.tsx). */
const LOADING = '.skeleton';
/** Once start-up is over, the picture goes after this long at the latest, whatever is still loading under it. */
const LATEST_MS = 2_000;

/** The pictures drawn into the first screen, by the address the app shows them at (their `data-src`). */
const shellPictures = new Map<string, string>();

/**
 * The address to show the picture at `url` with: the first screen's copy when it had one. The browser keeps a
 * picture by its address, so the app's image is the one already parsed, laid out and painted once, not a second
 * download and a second drawing in the app's first frame (docs/bench.md). Stays the same after the
 * first screen goes, so an image never changes its address.
 */
export const shellPicture = (url: string): string => shellPictures.get(url) ?? url;

/** Whether the server painted the home's first screen into this page and it shows (the phone layout, a guest). */
export function bootShellShown(): boolean {
  const shell = document.getElementById('boot-shell');
  return shell !== null && getComputedStyle(shell).display !== 'none';
}

/**
 * Removes the home's first screen that the server painted into index.html (server/static/homeShell.ts) once the
 * app's own screen is up under it: the session has left start-up and no skeleton shows, so the lobby (or an error)
 * replaces the picture directly. Nothing to do on a page without it. Its own pictures (the server's drawings as
 * data: addresses, named by `data-src`) are kept for `shellPicture` first: call it before the app renders.
 */
export function dropBootShellWhenStarted(root: HTMLElement): void {
  const shell = document.getElementById('boot-shell');
  if (!shell) return;
  for (const img of shell.querySelectorAll('img')) {
    if (img.dataset.src) shellPictures.set(img.dataset.src, img.getAttribute('src')!);
  }
  let latest: ReturnType<typeof setTimeout> | undefined;
  const drop = () => {
    observer.disconnect();
    clearTimeout(latest);
    shell.remove();
  };
  const check = () => {
    if (!root.querySelector(STARTED)) return;
    latest ??= setTimeout(drop, LATEST_MS);
    if (!root.querySelector(LOADING)) drop();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-starting'] });
  check();
}

/** The app's root wrapper once start-up has something to paint (src/app/AppRoot.tsx marks it). */
const STARTED = '[data-session]:not([data-starting])';
/** A loading skeleton (src/ui/Skeleton.tsx): the lobby renders in the background behind it (HomeScreen.tsx). */
const LOADING = '.skeleton';
/** Once start-up is over, the picture goes after this long at the latest, whatever is still loading under it. */
const LATEST_MS = 2_000;

/**
 * Removes the home's first screen that the server painted into index.html (server/static/homeShell.ts) once the
 * app's own screen is up under it: the session has left start-up and no skeleton shows, so the lobby (or an error)
 * replaces the picture directly. Nothing to do on a page without it.
 */
export function dropBootShellWhenStarted(root: HTMLElement): void {
  const shell = document.getElementById('boot-shell');
  if (!shell) return;
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

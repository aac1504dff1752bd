/** The app's root wrapper once start-up has something to paint (src/app/AppRoot.tsx marks it). */
const STARTED = '[data-session]:not([data-starting])';

/**
 * Removes the home's first screen that the server painted into index.html (server/static/homeShell.ts) once the
 * app's own screen is up under it: the session has left start-up, so the lobby (or an error) shows instead of the
 * start-up skeleton. Nothing to do on a page without it.
 */
export function dropBootShellWhenStarted(root: HTMLElement): void {
  const shell = document.getElementById('boot-shell');
  if (!shell) return;
  const check = () => {
    if (!root.querySelector(STARTED)) return false;
    shell.remove();
    return true;
  };
  if (check()) return;
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-starting'] });
}

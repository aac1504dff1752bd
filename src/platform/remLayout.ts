/**
 * Rem layout (spec §9: base font = viewport width / 10). Screens are designed in rem against that base.
 * - Mobile: the width is clamped to 320–540 px first, so rem stays 32–54 px; a tablet or a wide window in the
 *   mobile layout shows the phone design at most 540 px wide (the shell centres it) instead of giant text.
 * - Desktop: a fixed 37.5 px base (a 375 px wide phone design), so the components shared with mobile keep the
 *   size they have on a typical phone while the desktop layout arranges them in wider columns.
 */
export const MOBILE_MIN_WIDTH = 320;
export const MOBILE_MAX_WIDTH = 540;
export const DESKTOP_REM_PX = 37.5;

export function remFor(viewportWidth: number, desktop: boolean): number {
  if (desktop) return DESKTOP_REM_PX;
  const width = Math.min(MOBILE_MAX_WIDTH, Math.max(MOBILE_MIN_WIDTH, viewportWidth));
  return width / 10;
}

/** Sets the html font size now and on every resize or orientation change; returns the cleanup. */
export function startRemLayout(desktop: boolean, win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${remFor(win.innerWidth, desktop)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}

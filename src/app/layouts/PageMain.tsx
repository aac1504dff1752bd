import { Outlet } from 'react-router-dom';

/**
 * The `main` landmark of a page outside the layout's shell: the game on both layouts, and on the phone every page
 * outside /lobby (the sign-in forms included; desktop shows them in its shell, menu and all). The shells draw
 * their own (./MobileLayout.tsx, ./DesktopLayout.tsx) and no screen draws one, so every page has exactly one `main` and everything a screen shows sits in it: a screen-reader
 * player who jumps to the main content lands on the page itself, never on a second, nested one.
 */
export function PageMain() {
  return (
    <main className="page-main">
      <Outlet />
    </main>
  );
}

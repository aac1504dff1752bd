/**
 * Screens that still read a machine's state as a string (tests/architecture/stateStrings.ts), by file, with how
 * many reads each has left: here, selectors that answer with a name the screen then compares (the deposit's view,
 * the prompt shown, the overlay whose turn it is); each becomes a boolean selector. This list only shrinks:
 * tests/architecture/actorSystem.test.ts fails when a file gains a read, when a file not listed has one, and when
 * a file has fewer than listed (lower its number, or drop it, in the same change).
 */
export const STATE_STRING_BASELINE: Readonly<Record<string, number>> = {
  'src/app/layouts/DesktopLayout.tsx': 1,
  'src/app/layouts/MobileLayout.tsx': 2,
  'src/screens/prompts/Prompts.tsx': 1,
  'src/screens/wallet/deposit/DepositView.tsx': 3,
};

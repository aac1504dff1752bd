/**
 * Screens that still read a machine's state as a string (tests/architecture/stateStrings.ts), by file, with how
 * many reads each has left. None: every screen reads tags, `can(event)` and boolean selectors, so
 * tests/architecture/actorSystem.test.ts fails on any read in src/. Keep it empty: a screen that needs to know a
 * state asks its machine's *.selectors.ts for a boolean.
 */
export const STATE_STRING_BASELINE: Readonly<Record<string, number>> = {};

import type { SnapshotFrom } from 'xstate';
import type { menuMachine } from './menu.machine';

/** The side menu's panel is open. */
export const menuOpen = (snapshot: SnapshotFrom<typeof menuMachine>): boolean => snapshot.matches({ panel: 'open' });

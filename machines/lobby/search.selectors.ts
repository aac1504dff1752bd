import type { SnapshotFrom } from 'xstate';
import type { searchMachine } from './search.machine';

type Search = SnapshotFrom<typeof searchMachine>;

/** No criteria yet: the hint. */
export const searchIdle = (snapshot: Search): boolean => snapshot.matches('idle');
/** Criteria that match no game: says so. */
export const searchFoundNothing = (snapshot: Search): boolean => snapshot.matches('nothingFound');
/** Criteria that match games: the count and the grid. */
export const searchFound = (snapshot: Search): boolean => snapshot.matches('found');

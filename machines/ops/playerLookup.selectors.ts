import type { SnapshotFrom } from 'xstate';
import type { PlayerLookupMachine } from './playerLookup.machine';

type Snapshot = SnapshotFrom<PlayerLookupMachine>;

export const lookupQuery = (s: Snapshot) => s.context.query;
/** The players found by the last search; null before any search. */
export const lookupHits = (s: Snapshot) => s.context.hits;
export const lookupPlayer = (s: Snapshot) => (s.hasTag('player') ? s.context.player : null);
export const lookupError = (s: Snapshot) => s.context.error;
export const lookupBusy = (s: Snapshot): boolean => s.hasTag('busy');

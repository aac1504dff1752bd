import type { SnapshotFrom } from 'xstate';
import type { FavouritesMachine } from './favourites.machine';

/** The game whose like is being saved (its heart shows busy), or null. */
export const savingGameId = (snapshot: SnapshotFrom<FavouritesMachine>): number | null =>
  snapshot.matches('saving') ? (snapshot.context.request?.id ?? null) : null;

import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { Game } from '../../src/api/contract/entities';
import type { IndexedCatalogue, StoredCatalogueEvent } from '../../src/platform/gameList/catalogue';
import type { StoreCatalogueInput } from '../../src/platform/gameList/catalogueActors';
import { catalogueIndex } from '../../src/platform/gameList/catalogueIndex';

/**
 * Stand-ins for the session's game-list actors (src/platform/gameList/catalogueActors.ts): what "the last visit
 * stored" is set here, read back at once (as the real reader does when nothing can be stored), and a new list is
 * "checked and stored" as it came.
 */
let stored: IndexedCatalogue | null = null;

export function seedCatalogue(catalogue: IndexedCatalogue | null): void {
  stored = catalogue;
}

export const fakeReadStoredCatalogue = fromCallback<EventObject, undefined, StoredCatalogueEvent>(({ sendBack }) => {
  sendBack(stored ? { type: 'CATALOGUE.READ', catalogue: stored } : { type: 'CATALOGUE.NONE' });
});

/** Every list the session handed over to store. */
export const storedLists: StoreCatalogueInput[] = [];

export const fakeStoreCatalogue = fromPromise<IndexedCatalogue, StoreCatalogueInput>(async ({ input }) => {
  storedLists.push(input);
  return indexedCatalogue(input.version, input.list as Game[]);
});

/** A catalogue as the worker hands it over: the list and its indexes. */
export const indexedCatalogue = (version: string, games: Game[]): IndexedCatalogue => ({
  version,
  games,
  index: catalogueIndex(games),
});

export const catalogueFakes = { readStoredCatalogue: fakeReadStoredCatalogue, storeCatalogue: fakeStoreCatalogue };

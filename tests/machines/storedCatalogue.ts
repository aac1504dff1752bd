import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { Game } from '../../src/api/contract/entities';
import type { GameCatalogue, StoredCatalogueEvent } from '../../src/platform/gameList/catalogue';
import type { StoreCatalogueInput } from '../../src/platform/gameList/catalogueActors';

/**
 * Stand-ins for the session's game-list actors (src/platform/gameList/catalogueActors.ts): what "the last visit
 * stored" is set here, read back at once (as the real reader does when nothing can be stored), and a new list is
 * "checked and stored" as it came.
 */
let stored: GameCatalogue | null = null;

export function seedCatalogue(catalogue: GameCatalogue | null): void {
  stored = catalogue;
}

export const fakeReadStoredCatalogue = fromCallback<EventObject, undefined, StoredCatalogueEvent>(({ sendBack }) => {
  sendBack(stored ? { type: 'CATALOGUE.READ', catalogue: stored } : { type: 'CATALOGUE.NONE' });
});

/** Every list the session handed over to store. */
export const storedLists: StoreCatalogueInput[] = [];

export const fakeStoreCatalogue = fromPromise<GameCatalogue, StoreCatalogueInput>(async ({ input }) => {
  storedLists.push(input);
  return { version: input.version, games: input.list as Game[] };
});

export const catalogueFakes = { readStoredCatalogue: fakeReadStoredCatalogue, storeCatalogue: fakeStoreCatalogue };

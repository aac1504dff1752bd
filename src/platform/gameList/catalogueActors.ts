import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { inNextTask } from '../startup/nextTask';
import type { IndexedCatalogue, StoredCatalogueEvent } from './catalogue';
import { gameListClient as client } from './gameListWorker';

/**
 * The session's game-list actors (machines/session/session.machine.ts provides these; tests provide fakes):
 * `readStoredCatalogue` tells it CATALOGUE.READ or CATALOGUE.NONE, `storeCatalogue` checks and stores a new list
 * in the worker and answers it ready to render.
 */

/**
 * Resolves with `value` in a task of its own. The worker's last message arrives in a task that puts the catalogue
 * back together (./catalogueWire.ts); the session's change, and the lobby React renders from it, would run in the
 * same task (a long task, docs/bench.md). Handing the catalogue over one task later splits them.
 */
const laterTask = <T>(value: T): Promise<T> =>
  new Promise((resolve) => {
    inNextTask(() => resolve(value));
  });

const told = (catalogue: IndexedCatalogue | null): StoredCatalogueEvent =>
  catalogue ? { type: 'CATALOGUE.READ', catalogue } : { type: 'CATALOGUE.NONE' };

export const readStoredCatalogue = fromCallback<EventObject, undefined, StoredCatalogueEvent>(({ sendBack }) => {
  const stored = client.readStored();
  // Nothing can be stored: tell at once, so a first visit starts without waiting a turn.
  if (!(stored instanceof Promise)) return void sendBack(told(stored));
  let stopped = false;
  void stored.then(laterTask).then((catalogue) => {
    if (!stopped) sendBack(told(catalogue));
  });
  return () => {
    stopped = true;
  };
});

export interface StoreCatalogueInput {
  list: unknown;
  version: string;
}

export const storeCatalogue = fromPromise<IndexedCatalogue, StoreCatalogueInput>(({ input }) =>
  client.store(input.list, input.version).then(laterTask),
);

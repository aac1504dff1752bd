import type { Game } from '../../api/contract/entities';
import { gameListShape } from '../../api/contract/gameListShape';
import { checkShape } from '../../api/contract/shape';
import type { CatalogueReply, CatalogueRequest, IndexedCatalogue } from './catalogue';
import { catalogueIndex } from './catalogueIndex';
import type { CatalogueStore } from './catalogueStore';

/**
 * What the game-list worker does, as plain functions (./gameList.worker.ts is a thin shell around `answer`; tests
 * call these directly): checks a list with the shape written from the contract's zod schema (no zod, and none of
 * the other shapes, in the worker: ../../api/contract/gameListShape.ts),
 * keeps it in the store with its version, reads it back; either way it hands the list back with the lobby's
 * indexes of it (./catalogueIndex.ts), built here rather than on the page.
 */

export type CheckedList = { ok: true; games: Game[] } | { ok: false; path: string };

export function checkGameList(list: unknown): CheckedList {
  const checked = checkShape<Game[]>(gameListShape, list);
  if (checked.success) return { ok: true, games: checked.data };
  return { ok: false, path: ['gameList', ...(checked.error.issues[0]?.path ?? [])].join('.') };
}

/** What the store holds, when it is a catalogue this build can render (a list stored by an older build may not be). */
async function readBack(store: CatalogueStore): Promise<IndexedCatalogue | null> {
  try {
    const held = await store.read();
    if (!held || typeof held.version !== 'string') return null;
    const checked = checkGameList(held.games);
    return checked.ok ? indexed(held.version, checked.games) : null;
  } catch {
    return null;
  }
}

const indexed = (version: string, games: Game[]): IndexedCatalogue => ({
  version,
  games,
  index: catalogueIndex(games),
});

/** Checks and stores; a store that fails is emptied (best effort) so it never holds a list older than its reader thinks. */
async function keep(id: number, version: string, list: unknown, store: CatalogueStore): Promise<CatalogueReply> {
  const checked = checkGameList(list);
  if (!checked.ok) return { id, ok: false, path: checked.path };
  try {
    await store.write({ version, games: checked.games });
    return { id, ok: true, catalogue: indexed(version, checked.games), stored: true };
  } catch {
    await store.clear().catch(() => undefined);
    return { id, ok: true, catalogue: indexed(version, checked.games), stored: false };
  }
}

export async function answer(request: CatalogueRequest, store: CatalogueStore): Promise<CatalogueReply> {
  switch (request.type) {
    case 'read':
      return { id: request.id, ok: true, catalogue: await readBack(store), stored: false };
    case 'store':
      return keep(request.id, request.version, request.list, store);
    case 'migrate': {
      let list: unknown;
      try {
        list = JSON.parse(request.json);
      } catch {
        return { id: request.id, ok: false, path: 'gameList' };
      }
      return keep(request.id, request.version, list, store);
    }
  }
}

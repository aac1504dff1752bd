import type { Game } from '../../api/contract/entities';
import { gameListShape } from '../../api/contract/gameListShape';
import { checkShape, isObject } from '../../api/contract/shape';
import type { CatalogueReply, CatalogueRequest, FetchedReply, IndexedCatalogue, OpenedReply } from './catalogue';
import { catalogueIndex } from './catalogueIndex';
import type { CatalogueStore } from './catalogueStore';

/**
 * What the game-list worker does, as plain functions (./gameList.worker.ts is a thin shell around `answer`; tests
 * call these directly): checks a list with the shape written from the contract's zod schema (no zod, and none of
 * the other shapes, in the worker: ../../api/contract/gameListShape.ts),
 * keeps it in the store with its version, reads it back; either way it hands the list back with the lobby's
 * indexes of it (./catalogueIndex.ts), built here rather than on the page. It also opens big answers: the page
 * hands over appConfig's bytes and gets back everything but the list, which waits here for `storeHeld`.
 */

/** The list of the last opened answer, under its ticket: one at a time, so an answer nobody stores is not kept. */
export interface HeldList {
  hold(list: unknown[]): number;
  /** The list held under `ticket`, once; undefined when another answer's list has replaced it. */
  take(ticket: number): unknown[] | undefined;
}

export function heldList(): HeldList {
  let last = 0;
  let held: { ticket: number; list: unknown[] } | undefined;
  return {
    hold(list) {
      last += 1;
      held = { ticket: last, list };
      return last;
    },
    take(ticket) {
      if (held?.ticket !== ticket) return undefined;
      const { list } = held;
      held = undefined;
      return list;
    },
  };
}

/**
 * An answer's body decoded as `Response.text()` does and parsed; its `gameList`, when it is a list, held and
 * replaced by an empty one (the page checks everything else, as it would have; ./catalogueClient.ts stands a
 * marked list in for it).
 */
export function openAnswer(id: number, bytes: ArrayBuffer, held: HeldList): OpenedReply {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { id, opened: true, parsed: false, json: undefined, held: null };
  }
  if (!isObject(json) || !Array.isArray(json.gameList)) return { id, opened: true, parsed: true, json, held: null };
  return { id, opened: true, parsed: true, json: { ...json, gameList: [] }, held: held.hold(json.gameList) };
}

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

/** POSTs the early appConfig request as src/app/earlyConfig.ts guessed it, and opens its answer. */
async function fetchOpen(
  request: Extract<CatalogueRequest, { type: 'fetchOpen' }>,
  held: HeldList,
): Promise<FetchedReply> {
  const { id, url, body, fingerprint } = request;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', Fingerprint: fingerprint },
      body,
    });
    const bytes = await response.arrayBuffer();
    return { id, fetched: true, status: response.status, answer: openAnswer(id, bytes, held) };
  } catch {
    return { id, fetched: false };
  }
}

export async function answer(
  request: CatalogueRequest,
  store: CatalogueStore,
  held: HeldList,
): Promise<CatalogueReply> {
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
    case 'open':
      return openAnswer(request.id, request.bytes, held);
    case 'fetchOpen':
      return fetchOpen(request, held);
    case 'storeHeld': {
      const list = held.take(request.ticket);
      if (list === undefined) return { id: request.id, ok: false, path: 'gameList' };
      return keep(request.id, request.version, list, store);
    }
  }
}

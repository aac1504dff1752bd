import { beforeEach, describe, expect, it } from 'vitest';
import { SchemaError } from '../../src/api/client/errors';
import type { Game } from '../../src/api/contract/entities';
import type { CatalogueRequest } from '../../src/platform/gameList/catalogue';
import {
  type Ask,
  type CatalogueWorker,
  catalogueClient,
  workerAsk,
} from '../../src/platform/gameList/catalogueClient';
import { catalogueIndex } from '../../src/platform/gameList/catalogueIndex';
import { type CatalogueStore, memoryCatalogueStore } from '../../src/platform/gameList/catalogueStore';
import { toMessages, type WireMessage } from '../../src/platform/gameList/catalogueWire';
import { answer, heldList } from '../../src/platform/gameList/catalogueWork';
import { heldListStandIn } from '../../src/platform/gameList/heldListStandIn';
import { local } from '../../src/platform/storage/storage';
import { game } from '../machines/fixtures';

/**
 * The main thread's side of the game-list worker (src/platform/gameList/catalogueClient.ts) with a fake worker that
 * runs the worker's own logic over an in-memory store, answering on a later turn as a real one does.
 */

const games: Game[] = [game(1), game(2)];
/** A catalogue as the worker hands it back: with the lobby's indexes. */
const withIndex = (version: string, list: Game[]) => ({ version, games: list, index: catalogueIndex(list) });

class FakeWorker implements CatalogueWorker {
  readonly received: CatalogueRequest[] = [];
  private readonly listeners = {
    message: [] as ((event: MessageEvent<WireMessage>) => void)[],
    error: [] as (() => void)[],
  };
  private readonly held = heldList();
  constructor(private readonly store: CatalogueStore) {}
  addEventListener(type: 'message' | 'error', listener: never): void {
    this.listeners[type].push(listener);
  }
  postMessage(request: CatalogueRequest): void {
    this.received.push(request);
    // As the worker's shell does: each message of the reply (./catalogueWire.ts), in order, a task each.
    void answer(request, this.store, this.held).then((reply) => {
      for (const data of toMessages(reply)) {
        setTimeout(() => {
          for (const listener of this.listeners.message) listener({ data } as MessageEvent<WireMessage>);
        });
      }
    });
  }
  /** The worker's script failed to load. */
  fail(): void {
    for (const listener of this.listeners.error) listener();
  }
}

function setUp(stored?: { version: string; games: Game[] }, legacy: string | null = null) {
  const store = memoryCatalogueStore(stored);
  let created = 0;
  const worker = new FakeWorker(store);
  const fallbackAsks: string[] = [];
  const fallback: Ask = async (request) => {
    fallbackAsks.push(request.type);
    return { id: 0, ok: true, catalogue: null, stored: false };
  };
  const ask = workerAsk(() => {
    created += 1;
    return worker;
  }, fallback);
  const client = catalogueClient(ask, true, () => legacy);
  return { client, store, worker, fallbackAsks, created: () => created };
}

beforeEach(() => local.clear());

describe('reading the stored catalogue', () => {
  it('no version key: none, at once, and no worker started', () => {
    const { client, created } = setUp({ version: 'v1', games });
    expect(client.readStored()).toBeNull();
    expect(created()).toBe(0);
  });

  it('the key and the stored list agree: the list', async () => {
    local.set('gameVersion', 'v1');
    const { client, worker } = setUp({ version: 'v1', games });
    expect(await client.readStored()).toEqual(withIndex('v1', games));
    expect(worker.received.map((r) => r.type)).toEqual(['read']);
    expect(local.get('gameVersion')).toBe('v1');
  });

  it('the key names another version than the store holds (or the store is empty): none, and the key goes', async () => {
    local.set('gameVersion', 'v2');
    expect(await setUp({ version: 'v1', games }).client.readStored()).toBeNull();
    expect(local.get('gameVersion')).toBeUndefined();
    local.set('gameVersion', 'v2');
    expect(await setUp().client.readStored()).toBeNull();
    expect(local.get('gameVersion')).toBeUndefined();
  });

  it('without a worker (no IndexedDB behind it either): none at once, and the key goes', () => {
    local.set('gameVersion', 'v1');
    const client = catalogueClient(
      () => Promise.reject(new Error('unused')),
      false,
      () => null,
    );
    expect(client.readStored()).toBeNull();
    expect(local.get('gameVersion')).toBeUndefined();
  });

  it('an older build’s list in local storage is moved into the store once, its keys removed', async () => {
    local.set('gameVersion', 'v1');
    local.set('gameList', games);
    local.set('gameMap', { '1': games[0]! });
    const { client, store, worker } = setUp(undefined, JSON.stringify(games));
    expect(await client.readStored()).toEqual(withIndex('v1', games));
    expect(worker.received).toMatchObject([{ type: 'migrate', version: 'v1' }]);
    expect(await store.read()).toEqual({ version: 'v1', games });
    expect(local.get('gameVersion')).toBe('v1');
    expect(local.get('gameList')).toBeUndefined();
    expect(local.get('gameMap')).toBeUndefined();
  });

  it('an older build’s list without its version is dropped, not moved', () => {
    local.set('gameList', games);
    const { client, worker } = setUp(undefined, JSON.stringify(games));
    expect(client.readStored()).toBeNull();
    expect(worker.received).toEqual([]);
    expect(local.get('gameList')).toBeUndefined();
  });

  it('a worker whose script fails hands the request to the fallback', async () => {
    local.set('gameVersion', 'v1');
    const { client, worker, fallbackAsks } = setUp({ version: 'v1', games });
    const read = client.readStored();
    worker.fail();
    expect(await read).toBeNull();
    expect(fallbackAsks).toEqual(['read']);
    expect(local.get('gameVersion')).toBeUndefined();
  });
});

describe('storing a new list', () => {
  it('checked and stored: the catalogue comes back and the key names its version', async () => {
    const { client, store } = setUp({ version: 'v1', games });
    const newer = [game(3)];
    expect(await client.store(newer, 'v2')).toEqual(withIndex('v2', newer));
    expect(await store.read()).toEqual({ version: 'v2', games: newer });
    expect(local.get('gameVersion')).toBe('v2');
  });

  it('a store that refuses it (quota, private mode): the catalogue for this visit, and no key', async () => {
    local.set('gameVersion', 'v1');
    const ask = workerAsk(
      () => new FakeWorker({ ...memoryCatalogueStore(), write: () => Promise.reject(new Error('quota')) }),
      () => Promise.reject(new Error('unused')),
    );
    const client = catalogueClient(ask, true, () => null);
    expect(await client.store(games, 'v2')).toEqual(withIndex('v2', games));
    expect(local.get('gameVersion')).toBeUndefined();
  });

  it('a list that breaks its shape: a SchemaError naming where, and no key', async () => {
    local.set('gameVersion', 'v1');
    const { client } = setUp({ version: 'v1', games });
    const stored = client.store([{ ...games[0], status: 'on' }], 'v2');
    await expect(stored).rejects.toBeInstanceOf(SchemaError);
    await expect(stored).rejects.toThrow('gameList.0.status');
    expect(local.get('gameVersion')).toBeUndefined();
  });

  it('pairs each reply with its request, one worker for all of them', async () => {
    const { client, created } = setUp();
    const [a, b] = await Promise.all([client.store([game(1)], 'a'), client.store([game(2)], 'b')]);
    expect(a.games[0]!.id).toBe(1);
    expect(b.games[0]!.id).toBe(2);
    expect(created()).toBe(1);
  });
});

describe('a big answer opened in the worker', () => {
  const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

  it('the list stays in the worker: the page gets the rest, then stores the held list by its stand-in', async () => {
    const { client, store, worker } = setUp();
    const opened = await client.open(body({ code: 200, webConfig: { a: 1 }, gameList: games }));
    expect(opened).toMatchObject({
      opened: true,
      parsed: true,
      json: { code: 200, webConfig: { a: 1 }, gameList: [] },
    });
    const standIn = heldListStandIn(opened.held as number);
    expect(await client.store(standIn, 'v3')).toEqual(withIndex('v3', games));
    expect(await store.read()).toEqual({ version: 'v3', games });
    expect(local.get('gameVersion')).toBe('v3');
    // The store request carried the ticket, never the list.
    expect(worker.received.at(-1)).toEqual({ id: 2, type: 'storeHeld', version: 'v3', ticket: opened.held });
  });

  it('a stand-in whose list was replaced by a newer answer is refused like a broken list', async () => {
    const { client } = setUp();
    const first = await client.open(body({ gameList: games }));
    await client.open(body({ gameList: [game(9)] }));
    await expect(client.store(heldListStandIn(first.held as number), 'v4')).rejects.toBeInstanceOf(SchemaError);
    expect(local.get('gameVersion')).toBeUndefined();
  });
});

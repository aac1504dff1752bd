import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../scripts/shapes';
import { lobbyHome } from '../../src/api/contract/endpoints/lobbyHome';
import type { Game } from '../../src/api/contract/entities';
import { gameListShape } from '../../src/api/contract/gameListShape';
import { lobbyHomeShapes } from '../../src/api/contract/homeShapes';
import { catalogueIndex } from '../../src/platform/gameList/catalogueIndex';
import type { CatalogueStore } from '../../src/platform/gameList/catalogueStore';
import { memoryCatalogueStore, noCatalogueStore } from '../../src/platform/gameList/catalogueStore';
import { answer, checkGameList, heldList } from '../../src/platform/gameList/catalogueWork';
import { game } from '../machines/fixtures';

/** The game-list worker's logic (src/platform/gameList/catalogueWork.ts), called as the worker shell calls it. */

const games: Game[] = [game(1, { hot: 1 }), game(2, { typeId: 2 })];
/** A catalogue as the worker hands it back: with the lobby's indexes, which the store does not keep. */
const withIndex = (version: string, list: Game[]) => ({ version, games: list, index: catalogueIndex(list) });

/** A store whose writes fail (quota) and that records whether it was emptied. */
function failingStore(): CatalogueStore & { cleared: boolean } {
  const store = {
    cleared: false,
    read: async () => undefined,
    write: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    clear: async () => {
      store.cleared = true;
    },
  };
  return store;
}

describe('checkGameList', () => {
  it('checks with the game list of the appConfig shape (written from the same schema, without the other shapes)', () => {
    const list = shapeOf(lobbyHome.appConfig.response);
    expect(list.t === 'object' && list.of.gameList).toEqual({ t: 'nullable', of: gameListShape });
    // The page checks the list's length only and leaves the games to the worker (scripts/shapes.ts).
    expect(lobbyHomeShapes.appConfig.response.of.gameList.of).toEqual({ ...gameListShape, of: { t: 'unknown' } });
  });

  it('returns the games as the contract reads them (unknown keys dropped)', () => {
    const checked = checkGameList([{ ...games[0], extra: 'x' }, games[1]]);
    expect(checked).toEqual({ ok: true, games });
  });

  it('says where a list breaks its shape', () => {
    expect(checkGameList([games[0], { ...games[1], name: 7 }])).toEqual({ ok: false, path: 'gameList.1.name' });
    expect(checkGameList({ games })).toEqual({ ok: false, path: 'gameList' });
  });
});

describe('answer', () => {
  it('store: checks, keeps the list with its version and hands it back; read finds it', async () => {
    const store = memoryCatalogueStore();
    const stored = await answer({ id: 4, type: 'store', version: 'v2', list: games }, store, heldList());
    expect(stored).toEqual({ id: 4, ok: true, catalogue: withIndex('v2', games), stored: true });
    expect(await store.read()).toEqual({ version: 'v2', games });
    expect(await answer({ id: 5, type: 'read' }, store, heldList())).toEqual({
      id: 5,
      ok: true,
      catalogue: withIndex('v2', games),
      stored: false,
    });
  });

  it('store: a broken list is refused and nothing is written', async () => {
    const store = memoryCatalogueStore({ version: 'v1', games });
    const reply = await answer({ id: 1, type: 'store', version: 'v2', list: [{ id: -1 }] }, store, heldList());
    expect(reply).toEqual({ id: 1, ok: false, path: 'gameList.0.id' });
    expect(await store.read()).toEqual({ version: 'v1', games });
  });

  it('store: a store that refuses the write is emptied, and the list still comes back for this visit', async () => {
    const store = failingStore();
    const reply = await answer({ id: 2, type: 'store', version: 'v2', list: games }, store, heldList());
    expect(reply).toEqual({ id: 2, ok: true, catalogue: withIndex('v2', games), stored: false });
    expect(store.cleared).toBe(true);
    expect(
      await answer({ id: 3, type: 'store', version: 'v2', list: games }, noCatalogueStore, heldList()),
    ).toMatchObject({
      ok: true,
      stored: false,
    });
  });

  it('read: nothing stored, an unreadable store or a list this build cannot render read as none', async () => {
    const none = { id: 1, ok: true, catalogue: null, stored: false };
    expect(await answer({ id: 1, type: 'read' }, memoryCatalogueStore(), heldList())).toEqual(none);
    const broken: CatalogueStore = { ...noCatalogueStore, read: () => Promise.reject(new Error('blocked')) };
    expect(await answer({ id: 1, type: 'read' }, broken, heldList())).toEqual(none);
    const older = memoryCatalogueStore({ version: 'v0', games: [{ id: 1 }] as unknown as Game[] });
    expect(await answer({ id: 1, type: 'read' }, older, heldList())).toEqual(none);
  });

  it('migrate: parses an older build’s raw JSON, checks and stores it', async () => {
    const store = memoryCatalogueStore();
    const reply = await answer(
      { id: 7, type: 'migrate', version: 'v1', json: JSON.stringify(games) },
      store,
      heldList(),
    );
    expect(reply).toEqual({ id: 7, ok: true, catalogue: withIndex('v1', games), stored: true });
    expect(await store.read()).toEqual({ version: 'v1', games });
    expect(await answer({ id: 8, type: 'migrate', version: 'v1', json: '[{' }, store, heldList())).toEqual({
      id: 8,
      ok: false,
      path: 'gameList',
    });
  });
});

describe('opening a big answer', () => {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

  it('parses it, holds its game list under a ticket and hands back the rest with an empty list', async () => {
    const held = heldList();
    const text = JSON.stringify({ code: 200, errcode: 0, gameListVersion: 'v5', gameList: games });
    const opened = await answer({ id: 3, type: 'open', bytes: bytes(`\uFEFF${text}`) }, noCatalogueStore, held);
    expect(opened).toEqual({
      id: 3,
      opened: true,
      parsed: true,
      json: { code: 200, errcode: 0, gameListVersion: 'v5', gameList: [] },
      held: 1,
    });
    const store = memoryCatalogueStore();
    expect(await answer({ id: 4, type: 'storeHeld', ticket: 1, version: 'v5' }, store, held)).toEqual({
      id: 4,
      ok: true,
      catalogue: withIndex('v5', games),
      stored: true,
    });
    // Taken once: the same ticket again finds nothing.
    expect(await answer({ id: 5, type: 'storeHeld', ticket: 1, version: 'v5' }, store, held)).toEqual({
      id: 5,
      ok: false,
      path: 'gameList',
    });
  });

  it('a held list is checked as any new list: a broken one is refused and nothing is written', async () => {
    const held = heldList();
    const ticket = held.hold([games[0], { ...games[1], name: 7 }]);
    const store = memoryCatalogueStore();
    expect(await answer({ id: 1, type: 'storeHeld', ticket, version: 'v6' }, store, held)).toEqual({
      id: 1,
      ok: false,
      path: 'gameList.1.name',
    });
    expect(await store.read()).toBeUndefined();
  });

  it('holds only the newest list; an answer without a list, or not JSON, holds nothing', async () => {
    const held = heldList();
    const first = held.hold([]);
    const second = held.hold(games);
    expect(held.take(first)).toBeUndefined();
    expect(held.take(second)).toBe(games);
    const plain = await answer(
      { id: 2, type: 'open', bytes: bytes('{"code":200,"gameList":null}') },
      noCatalogueStore,
      held,
    );
    expect(plain).toMatchObject({ parsed: true, json: { code: 200, gameList: null }, held: null });
    const broken = await answer({ id: 3, type: 'open', bytes: bytes('<html>') }, noCatalogueStore, held);
    expect(broken).toEqual({ id: 3, opened: true, parsed: false, json: undefined, held: null });
  });
});

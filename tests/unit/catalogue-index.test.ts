import { describe, expect, it } from 'vitest';
import type { Game, GameBrand } from '../../src/api/contract/entities';
import {
  catalogueIndex,
  gamesByTypeAndBrand,
  presentIds,
  searchIndexOf,
} from '../../src/platform/gameList/catalogueIndex';
import { brandGamesOfType, indexOfCatalogue } from '../../src/platform/gameList/indexOfCatalogue';
import { gamesByBrand } from '../../src/screens/lobby/gamesByBrand';
import { game } from '../machines/fixtures';

/** The lobby's indexes (src/platform/gameList/catalogueIndex.ts), which the game-list worker builds with the list. */

const games: Game[] = [
  game(1, { typeId: 1, brandId: 12, sort: 5 }),
  game(2, { typeId: 1, brandId: 11, sort: 9 }),
  game(3, { typeId: 2, brandId: 11, sort: 1 }),
  game(4, { typeId: 1, brandId: 12, sort: 2 }),
  game(5, { typeId: 1, brandId: 13, sort: 1, status: 0 }),
  game(6, { typeId: 1, brandId: 99, sort: 3 }),
];
const ids = (list: readonly Game[]) => list.map((entry) => entry.id);
const brand = (id: number, sort: number): GameBrand =>
  ({ id, showName: `Brand ${id}`, status: 1, sort, icon3: '' }) as GameBrand;

describe('catalogueIndex', () => {
  it('groups each type’s active games by brand, each brand’s games by sort', () => {
    const byType = gamesByTypeAndBrand(games);
    expect(byType.map((entry) => entry.typeId)).toEqual([1, 2]);
    expect(byType[0]?.brands.map((group) => [group.brandId, ids(group.games)])).toEqual([
      [11, [2]],
      [12, [4, 1]],
      [99, [6]],
    ]);
    expect(byType[1]?.brands.map((group) => [group.brandId, ids(group.games)])).toEqual([[11, [3]]]);
  });

  it('lists the types and brands that have active games', () => {
    expect(presentIds(games)).toEqual({ typeIds: [1, 2], brandIds: [11, 12, 99] });
  });

  it('indexes the playable games for the search, names lower-cased, in catalogue order', () => {
    const search = searchIndexOf(games);
    expect(ids(search.games)).toEqual([3, 4, 6, 1, 2]);
    expect(search.names[0]).toBe(games[2]?.name.toLowerCase());
    expect([...search.typeIds]).toEqual([2, 1, 1, 1, 1]);
  });

  it('holds the list’s own game objects (a structured clone keeps them shared, not copied)', () => {
    const index = catalogueIndex(games);
    expect(brandGamesOfType(index, 2)[0]?.games[0]).toBe(games[2]);
    const cloned = structuredClone({ games, index });
    expect(brandGamesOfType(cloned.index, 2)[0]?.games[0]).toBe(cloned.games[2]);
    expect(brandGamesOfType(index, 7)).toEqual([]);
  });
});

describe('indexOfCatalogue', () => {
  it('uses the worker’s index when the session holds one', () => {
    const gameIndex = catalogueIndex(games);
    expect(indexOfCatalogue({ gameList: games, gameIndex })).toBe(gameIndex);
  });

  it('builds one on this thread once per list when none came (a player’s list with the login info)', async () => {
    const building = indexOfCatalogue({ gameList: games, gameIndex: null });
    expect(building).toBeInstanceOf(Promise);
    expect(indexOfCatalogue({ gameList: games, gameIndex: null })).toBe(building);
    expect(await building).toEqual(catalogueIndex(games));
    expect(indexOfCatalogue({ gameList: [...games], gameIndex: null })).not.toBe(building);
  });
});

describe('gamesByBrand (the page: the configuration’s brand order and names)', () => {
  it('orders brands by their sort then id and names them; an unknown brand goes last under its id', () => {
    const groups = brandGamesOfType(catalogueIndex(games), 1);
    const named = gamesByBrand(groups, [brand(11, 2), brand(12, 1)]);
    expect(named.map((entry) => [entry.brandName, ids(entry.games)])).toEqual([
      ['Brand 12', [4, 1]],
      ['Brand 11', [2]],
      ['99', [6]],
    ]);
  });
});

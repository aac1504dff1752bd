import type { Game } from '../../api/contract/entities';

/**
 * The lobby's indexes of a game list (docs/pwa.md "The game list in a Web Worker"), one function per index. The
 * game-list worker builds them beside the list it checked or read (./catalogueWork.ts) and sends them with it, so
 * the page never walks 10,000 games to open a tab or the search; a list that did not come through the worker (a
 * player's, with the login info) is indexed on the page by the same functions, loaded then (./indexOfCatalogue.ts).
 * Plain code only: the worker's script is bundled on its own and counts in a guest's bytes.
 *
 * The arrays hold the list's own game objects: they cross from the worker as places in the list
 * (./catalogueWire.ts), and the page puts the same objects back, so an index costs a number per entry, not a game.
 */

/** One brand's active games of one type, by sort (ties keep the list's order). */
export interface BrandGames {
  brandId: number;
  games: Game[];
}

/** One type's active games grouped by brand, brands by id: the page orders and names them from the web config. */
export interface TypeGames {
  typeId: number;
  brands: BrandGames[];
}

/**
 * What the search filters (docs/lobby.md "Search"): the playable games (status 1) in catalogue order (sort, then
 * id) with their names already lower-cased, in parallel arrays, so a keystroke is one pass of
 * `String.prototype.includes` over plain strings with no allocation per game.
 */
export interface SearchIndex {
  games: readonly Game[];
  names: readonly string[];
  typeIds: Int32Array;
  brandIds: Int32Array;
}

export interface CatalogueIndex {
  byType: TypeGames[];
  /** Types and brands that have at least one active game, ascending. */
  typeIds: number[];
  brandIds: number[];
  search: SearchIndex;
}

const active = (game: Game) => game.status === 1;

/** Per type, its active games grouped by brand (spec §2: a game-type tab lists its games by brand). */
export function gamesByTypeAndBrand(games: readonly Game[]): TypeGames[] {
  const byType = new Map<number, Map<number, Game[]>>();
  for (const game of games) {
    if (!active(game)) continue;
    const brands = byType.get(game.typeId) ?? new Map<number, Game[]>();
    byType.set(game.typeId, brands);
    const group = brands.get(game.brandId);
    if (group) group.push(game);
    else brands.set(game.brandId, [game]);
  }
  return [...byType]
    .sort(([a], [b]) => a - b)
    .map(([typeId, brands]) => ({
      typeId,
      brands: [...brands]
        .sort(([a], [b]) => a - b)
        .map(([brandId, group]) => ({ brandId, games: group.sort((a, b) => a.sort - b.sort) })),
    }));
}

/** The types and the brands that have active games. */
export function presentIds(games: readonly Game[]): { typeIds: number[]; brandIds: number[] } {
  const types = new Set<number>();
  const brands = new Set<number>();
  for (const game of games) {
    if (!active(game)) continue;
    types.add(game.typeId);
    brands.add(game.brandId);
  }
  const ascending = (ids: Set<number>) => [...ids].sort((a, b) => a - b);
  return { typeIds: ascending(types), brandIds: ascending(brands) };
}

export function searchIndexOf(catalogue: readonly Game[]): SearchIndex {
  const games = catalogue.filter(active).sort((a, b) => a.sort - b.sort || a.id - b.id);
  return {
    games,
    names: games.map((game) => game.name.toLowerCase()),
    typeIds: Int32Array.from(games, (game) => game.typeId),
    brandIds: Int32Array.from(games, (game) => game.brandId),
  };
}

export function catalogueIndex(games: readonly Game[]): CatalogueIndex {
  return { byType: gamesByTypeAndBrand(games), ...presentIds(games), search: searchIndexOf(games) };
}

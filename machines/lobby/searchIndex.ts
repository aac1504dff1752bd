import type { Game } from '../../src/api/contract/entities';

/**
 * The search index (docs/lobby.md "Search"): built once per catalogue, it holds the playable games (status 1)
 * in catalogue sort order with their names already lower-cased, in parallel arrays so a keystroke is one pass
 * of `String.prototype.includes` over plain strings, with no allocation per game.
 */
export interface SearchIndex {
  games: readonly Game[];
  names: readonly string[];
  typeIds: Int32Array;
  brandIds: Int32Array;
}

export interface SearchCriteria {
  /** Free text; matched anywhere in the name, case-insensitive, surrounding spaces ignored. */
  query: string;
  typeId: number | null;
  brandId: number | null;
}

/** Most games a result list holds; a one-letter query on 10,000 games still renders in a frame. */
export const MAX_RESULTS = 500;

export function buildSearchIndex(catalogue: readonly Game[]): SearchIndex {
  const games = catalogue.filter((game) => game.status === 1).sort((a, b) => a.sort - b.sort || a.id - b.id);
  return {
    games,
    names: games.map((game) => game.name.toLowerCase()),
    typeIds: Int32Array.from(games, (game) => game.typeId),
    brandIds: Int32Array.from(games, (game) => game.brandId),
  };
}

export const normaliseQuery = (query: string) => query.trim().toLowerCase();

export function hasCriteria(criteria: SearchCriteria): boolean {
  return normaliseQuery(criteria.query) !== '' || criteria.typeId !== null || criteria.brandId !== null;
}

/** Games whose name contains the query, narrowed by type and brand; at most `limit`, in catalogue order. */
export function searchGames(index: SearchIndex, criteria: SearchCriteria, limit = MAX_RESULTS): Game[] {
  const needle = normaliseQuery(criteria.query);
  const { typeId, brandId } = criteria;
  const found: Game[] = [];
  const { names, typeIds, brandIds, games } = index;
  for (let i = 0; i < names.length && found.length < limit; i++) {
    if (typeId !== null && typeIds[i] !== typeId) continue;
    if (brandId !== null && brandIds[i] !== brandId) continue;
    if (needle !== '' && !names[i]!.includes(needle)) continue;
    found.push(games[i]!);
  }
  return found;
}

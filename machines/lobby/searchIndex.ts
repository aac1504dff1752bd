import type { Game } from '../../src/api/contract/entities';
import type { SearchIndex } from '../../src/platform/gameList/catalogueIndex';

/**
 * Searching the search index (docs/lobby.md "Search"), which the game-list worker builds with the catalogue
 * (src/platform/gameList/catalogueIndex.ts `searchIndexOf`: the playable games in catalogue order, names
 * lower-cased, in parallel arrays).
 */
export type { SearchIndex };

export interface SearchCriteria {
  /** Free text; matched anywhere in the name, case-insensitive, surrounding spaces ignored. */
  query: string;
  typeId: number | null;
  brandId: number | null;
}

/** Most games a result list holds; a one-letter query on 10,000 games still renders in a frame. */
export const MAX_RESULTS = 500;

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

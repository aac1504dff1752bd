import type { Game } from '../../api/contract/entities';
import type { BrandGames, CatalogueIndex } from './catalogueIndex';

/**
 * The page's way to the catalogue's indexes (./catalogueIndex.ts): the ones the worker sent with the list (the
 * session's `gameIndex`), or, for a list that did not come through the worker (a player's, with the login info:
 * `gameIndex` null), a promise of them, built on this thread once per list by the same functions from a chunk only
 * that case downloads: a guest's first download never carries the builders. Screens hand a promise to React's
 * `use`, which suspends until it is built.
 */

const building = new WeakMap<readonly Game[], Promise<CatalogueIndex>>();

export function indexOfCatalogue(context: {
  gameList: readonly Game[];
  gameIndex: CatalogueIndex | null;
}): CatalogueIndex | Promise<CatalogueIndex> {
  if (context.gameIndex) return context.gameIndex;
  const { gameList } = context;
  const pending =
    building.get(gameList) ?? import('./catalogueIndex').then((module) => module.catalogueIndex(gameList));
  building.set(gameList, pending);
  return pending;
}

const NO_BRANDS: readonly BrandGames[] = [];

/** One type's brand groups (none when the type has no active game). */
export function brandGamesOfType(index: CatalogueIndex, typeId: number): readonly BrandGames[] {
  return index.byType.find((entry) => entry.typeId === typeId)?.brands ?? NO_BRANDS;
}

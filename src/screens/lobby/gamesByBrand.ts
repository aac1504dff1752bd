import type { Game, GameBrand } from '../../api/contract/entities';

export interface BrandGames {
  brandId: number;
  brandName: string;
  games: Game[];
}

/**
 * The games of one type, grouped by brand (spec §2: game-type tabs list games by brand): active games only,
 * brands by their sort then id, games by sort. Games of a brand missing from the configuration go last,
 * under the brand id, rather than disappearing.
 */
export function gamesByBrand(games: readonly Game[], brands: readonly GameBrand[], typeId: number): BrandGames[] {
  const groups = new Map<number, Game[]>();
  for (const game of games) {
    if (game.typeId !== typeId || game.status !== 1) continue;
    const group = groups.get(game.brandId);
    if (group) group.push(game);
    else groups.set(game.brandId, [game]);
  }
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const rank = (id: number) => brandById.get(id)?.sort ?? Number.MAX_SAFE_INTEGER;
  return [...groups.keys()]
    .sort((a, b) => rank(a) - rank(b) || a - b)
    .map((brandId) => ({
      brandId,
      brandName: brandById.get(brandId)?.showName ?? String(brandId),
      games: groups.get(brandId)!.sort((a, b) => a.sort - b.sort),
    }));
}

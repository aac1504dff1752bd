import type { Game, GameBrand } from '../../api/contract/entities';
import type { BrandGames } from '../../platform/gameList/catalogueIndex';

export interface NamedBrandGames {
  brandId: number;
  brandName: string;
  games: Game[];
}

/**
 * One type's brand groups (spec §2: game-type tabs list games by brand), as the game-list worker grouped them
 * (src/platform/gameList/catalogueIndex.ts: active games only, each brand's by sort), put in the configuration's
 * order: brands by their sort then id, named by their show name. Games of a brand missing from the configuration
 * go last, under the brand id, rather than disappearing. Tens of brands: cheap enough for a render.
 */
export function gamesByBrand(groups: readonly BrandGames[], brands: readonly GameBrand[]): NamedBrandGames[] {
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const rank = (id: number) => brandById.get(id)?.sort ?? Number.MAX_SAFE_INTEGER;
  return [...groups]
    .sort((a, b) => rank(a.brandId) - rank(b.brandId) || a.brandId - b.brandId)
    .map(({ brandId, games }) => ({ brandId, brandName: brandById.get(brandId)?.showName ?? String(brandId), games }));
}

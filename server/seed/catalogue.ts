import type { InferInsertModel } from 'drizzle-orm';
import type { brands, games, gameTypes } from '../db/schema';
import { providerForType } from '../games/catalogue';
import { artUrl, gameIconUrl } from '../static/urls';
import { BRAND_NAME_COUNT, brandName, gameName } from './names';
import type { Rng } from './random';

type TypeRow = InferInsertModel<typeof gameTypes>;
type BrandRow = InferInsertModel<typeof brands>;
type GameRow = InferInsertModel<typeof games>;

/** The six game types of spec §1, in lobby order. */
export const GAME_TYPES: readonly TypeRow[] = [
  { id: 1, name: 'Slots', status: 1, sort: 1 },
  { id: 2, name: 'Fish', status: 1, sort: 2 },
  { id: 3, name: 'Poker', status: 1, sort: 3 },
  { id: 4, name: 'Sports', status: 1, sort: 4 },
  { id: 5, name: 'Live', status: 1, sort: 5 },
  { id: 6, name: 'Games', status: 1, sort: 6 },
];

/** Share of the catalogue per type id (slots dominate, as in a real lobby). */
const TYPE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 0.5],
  [2, 0.1],
  [3, 0.12],
  [4, 0.06],
  [5, 0.1],
  [6, 0.12],
];

export const BRAND_COUNT = 32;
/** Brands with these indexes are inactive (status 0): their games carry params.brandMaintain 1. */
const INACTIVE_BRANDS = new Set([7, 19, 28]);
export const FIRST_GAME_ID = 10_001;

export interface Catalogue {
  types: TypeRow[];
  brands: BrandRow[];
  games: GameRow[];
}

function pickType(rng: Rng): number {
  let r = rng.next();
  for (const [id, weight] of TYPE_WEIGHTS) {
    r -= weight;
    if (r < 0) return id;
  }
  return 1;
}

/** Builds the whole catalogue from the PRNG: same seed and size → same rows. */
export function buildCatalogue(rng: Rng, gameCount: number): Catalogue {
  if (BRAND_COUNT > BRAND_NAME_COUNT) throw new Error('not enough brand names');
  const brandRows: BrandRow[] = [];
  const typesOfBrand = new Map<number, number[]>();
  for (let i = 0; i < BRAND_COUNT; i++) {
    const id = 101 + i;
    const name = brandName(i);
    brandRows.push({
      id,
      showName: name,
      status: INACTIVE_BRANDS.has(i) ? 0 : 1,
      sort: i + 1,
      icon3: artUrl('brand', name),
    });
    // Every brand serves its main type plus up to two others; brand i % 6 guarantees each type has brands.
    const main = (i % 6) + 1;
    const served = new Set([main]);
    const extra = rng.int(0, 2);
    for (let k = 0; k < extra; k++) served.add(rng.int(1, 6));
    typesOfBrand.set(id, [...served]);
  }
  const brandsOfType = new Map<number, number[]>();
  for (const [brandId, typeIds] of typesOfBrand) {
    for (const t of typeIds) brandsOfType.set(t, [...(brandsOfType.get(t) ?? []), brandId]);
  }

  const taken = new Map<string, number>();
  const sortCounter = new Map<number, number>();
  const gameRows: GameRow[] = [];
  let hotSort = 0;
  for (let i = 0; i < gameCount; i++) {
    const id = FIRST_GAME_ID + i;
    const typeId = pickType(rng);
    const brandId = rng.pick(brandsOfType.get(typeId) ?? [101]);
    const sort = (sortCounter.get(brandId) ?? 0) + 1;
    sortCounter.set(brandId, sort);
    const hot = rng.chance(0.05) ? 1 : 0;
    gameRows.push({
      id,
      name: gameName(rng, typeId, taken),
      brandId,
      typeId,
      platformId: brandId,
      hot,
      hotSort: hot ? ++hotSort : 0,
      recent: rng.chance(0.08) ? 1 : 0,
      // showType 1 = listed only under its brand (not in the home hot grid).
      showType: rng.chance(0.1) ? 1 : 0,
      sort,
      status: rng.chance(0.02) ? 0 : 1,
      version: 1,
      maintain: rng.chance(0.01) ? 1 : 0,
      brandMaintain: INACTIVE_BRANDS.has(brandId - 101) ? 1 : 0,
      icon: gameIconUrl(id),
      providerId: providerForType(typeId),
    });
  }
  return { types: [...GAME_TYPES], brands: brandRows, games: gameRows };
}

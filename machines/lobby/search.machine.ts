import { assertEvent, assign, setup } from 'xstate';
import type { Game, GameBrand, GameType } from '../../src/api/contract/entities';
import type { CatalogueIndex } from '../../src/platform/gameList/catalogueIndex';
import { brandGamesOfType } from '../../src/platform/gameList/indexOfCatalogue';
import type { TypesOf } from '../shared/machineTypes';
import { hasCriteria, searchGames } from './searchIndex';

/**
 * /search (spec §2): game names across the whole catalogue, narrowed by game type and brand, results as you
 * type. The lower-cased index comes ready with the catalogue (the game-list worker builds it); each keystroke
 * filters it synchronously (well under a frame at 10,000 games, docs/lobby.md), so there is no debounce and no
 * stale answer to drop.
 */

export interface SearchInput {
  /** The catalogue's indexes (src/platform/gameList/indexOfCatalogue.ts). */
  catalogue: CatalogueIndex;
  types: readonly GameType[];
  brands: readonly GameBrand[];
}

export interface SearchContext {
  catalogue: CatalogueIndex;
  types: readonly GameType[];
  brands: readonly GameBrand[];
  query: string;
  typeId: number | null;
  brandId: number | null;
  results: Game[];
}

export type SearchEvent =
  | { type: 'QUERY'; value: string }
  /** null = every type. */
  | { type: 'TYPE'; typeId: number | null }
  /** null = every brand. */
  | { type: 'BRAND'; brandId: number | null }
  | { type: 'CLEAR' };

/** Brands that have at least one playable game of the type (every active brand when no type is chosen). */
export function brandsForType(context: Pick<SearchContext, 'catalogue' | 'brands'>, typeId: number | null) {
  const { catalogue } = context;
  const present = new Set(
    typeId === null ? catalogue.brandIds : brandGamesOfType(catalogue, typeId).map((group) => group.brandId),
  );
  return context.brands.filter((brand) => brand.status === 1 && present.has(brand.id));
}

export const searchMachine = setup({
  types: {} as TypesOf<SearchContext, SearchEvent, SearchInput>,
  guards: {
    hasCriteria: ({ context }) => hasCriteria(context),
    hasResults: ({ context }) => context.results.length > 0,
  },
  actions: {
    assignQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'QUERY');
        return event.value;
      },
    }),
    /** A new type keeps the brand only when that brand has games of the type. */
    assignType: assign(({ context, event }) => {
      assertEvent(event, 'TYPE');
      const keepBrand =
        context.brandId !== null && brandsForType(context, event.typeId).some((brand) => brand.id === context.brandId);
      return { typeId: event.typeId, brandId: keepBrand ? context.brandId : null };
    }),
    assignBrand: assign({
      brandId: ({ event }) => {
        assertEvent(event, 'BRAND');
        return event.brandId;
      },
    }),
    clearCriteria: assign({ query: '', typeId: null, brandId: null }),
    filter: assign({ results: ({ context }) => searchGames(context.catalogue.search, context) }),
    clearResults: assign({ results: [] }),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    catalogue: input.catalogue,
    types: input.types.filter((type) => type.status === 1).sort((a, b) => a.sort - b.sort),
    brands: input.brands,
    query: '',
    typeId: null,
    brandId: null,
    results: [],
  }),
  initial: 'idle',
  on: {
    QUERY: { target: '.filtering', actions: 'assignQuery' },
    TYPE: { target: '.filtering', actions: 'assignType' },
    BRAND: { target: '.filtering', actions: 'assignBrand' },
    CLEAR: { target: '.idle', actions: ['clearCriteria', 'clearResults'] },
  },
  states: {
    idle: {
      description: 'Nothing typed or chosen: a hint, no results.',
    },
    filtering: {
      description: 'Filters the index with the current criteria (synchronous), then shows what it found.',
      always: [
        { guard: 'hasCriteria', target: 'deciding', actions: 'filter' },
        { target: 'idle', actions: 'clearResults' },
      ],
    },
    deciding: {
      always: [{ guard: 'hasResults', target: 'found' }, { target: 'nothingFound' }],
    },
    found: { description: 'The matching games, as a grid in rows of 5.' },
    nothingFound: { description: 'No game matches: says so.' },
  },
});

export type SearchMachine = typeof searchMachine;

import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import type {
  BrandSwitchAnswer,
  CatalogueFacets,
  GameFlag,
  GamePage,
  GameUpdateAnswer,
  OpsGame,
} from '../../src/api/client/ops/gamesTypes';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * The games catalogue (/ops/games, marketing and admin; docs/ops.md "Games"): a page of games under a search (name
 * or id) and type and brand filters, with the brands and their switches. Per game, a flag (visible, hot, new,
 * maintenance) is switched or its order set; a brand is switched on or off. Each change is one call, then the page
 * and the brands are read again; players get it on their next appConfig or heartbeat. A 401 tells the session.
 */
export interface CatalogueFilter {
  q: string;
  typeId: number | null;
  brandId: number | null;
}

export interface GameCatalogueContext extends QueueContext<OpsGame> {
  facets: CatalogueFacets | null;
  /** What the filter form holds. */
  filter: CatalogueFilter;
  /** The filter and page the shown list was read with. */
  applied: CatalogueFilter;
  page: number;
  total: number;
  pageSize: number;
  /** Orders typed per game id, until sent (a read of the page forgets them). */
  orders: Record<number, string>;
  /** The change being sent (for its call and the notice after it). */
  change: GameChange | null;
}

export type GameChange =
  | { kind: 'flag'; gameId: number; flag: GameFlag; value: boolean }
  | { kind: 'order'; gameId: number; sort: number }
  | { kind: 'brand'; brandId: number; on: boolean };

export type GameCatalogueEvent =
  | { type: 'QUERY.CHANGE'; value: string }
  /** A filter's choice as the page's select gives it: an id, or '' for every type or brand. */
  | { type: 'TYPE.CHANGE'; value: string }
  | { type: 'BRAND.CHANGE'; value: string }
  | { type: 'SEARCH' }
  | { type: 'PAGE'; page: number }
  | { type: 'FLAG.SET'; gameId: number; flag: GameFlag; value: boolean }
  | { type: 'ORDER.CHANGE'; gameId: number; value: string }
  | { type: 'ORDER.SET'; gameId: number }
  | { type: 'BRAND.SWITCH'; brandId: number; on: boolean }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: OpsGame[]; page: GamePage; facets: CatalogueFacets }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<GameUpdateAnswer, 'update'>
  | ErrorActorEvent<unknown, 'update'>
  | DoneActorEvent<BrandSwitchAnswer, 'switchBrand'>
  | ErrorActorEvent<unknown, 'switchBrand'>;

/** The highest order the server takes. */
export const MAX_ORDER = 1_000_000;

const FLAG_NAMES: Record<GameFlag, string> = {
  visible: 'visible',
  hot: 'hot',
  new: 'new',
  maintenance: 'in maintenance',
};

/** The query string of a filter and page. */
export function catalogueQuery(filter: CatalogueFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.q.trim() !== '') params.set('q', filter.q.trim());
  if (filter.typeId !== null) params.set('type', String(filter.typeId));
  if (filter.brandId !== null) params.set('brand', String(filter.brandId));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A typed order, or null when it is not a whole number from 0 to MAX_ORDER. */
export function orderOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_ORDER ? value : null;
}

/** What the notice says once a change is saved. */
export function changeSaid(change: GameChange | null): string {
  if (!change) return 'Saved.';
  switch (change.kind) {
    case 'flag':
      return `Game #${change.gameId} is ${change.value ? '' : 'no longer '}${FLAG_NAMES[change.flag]}. Players see it on their next refresh.`;
    case 'order':
      return `Game #${change.gameId} now has order ${change.sort}.`;
    case 'brand':
      return `Brand #${change.brandId} is switched ${change.on ? 'on' : 'off'}. Players see it on their next refresh.`;
  }
}

const NO_FILTER: CatalogueFilter = { q: '', typeId: null, brandId: null };

/** A select's value as a filter id: '' (or anything not a positive whole number) is no filter. */
export const filterId = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
type Load = { list: OpsGame[]; page: GamePage; facets: CatalogueFacets };
const call = queueCallsOf<GameCatalogueContext>();

export const gameCatalogueMachine = setup({
  types: {} as TypesOf<GameCatalogueContext, GameCatalogueEvent, QueueInput>,
  actors: {
    load: fromPromise<Load, { token: string; filter: CatalogueFilter; page: number }>(async ({ input, signal }) => {
      const [page, facets] = await Promise.all([
        opsCall<GamePage>('GET', `/games${catalogueQuery(input.filter, input.page)}`, input.token, undefined, signal),
        opsCall<CatalogueFacets>('GET', '/games/facets', input.token, undefined, signal),
      ]);
      return { list: page.list, page, facets: { types: facets.types, brands: facets.brands } };
    }),
    update: fromPromise<GameUpdateAnswer, { token: string; change: GameChange | null }>(({ input, signal }) => {
      const change = input.change;
      const body =
        change?.kind === 'flag'
          ? { [change.flag]: change.value }
          : change?.kind === 'order'
            ? { sort: change.sort }
            : {};
      const gameId = change && change.kind !== 'brand' ? change.gameId : 0;
      return opsCall('POST', `/games/${gameId}`, input.token, body, signal);
    }),
    switchBrand: fromPromise<BrandSwitchAnswer, { token: string; change: GameChange | null }>(({ input, signal }) => {
      const change = input.change;
      const brandId = change?.kind === 'brand' ? change.brandId : 0;
      const on = change?.kind === 'brand' ? change.on : true;
      return opsCall('POST', `/games/brands/${brandId}`, input.token, { on }, signal);
    }),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    pageInRange: ({ context, event }) => {
      const { page } = event as { page: number };
      return Number.isInteger(page) && page >= 1 && page <= Math.max(1, Math.ceil(context.total / context.pageSize));
    },
    orderValid: ({ context, event }) => orderOf(context.orders[(event as { gameId: number }).gameId] ?? '') !== null,
  },
  actions: {
    ...queueActions,
    setLoaded: assign(({ event }) => {
      const { page, facets } = (event as DoneActorEvent<Load>).output;
      return { list: page.list, total: page.total, page: page.page, pageSize: page.pageSize, facets, orders: {} };
    }),
    setQuery: assign({ filter: ({ context }, value: string) => ({ ...context.filter, q: value.slice(0, 64) }) }),
    setType: assign({ filter: ({ context }, typeId: number | null) => ({ ...context.filter, typeId }) }),
    setBrand: assign({ filter: ({ context }, brandId: number | null) => ({ ...context.filter, brandId }) }),
    applyFilter: assign({ applied: ({ context }) => ({ ...context.filter, q: context.filter.q.trim() }), page: 1 }),
    setPage: assign({ page: (_, page: number) => page }),
    chooseFlag: assign({
      change: (_, e: { gameId: number; flag: GameFlag; value: boolean }) => ({
        kind: 'flag' as const,
        gameId: e.gameId,
        flag: e.flag,
        value: e.value,
      }),
      notice: null,
    }),
    typeOrder: assign({
      orders: ({ context }, e: { gameId: number; value: string }) => ({
        ...context.orders,
        [e.gameId]: e.value.slice(0, 7),
      }),
    }),
    chooseOrder: assign({
      change: ({ context }, gameId: number) => ({
        kind: 'order' as const,
        gameId,
        sort: orderOf(context.orders[gameId] ?? '') ?? 0,
      }),
      notice: null,
    }),
    chooseBrand: assign({
      change: (_, e: { brandId: number; on: boolean }) => ({ kind: 'brand' as const, brandId: e.brandId, on: e.on }),
      notice: null,
    }),
    askOrder: assign({ notice: { kind: 'error', text: `The order is a whole number from 0 to ${MAX_ORDER}.` } }),
    saved: assign({ notice: ({ context }) => ({ kind: 'success' as const, text: changeSaid(context.change) }) }),
  },
}).createMachine({
  id: 'gameCatalogue',
  context: ({ input }) => ({
    ...input,
    list: [],
    notice: null,
    loadError: null,
    facets: null,
    filter: NO_FILTER,
    applied: NO_FILTER,
    page: 1,
    total: 0,
    pageSize: 50,
    orders: {},
    change: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      invoke: {
        ...QUEUE_STATES.loading.invoke,
        input: ({ context }) => ({ token: context.token, filter: context.applied, page: context.page }),
        onDone: { target: 'ready', actions: 'setLoaded' },
      },
    },
    ready: {
      description: 'A page of games under the filter, with their flags and order, and the brands with their switches.',
      tags: ['ready'],
      on: {
        'QUERY.CHANGE': { actions: { type: 'setQuery', params: ({ event }) => event.value } },
        'TYPE.CHANGE': { actions: { type: 'setType', params: ({ event }) => filterId(event.value) } },
        'BRAND.CHANGE': { actions: { type: 'setBrand', params: ({ event }) => filterId(event.value) } },
        SEARCH: { target: 'loading', actions: 'applyFilter' },
        PAGE: {
          guard: 'pageInRange',
          target: 'loading',
          actions: { type: 'setPage', params: ({ event }) => event.page },
        },
        'FLAG.SET': { target: 'updating', actions: { type: 'chooseFlag', params: ({ event }) => event } },
        'ORDER.CHANGE': { actions: { type: 'typeOrder', params: ({ event }) => event } },
        'ORDER.SET': [
          {
            guard: 'orderValid',
            target: 'updating',
            actions: { type: 'chooseOrder', params: ({ event }) => event.gameId },
          },
          { actions: 'askOrder' },
        ],
        'BRAND.SWITCH': { target: 'switching', actions: { type: 'chooseBrand', params: ({ event }) => event } },
        REFRESH: 'loading',
      },
    },
    updating: call({
      description: "Changes one game's flag or order (audited); the catalogue version moves.",
      src: 'update',
      input: (context) => ({ change: context.change }),
      done: 'saved',
    }),
    switching: call({
      description: "Switches a brand on or off: off puts its games in the brand's maintenance and hides its logo.",
      src: 'switchBrand',
      input: (context) => ({ change: context.change }),
      done: 'saved',
    }),
  },
});

export type GameCatalogueMachine = typeof gameCatalogueMachine;

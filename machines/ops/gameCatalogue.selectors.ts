import type { SnapshotFrom } from 'xstate';
import type { GameCatalogueMachine } from './gameCatalogue.machine';

type Snapshot = SnapshotFrom<GameCatalogueMachine>;

export const catalogueGames = (s: Snapshot) => s.context.list;
export const catalogueFacets = (s: Snapshot) => s.context.facets;
export const catalogueFilter = (s: Snapshot) => s.context.filter;

/** The page shown, of how many, and how many games match the applied filter. */
export const cataloguePaging = (s: Snapshot) => ({
  page: s.context.page,
  pages: Math.max(1, Math.ceil(s.context.total / s.context.pageSize)),
  total: s.context.total,
  /** The place of the page's first game in the whole list, from 1. */
  first: (s.context.page - 1) * s.context.pageSize + 1,
});
export const samePaging = (a: ReturnType<typeof cataloguePaging>, b: ReturnType<typeof cataloguePaging>) =>
  a.page === b.page && a.pages === b.pages && a.total === b.total && a.first === b.first;

/** The order shown in a game's field: what was typed, else its order. */
export const orderField = (s: Snapshot, game: { id: number; sort: number }): string =>
  s.context.orders[game.id] ?? String(game.sort);

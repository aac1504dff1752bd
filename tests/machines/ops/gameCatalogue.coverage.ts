import { gameCatalogueMachine } from '../../../machines/ops/gameCatalogue.machine';
import type { CatalogueFacets, OpsGame } from '../../../src/api/client/ops/gamesTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const sunGold: OpsGame = {
  id: 10001,
  name: 'Sun Gold',
  brandId: 101,
  typeId: 1,
  visible: true,
  hot: false,
  new: false,
  maintenance: false,
  brandOff: false,
  sort: 4,
};
export const facets: CatalogueFacets = {
  types: [{ id: 1, name: 'Slots' }],
  brands: [{ id: 101, name: 'Pagoda Play', on: true, games: 1 }],
};
/** A first page of three (120 games). */
export const loaded = { list: [sunGold], page: { list: [sunGold], total: 120, page: 1, pageSize: 50 }, facets };

/** The games catalogue: load, filters, paging, flags, order (valid or not), brands, refusals and a session that ended. */
export const gameCatalogueSpec = defineMachineSpec({
  name: 'gameCatalogue',
  machine: gameCatalogueMachine,
  input: queueInput,
  events: [
    settled('load', loaded),
    refused('load', 500),
    refused('load', 401),
    settled('update', { game: { ...sunGold, hot: true }, changed: true }),
    refused('update', 400),
    refused('update', 401),
    settled('switchBrand', { brand: { id: 101, on: false }, changed: true }),
    refused('switchBrand', 404),
    refused('switchBrand', 401),
    { type: 'QUERY.CHANGE', value: 'sun' },
    { type: 'TYPE.CHANGE', value: '1' },
    { type: 'BRAND.CHANGE', value: '101' },
    { type: 'SEARCH' },
    { type: 'PAGE', page: 2 },
    { type: 'FLAG.SET', gameId: 10001, flag: 'hot', value: true },
    { type: 'ORDER.CHANGE', gameId: 10001, value: '7' },
    { type: 'ORDER.CHANGE', gameId: 10001, value: 'x' },
    { type: 'ORDER.SET', gameId: 10001 },
    { type: 'BRAND.SWITCH', brandId: 101, on: false },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), update: m.promise(), switchBrand: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.filter,
      s.context.applied,
      s.context.page,
      s.context.total,
      s.context.orders[10001] ?? null,
    ]),
});

import { searchMachine } from '../../../machines/lobby/search.machine';
import { catalogueIndex } from '../../../src/platform/gameList/catalogueIndex';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { game, gameType } from '../fixtures';

const input = {
  catalogue: catalogueIndex([
    game(1, { name: 'Golden Dragon', typeId: 1, brandId: 11 }),
    game(2, { name: 'Dragon Fishing', typeId: 2, brandId: 12 }),
    game(3, { name: 'Closed Dragon', status: 0 }),
  ]),
  types: [gameType(1, 'Slots'), gameType(2, 'Fish')],
  brands: [
    { id: 11, showName: 'Jade', status: 1, sort: 1, icon3: '' },
    { id: 12, showName: 'Coral', status: 1, sort: 2, icon3: '' },
  ],
};

export const searchSpec = defineMachineSpec({
  name: 'search',
  machine: searchMachine,
  input,
  events: [
    { type: 'QUERY', value: 'DRAGON ' },
    { type: 'QUERY', value: 'zzz' },
    { type: 'QUERY', value: '  ' },
    { type: 'TYPE', typeId: 2 },
    { type: 'TYPE', typeId: null },
    { type: 'BRAND', brandId: 11 },
    { type: 'BRAND', brandId: null },
    { type: 'CLEAR' },
  ],
  mocks: () => ({}),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.query,
      snapshot.context.typeId,
      snapshot.context.brandId,
      snapshot.context.results.map((g) => g.id),
    ]),
});

import { lobbyTabsMachine } from '../../../machines/lobby/lobbyTabs.machine';
import { lobbyTabs } from '../../../machines/session/session.selectors';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { gameType, webConfig } from '../fixtures';

export const tabs = lobbyTabs({
  webConfig: webConfig({ appGameTypeList: [gameType(1, 'Slots'), gameType(2, 'Fish')] }),
});

const events = [
  { type: 'SELECT', key: 'home' },
  { type: 'SELECT', key: 'collect' },
  { type: 'SELECT', key: 'type-1' },
  { type: 'SELECT', key: 'type-2' },
  // A tab that does not exist (a stale link): nothing happens.
  { type: 'SELECT', key: 'type-9' },
  { type: 'SELECT.BRAND', typeId: 1, brandId: 12 },
  { type: 'COLLECT.HISTORY' },
  { type: 'COLLECT.FAVOURITES' },
] as const;

const spec = (input: Parameters<typeof lobbyTabsMachine.getInitialSnapshot>[1]) =>
  defineMachineSpec({
    name: 'lobbyTabs',
    machine: lobbyTabsMachine,
    input,
    events,
    mocks: () => ({}),
    serializeState: (snapshot) =>
      // The tracking name follows from the tab; which brand is remembered matters, not for which visit.
      JSON.stringify([snapshot.value, snapshot.context.typeId, Object.keys(snapshot.context.brandByType).length > 0]),
  });

/** Plain start, a `?tab=collect` start, and a start preselected from navigation state (type and brand). */
export const lobbyTabsSpecs = [
  spec({ tabs }),
  spec({ tabs, tabKey: 'collect' }),
  spec({ tabs, typeId: 2, brandId: 21 }),
];

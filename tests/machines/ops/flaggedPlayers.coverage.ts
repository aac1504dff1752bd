import { flaggedPlayersMachine } from '../../../machines/ops/flaggedPlayers.machine';
import type { FlaggedPlayer } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const flaggedJuan: FlaggedPlayer = {
  id: 7,
  account: 'juan',
  nickname: 'Juan',
  reasons: ['3 devices in 7 days'],
};

/** Flagged players: load, refresh, a failure with Retry, and a session that ended (401). */
export const flaggedPlayersSpec = defineMachineSpec({
  name: 'flaggedPlayers',
  machine: flaggedPlayersMachine,
  input: queueInput,
  events: [
    settled('load', { list: [flaggedJuan] }),
    refused('load', 500),
    refused('load', 401),
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise() }),
  serializeState: (s) => JSON.stringify(s.value),
});

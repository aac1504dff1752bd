import { playerRoundsMachine } from '../../../machines/ops/playerRounds.machine';
import type { SupportRound, SupportRoundPage } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

/** A third-party round whose win never came. */
export const openRound: SupportRound = {
  roundId: 'acme-1',
  providerId: 'acme',
  gameId: 10_001,
  gameName: 'Lucky Fortune',
  status: 'open',
  bet: 500,
  win: 0,
  openedAt: 1_930_000_000_000,
  closedAt: null,
  proof: null,
};

const page = (n: number, total: number): SupportRoundPage => ({ list: [openRound], total, page: n, pageSize: 20 });

export const playerRoundsInput = { ...queueInput, userId: 7 };

/** A player's rounds: read, another status, older and newer pages, a failure with Retry, a session that ended. */
export const playerRoundsSpec = defineMachineSpec({
  name: 'playerRounds',
  machine: playerRoundsMachine,
  input: playerRoundsInput,
  events: [
    settled('load', { rounds: page(1, 45) }),
    settled('load', { rounds: page(2, 45) }),
    refused('load', 500),
    refused('load', 401),
    { type: 'STATUS.CHANGE', value: 'open' },
    { type: 'OLDER' },
    { type: 'NEWER' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.page, s.context.status, s.context.total > 20]),
});

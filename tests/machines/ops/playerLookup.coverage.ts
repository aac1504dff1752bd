import { playerLookupMachine } from '../../../machines/ops/playerLookup.machine';
import type { PlayerDetail } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const juan = { id: 7, account: 'juan', nickname: 'Juan', mobile: '' };
export const juanRecords = {
  profile: { ...juan, birthDate: null, vip: 0, createdAt: 0, suspended: false, kyc: { status: 'none' } },
  balances: { coin: 0, lottery: 0, safebox: 0 },
  ledger: [],
  deposits: [],
  withdrawals: [],
  sessions: [],
  devices: [],
  promotions: [],
  responsibleGaming: { realityCheckMinutes: 60, depositLimits: [], breaks: [] },
} satisfies PlayerDetail;

/** Player lookup: search (typed or not), open a player, back, refusals and a session that ended. */
export const playerLookupSpec = defineMachineSpec({
  name: 'playerLookup',
  machine: playerLookupMachine,
  input: queueInput,
  events: [
    { type: 'QUERY.CHANGE', value: 'juan' },
    { type: 'SEARCH' },
    { type: 'OPEN', userId: 7 },
    { type: 'BACK' },
    settled('search', { list: [juan] }),
    refused('search', 500),
    refused('search', 401),
    settled('read', juanRecords),
    refused('read', 404),
    refused('read', 401),
  ],
  mocks: (m) => ({ search: m.promise(), read: m.promise() }),
  serializeState: (s) => JSON.stringify([s.value, s.context.query !== '']),
});

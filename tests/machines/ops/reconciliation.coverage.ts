import { dayProblem, reconciliationMachine } from '../../../machines/ops/reconciliation.machine';
import type { ProviderReconciliation } from '../../../src/api/client/ops/opsTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

/** A provider's day with one round whose stake the ledger says differently. */
export const mismatchedDay: ProviderReconciliation = {
  providerId: 'demo-studio',
  day: '2031-03-09',
  rounds: 12,
  openRounds: 1,
  bets: 12_000,
  wins: 9_500,
  mismatches: [{ roundId: '7:3', bet: 1_000, win: 0, ledgerBet: 1_001, ledgerWin: 0 }],
  createdAt: 1_930_000_000_000,
};

export const reconciliationInput = { ...queueInput, today: '2031-03-10' };

/** The reconciliation list: read, a day typed (over in Manila or not) and run, refusals, a session that ended. */
export const reconciliationSpec = defineMachineSpec({
  name: 'reconciliation',
  machine: reconciliationMachine,
  input: reconciliationInput,
  events: [
    settled('load', { list: [mismatchedDay] }),
    refused('load', 500),
    refused('load', 401),
    settled('runDay', { list: [mismatchedDay] }),
    refused('runDay', 400),
    refused('runDay', 401),
    { type: 'DAY.CHANGE', value: '2031-03-10' },
    { type: 'DAY.CHANGE', value: '2031-03-08' },
    { type: 'RUN' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), runDay: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([s.value, dayProblem(s.context.day, s.context.today) === null, s.context.notice?.kind ?? null]),
});

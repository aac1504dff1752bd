import { gameImportMachine } from '../../../machines/ops/gameImport.machine';
import type { GameImportOutcome } from '../../../src/api/client/ops/gamesTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const cleanRun: GameImportOutcome = {
  applied: false,
  version: 'v1',
  rows: 1,
  counts: { added: 1, changed: 0, unchanged: 0, missing: 0 },
  added: [{ id: 95001, name: 'Golden Carabao', brandId: 101, typeId: 1 }],
  changed: [],
  missing: [],
  hideMissing: false,
  errors: [],
};
export const CSV = 'id,name,brandId,typeId\n95001,Golden Carabao,101,1';
export const csvFile = { name: 'provider.csv', size: CSV.length, text: async () => CSV };

/** The import: a file or pasted text, a clean and a bad dry run, Apply, refusals (409 too), a session that ended. */
export const gameImportSpec = defineMachineSpec({
  name: 'gameImport',
  machine: gameImportMachine,
  input: { ...queueInput, catalogue: { send: () => {} } },
  events: [
    { type: 'FORMAT.CHANGE', format: 'json' },
    { type: 'TEXT.CHANGE', value: CSV },
    { type: 'FILE.CHOOSE', file: csvFile },
    { type: 'HIDE_MISSING.CHANGE', value: true },
    { type: 'CHECK' },
    { type: 'APPLY' },
    settled('read', CSV),
    refused('read', 0),
    settled('check', cleanRun),
    settled('check', { ...cleanRun, errors: [{ row: 2, message: 'name is missing.' }] }),
    refused('check', 400),
    refused('check', 401),
    settled('apply', { ...cleanRun, applied: true, version: 'v2' }),
    refused('apply', 409),
    refused('apply', 401),
  ],
  mocks: (m) => ({ read: m.promise(), check: m.promise(), apply: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.format,
      s.context.text !== '',
      s.context.checked !== null && s.context.checked.text === s.context.text,
      s.context.checked?.format === s.context.format,
      s.context.hideMissing,
    ]),
});

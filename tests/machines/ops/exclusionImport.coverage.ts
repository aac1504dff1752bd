import { exclusionImportMachine } from '../../../machines/ops/exclusionImport.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

const clean = { applied: false, rows: 1, alreadyListed: 0, problems: [] };

/** The list import: fields, a clean and a bad dry run, Apply, refusals, and a session that ended (401). */
export const exclusionImportSpec = defineMachineSpec({
  name: 'exclusionImport',
  machine: exclusionImportMachine,
  input: queueInput,
  events: [
    { type: 'SOURCE.CHANGE', value: 'PAGCOR' },
    { type: 'CSV.CHANGE', value: 'Juan Dela Cruz,1990-06-15' },
    { type: 'CHECK' },
    { type: 'APPLY' },
    settled('check', clean),
    settled('check', { ...clean, problems: [{ line: 1, problem: 'The name is missing.' }] }),
    refused('check', 400),
    refused('check', 401),
    settled('apply', { ...clean, applied: true }),
    refused('apply', 400),
    refused('apply', 401),
  ],
  mocks: (m) => ({ check: m.promise(), apply: m.promise() }),
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.source !== '', s.context.csv !== '', s.context.checked !== null]),
});

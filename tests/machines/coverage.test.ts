import { expect, test } from 'vitest';
import {
  type CoverageResult,
  formatCoverageTable,
  formatMisses,
  measureCoverage,
  mergeByName,
} from './coverage/measureCoverage';
import { machineSpecs } from './specs';

test('every machine reaches 100 % of its states and transitions by generated paths', async () => {
  const runs: CoverageResult[] = [];
  for (const spec of machineSpecs) runs.push(await measureCoverage(spec));
  const results = mergeByName(runs);
  console.log(`Path coverage\n${formatCoverageTable(results)}`);
  const misses = formatMisses(results);
  expect(misses, `below 100 %:\n${misses}`).toBe('');
  // Every machine of the app in one run: it outgrows the default 5 s as issues add machines.
}, 60_000);

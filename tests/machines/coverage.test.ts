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
  // Every machine's paths in one test: the wallet machines and the session's three logged-in regions take a while.
}, 120_000);

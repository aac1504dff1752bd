import { expect, test } from 'vitest';
import { type CoverageResult, formatCoverageTable, formatMisses, measureCoverage } from './coverage/measureCoverage';
import { machineSpecs } from './specs';

test('every machine reaches 100 % of its states and transitions by generated paths', async () => {
  const results: CoverageResult[] = [];
  for (const spec of machineSpecs) results.push(await measureCoverage(spec));
  console.log(`Path coverage\n${formatCoverageTable(results)}`);
  const misses = formatMisses(results);
  expect(misses, `below 100 %:\n${misses}`).toBe('');
});

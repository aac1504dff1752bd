import { afterAll, describe, expect, test } from 'vitest';
import {
  type AnyMachineSpec,
  type CoverageResult,
  formatCoverageTable,
  formatMisses,
  measureCoverage,
  mergeByName,
} from './coverage/measureCoverage';
import { machineSpecs } from './specs';

/**
 * Path coverage per machine: one test per machine (specs sharing a name are one machine started from different
 * storage or input), each replaying a minimal transition cover of its generated paths and failing below 100 %.
 * The table (states, transitions, paths replayed of generated) is printed once, after every machine.
 */
const byName = new Map<string, AnyMachineSpec[]>();
for (const spec of machineSpecs) byName.set(spec.name, [...(byName.get(spec.name) ?? []), spec]);

const results: CoverageResult[] = [];

describe('path coverage', () => {
  afterAll(() => {
    console.log(`Path coverage\n${formatCoverageTable(results)}`);
  });

  test.each([...byName.keys()])(
    '%s: 100 % of states and transitions by a minimal path cover',
    async (name) => {
      const runs: CoverageResult[] = [];
      for (const spec of byName.get(name) ?? []) runs.push(await measureCoverage(spec));
      const merged = mergeByName(runs);
      results.push(...merged);
      const misses = formatMisses(merged);
      expect(misses, `below 100 %:\n${misses}`).toBe('');
    },
    // The console's four regions side by side take ~15 s on a quiet machine, over a minute on a busy one.
    180_000,
  );
});

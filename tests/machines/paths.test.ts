import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, test } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { formatPaths, type PathReport, pathMachineNames, pathsOf, stateLabel } from '../../scripts/paths';
import { MockActors } from './coverage/mockActors';
import { machineSpecs } from './specs';

/** The path tool (`npm run paths`, scripts/paths.ts): every machine with a coverage spec, and its command line. */
const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;

/** A machine's initial state with its spec's input, computed here without the tool. */
function initialOf(spec: (typeof machineSpecs)[number]): string {
  spec.prepare?.();
  const machine = spec.machine.provide({ actors: spec.mocks(new MockActors()) });
  return stateLabel(createActor(machine, { input: spec.input }).getSnapshot() as AnyMachineSnapshot);
}

/** Every path starts at the machine's initial state and each step starts where the last one ended. */
function expectWellFormed(report: PathReport) {
  const specs = machineSpecs.filter((spec) => spec.name === report.machine);
  expect(report.variants).toHaveLength(specs.length);
  report.variants.forEach((variant, i) => {
    const initial = initialOf(specs[i]!);
    expect(variant.initial).toBe(initial);
    expect(variant.paths.length).toBeGreaterThan(0);
    for (const path of variant.paths) {
      expect(path.start).toBe(initial);
      let at = path.start;
      for (const step of path.steps) {
        expect(step.from).toBe(at);
        expect(step.event.type).toEqual(expect.any(String));
        at = step.to;
      }
      expect(path.end).toBe(at);
    }
  });
}

describe('path tool', () => {
  test.each(pathMachineNames())(
    '%s: a capped minimal cover parses as JSON and every path starts at the initial state',
    (name) => {
      const report = pathsOf(name, { cover: true, maxStates: 40 });
      const parsed = JSON.parse(JSON.stringify(report)) as PathReport;
      expect(parsed.machine).toBe(name);
      expect(parsed.mode).toBe('cover');
      expectWellFormed(parsed);
    },
    60_000,
  );

  it('covers a whole small machine: the big-win ticker hides on an empty list or a failure, else plays', () => {
    const [normal] = pathsOf('bigWinTicker', { cover: true }).variants;
    const ends = normal?.paths.map((path) => `${path.steps[0]?.label.split(' ')[0]} ${path.end}`);
    expect(ends).toEqual(['done hidden', 'error hidden', 'done showing.playing']);
    const shortest = pathsOf('bigWinTicker').variants[0]?.paths ?? [];
    // The shortest paths reach every state the cover does, with more (shorter) paths.
    expect(shortest.length).toBeGreaterThan(normal?.paths.length ?? 0);
  });

  it('answers JSON from the command line, numbered steps as text, and names the machines for an unknown one', () => {
    const json = execFileSync(tsx, ['scripts/paths.ts', 'terms', '--cover', '--json'], { cwd: root, encoding: 'utf8' });
    expectWellFormed(JSON.parse(json) as PathReport);
    const text = formatPaths(pathsOf('terms'));
    expect(text).toMatch(/^terms: \d+ shortest paths \(start 1 of 2\), from open\n/);
    expect(text).toMatch(/\n {2}1\. \S+ → .+ → \S+/);
    const unknown = spawnSync(tsx, ['scripts/paths.ts', 'noSuchMachine'], { cwd: root, encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('No machine "noSuchMachine" has a coverage spec');
    expect(unknown.stderr).toContain('bigWinTicker, bind');
  }, 60_000);
});

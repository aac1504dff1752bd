/**
 * A tester's path tool: `npm run paths -- <machine> [--cover] [--json]` (docs/testing.md "Paths for test cases").
 *
 * `--max-states N` explores at most N states (breadth first), for a quick look at a large machine.
 *
 * Prints a machine's shortest paths (xstate/graph's `getShortestPaths`, one to every state and edge the coverage
 * spec can tell apart, prefixes of longer paths dropped) or, with --cover, its minimal transition cover (a few of
 * those paths that together take every transition the whole set takes), as numbered steps `state → event → state`
 * or, with --json, as JSON a tester can turn into cases. The machine's input, events and mocks come from its
 * path-coverage spec, the same ones tests/machines/coverage.test.ts replays; without its input a machine throws in
 * a guard. `pathsOf()` is importable without side effects (tests/machines/paths.test.ts runs it on every machine).
 */
import { pathToFileURL } from 'node:url';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createActor } from 'xstate';
import { type AnyMachineSpec, generatePaths } from '../tests/machines/coverage/measureCoverage';
import { MockActors } from '../tests/machines/coverage/mockActors';
import { machineSpecs } from '../tests/machines/specs';
import { minimalCover } from '../tests/machines/tooling/cover';

export interface PathStep {
  from: string;
  /** The event to send (or, for `xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`, to bring about). */
  event: EventObject;
  /** The event as a tester reads it: `SUBMIT`, `done login`, `after 3000 ms`. */
  label: string;
  to: string;
}

export interface MachinePath {
  start: string;
  end: string;
  steps: PathStep[];
}

export interface PathVariant {
  /** 1-based: specs of one name start the machine from different input or storage. */
  variant: number;
  input: unknown;
  initial: string;
  paths: MachinePath[];
}

export interface PathReport {
  machine: string;
  mode: 'shortest' | 'cover';
  variants: PathVariant[];
}

/** Every machine name that has a coverage spec, sorted. */
export const pathMachineNames = (): string[] => [...new Set(machineSpecs.map((spec) => spec.name))].sort();

/** The active leaf states, `form.editing` (parallel regions joined by `, `). */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  // In document order: a region entered again (its own transition) is listed where the chart has it, not last.
  const leaves = snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .sort((a, b) => a.order - b.order);
  return leaves.map((node) => node.path.join('.') || '(root)').join(', ') || '(root)';
}

/** Long payloads are cut in the readable form (the JSON form carries them whole). */
const clip = (text: string, max = 100) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** `SUBMIT {"code":"1234"}`, `done login {"output":…}`, `error login`, `after 3000 ms`. */
export function eventText(event: EventObject): string {
  const { type, actorId: _actorId, ...payload } = event as EventObject & { actorId?: unknown };
  const short = type
    .replace(/^xstate\.done\.actor\./, 'done ')
    .replace(/^xstate\.error\.actor\./, 'error ')
    .replace(/^xstate\.after\.(\w+)\..*$/, (_, delay: string) =>
      /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`,
    );
  return Object.keys(payload).length ? `${short} ${clip(JSON.stringify(payload))}` : short;
}

/** The machine as the coverage runner drives it: its actors replaced by the spec's mocks. */
const provided = (spec: AnyMachineSpec) => spec.machine.provide({ actors: spec.mocks(new MockActors()) });

export interface PathOptions {
  /** The minimal transition cover instead of every shortest path. */
  cover?: boolean;
  /** Explore at most this many states (breadth first); every state when omitted. */
  maxStates?: number;
}

function variantOf(spec: AnyMachineSpec, index: number, { cover = false, maxStates }: PathOptions): PathVariant {
  const machine = provided(spec);
  const generated = generatePaths(spec, machine, maxStates === undefined ? {} : { maxStates });
  const chosen = cover ? minimalCover(machine, generated) : generated;
  spec.prepare?.();
  const initial = stateLabel(createActor(machine, { input: spec.input }).getSnapshot() as AnyMachineSnapshot);
  const paths = chosen.map((path) => {
    const states = path.steps.map((step) => stateLabel(step.state));
    const steps = path.steps.slice(1).map((step, i) => ({
      from: states[i] ?? initial,
      event: step.event,
      label: eventText(step.event),
      to: states[i + 1] ?? '',
    }));
    return { start: states[0] ?? initial, end: states.at(-1) ?? initial, steps };
  });
  // Fewest steps first: the order a tester writes cases in.
  paths.sort((a, b) => a.steps.length - b.steps.length);
  return { variant: index + 1, input: spec.input ?? null, initial, paths };
}

/** The paths of one machine, for every spec of that name; throws on an unknown name, listing the known ones. */
export function pathsOf(name: string, options: PathOptions = {}): PathReport {
  const specs = machineSpecs.filter((spec) => spec.name === name);
  if (specs.length === 0) {
    throw new Error(`No machine "${name}" has a coverage spec. Known machines: ${pathMachineNames().join(', ')}`);
  }
  return {
    machine: name,
    mode: options.cover ? 'cover' : 'shortest',
    variants: specs.map((spec, i) => variantOf(spec, i, options)),
  };
}

/** Numbered, readable steps. */
export function formatPaths(report: PathReport): string {
  const title = report.mode === 'cover' ? 'paths of a minimal transition cover' : 'shortest paths';
  const lines: string[] = [];
  for (const v of report.variants) {
    const of = report.variants.length > 1 ? ` (start ${v.variant} of ${report.variants.length})` : '';
    lines.push(`${report.machine}: ${v.paths.length} ${title}${of}, from ${v.initial}`);
    if (v.input !== null) lines.push(`input: ${clip(JSON.stringify(v.input), 160)}`);
    v.paths.forEach((path, p) => {
      const count = path.steps.length === 1 ? '1 step' : `${path.steps.length} steps`;
      lines.push('', `Path ${p + 1}: ${path.start} ⇒ ${path.end} (${count})`);
      if (path.steps.length === 0) lines.push('  (the initial state itself)');
      path.steps.forEach((step, s) => {
        lines.push(`  ${s + 1}. ${step.from} → ${step.label} → ${step.to}`);
      });
    });
    lines.push('');
  }
  return lines.join('\n');
}

const USAGE = 'Usage: npm run paths -- <machine> [--cover] [--json] [--max-states N]';

function main(argv: readonly string[]): number {
  const args = [...argv];
  const flags = new Set<string>();
  const names: string[] = [];
  let maxStates: number | undefined;
  while (args.length) {
    const arg = args.shift() ?? '';
    if (arg === '--max-states') maxStates = Number(args.shift());
    else if (arg.startsWith('--')) flags.add(arg);
    else names.push(arg);
  }
  const unknownFlag = [...flags].find((flag) => flag !== '--cover' && flag !== '--json');
  const badMax = maxStates !== undefined && !(Number.isInteger(maxStates) && maxStates > 0);
  const [name] = names;
  if (!name || names.length > 1 || unknownFlag || badMax) {
    const why = unknownFlag ? `Unknown option ${unknownFlag}. ` : badMax ? '--max-states takes a whole number. ' : '';
    console.error(`${why}${USAGE}\nMachines: ${pathMachineNames().join(', ')}`);
    return 2;
  }
  let report: PathReport;
  try {
    report = pathsOf(name, { cover: flags.has('--cover'), ...(maxStates === undefined ? {} : { maxStates }) });
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  console.log(flags.has('--json') ? JSON.stringify(report, null, 2) : formatPaths(report));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}

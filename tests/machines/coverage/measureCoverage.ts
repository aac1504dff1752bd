import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type EventObject,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { minimalCover } from '../tooling/cover';
import { stateNodesOf, statePath, transitionKey, transitionLabel, transitionsOf } from '../tooling/introspect';
import { MockActors } from './mockActors';

/**
 * Path coverage from the machines (docs: /work/shared/design/TESTING.md "Path coverage from the machines").
 *
 * 1. Traverse the machine with `getShortestPaths` (or `getSimplePaths`) from `xstate/graph`, with the spec's
 *    event payload variants. Each vertex is the spec's abstract state *plus the edge that reached it*, so the
 *    shortest path to every vertex ends by taking one distinct transition: the path set covers edges, not
 *    only states.
 * 2. Keep a minimal cover of those paths (`minimalCover`: greedy set cover over the edges they walk) and replay
 *    only those on `createActor(machine.provide({ actors: mocks }), { clock: new SimulatedClock(), inspect })`:
 *    `xstate.done.actor.<id>` / `xstate.error.actor.<id>` resolve / reject the mock child `<id>`,
 *    `xstate.after.<delay>.<state>` advances the clock to that timer, anything else is sent as is.
 *    After each step the actor must be in the state the traversal predicted.
 * 3. Taken transitions come from `@xstate.microstep` inspection events, reached states from snapshots.
 * 4. Totals come from the machine definition (all state nodes, every node's transitions, the root's too).
 */

export interface MachineSpec<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: TMachine;
  /** Payload variants; an event type the machine handles but that has no entry here is sent as `{ type }`. */
  events: readonly EventFromLogic<TMachine>[];
  /** The machine's actors, replaced by mocks (use `mocks.promise()` for actors whose outcome a path decides). */
  mocks: (mocks: MockActors) => Record<string, AnyActorLogic>;
  /** Value plus the context fields that matter; must give finitely many strings over the traversal. */
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  pathOptions?: { generator?: 'shortest' | 'simple'; limit?: number };
  /** Runs before the traversal and before each replay (seed storage, reset modules). */
  prepare?: () => void;
  /** The machine's input, for the traversal and every replay. */
  input?: unknown;
}

/** A spec with its machine type erased, so one list can hold every machine's spec. */
export type AnyMachineSpec = MachineSpec<AnyStateMachine>;

export function defineMachineSpec<TMachine extends AnyStateMachine>(spec: MachineSpec<TMachine>): AnyMachineSpec {
  // Sound: the runner only ever passes this machine's own snapshots and events back to the spec's functions.
  return spec as unknown as AnyMachineSpec;
}

export interface CoverageResult {
  name: string;
  states: { covered: number; total: number; missed: string[] };
  transitions: { covered: number; total: number; missed: string[] };
  /** Paths replayed: the minimal cover chosen from the generated ones. */
  paths: number;
  /** Paths the traversal generated (prefixes of longer paths already dropped). */
  generated: number;
  complete: boolean;
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;

// setImmediate, not setTimeout(0): it lets settled promises run without the 1 ms timer clamp on every step.
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

function describePath(path: Path): string {
  return path.steps
    .slice(1)
    .map((step) => describeEvent(step.event))
    .join(' → ');
}

/** Drops paths that are a prefix of a longer path: replaying the longer one takes the same steps. */
function withoutPrefixes(paths: Path[]): Path[] {
  const keyed = paths
    .map((path) => ({ path, events: path.steps.slice(1).map((step) => JSON.stringify(step.event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const isPrefix = kept.some((longer) => candidate.events.every((event, i) => longer.events[i] === event));
    if (!isPrefix) kept.push(candidate);
  }
  return kept.map((entry) => entry.path);
}

/**
 * `maxStates` caps the traversal (breadth first): past that many distinct states none is explored further, so the
 * paths reach only the states found so far (the path tool's cheap run over every machine); no cap by default.
 */
export function generatePaths(
  spec: AnyMachineSpec,
  machine: AnyStateMachine,
  { maxStates }: { maxStates?: number } = {},
): Path[] {
  const serializeEvent = (event: EventObject) => JSON.stringify(event);
  // A function, not the array: the array form would send every variant in every state, and would never
  // produce the done/error/after events the spec gives no payload for.
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const handled = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
    return [...handled].flatMap((type) => {
      const variants = spec.events.filter((event) => event.type === type);
      return variants.length ? variants : [{ type }];
    });
  };
  let explored = 0;
  const options = {
    events,
    ...(maxStates === undefined ? {} : { stopWhen: () => ++explored > maxStates }),
    serializeEvent,
    serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) => {
      const here = spec.serializeState(snapshot);
      // An event no transition takes (every guard said no) makes no new vertex. `can` reads the previous
      // snapshot's content only, so the key stays the same whichever concrete snapshot stands for that state.
      if (!event || !previous?.can(event)) return here;
      return `${here} <- ${serializeEvent(event)} from ${spec.serializeState(previous)}`;
    },
    limit: spec.pathOptions?.limit ?? 10_000,
    input: spec.input,
  };
  spec.prepare?.();
  const generate = spec.pathOptions?.generator === 'simple' ? getSimplePaths : getShortestPaths;
  return withoutPrefixes(generate(machine, options) as Path[]);
}

/**
 * When the clock fires the timer of that delay. `startedAt` of a scheduled event is wall-clock time, not the
 * simulated clock's, so the clock's own timeouts say when it is due (several timers may be running at once,
 * e.g. the parallel regions of a logged-in session).
 */
function dueTime(clock: SimulatedClock, delay: number): number {
  // The timeouts map is public on SimulatedClock at runtime but absent from its declaration.
  const timeouts = (clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts;
  const ends = [...timeouts.values()].filter((entry) => entry.timeout === delay).map((e) => e.start + e.timeout);
  if (!ends.length) throw new Error(`no clock timeout of ${delay} ms`);
  return Math.min(...ends);
}

async function dispatch(
  actor: AnyActorRef,
  clock: SimulatedClock,
  mocks: MockActors,
  event: EventObject & { output?: unknown; error?: unknown },
) {
  const { type } = event;
  if (type.startsWith('xstate.done.actor.')) {
    const id = type.slice('xstate.done.actor.'.length);
    if (!mocks.resolve(id, event.output)) throw new Error(`no running mock actor "${id}" to resolve`);
  } else if (type.startsWith('xstate.error.actor.')) {
    const id = type.slice('xstate.error.actor.'.length);
    if (!mocks.reject(id, event.error)) throw new Error(`no running mock actor "${id}" to reject`);
  } else if (type.startsWith('xstate.after.')) {
    const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents).find(
      (entry) => entry.event.type === type,
    );
    if (!scheduled) throw new Error(`no timer scheduled for ${type}`);
    clock.increment(Math.max(0, dueTime(clock, scheduled.delay) - clock.now()));
  } else {
    actor.send(event);
  }
  await flush();
}

/**
 * Replays a minimal transition cover of the spec's generated paths (or, with `exhaustive`, every one of them: the
 * cover is chosen from pure transitions, so should a running actor ever branch otherwise, tests/machines/coverage.test.ts
 * measures that machine again this way before it reports a miss).
 */
export async function measureCoverage(
  spec: AnyMachineSpec,
  options: { exhaustive?: boolean } = {},
): Promise<CoverageResult> {
  const mocks = new MockActors();
  const machine = spec.machine.provide({ actors: spec.mocks(mocks) });

  const allStates = stateNodesOf(machine);
  const allTransitions = transitionsOf(machine);
  const reachedStates = new Set<string>();
  const takenTransitions = new Set<string>();

  const record = (inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.microstep') {
      for (const transition of inspection._transitions) {
        if (transition.source.machine !== machine) continue;
        const key = transitionKey(transition);
        if (key) takenTransitions.add(key);
        // A transient state (only eventless transitions out, e.g. an initial choice) is never a settled snapshot:
        // a transition taken out of it is what shows it was entered.
        reachedStates.add(transition.source.id);
      }
    }
    if (inspection.type === '@xstate.microstep' || inspection.type === '@xstate.snapshot') {
      recordStates(inspection.snapshot);
    }
  };
  const recordStates = (snapshot: unknown) => {
    const machineSnapshot = snapshot as Partial<AnyMachineSnapshot>;
    if (machineSnapshot.machine !== machine || !machineSnapshot._nodes) return;
    for (const node of machineSnapshot._nodes) reachedStates.add(node.id);
  };

  const generated = generatePaths(spec, machine);
  const replay = async (path: Path) => {
    mocks.reset();
    spec.prepare?.();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, inspect: record, input: spec.input });
    actor.start();
    await flush();
    recordStates(actor.getSnapshot());
    try {
      for (const step of path.steps.slice(1)) {
        await dispatch(actor, clock, mocks, step.event);
        const expected = spec.serializeState(step.state);
        const actual = spec.serializeState(actor.getSnapshot());
        if (expected !== actual) {
          throw new Error(`after ${describeEvent(step.event)}: expected ${expected}, got ${actual}`);
        }
      }
    } catch (error) {
      throw new Error(`${spec.name}: replay of [${describePath(path)}] failed: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      actor.stop();
    }
  };
  // Every generated path when asked (`exhaustive`), else the minimal cover.
  const paths = options.exhaustive ? generated : minimalCover(machine, generated);
  for (const path of paths) await replay(path);

  const missedStates = allStates.filter((node) => !reachedStates.has(node.id)).map(statePath);
  const missedTransitions = allTransitions.filter((t) => !takenTransitions.has(t.key)).map(transitionLabel);
  return {
    name: spec.name,
    states: { covered: allStates.length - missedStates.length, total: allStates.length, missed: missedStates },
    transitions: {
      covered: allTransitions.length - missedTransitions.length,
      total: allTransitions.length,
      missed: missedTransitions,
    },
    paths: paths.length,
    generated: generated.length,
    complete: missedStates.length === 0 && missedTransitions.length === 0,
  };
}

/**
 * Several specs of one name (one machine started with different storage or input) count as one machine:
 * a state or transition is missed only when every start missed it.
 */
export function mergeByName(results: readonly CoverageResult[]): CoverageResult[] {
  const merged = new Map<string, CoverageResult>();
  for (const result of results) {
    const seen = merged.get(result.name);
    if (!seen) {
      merged.set(result.name, result);
      continue;
    }
    const statesMissed = seen.states.missed.filter((state) => result.states.missed.includes(state));
    const transitionsMissed = seen.transitions.missed.filter((t) => result.transitions.missed.includes(t));
    merged.set(result.name, {
      name: result.name,
      states: { total: seen.states.total, covered: seen.states.total - statesMissed.length, missed: statesMissed },
      transitions: {
        total: seen.transitions.total,
        covered: seen.transitions.total - transitionsMissed.length,
        missed: transitionsMissed,
      },
      paths: seen.paths + result.paths,
      generated: seen.generated + result.generated,
      complete: statesMissed.length === 0 && transitionsMissed.length === 0,
    });
  }
  return [...merged.values()];
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);

/** One row per machine: machine | states covered/total | transitions covered/total | paths replayed of generated. */
export function formatCoverageTable(results: readonly CoverageResult[]): string {
  const header = ['machine', 'states', 'transitions', 'paths replayed (of generated)'];
  const rows = results.map((r) => [
    r.name,
    `${r.states.covered}/${r.states.total} (${percent(r.states.covered, r.states.total)} %)`,
    `${r.transitions.covered}/${r.transitions.total} (${percent(r.transitions.covered, r.transitions.total)} %)`,
    `${r.paths} (${r.generated})`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** What a run missed, machine by machine; empty when everything is covered. */
export function formatMisses(results: readonly CoverageResult[]): string {
  return results
    .filter((r) => !r.complete)
    .map((r) =>
      [
        `${r.name}:`,
        ...r.states.missed.map((state) => `  state not reached: ${state}`),
        ...r.transitions.missed.map((transition) => `  transition not taken: ${transition}`),
      ].join('\n'),
    )
    .join('\n');
}

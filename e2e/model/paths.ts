import type { AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { minimalCover } from '../../tests/machines/tooling/cover';

/**
 * Paths of a machine for model-based end-to-end specs (TESTING.md "Model-based end-to-end"), generated at
 * collection time with getShortestPaths, as tests/machines/coverage/measureCoverage.ts does (each vertex is a
 * state plus the edge that reached it), then cut to a minimal transition cover: the browser takes each transition
 * the UI can produce once; every path of the machine is already replayed by the machine tests.
 */
export type Path = StatePath<AnyMachineSnapshot, EventObject>;

export interface ModelOptions {
  machine: AnyStateMachine;
  /** Actors replaced so the traversal runs no real call (the browser makes the real ones). */
  actors: Record<string, AnyActorLogic>;
  /** The events the UI can produce in this snapshot (everything else is excluded from the model). */
  events: (snapshot: AnyMachineSnapshot) => EventObject[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** Upper bound of tests (docs: keep the count reasonable). */
  cap: number;
  /**
   * Endings that must each get a path of their own besides the transition cover (the deposit: each view's paid
   * and unpaid outcome, whose screens differ though the machine's transitions are the same); undefined = no
   * ending of its own (the path's steps are checked on the way in longer paths).
   */
  endKey?: (path: Path) => string | undefined;
  /** The machine's input, when it needs one. */
  input?: unknown;
}

export const describeEvent = (event: EventObject): string => {
  const { type, ...payload } = event;
  const short = type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.(\w+)\..*$/, 'after:$1');
  return Object.keys(payload).length && !type.startsWith('xstate.') ? `${short}(${JSON.stringify(payload)})` : short;
};

/** The event sequence, runs of one event collapsed (`after:tick ×59`). */
export function pathName(path: Path, name: (event: EventObject) => string = describeEvent): string {
  const names = path.steps.slice(1).map((step) => name(step.event));
  const runs: string[] = [];
  for (let i = 0; i < names.length; ) {
    let j = i;
    while (names[j] === names[i]) j++;
    runs.push(j - i > 1 ? `${names[i]} ×${j - i}` : String(names[i]));
    i = j;
  }
  return runs.join(' → ');
}

export function modelPaths(options: ModelOptions): Path[] {
  const machine = options.machine.provide({ actors: options.actors });
  const serializeEvent = (event: EventObject) => JSON.stringify(event);
  const paths = getShortestPaths(machine, {
    events: options.events,
    serializeEvent,
    serializeState: (snapshot, event, previous) => {
      const here = options.serializeState(snapshot);
      if (!event || !previous?.can(event)) return here;
      return `${here} <- ${serializeEvent(event)} from ${options.serializeState(previous)}`;
    },
    limit: 5_000,
    ...(options.input === undefined ? {} : { input: options.input }),
  }) as Path[];
  // A minimal transition cover (tests/machines/tooling/cover.ts): the fewest paths that take every transition the
  // UI can produce, plus one per distinct `endKey` when the spec asks for it; the machine tests prove the rest.
  const { endKey } = options;
  const cover = minimalCover(
    machine,
    paths.filter((path) => path.steps.length > 1),
    endKey ? (path) => [endKey(path) ?? []].flat() : undefined,
  );
  // A spec whose events no longer lead anywhere (a new first state the events function does not know) would pass
  // with no test at all: it fails to load instead.
  if (cover.length === 0)
    throw new Error(`${options.machine.id}: no path from the initial state; see the events function`);
  return cover.slice(0, options.cap).sort((a, b) => a.steps.length - b.steps.length);
}

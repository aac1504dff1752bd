import type { AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';

/**
 * Paths of a machine for model-based end-to-end specs (TESTING.md "Model-based end-to-end"), generated at
 * collection time with getShortestPaths, as tests/machines/coverage/measureCoverage.ts does: each vertex is a
 * state plus the edge that reached it, so every transition the offered events can take ends one path.
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
   * What makes two kept paths redundant once prefixes are gone (default: the serialized end state). A model whose
   * different outcomes end in one state (every logout ends as a guest) keys by the event sequence instead.
   */
  endKey?: (path: Path) => string;
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

/** An `endKey`: one path per distinct ending, the last event and the end state (a load and a claim may end alike). */
export const byLastEventAndEnd =
  (serializeState: ModelOptions['serializeState']) =>
  (path: Path): string =>
    JSON.stringify([path.steps.at(-1)?.event.type, serializeState(path.state)]);

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
  // Longest first; drop prefixes (the longer path takes the same steps), then paths ending in a state an
  // earlier kept path already ends in.
  const keyed = paths
    .map((path) => ({ path, events: path.steps.slice(1).map((step) => serializeEvent(step.event)) }))
    .filter((entry) => entry.events.length > 0)
    .sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  const ends = new Set<string>();
  for (const candidate of keyed) {
    if (kept.some((longer) => candidate.events.every((event, i) => longer.events[i] === event))) continue;
    const end = options.endKey ? options.endKey(candidate.path) : options.serializeState(candidate.path.state);
    if (ends.has(end)) continue;
    ends.add(end);
    kept.push(candidate);
  }
  return kept
    .slice(0, options.cap)
    .map((entry) => entry.path)
    .sort((a, b) => a.steps.length - b.steps.length);
}

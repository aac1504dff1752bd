import {
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createEmptyActor,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import type { StatePath } from 'xstate/graph';
import { transitionKey } from './introspect';

/**
 * Minimal transition cover of generated paths, shared by the path-coverage gate (tests/machines/coverage) and the
 * model-based end-to-end specs (e2e/model/paths.ts): of the paths `xstate/graph` generates, keep a few that
 * together take every transition and reach every state the whole set does.
 */
type Path = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * What a path takes, without running it: each step's `machine.transition` (pure, as the traversal itself computes
 * it) on a scope whose system records the microsteps, so `always` transitions after an event count too. Keys are
 * `t:<transition key>` and `s:<state node id>`.
 */
function takenBy(machine: AnyStateMachine, path: Path): Set<string> {
  const taken = new Set<string>();
  const self = createEmptyActor();
  self.system.inspect((inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep') return;
    for (const transition of inspection._transitions) {
      if (transition.source.machine !== machine) continue;
      const key = transitionKey(transition);
      if (key) taken.add(`t:${key}`);
    }
  });
  const scope = {
    self,
    system: self.system,
    logger: () => undefined,
    id: '',
    sessionId: 'cover',
    defer: () => undefined,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as unknown as AnyActorScope;
  // Chained from the first snapshot, as the replay runs: a step's stored snapshot stands for its whole vertex and
  // may carry other context than this path's own walk produces.
  let current = path.steps[0]?.state;
  for (const step of path.steps.slice(1)) {
    if (!current) break;
    current = machine.transition(current, step.event, scope) as AnyMachineSnapshot;
    for (const node of current._nodes) taken.add(`s:${node.id}`);
  }
  return taken;
}

/**
 * A small set of paths that together take every transition and reach every state the generated paths do (greedy
 * set cover: take the path with the most transitions and states not yet taken, fewer steps on a tie, until none is
 * left). The replay of the chosen paths still measures coverage on a running actor; this only chooses.
 */
export function minimalCover<P extends Path>(
  machine: AnyStateMachine,
  paths: readonly P[],
  /** More that a path must stand for besides its transitions (say, one path per distinct ending). */
  alsoCover?: (path: P) => string[],
): P[] {
  const candidates = paths.map((path) => {
    const edges = takenBy(machine, path);
    for (const key of alsoCover?.(path) ?? []) edges.add(`x:${key}`);
    return { path, edges };
  });
  const uncovered = new Set(candidates.flatMap((c) => [...c.edges]));
  const chosen: P[] = [];
  while (uncovered.size > 0) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      let gain = 0;
      for (const edge of candidate.edges) if (uncovered.has(edge)) gain++;
      if (
        gain > bestGain ||
        (gain === bestGain && best && gain > 0 && candidate.path.steps.length < best.path.steps.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    for (const edge of best.edges) uncovered.delete(edge);
    chosen.push(best.path);
  }
  // A machine whose only path is its initial state (no event) still gets one replay.
  if (chosen.length === 0 && paths[0]) chosen.push(paths[0]);
  return chosen;
}

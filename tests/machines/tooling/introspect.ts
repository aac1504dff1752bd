import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Reading a machine's definition: its state nodes and every transition with a stable key and a label.
 * Shared by the path-coverage runner (tests/machines/coverage) and the statechart docs (scripts/docs-statecharts.ts),
 * so both count and name transitions the same way. Reads the definition only; never runs the machine.
 */

export interface TransitionInfo {
  /** Unique within the machine: `<source id>|<event type or "always">|<index among that event's transitions>`. */
  key: string;
  source: AnyStateNode;
  targets: AnyStateNode[];
  /** Raw event type (`xstate.after.retryDelay.session.failed`, `xstate.done.actor.load`, `RETRY`; '' for always). */
  eventType: string;
  /** Readable event: `RETRY`, `done load`, `error load`, `after retryDelay`, `always`. */
  event: string;
  guard: string | undefined;
  actions: string[];
  /** Whether a transition with a target leaves and re-enters its source. */
  reenter: boolean;
}

/** Every state node below the root, depth first in definition order (the root itself excluded). */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

/** `parent.child` (or `(root)` for the machine itself). */
export function statePath(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(root)';
}

/** The name of a guard, action or actor reference: string, `{ type }` object or named function. */
export function nameOf(ref: unknown): string {
  if (typeof ref === 'string') return ref;
  if (ref && typeof ref === 'object' && 'type' in ref && typeof ref.type === 'string') return ref.type;
  if (typeof ref === 'function') {
    // Built-in actions (assign, raise, …) carry a `type` on the function; user functions carry a name.
    const typed = (ref as { type?: unknown }).type;
    if (typeof typed === 'string') return typed;
    return ref.name || 'inline';
  }
  return 'inline';
}

/** Short, readable form of an event type. */
export function eventLabel(transition: Pick<AnyTransitionDefinition, 'eventType'> & { delay?: unknown }): string {
  const { eventType } = transition;
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) {
    const { delay } = transition;
    if (typeof delay === 'number') return `after ${delay} ms`;
    return `after ${typeof delay === 'string' ? delay : eventType.slice('xstate.after.'.length)}`;
  }
  if (eventType.startsWith('xstate.done.actor.')) return `done ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  if (eventType.startsWith('xstate.snapshot.')) return `snapshot ${eventType.slice('xstate.snapshot.'.length)}`;
  return eventType;
}

function info(transition: AnyTransitionDefinition, key: string): TransitionInfo {
  return {
    key,
    source: transition.source,
    targets: (transition.target ?? []) as AnyStateNode[],
    eventType: transition.eventType,
    event: eventLabel(transition),
    guard: transition.guard === undefined ? undefined : nameOf(transition.guard),
    actions: transition.actions.map(nameOf),
    reenter: transition.reenter,
  };
}

/** The transitions declared on one node: `on`, invoke done/error, `after`, `onDone`, then `always`. */
export function ownTransitionsOf(node: AnyStateNode): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const [eventType, list] of node.transitions) {
    list.forEach((transition, index) => {
      out.push(info(transition, `${node.id}|${eventType}|${index}`));
    });
  }
  (node.always ?? []).forEach((transition, index) => {
    out.push(info(transition, `${node.id}|always|${index}`));
  });
  return out;
}

/** Every transition of the machine, the root's included. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  return [machine.root, ...stateNodesOf(machine)].flatMap(ownTransitionsOf);
}

/** The key `transitionsOf` gives this transition (for transitions reported by `@xstate.microstep`). */
export function transitionKey(transition: AnyTransitionDefinition): string | undefined {
  const source = transition.source;
  const alwaysIndex = source.always?.indexOf(transition) ?? -1;
  if (alwaysIndex >= 0) return `${source.id}|always|${alwaysIndex}`;
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return index >= 0 ? `${source.id}|${transition.eventType}|${index}` : undefined;
}

/** `source · EVENT [guard] → target` */
export function transitionLabel(transition: TransitionInfo): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const targets = transition.targets.length ? transition.targets.map(statePath).join(', ') : '(no target)';
  return `${statePath(transition.source)} · ${transition.event}${guard} → ${targets}`;
}

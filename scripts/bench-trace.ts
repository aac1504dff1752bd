/**
 * Main-thread figures from a Chromium trace: what a task cost in thread CPU time (`tdur`), not only in
 * wall time (on a shared 2-core machine a short task that waited for a core looks long), and how much of an
 * interaction's work was script. Used by `npm run bench` (start-up tasks, the warm tab switch's scripting) and by
 * scripts/bench-starttrace.ts.
 */
import type { Browser, Page } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: {
      type?: string;
      url?: string;
      functionName?: string;
      isLoadingMainFrame?: boolean;
      processId?: number;
      isOutermostMainFrame?: boolean;
      frames?: Array<{ processId: number; isOutermostMainFrame?: boolean }>;
    };
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** Events the DevTools Performance panel counts as script: a task's entries into JavaScript. */
const SCRIPT = new Set([
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.callFunction',
  'v8.evaluateModule',
  'EvaluateScript',
  'HandlePostMessage',
]);
/** Style, layout and paint: inside a script entry they are a forced (synchronous) layout, not script. */
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

const ms = (us: number) => us / 1000;

/** Runs `action` with the page traced; returns the trace's events and its JSON text (to keep it). */
export async function traceDuring(
  browser: Browser,
  page: Page,
  action: () => Promise<void>,
): Promise<{ events: TraceEvent[]; json: string }> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let json: string;
  try {
    await action();
  } finally {
    // Stopped also when the action failed: a browser runs one trace at a time.
    json = (await browser.stopTracing()).toString();
  }
  return { events: (JSON.parse(json) as { traceEvents: TraceEvent[] }).traceEvents, json };
}

/**
 * The renderer processes of the traced page's main frame (the one it started in and any it committed a navigation
 * in). A trace also records the browser's own renderers (Chromium's omnibox pop-up, a WebUI page, on a new
 * browser's first visits), whose main threads are named like the page's. Empty when the trace does not say.
 */
function pageProcesses(events: TraceEvent[]): Set<number> {
  const pids = new Set<number>();
  for (const e of events) {
    const data = e.args?.data;
    if (e.name === 'TracingStartedInBrowser')
      for (const frame of data?.frames ?? []) if (frame.isOutermostMainFrame) pids.add(frame.processId);
    if (e.name === 'FrameCommittedInBrowser' && data?.isOutermostMainFrame && data.processId !== undefined)
      pids.add(data.processId);
  }
  return pids;
}

/** The tasks of the page's threads whose name matches `thread` (its main thread: /^CrRendererMain$/). */
export function tasksOf(events: TraceEvent[], thread: RegExp): TraceEvent[] {
  const pids = pageProcesses(events);
  const ids = new Set(
    events
      .filter(
        (e) => e.name === 'thread_name' && thread.test(e.args?.name ?? '') && (pids.size === 0 || pids.has(e.pid)),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && ids.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
}

export const mainThreadTasks = (events: TraceEvent[]) => tasksOf(events, /^CrRendererMain$/);

export interface StartupTasks {
  /** The longest main-thread task's thread CPU time, ms. */
  longestCpuMs: number;
  /** Its wall time, ms (the same task). */
  longestWallMs: number;
  /** Main-thread tasks of 50 ms of CPU or more. */
  overFiftyCpu: number;
  mainCpuMs: number;
  mainWallMs: number;
  workerCpuMs: number;
  /**
   * Lighthouse's Total Blocking Time estimated from CPU: each main-thread task's thread CPU time four times over
   * (its simulated phone), less 50 ms, summed. Every task of the visit counts, those before the first paint too;
   * less noisy than Lighthouse's own figure on a shared machine, which times tasks by the wall clock.
   */
  blockingAt4xMs: number;
}

/** Lighthouse's CPU slowdown for its mobile run, and the length past which a task blocks. */
export const SLOWDOWN = 4;
export const BLOCKING_FROM_MS = 50;

export function startupTasks(events: TraceEvent[]): StartupTasks {
  const main = mainThreadTasks(events);
  const longest = main.reduce<TraceEvent | null>((a, e) => ((e.tdur ?? 0) > (a?.tdur ?? -1) ? e : a), null);
  const sum = (tasks: TraceEvent[], key: 'dur' | 'tdur') => ms(tasks.reduce((a, e) => a + (e[key] ?? 0), 0));
  return {
    longestCpuMs: ms(longest?.tdur ?? 0),
    longestWallMs: ms(longest?.dur ?? 0),
    overFiftyCpu: main.filter((e) => (e.tdur ?? 0) >= 50_000).length,
    mainCpuMs: sum(main, 'tdur'),
    mainWallMs: sum(main, 'dur'),
    workerCpuMs: sum(tasksOf(events, /Worker/), 'tdur'),
    blockingAt4xMs: main.reduce((total, e) => total + Math.max(0, ms(e.tdur ?? 0) * SLOWDOWN - BLOCKING_FROM_MS), 0),
  };
}

/** Events of the task `task`'s thread that lie inside it (the task excluded). */
function inside(events: TraceEvent[], task: TraceEvent): TraceEvent[] {
  const end = task.ts + (task.dur ?? 0);
  return events.filter(
    (e) =>
      e !== task &&
      e.ph === 'X' &&
      e.pid === task.pid &&
      e.tid === task.tid &&
      e.ts >= task.ts &&
      e.ts + (e.dur ?? 0) <= end,
  );
}

/** Outermost events of `names` among `events` (one nested in another of the set is its parent's time). */
function outermost(events: TraceEvent[], names: Set<string>): TraceEvent[] {
  const picked = events.filter((e) => names.has(e.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: TraceEvent[] = [];
  let until = -1;
  for (const e of picked) {
    if (e.ts < until) continue;
    out.push(e);
    until = e.ts + (e.dur ?? 0);
  }
  return out;
}

/** Script time in `task`, ms: its entries into JavaScript, less the style and layout they forced. */
export function scriptMs(events: TraceEvent[], task: TraceEvent): number {
  const within = inside(events, task);
  const scripts = outermost(within, SCRIPT);
  let total = 0;
  for (const script of scripts) {
    const forced = outermost(inside(within, script), RENDERING);
    total += (script.dur ?? 0) - forced.reduce((a, e) => a + (e.dur ?? 0), 0);
  }
  return ms(total);
}

export interface InteractionScripting {
  /** Script in the tasks from the input's task up to the first frame painted after it (INP's processing). */
  beforeFrameMs: number;
  /** Tasks counted (the input's, any that ran before the frame, the frame's own). */
  tasks: number;
}

/**
 * The script an input of `type` (a click) cost until the browser painted the next frame: every main-thread task
 * from the one that dispatched the input to the one that painted, both included. React renders and commits a
 * discrete event's update in that event's task; work it deferred (a transition's slices) runs after the frame and
 * is not counted. Null when the trace holds no such input or no paint after it.
 */
export function interactionScripting(events: TraceEvent[], type: string): InteractionScripting | null {
  const main = mainThreadTasks(events);
  const input = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  if (!input) return null;
  const first = main.findIndex(
    (t) => t.pid === input.pid && t.tid === input.tid && t.ts <= input.ts && input.ts < t.ts + (t.dur ?? 0),
  );
  if (first < 0) return null;
  let total = 0;
  for (let i = first; i < main.length; i++) {
    const task = main[i]!;
    total += scriptMs(events, task);
    if (inside(events, task).some((e) => e.name === 'Paint')) return { beforeFrameMs: total, tasks: i - first + 1 };
  }
  return null;
}

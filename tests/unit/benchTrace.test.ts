import { describe, expect, it } from 'vitest';
import { interactionScripting, scriptMs, startupTasks, type TraceEvent } from '../../scripts/bench-trace';

// One renderer: pid 1, main thread 10, a worker 20. Times in microseconds, as in a Chromium trace.
const MAIN = { pid: 1, tid: 10 };
const meta: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 1, tid: 10, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 20, ts: 0, args: { name: 'DedicatedWorker thread' } },
];
const x = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ...MAIN,
  ts,
  dur,
  ...extra,
});

describe('bench traces (scripts/bench-trace.ts)', () => {
  it('counts a task’s script without the layout it forced, and a nested script entry once', () => {
    const task = x('RunTask', 1_000, 20_000);
    const events = [
      ...meta,
      task,
      x('EventDispatch', 1_000, 12_000, { args: { data: { type: 'click' } } }),
      x('FunctionCall', 2_000, 5_000), // inside the dispatch: already counted
      x('Layout', 8_000, 3_000), // forced by the script
      x('RunMicrotasks', 14_000, 4_000),
      x('Paint', 18_500, 1_000), // not script, not inside a script entry
    ];
    expect(scriptMs(events, task)).toBeCloseTo(12 - 3 + 4);
  });

  it('sums an input’s script from its task to the task that paints, and nothing after', () => {
    const events = [
      ...meta,
      x('RunTask', 0, 10_000),
      x('FunctionCall', 0, 9_000), // before the click: not counted
      x('RunTask', 10_000, 10_000),
      x('EventDispatch', 10_000, 8_000, { args: { data: { type: 'click' } } }),
      x('RunTask', 20_000, 3_000),
      x('FunctionCall', 20_000, 2_000),
      x('RunTask', 23_000, 5_000),
      x('FireAnimationFrame', 23_000, 1_000),
      x('Paint', 25_000, 2_000),
      x('RunTask', 28_000, 6_000),
      x('FunctionCall', 28_000, 6_000), // a transition's slice after the frame: not counted
    ];
    expect(interactionScripting(events, 'click')).toEqual({ beforeFrameMs: 11, tasks: 3 });
    expect(interactionScripting(events, 'keydown')).toBeNull();
  });

  it('has no figure when nothing painted after the input', () => {
    const events = [
      ...meta,
      x('RunTask', 0, 10_000),
      x('EventDispatch', 0, 5_000, { args: { data: { type: 'click' } } }),
    ];
    expect(interactionScripting(events, 'click')).toBeNull();
  });

  it('names the longest main-thread task by its CPU time, not its wall time, and only the page’s', () => {
    const events = [
      ...meta,
      // The browser's own WebUI renderer (pid 2) has a main thread too: not the page's.
      { name: 'thread_name', ph: 'M', pid: 2, tid: 30, ts: 0, args: { name: 'CrRendererMain' } },
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        pid: 9,
        tid: 1,
        ts: 0,
        args: { data: { frames: [{ processId: 5, isOutermostMainFrame: true }] } },
      },
      {
        name: 'FrameCommittedInBrowser',
        ph: 'I',
        pid: 9,
        tid: 1,
        ts: 0,
        args: { data: { processId: 1, isOutermostMainFrame: true } },
      },
      x('RunTask', 0, 120_000, { pid: 2, tid: 30, tdur: 110_000 }),
      x('RunTask', 0, 90_000, { tdur: 20_000 }), // waited for a core
      x('RunTask', 100_000, 55_000, { tdur: 52_000 }),
      x('RunTask', 200_000, 10_000, { tdur: 9_000 }),
      x('RunTask', 0, 70_000, { tid: 20, tdur: 70_000 }), // the worker's: not the main thread's
    ];
    expect(startupTasks(events)).toEqual({
      longestCpuMs: 52,
      longestWallMs: 55,
      overFiftyCpu: 1,
      mainCpuMs: 81,
      mainWallMs: 155,
      workerCpuMs: 70,
      // Four times each of the page's main-thread tasks' CPU, past 50 ms: 80 → 30, 208 → 158, 36 → 0.
      blockingAt4xMs: 188,
    });
  });
});

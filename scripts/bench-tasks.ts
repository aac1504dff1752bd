/**
 * `npm run bench:tasks`: what Lighthouse's Total Blocking Time is made of. Serves the built app (BENCH_DIST, default
 * dist) with BENCH_TASKS_GAMES games (default 3,000), runs Lighthouse mobile BENCH_TASKS_RUNS times (default 1) on a
 * guest's /lobby/home and reads the trace it recorded: every main-thread task over 10 ms as observed (Lighthouse's
 * simulation runs each at 4× its observed length, and counts what lies past 50 ms after the first paint), with the
 * kinds of work inside it (script, style and layout, paint), the script files it ran and its long layouts; then the
 * blocking time by kind and the images that took the most paint time. Diagnosis only: no figure here is a result
 * (docs/bench.md "Diagnosis: npm run bench:tasks"), and it always exits 0.
 */
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './bench-lighthouse';
import { startBenchServer, warmBenchServer } from './bench-server';
import { BLOCKING_FROM_MS, SLOWDOWN, type TraceEvent } from './bench-trace';
import { stopServer } from './local-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Kind = 'script' | 'layout' | 'paint' | 'other';

const kindOf = (name: string): Kind | null => {
  // V8's own slices and the microtask checkpoint sit inside the script events: counted once, there.
  if (/^V8\.|^v8\.callFunction$|^RunMicrotasks$/.test(name)) return null;
  if (/Paint|Commit|Layerize|Raster|UpdateLayer/.test(name)) return 'paint';
  if (/^Layout$|UpdateLayoutTree/.test(name)) return 'layout';
  if (/FunctionCall|v8\.|EvaluateScript|TimerFire|EventDispatch|FireAnimationFrame|HandlePostMessage/.test(name)) {
    return 'script';
  }
  return 'other';
};

const ms = (us: number) => (us / 1000).toFixed(1);
const top = (totals: Map<string, number>, n: number) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `${key} ${ms(us)}`)
    .join(', ');
const add = (totals: Map<string, number>, key: string, us: number) => totals.set(key, (totals.get(key) ?? 0) + us);

function report(events: TraceEvent[]): void {
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
    events.find((e) => e.name === 'navigationStart');
  if (!nav) {
    console.log('no navigation in the trace');
    return;
  }
  const onMain = (e: TraceEvent) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts;
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  const at = (ts: number) => Math.round((ts - nav.ts) / 1000);
  console.log(`observed first contentful paint at ${firstPaint ? at(firstPaint.ts) : '?'} ms`);
  const main = events.filter(onMain);
  const blocking = new Map<string, number>();
  const paintedImages = new Map<string, number>();
  for (const e of main) {
    if (e.name === 'PaintImage')
      add(paintedImages, (e.args?.data?.url ?? '').split('/').slice(-2).join('/'), e.dur ?? 0);
  }
  for (const task of main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 10_000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts <= end);
    const kinds = new Map<string, number>();
    const scripts = new Map<string, number>();
    for (const e of inside) {
      const kind = kindOf(e.name);
      if (kind) add(kinds, kind, e.dur ?? 0);
      if (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') {
        const file = (e.args?.data?.url ?? '').split('/').pop() || '(inline)';
        add(scripts, `${file}${e.args?.data?.functionName ? `:${e.args.data.functionName}` : ''}`, e.dur ?? 0);
      }
    }
    const simulated = ((task.dur ?? 0) / 1000) * SLOWDOWN;
    const mainKind = [...kinds.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
    add(blocking, mainKind, Math.max(0, simulated - BLOCKING_FROM_MS) * 1000);
    console.log(
      `@${at(task.ts)} ms  ${ms(task.dur ?? 0)} ms (×${SLOWDOWN} ${Math.round(simulated)})  ${top(kinds, 3)}`,
    );
    if (scripts.size > 0) console.log(`      scripts: ${top(scripts, 3)}`);
    const layouts = inside
      .filter((e) => e.name === 'Layout' && (e.dur ?? 0) > 5_000)
      .map(
        (e) => `${ms(e.dur ?? 0)} ms, ${e.args?.beginData?.dirtyObjects}/${e.args?.beginData?.totalObjects} objects`,
      );
    if (layouts.length > 0) console.log(`      layouts: ${layouts.join(' | ')}`);
  }
  // Lighthouse counts a task only where its simulation places it after the first paint, which comes much later
  // there than observed (the network is slowed too): most of these count, so this is an upper bound.
  console.log(
    `blocking time by the task's main kind (×${SLOWDOWN}, past ${BLOCKING_FROM_MS} ms; at most what TBT counts):`,
  );
  console.log(`  ${top(blocking, 4) || 'none'}`);
  console.log(`paint time by image: ${top(paintedImages, 8) || 'none'}`);
}

async function main(): Promise<void> {
  const games = Number(process.env.BENCH_TASKS_GAMES ?? 3000);
  const runs = Number(process.env.BENCH_TASKS_RUNS ?? 1);
  const server = await startBenchServer(ROOT, games, process.env.BENCH_DIST ?? 'dist');
  try {
    const url = `${server.url}/lobby/home`;
    await warmBenchServer(server.url, games);
    for (let run = 1; run <= runs; run++) {
      const { lhr, artifacts } = await runLighthouse(url);
      const num = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      console.log(
        `\nrun ${run}, ${games} games: performance ${lhr.categories.performance?.score}, TBT ${num('total-blocking-time')} ms, ` +
          `LCP ${num('largest-contentful-paint')} ms, FCP ${num('first-contentful-paint')} ms`,
      );
      report((artifacts?.Trace?.traceEvents ?? []) as TraceEvent[]);
    }
  } finally {
    await stopServer(server.child);
  }
}

main().catch((error) => console.error('[bench:tasks]', error));

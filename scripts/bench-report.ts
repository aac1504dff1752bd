import type { BenchResult, SizeFigures } from './bench';
import { type Summary, summarize } from './bench-stats';

/** The compact table `npm run bench` prints: one row per figure, one column per catalogue size, then the aim. */
export function formatBenchTable(result: BenchResult): string {
  const n = (v: number | null | undefined, digits = 0) =>
    v === null || v === undefined || Number.isNaN(v)
      ? '—'
      : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const ms = (s: Summary | null) => (s ? `${n(s.median, 1)} / ${n(s.p95, 1)}` : '—');
  const kb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${n(bytes / 1024, 1)} KB`);
  const median = (values: number[]) => summarize(values)?.median ?? null;
  // The median of a visit's longest task, and the worst visit: "each task under 50 ms" is about the worst.
  const worst = (values: number[] | undefined) =>
    values && values.length > 0 ? `${n(median(values))} (${n(Math.max(...values))})` : '—';
  const visit = (v: SizeFigures['appConfig']['first']) =>
    v ? `${kb(v.wireBytes)} ${v.encoding || 'identity'} / ${kb(v.rawBytes)}${v.gameListSent ? '' : ' (no list)'}` : '—';

  const rows: Array<[string, (s: SizeFigures) => string, string]> = [
    ['tab switch Home→Slots, median / p95 ms', (s) => ms(s.tabs.homeToTab), '≪ 50'],
    // Input → the tab's grid in the DOM, as the page's own check sees it (its visibility read forces a layout).
    ['tab switch Home→Slots, input → DOM, median ms', (s) => n(s.tabs.homeToTabDomMs, 1), ''],
    // From a trace: the script of the tasks from the click to the frame showing the tab (aim: ≤ 16 ms, one frame).
    ['tab switch Home→Slots, script to its frame, median ms', (s) => n(median(s.tabs.homeToTabScriptMs), 1), '≤ 16'],
    ['tab switch type→Slots, median / p95 ms', (s) => ms(s.tabs.typeToType), '≪ 50'],
    ['tab switch Slots→Home, median / p95 ms', (s) => ms(s.tabs.toHome), '≪ 50'],
    ['first switch to Slots (cold), ms', (s) => n(s.tabs.first?.ms, 1), '≤ 100'],
    ['longest task in a switch, ms', (s) => n(s.tabs.longestTaskMs), '< 50'],
    ['start-up longest task, CPU ms, 1st visit (max)', (s) => worst(s.startup?.firstLongestCpuMs), '< 50'],
    ['start-up longest task, CPU ms, returning (max)', (s) => worst(s.startup?.returningLongestCpuMs), '< 50'],
    ['search per keystroke, median / p95 ms', (s) => ms(s.search.summary), '≤ 16'],
    ['DOM nodes, Slots tab', (s) => n(s.tabs.domNodes), ''],
    ['game cards in the DOM, Slots tab', (s) => n(s.tabs.cardsInDom), ''],
    ['appConfig 1st visit: wire / raw', (s) => visit(s.appConfig.first), ''],
    ['appConfig returning: wire / raw', (s) => visit(s.appConfig.returning), 'small'],
    ['Lighthouse performance (median)', (s) => n(s.lighthouse?.score, 2), '≥ 0.95'],
    ['LCP ms', (s) => n(s.lighthouse?.lcpMs), ''],
    ['TBT ms', (s) => n(s.lighthouse?.tbtMs), ''],
    ['CLS', (s) => n(s.lighthouse?.cls, 3), '≤ 0.02'],
  ];
  const header = ['figure', ...result.sizes.map((s) => `${n(s.games)} games`), 'aim'];
  const body = rows.map(([label, get, aim]) => [label, ...result.sizes.map(get), aim]);
  const widths = header.map((_, c) => Math.max(...[header, ...body].map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');

  // The floor app: the same Lighthouse figures for one tiny page on the same libraries, same run.
  const f = result.floor;
  const floorRows = f
    ? [
        `floor app (scripts/floor, same run): JS ${n(f.jsGzipBytes)} B gzip; Lighthouse ${n(f.lighthouse?.score, 2)}, ` +
          `LCP ${n(f.lighthouse?.lcpMs)} ms, TBT ${n(f.lighthouse?.tbtMs)} ms, CLS ${n(f.lighthouse?.cls, 3)}`,
      ]
    : ['floor app: not measured (BENCH_FLOOR=0)'];
  const guest = result.guestJs
    ? `guest JS for /lobby/home: ${n(result.guestJs.gzipBytes)} B gzip of ${n(result.guestJs.budgetBytes)} B budget`
    : 'guest JS for /lobby/home: not measured';
  const problems = result.sizes.flatMap((s) =>
    [
      ...s.tabs.failures,
      ...(s.startup?.failures ?? []),
      ...s.search.failures,
      ...s.appConfig.failures,
      ...(s.lighthouse?.failures ?? []),
    ].map((f) => `  ${n(s.games)} games: ${f}`),
  );
  const m = result.machine;
  return [
    `Lobby bench ${result.date} — ${m.cpus}× ${m.cpuModel}, Node ${m.node}, Chromium ${m.chromium}, dist ${result.dist} (${result.build})`,
    line(header),
    ...body.map(line),
    guest,
    ...floorRows,
    ...(f && [...f.failures, ...(f.lighthouse?.failures ?? [])].length > 0
      ? ['floor not measured:', ...[...f.failures, ...(f.lighthouse?.failures ?? [])].map((x) => `  ${x}`)]
      : []),
    ...(problems.length > 0 ? ['not measured:', ...problems] : []),
  ].join('\n');
}

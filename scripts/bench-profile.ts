/**
 * `npm run bench:profile`: where the main-thread time goes, for fixing a figure `npm run bench` shows. Builds an
 * unminified copy of the app (BENCH_PROFILE_DIST, default dist-profile; function names kept), serves it with
 * BENCH_PROFILE_GAMES games (default 10,000), records a V8 CPU profile of three moments — the first load of
 * /lobby/home as a new guest, a Home → Slots tab switch, the first keystroke on /search — and prints the functions
 * with the most self time in each. Diagnosis only: no figure here is a result, and it always exits 0.
 */
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { closeOverlays, newBenchPage } from './bench-lobby';
import { startBenchServer } from './bench-server';
import { launchChromium, stopServer } from './local-server';
import { run } from './prepare.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function profiled(cdp: CDPSession, action: () => Promise<unknown>): Promise<CpuProfile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  return profile;
}

/** Self time per function (name, file:line), heaviest first. */
function topFunctions(profile: CpuProfile, limit: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') return;
    total += ms;
    const file = f.url ? (f.url.split('/').pop() ?? f.url) : '';
    const key = `${f.functionName || '(anonymous)'}  ${file}${file ? `:${f.lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
  return [
    `  busy ${total.toFixed(0)} ms (sampled self time, idle excluded)`,
    ...rows.map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`),
  ];
}

/** Inclusive time of named app functions (self + callees; a function counted once per sample). */
function topInclusive(profile: CpuProfile, limit: number): string[] {
  const parent = new Map<number, number>();
  for (const n of profile.nodes as Array<ProfileNode & { children?: number[] }>) {
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const incl = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)?.callFrame;
      if (!f?.url || !f.functionName) continue;
      const key = `${f.functionName}  ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + ms);
    }
  });
  return [...incl.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`);
}

const tabReady = (page: Page, name: string) =>
  page.waitForFunction(
    (n) => (window as unknown as { __bench: { tabReady(n: string): boolean } }).__bench.tabReady(n),
    name,
    {
      timeout: 30_000,
    },
  );

async function main(): Promise<void> {
  const dist = process.env.BENCH_PROFILE_DIST ?? 'dist-profile';
  const games = Number(process.env.BENCH_PROFILE_GAMES ?? 10_000);
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  if (run(ROOT, process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--minify', 'false']) !== 0) {
    throw new Error('vite build failed');
  }
  const server = await startBenchServer(ROOT, games, dist, Number(process.env.BENCH_PORT ?? 0));
  const browser = await launchChromium();
  try {
    const { context, page } = await newBenchPage(browser, server.url);
    const cdp = await context.newCDPSession(page);
    const load = await profiled(cdp, async () => {
      await page.goto('/lobby/home');
      await tabReady(page, 'Home');
      await page.waitForLoadState('networkidle');
    });
    console.log(`\nFirst load of /lobby/home, ${games} games:`);
    console.log(topFunctions(load, 15).join('\n'));
    console.log('  inclusive (app functions):');
    console.log(topInclusive(load, 25).join('\n'));
    await closeOverlays(page);

    const tab = await profiled(cdp, async () => {
      await page.getByRole('tablist').first().getByRole('tab', { name: 'Slots', exact: true }).click();
      await tabReady(page, 'Slots');
      await page.waitForTimeout(200);
    });
    console.log('\nHome → Slots:');
    console.log(topFunctions(tab, 12).join('\n'));
    console.log('  inclusive (app functions):');
    console.log(topInclusive(tab, 12).join('\n'));

    await page.goto('/search');
    await page.getByRole('searchbox').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.getByRole('searchbox').first().focus();
    const search = await profiled(cdp, async () => {
      await page.keyboard.type('G');
      await page.waitForTimeout(500);
    });
    console.log('\nFirst keystroke on /search ("G"):');
    console.log(topFunctions(search, 12).join('\n'));
    await context.close();
  } finally {
    await browser.close();
    await stopServer(server.child);
  }
}

main().catch((err: unknown) => {
  console.error(`bench:profile could not finish: ${err instanceof Error ? err.message : String(err)}`);
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../e2e/support/browsers';
import { percentile } from './bench-stats';
import { loadTools, type Tools } from './tools';

/** One Lighthouse run's report and artifacts (its trace among them: scripts/bench-tasks.ts reads it). */
export type LighthouseOutput = NonNullable<Awaited<ReturnType<Tools['lighthouse']>>>;

/**
 * Lighthouse 12 (pinned: 13 needs Node 22), default mobile config: Moto G Power-sized screen emulation and
 * simulated throttling (slow 4G, 4× CPU) — the figures are Lantern's simulation from a trace taken on this
 * machine, not wall-clock times. Chromium is the system one (CHROME_PATH, default /usr/bin/chromium), headless,
 * with every background download switched off; the page is on loopback, so nothing leaves the machine.
 */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's own CPU benchmark of this machine (a noisy 2-core box scores low). */
  benchmarkIndex: number;
  warnings: string[];
}

export interface LighthouseFigures {
  version: string | null;
  runs: LighthouseRun[];
  /** Medians over the runs. */
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Where the median-score run's main-thread time went, from its audits (for NOTES-4.md). */
  lcpElement: string | null;
  mainThread: Array<{ group: string; ms: number }>;
  bootup: Array<{ url: string; scriptingMs: number }>;
  failures: string[];
}

/** Median without rounding (scores are 0–1). */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return percentile(sorted, 50);
}

/** A path for page URLs; Lighthouse's pseudo-URLs ("Unattributable") as they are. */
const shortUrl = (u: string) => (/^https?:/.test(u) ? new URL(u).pathname : u);

interface AuditDetails {
  items?: Array<Record<string, unknown>>;
}

/**
 * One page Lighthouse measures: `prepare` runs in the fresh browser before each run (a logged-in session's token put
 * in the page's storage, docs/bench.md); with it, Lighthouse keeps the origin's storage instead of clearing it.
 */
export interface LighthouseTarget {
  label: string;
  url: string;
  prepare?: (debuggingPort: number) => Promise<void>;
}

export async function measureLighthouse(url: string, runs: number, saveDir: string, label: string) {
  const figures = await measureLighthouseInterleaved([{ label, url }], runs, saveDir);
  return figures[label]!;
}

/**
 * `runs` rounds, each running every target once in turn, so a busy spell of a shared machine weighs on every page
 * alike (the floor app among them); the medians per target, and each target's median-score report saved as
 * `lighthouse-<label>.json` in `saveDir`.
 */
export async function measureLighthouseInterleaved(
  targets: readonly LighthouseTarget[],
  runs: number,
  saveDir: string,
): Promise<Record<string, LighthouseFigures>> {
  const figures = Object.fromEntries(targets.map((t) => [t.label, emptyFigures()]));
  const reports = new Map<string, LighthouseOutput['lhr'][]>(targets.map((t) => [t.label, []]));
  for (let i = 0; i < runs; i++) {
    for (const target of targets) {
      const own = figures[target.label]!;
      try {
        const { lhr } = await runLighthouse(target.url, target.prepare);
        own.version = lhr.lighthouseVersion;
        const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        own.runs.push({
          score: lhr.categories.performance?.score ?? Number.NaN,
          lcpMs: Math.round(num('largest-contentful-paint')),
          tbtMs: Math.round(num('total-blocking-time')),
          cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
          fcpMs: Math.round(num('first-contentful-paint')),
          speedIndexMs: Math.round(num('speed-index')),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          warnings: lhr.runWarnings,
        });
        reports.get(target.label)!.push(lhr);
      } catch (err) {
        own.failures.push(err instanceof Error ? err.message.split('\n')[0]! : String(err));
      }
    }
  }
  for (const target of targets) summarise(figures[target.label]!, reports.get(target.label)!, saveDir, target.label);
  return figures;
}

function emptyFigures(): LighthouseFigures {
  return {
    version: null,
    runs: [],
    score: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    lcpElement: null,
    mainThread: [],
    bootup: [],
    failures: [],
  };
}

/** The medians over a target's runs, and the diagnostics of its median-score run (whose report is saved). */
function summarise(figures: LighthouseFigures, lhrs: LighthouseOutput['lhr'][], saveDir: string, label: string) {
  if (lhrs.length === 0) return;
  figures.score = median(figures.runs.map((r) => r.score));
  figures.lcpMs = median(figures.runs.map((r) => r.lcpMs));
  figures.tbtMs = median(figures.runs.map((r) => r.tbtMs));
  figures.cls = median(figures.runs.map((r) => r.cls));
  const order = figures.runs.map((r, i) => [r.score, i] as const).sort((a, b) => a[0] - b[0]);
  const mid = lhrs[order[Math.floor((order.length - 1) / 2)]![1]]!;
  writeFileSync(join(saveDir, `lighthouse-${label}.json`), JSON.stringify(mid));
  const items = (id: string) => ((mid.audits[id]?.details ?? {}) as AuditDetails).items ?? [];
  const lcpItem = items('largest-contentful-paint-element')[0] as
    | { items?: Array<{ node?: { snippet?: string } }> }
    | undefined;
  figures.lcpElement = lcpItem?.items?.[0]?.node?.snippet ?? null;
  figures.mainThread = items('mainthread-work-breakdown')
    .map((it) => ({ group: String(it.groupLabel ?? it.group), ms: Math.round(Number(it.duration)) }))
    .slice(0, 6);
  figures.bootup = items('bootup-time')
    .map((it) => ({ url: shortUrl(String(it.url)), scriptingMs: Math.round(Number(it.scripting)) }))
    .slice(0, 5);
}

/**
 * One Lighthouse run in a Chromium of its own: chrome-launcher makes a new temporary profile each launch, so every
 * run is a first visit (Lighthouse itself keeps localStorage and IndexedDB between runs in one browser, which
 * would make later runs returning visits that skip the game list).
 */
export async function runLighthouse(
  url: string,
  prepare?: (debuggingPort: number) => Promise<void>,
): Promise<LighthouseOutput> {
  const { chromeLauncher, lighthouse } = await loadTools();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // What `prepare` stored stays (a fresh profile holds nothing else: each run is still a first visit).
      disableStorageReset: prepare !== undefined,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * Start-up tasks of a guest's /lobby/home (the aim: every start-up task under 50 ms), from a Chromium
 * trace: the longest main-thread task of a first visit and of a returning one (a reload: the stored catalogue, the
 * cached code), in thread CPU time. Service workers are blocked: the first visit is a first visit every time, and the
 * returning one is the browser's HTTP cache (the service worker's own start is e2e/pwa.spec.ts's business).
 */
import type { Browser } from 'playwright-core';
import { MOBILE_CONTEXT } from './bench-lobby';
import { type StartupTasks, startupTasks, traceDuring } from './bench-trace';

export interface StartupVisit extends StartupTasks {
  /** The trace's JSON text, for TRACE_OUT (scripts/bench-starttrace.ts). */
  json: string;
}

/** One traced visit: a first one, or (`returning`) a reload after a first visit in the same context. */
export async function tracedVisit(browser: Browser, baseURL: string, returning: boolean): Promise<StartupVisit> {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const settled = async () => {
      await page.locator('[data-state="guest"]').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    };
    if (returning) {
      await page.goto('/lobby/home');
      await settled();
    }
    const { events, json } = await traceDuring(browser, page, async () => {
      await (returning ? page.reload() : page.goto('/lobby/home'));
      await settled();
    });
    return { ...startupTasks(events), json };
  } finally {
    await context.close();
  }
}

export interface StartupFigures {
  /** The longest main-thread task of each visit, thread CPU ms, in the order measured. */
  firstLongestCpuMs: number[];
  returningLongestCpuMs: number[];
  failures: string[];
}

/** `runs` first visits and `runs` returning ones, alternated. */
export async function measureStartup(browser: Browser, baseURL: string, runs: number): Promise<StartupFigures> {
  const figures: StartupFigures = { firstLongestCpuMs: [], returningLongestCpuMs: [], failures: [] };
  for (let i = 0; i < runs; i++) {
    for (const returning of [false, true]) {
      try {
        const visit = await tracedVisit(browser, baseURL, returning);
        (returning ? figures.returningLongestCpuMs : figures.firstLongestCpuMs).push(visit.longestCpuMs);
      } catch (err) {
        figures.failures.push(`start-up trace: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
      }
    }
  }
  return figures;
}

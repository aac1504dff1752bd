import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BENCH_PAGE_SCRIPT } from './bench-inpage';
import { type Summary, summarize } from './bench-stats';
import { interactionScripting, traceDuring } from './bench-trace';

/** The mobile device of playwright.config.ts (Pixel 7 user agent). */
export const MOBILE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'en-PH',
  timezoneId: 'Asia/Manila',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
} as const;

interface LongTasks {
  count: number;
  totalMs: number;
  longestMs: number;
}

interface SwitchSample {
  ms: number;
  /** Input → the DOM showing the tab's grid (before layout and paint). */
  domMs: number;
  longTasks: LongTasks;
}

export interface TabSwitchFigures {
  /** The game-type tab measured (the biggest: Slots) and the other type tab used for type → type switches. */
  tab: string;
  otherTab: string | null;
  /** The very first switch to `tab` after load (lazy chunks, first render of that grid). */
  first: SwitchSample | null;
  /** Home → tab, repeated (warm). */
  homeToTab: Summary | null;
  /** otherTab → tab (warm). */
  typeToType: Summary | null;
  /** tab → Home (the home tab is kept alive). */
  toHome: Summary | null;
  /** Median DOM-ready part of Home → tab. */
  homeToTabDomMs: number | null;
  /**
   * Home → tab's script until the frame that shows it, from a trace (thread time of the tasks from the click's to
   * the painting one; forced layout not counted), each traced round in order; its median is the table's figure.
   */
  homeToTabScriptMs: number[];
  /** Longest long task seen during any Home → tab switch. */
  longestTaskMs: number;
  /** document.querySelectorAll('*').length with `tab` selected and painted (scrolled to the top). */
  domNodes: number | null;
  /** Game cards in the DOM at that moment (all grids, hidden ones included). */
  cardsInDom: number | null;
  failures: string[];
}

export interface SearchFigures {
  query: string;
  perKeystroke: Array<{ value: string; ms: number; cards: number; longestTaskMs: number }>;
  summary: Summary | null;
  failures: string[];
}

const READY_TIMEOUT_MS = 15_000;
/** Home → tab switches traced for their script time (after the untraced rounds; a median of 5 still wandered). */
const TRACED_SWITCHES = 9;

export async function newBenchPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, baseURL });
  await context.addInitScript({ content: BENCH_PAGE_SCRIPT });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Closes the home's overlays the way a player would, so the tabs behind them can be clicked: on a phone the
 * app-download prompt first ("Not now"), then the notice pop-up (spec §4: once per session for isH5Pop notices),
 * one after another (docs/promotions.md "One overlay at a time"). Each may open a moment after the page settles.
 */
export async function closeOverlays(page: Page): Promise<void> {
  const overlay = page.locator('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]').first();
  for (let i = 0; i < 5; i++) {
    const shown = await overlay
      .waitFor({ state: 'visible', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) return;
    await overlay.getByRole('button', { name: /^(Close|Not now)$/ }).click();
    await overlay.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
  }
}

async function waitTabReady(page: Page, name: string): Promise<void> {
  await page.waitForFunction((n) => (window as unknown as BenchWindow).__bench.tabReady(n), name, {
    timeout: READY_TIMEOUT_MS,
  });
}

/** The in-page API (bench-inpage.ts); only the members called from here. */
interface BenchWindow {
  __bench: {
    tabNames(): string[];
    tabReady(name: string): boolean;
    armTabSwitch(name: string, timeoutMs: number): boolean;
    pending: Promise<SwitchSample | null>;
    domNodes(): number;
    cards(): number;
    hasSearchbox(): boolean;
    armSearch(): boolean;
    searchQuiet(quietMs: number): boolean;
    takeSearchSample(): { value: string; ms: number; cards: number; longTasks: LongTasks };
  };
}

/** Clicks tab `name` (trusted input) and measures click → its grid painted. */
async function switchTo(page: Page, name: string): Promise<SwitchSample | null> {
  await page.evaluate(([n, t]) => (window as unknown as BenchWindow).__bench.armTabSwitch(n, t), [
    name,
    READY_TIMEOUT_MS,
  ] as const);
  await page.getByRole('tablist').first().getByRole('tab', { name, exact: true }).click();
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.pending);
}

/**
 * Tab switches on /lobby/home as a guest: `runs` rounds of Home → Slots → other type → Slots → Home, each switch
 * measured in the page; then the DOM size with Slots open.
 */
export async function measureTabs(browser: Browser, baseURL: string, runs: number): Promise<TabSwitchFigures> {
  const failures: string[] = [];
  const { context, page } = await newBenchPage(browser, baseURL);
  const figures: TabSwitchFigures = {
    tab: 'Slots',
    otherTab: null,
    first: null,
    homeToTab: null,
    typeToType: null,
    toHome: null,
    homeToTabDomMs: null,
    homeToTabScriptMs: [],
    longestTaskMs: 0,
    domNodes: null,
    cardsInDom: null,
    failures,
  };
  try {
    await page.goto('/lobby/home');
    await waitTabReady(page, 'Home');
    await page.waitForLoadState('networkidle');
    await closeOverlays(page);
    const names = await page.evaluate(() => (window as unknown as BenchWindow).__bench.tabNames());
    figures.otherTab = names.find((n) => n !== 'Home' && n !== 'Collect' && n !== figures.tab) ?? null;
    if (!names.includes(figures.tab)) throw new Error(`no "${figures.tab}" tab; tabs: ${names.join(', ')}`);

    const homeToTab: SwitchSample[] = [];
    const typeToType: number[] = [];
    const toHome: number[] = [];
    const record = (label: string, sample: SwitchSample | null, into?: (s: SwitchSample) => void) => {
      if (sample) into?.(sample);
      else failures.push(`${label}: the grid was not painted within ${READY_TIMEOUT_MS} ms`);
    };
    figures.first = await switchTo(page, figures.tab);
    record('first switch', figures.first);
    // Measure the DOM while the first switch's grid is fresh (top of the page, nothing scrolled).
    figures.domNodes = await page.evaluate(() => (window as unknown as BenchWindow).__bench.domNodes());
    figures.cardsInDom = await page.evaluate(() => (window as unknown as BenchWindow).__bench.cards());
    record('to Home', await switchTo(page, 'Home'), (s) => toHome.push(s.ms));
    for (let i = 0; i < runs; i++) {
      record('Home → tab', await switchTo(page, figures.tab), (s) => homeToTab.push(s));
      if (figures.otherTab) {
        record('tab → other', await switchTo(page, figures.otherTab));
        record('other → tab', await switchTo(page, figures.tab), (s) => typeToType.push(s.ms));
      }
      record('to Home', await switchTo(page, 'Home'), (s) => toHome.push(s.ms));
    }
    // Traced rounds after the timed ones (a trace slows the page a little; the timings above run without one).
    for (let i = 0; i < TRACED_SWITCHES; i++) {
      let sample: SwitchSample | null = null;
      const { events } = await traceDuring(browser, page, async () => {
        sample = await switchTo(page, figures.tab);
      });
      record('traced Home → tab', sample);
      const script = interactionScripting(events, 'click');
      if (script) figures.homeToTabScriptMs.push(Math.round(script.beforeFrameMs * 10) / 10);
      else failures.push('traced Home → tab: no click or no frame after it in the trace');
      record('to Home', await switchTo(page, 'Home'));
    }
    figures.homeToTab = summarize(homeToTab.map((s) => s.ms));
    figures.homeToTabDomMs = summarize(homeToTab.map((s) => s.domMs))?.median ?? null;
    figures.longestTaskMs = Math.round(Math.max(0, ...homeToTab.map((s) => s.longTasks.longestMs)));
    figures.typeToType = summarize(typeToType);
    figures.toHome = summarize(toHome);
  } catch (err) {
    failures.push(err instanceof Error ? err.message.split('\n')[0]! : String(err));
  } finally {
    await context.close();
  }
  return figures;
}

/**
 * Types `query` into /search one key at a time (trusted key presses), waiting for the page to settle after each;
 * each keystroke is timed from its input event to the paint after the last DOM change it caused.
 */
export async function measureSearch(browser: Browser, baseURL: string, query: string): Promise<SearchFigures> {
  const figures: SearchFigures = { query, perKeystroke: [], summary: null, failures: [] };
  const { context, page } = await newBenchPage(browser, baseURL);
  try {
    await page.goto('/search');
    try {
      await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.hasSearchbox(), undefined, {
        timeout: READY_TIMEOUT_MS,
      });
    } catch {
      throw new Error(`no role=searchbox on /search (landed on ${new URL(page.url()).pathname})`);
    }
    await page.waitForLoadState('networkidle');
    // A phone meets the app-download prompt here too: typing would go to the dialog, not the search box.
    await closeOverlays(page);
    await page.getByRole('searchbox').first().focus();
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.armSearch());
    for (const key of query) {
      await page.keyboard.type(key);
      await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.searchQuiet(400), undefined, {
        timeout: READY_TIMEOUT_MS,
        polling: 50,
      });
      const s = await page.evaluate(() => (window as unknown as BenchWindow).__bench.takeSearchSample());
      figures.perKeystroke.push({
        value: s.value,
        ms: Math.round(s.ms * 10) / 10,
        cards: s.cards,
        longestTaskMs: Math.round(s.longTasks.longestMs),
      });
    }
    figures.summary = summarize(figures.perKeystroke.map((k) => k.ms));
  } catch (err) {
    figures.failures.push(err instanceof Error ? err.message.split('\n')[0]! : String(err));
  } finally {
    await context.close();
  }
  return figures;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from './fixtures';
import { formatJsTable, gzipTotal, JS_BUDGET_BYTES, weighJs } from './jsWeight';

// The folder the e2e server serves (playwright.config.ts), so side-by-side runs check their own build.
const DIST = join(import.meta.dirname, '..', process.env.E2E_DIST ?? 'dist');

/**
 * Strings the Stately inspector carries even when minified (from node_modules/@statelyai/inspect/dist/index.mjs):
 * its package name, the entry point, the window/iframe handshake events, the inspector URL and the
 * default websocket, and the name of the window it opens.
 */
const INSPECTOR_MARKERS = [
  '@statelyai/inspect',
  'createBrowserInspector',
  'createWebSocketInspector',
  '@statelyai.connected',
  '@statelyai.disconnected',
  'stately.ai/inspect',
  'stately.ai/registry/api/sky',
  'xstateinspector',
];

function jsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name));
}

test('the production bundle carries no Stately inspector', () => {
  const files = jsFilesUnder(DIST);
  expect(files.length, 'dist/ holds the built app').toBeGreaterThan(0);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of INSPECTOR_MARKERS) if (text.includes(marker)) found.push(`${file}: ${marker}`);
  }
  expect(found).toEqual([]);
});

/**
 * The back office (ops.html, docs/ops.md) is a bundle of its own: its entry chunk (assets/ops/ops-*.js) is named by no
 * other file, so no player page can load it, and the player's page never names it either.
 */
test('no player file loads the back office', () => {
  const opsHtml = readFileSync(join(DIST, 'ops.html'), 'utf8');
  const opsEntry = /src="\/assets\/ops\/(ops-[\w-]+\.js)"/.exec(opsHtml)?.[1];
  expect(opsEntry, 'ops.html names its entry chunk').toBeTruthy();
  const naming = jsFilesUnder(DIST).filter((file) => readFileSync(file, 'utf8').includes(opsEntry!));
  expect(naming).toEqual([]);
  expect(readFileSync(join(DIST, 'index.html'), 'utf8')).not.toContain(opsEntry!);
  // No back-office file at all in the players' service worker (its folder is left out of the precache).
  expect(readFileSync(join(DIST, 'sw.js'), 'utf8')).not.toMatch(/assets\/ops\/|ops\.html/);
});

/**
 * The chart library (uPlot, on /ops/reports and /ops/bonus-cost; docs/ops.md "Reports") rides only in a back-office
 * chunk of its own that a report page imports when it draws: no player file carries it, nor the back office's entry chunk. Its markers
 * are event names of its source that minifying keeps.
 */
test('the chart library is only in a lazy chunk of the back office', () => {
  const opsEntry = /src="\/assets\/ops\/(ops-[\w-]+\.js)"/.exec(readFileSync(join(DIST, 'ops.html'), 'utf8'))?.[1];
  const carrying = jsFilesUnder(DIST)
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes('dppxchange') && text.includes('drawSeries');
    })
    .map((file) => relative(DIST, file).split(sep).join('/'));
  expect(carrying.length, 'the build holds the chart library').toBeGreaterThan(0);
  for (const file of carrying) {
    expect(file).toMatch(/^assets\/ops\//);
    expect(file).not.toBe(`assets/ops/${opsEntry}`);
  }
});

test.describe('a new guest on a phone', () => {
  // Nothing marked seen: the overlays a first visit opens in its first seconds (on a phone the app-download prompt,
  // else the notice pop-up) bring their code, and it counts toward the guest's JavaScript.
  test.use({ showNoticePopup: true, showPrompts: true, showActivityModal: true });

  test(`downloads at most ${JS_BUDGET_BYTES} gzip bytes of JavaScript to see /lobby/home`, async ({ page }) => {
    const files = await weighJs(page, '/lobby/home', async (p) => {
      await expect(p.locator('[data-state]').first()).toHaveAttribute('data-state', 'guest');
      await expect(p.getByRole('tablist')).toBeVisible();
    });
    console.log(`\nJavaScript for /lobby/home (gzip -9 of each decoded body):\n${formatJsTable(files)}\n`);
    expect(files.length).toBeGreaterThan(0);
    expect(gzipTotal(files)).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });
});

import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/**
 * The budget of JavaScript a guest downloads to see /lobby/home (issue 2, §9): 160 KB until the page map (issue 20),
 * the service-worker and install-offer adapters (issue 17) and the demo banner (issue 16) joined the first screen,
 * 163 KB after them, 161 KB since the API client dropped ofetch (issue 17) and lazy pages stopped listing their
 * JavaScript for preload (measured 164,187 B with the early appConfig module, the idle-preloaded game-type tab,
 * the profile and promotion pages' routes and the one money formatter counted, docs/bench.md); 160.75 KB when
 * Filipino arrived (164,148 B); 158.75 KB since the player's lobby schemas and the texts of screens a guest's home
 * does not show load with their code (measured 162,448–162,461 B, the chunks' hashed names moving the last bytes;
 * issue 12's 159 KB met); 150.625 KB (154,240 B) since the guest home's answers and stored values are checked with
 * shapes written from the zod schemas and zod loads with the first later call (measured 153,958 B;
 * src/api/contract/shape.ts); 153 KB (156,672 B) since the game list is checked and kept (IndexedDB) in a Web Worker
 * (issue 17's own ask: the worker's script, 1,497 B, and its client on the page, ~960 B; measured 156,594 B);
 * 140 KB (143,360 B), issue 17's budget test, since react-router runs in its declarative mode (the data router was
 * ~16 KB of it), the deposit's mount loads for players only, and Vite's module-preload polyfill and the React store
 * shim left (measured 139,738 B; 140,380 B with the worker's indexes, the first screen from index.html and the game-type tab in the home's file; 140,817 B with the first render's
 * English catalogue in hand, the painted demo line and Intl's early warm-up; 142,301 B once appConfig's game list
 * stays off the page: the worker makes the early request, opens big answers and sends catalogues in parts, +1.5 KB).
 * Measured 137,836 B (134.6 KB: issue 17's 135 KB by this measure; overlays that open in the first seconds bring
 * their own code, not counted here, docs/bench.md) since the app's links are its own (react-router's
 * carried its framework mode's prefetching), the router's and react-intl's unused components leave the bundle, the app
 * shell shares the home's file and Terser runs over the app's own files (docs/bench.md). 137,924 B (134.7 KiB)
 * with `home` evaluated in two tasks (+276 B, src/platform/startup/evaluationBreak.ts) and fewer state descriptions (−191 B).
 * Those figures were of a guest whose overlays were already marked seen (the e2e fixtures' default). Since the
 * test weighs a new guest on a phone, the app-download prompt's code counts: 142,436 B, then 142,149 B with the
 * prompts' three files in one (vite.config.ts `PROMPT_MODULES`). 137,725 B (134.5 KiB) since library code the app
 * never runs leaves the build (React Router's warnings and its data routers' error boundary, react-intl's unused
 * formatters: scripts/build/leanLibraries.ts), the app renders its matched routes itself (src/app/AppRouter.tsx),
 * the dialog's three files are one, the one-line re-export files are folded (scripts/build/foldFacades.ts) and the
 * prompts no longer carry the update prompt's texts (docs/bench.md). 137,906 B with the banner chart's own 3 s
 * timer, which replaced Swiper's autoplay and its frame loop (+181 B). 134,907 B (1.094× the floor) since React,
 * react-dom and scheduler leave out the exports nobody imports and what only those reached in react-dom's client
 * (scripts/build/leanReact.ts, −3.0 KB).
 * The test stays at the issue's 140 KB; this number only ever goes down from here.
 */
export const JS_BUDGET_KB = 140;
export const JS_BUDGET_BYTES = JS_BUDGET_KB * 1024;

export interface JsFile {
  path: string;
  rawBytes: number;
  /** gzip -9 of the decoded body: deterministic, whatever the server's own compression does. */
  gzipBytes: number;
}

const isJs = (res: Response) =>
  res.request().resourceType() === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');

/**
 * Loads `path` in a fresh page and weighs every JavaScript response until the page is idle
 * (lazy route chunks included). `ready` waits for the page's own sign of being rendered.
 */
export async function weighJs(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<JsFile[]> {
  const bodies: Promise<JsFile | null>[] = [];
  page.on('response', (res) => {
    if (!isJs(res) || res.status() !== 200) return;
    bodies.push(
      res.body().then(
        (body) => ({
          path: new URL(res.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(bodies)).filter((f): f is JsFile => f !== null);
  // One entry per URL (a module fetched twice counts once).
  return [...new Map(files.map((f) => [f.path, f])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function formatJsTable(files: JsFile[]): string {
  const total = files.reduce((acc, f) => ({ raw: acc.raw + f.rawBytes, gzip: acc.gzip + f.gzipBytes }), {
    raw: 0,
    gzip: 0,
  });
  const width = Math.max(10, ...files.map((f) => f.path.length));
  const row = (name: string, raw: string, gzip: string) =>
    `${name.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
  const n = (v: number) => v.toLocaleString('en-US');
  const pct = ((total.gzip / JS_BUDGET_BYTES) * 100).toFixed(1);
  return [
    row('file', 'raw B', 'gzip -9 B'),
    ...files.map((f) => row(f.path, n(f.rawBytes), n(f.gzipBytes))),
    row('total', n(total.raw), n(total.gzip)),
    `budget ${n(JS_BUDGET_BYTES)} B gzip (${JS_BUDGET_KB} KB): ${pct}% used`,
  ].join('\n');
}

export const gzipTotal = (files: JsFile[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0);

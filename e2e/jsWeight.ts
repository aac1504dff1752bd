import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** Guest JavaScript budget for /lobby/home (a new guest on a phone, gzip -9): measured 141,906 B with the home hiding offers a player has taken, 1.514× the floor app on the same installed libraries (93,709 B), and ~0.4 KB of headroom (docs/bench.md). */
export const JS_BUDGET_KB = 139;
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

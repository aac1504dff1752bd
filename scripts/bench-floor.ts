/**
 * The floor app (docs/bench.md): scripts/floor/ — React 19, react-router, react-intl, XState and
 * @xstate/react at the lobby's own versions, one tiny page — built by Vite into .bench/floor and served from
 * loopback with the same transfer as the lobby's (brotli or gzip copies made at build, `immutable` for hashed
 * assets). `npm run bench` measures it in the same run as the lobby: the JavaScript it downloads (gzip -9, as
 * bench:size weighs the lobby's) and Lighthouse mobile. Nothing the lobby can do costs less than this.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { type JsFile, weighJs } from '../e2e/jsWeight';
import { type LighthouseFigures, measureLighthouse } from './bench-lighthouse';
import { precompiledMessages } from './build/messages';
import { freePort } from './local-server';

export interface FloorFigures {
  js: JsFile[];
  jsGzipBytes: number;
  lighthouse: LighthouseFigures | null;
  failures: string[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/**
 * Builds scripts/floor into `outDir` (production mode, minified, the lobby's Vite), with .br/.gz copies, and the
 * lobby's ICU entry without the parser (its messages come parsed, as the lobby's do).
 */
export async function buildFloor(root: string, outDir: string): Promise<void> {
  await build({
    root: join(root, 'scripts', 'floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompiledMessages()],
    build: { outDir, emptyOutDir: true },
  });
}

/** A loopback static server for the floor build: the best encoding the browser accepts, index.html as fallback. */
async function serveDir(dir: string): Promise<{ server: Server; url: string }> {
  const { brotliCompressSync, gzipSync } = await import('node:zlib');
  const cache = new Map<string, { raw: Buffer; br: Buffer; gz: Buffer }>();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      entry = { raw, br: brotliCompressSync(raw), gz: gzipSync(raw, { level: 9 }) };
      cache.set(file, entry);
    }
    return entry;
  };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const entry = load(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const hashed = path.startsWith('/assets/');
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accepts)) {
      res.setHeader('Content-Encoding', 'br');
      res.end(entry.br);
    } else if (/\bgzip\b/.test(accepts)) {
      res.setHeader('Content-Encoding', 'gzip');
      res.end(entry.gz);
    } else res.end(entry.raw);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}` };
}

/** The floor app built into `outDir` and served from loopback until `close`. */
export async function serveFloor(root: string, outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await buildFloor(root, outDir);
  const { server, url } = await serveDir(outDir);
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The floor's JavaScript, and its Lighthouse figures on their own (`lighthouseRuns`; `npm run bench` passes 0 and
 * runs the floor's Lighthouse interleaved with the lobby's pages instead, scripts/bench-pages.ts).
 */
export async function measureFloor(
  browser: Browser,
  root: string,
  outDir: string,
  lighthouseRuns: number,
  saveDir: string,
): Promise<FloorFigures> {
  const figures: FloorFigures = { js: [], jsGzipBytes: 0, lighthouse: null, failures: [] };
  const { url, close } = await serveFloor(root, outDir);
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    try {
      const page = await context.newPage();
      figures.js = await weighJs(page, `${url}/`, async (p) => {
        await p.locator('main[data-state="shown"] h1').waitFor({ timeout: 30_000 });
      });
      figures.jsGzipBytes = figures.js.reduce((sum, f) => sum + f.gzipBytes, 0);
    } catch (err) {
      figures.failures.push(`floor JS: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await context.close();
    }
    if (lighthouseRuns > 0) figures.lighthouse = await measureLighthouse(`${url}/`, lighthouseRuns, saveDir, 'floor');
  } finally {
    await close();
  }
  return figures;
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setupServer } from './harness';

/**
 * The build writes `.br` and `.gz` copies beside every text file (vite.config.ts `precompress`); the
 * server sends the best one the browser accepts, with immutable caching for hashed /assets and `no-cache` for the
 * pages and the service worker. The copies here carry a marker the plain files lack, so a test can tell which
 * file went out.
 */
const dist = mkdtempSync(join(tmpdir(), 'lobby-precompressed-'));
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('lucky lobby '.repeat(400))});`;
const SW = `self.addEventListener('install', () => {}); // ${'x'.repeat(2000)}`;
mkdirSync(join(dist, 'assets'));
const write = (file: string, text: string) => {
  writeFileSync(join(dist, file), text);
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(`${text}/*br*/`));
  writeFileSync(join(dist, `${file}.gz`), gzipSync(`${text}/*gz*/`));
};
write('index.html', INDEX);
write('assets/app-3f9a.js', SCRIPT);
write('sw.js', SW);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = setupServer({ appDist: dist, seed: { games: 20 } });

const get = (path: string, acceptEncoding?: string) =>
  server.app.request(path, acceptEncoding === undefined ? {} : { headers: { 'Accept-Encoding': acceptEncoding } });

describe('precompressed static files', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/app-3f9a.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(`${SCRIPT}/*br*/`);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/app-3f9a.js', 'gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(`${SCRIPT}/*gz*/`);
    const plain = await get('/assets/app-3f9a.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('serves the app routes from index.html.br, revalidated every time, and honours br;q=0', async () => {
    const br = await get('/login', 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/html');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(`${INDEX}/*br*/`);
    const refused = await get('/lobby/wallets', 'br;q=0, gzip');
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await refused.arrayBuffer())).toString()).toBe(`${INDEX}/*gz*/`);
  });

  it('never lets the service worker script be cached for long', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('br');
  });
});

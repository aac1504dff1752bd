import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/api/contract/define';
import { type EndpointName, endpoints } from '../../src/api/contract/map';
import { setupServer } from './harness';

/**
 * Byte budgets of the start-up answers on the wire (docs/bench.md): the only bench figures that may
 * fail a test. Timings never do (docs/bench.md). Measured as the browser would receive them: the server's own
 * compression for Chromium's Accept-Encoding, bytes of the encoded body.
 *
 * Budgets (figures of 2026-11-22 in docs/bench.md, ~30 % or more headroom):
 * - a returning client that holds the current game list gets the configuration only: ≤ 8 KiB;
 * - a first visit at the default 3,000 games carries the whole list: ≤ 72 KiB (measured ~55 KiB).
 */
const RETURNING_BUDGET = 8 * 1024;
const FIRST_VISIT_3000_BUDGET = 72 * 1024;
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const server = setupServer({ seed: { games: 3000, rsaBits: 1024 } });

interface Wire {
  encoding: string;
  wireBytes: number;
  rawBytes: number;
  json: { errcode: number; gameListVersion?: string; gameList?: unknown[] | null };
}

function decode(encoding: string, encoded: Uint8Array): Uint8Array {
  if (encoding === 'br') return brotliDecompressSync(encoded);
  if (encoding === 'gzip') return gunzipSync(encoded);
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

async function onTheWire(name: EndpointName, body: unknown, token?: string): Promise<Wire> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Encoding': CHROMIUM_ACCEPT_ENCODING,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await server.app.request(`${API_BASE}${endpoints[name].path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const encoding = res.headers.get('content-encoding') ?? '';
  const encoded = new Uint8Array(await res.arrayBuffer());
  // app.request hands back the encoded stream (no fetch in between): decode it to read the answer.
  const raw = encoding ? decode(encoding, encoded) : encoded;
  return {
    encoding,
    wireBytes: encoded.byteLength,
    rawBytes: raw.byteLength,
    json: JSON.parse(new TextDecoder().decode(raw)) as Wire['json'],
  };
}

describe('start-up answers on the wire', () => {
  it(`a first visit (3,000 games) gets the compressed game list in at most ${FIRST_VISIT_3000_BUDGET} bytes`, async () => {
    const first = await onTheWire('appConfig', {});
    expect(first.json.errcode).toBe(0);
    expect(first.json.gameList).toHaveLength(3000);
    // Brotli for a browser that accepts it: the fast quality at first, the best once made.
    expect(first.encoding).toBe('br');
    expect(first.wireBytes).toBeLessThan(first.rawBytes / 5);
    expect(first.wireBytes).toBeLessThanOrEqual(FIRST_VISIT_3000_BUDGET);
  });

  it(`a returning guest holding the current list gets at most ${RETURNING_BUDGET} bytes`, async () => {
    const { json } = await onTheWire('appConfig', {});
    const returning = await onTheWire('appConfig', { gameListVersion: json.gameListVersion });
    expect(returning.json.errcode).toBe(0);
    expect(returning.json.gameList).toBeNull();
    expect(returning.wireBytes).toBeLessThanOrEqual(RETURNING_BUDGET);
  });

  it(`a returning player (getAfterLoginInfoWeb with the current list) gets at most ${RETURNING_BUDGET} bytes`, async () => {
    const token = await server.login('demo');
    const { json } = await onTheWire('appConfig', {});
    const returning = await onTheWire('getAfterLoginInfoWeb', { gameListVersion: json.gameListVersion }, token);
    expect(returning.json.errcode).toBe(0);
    expect(returning.json.gameList).toBeNull();
    expect(returning.wireBytes).toBeLessThanOrEqual(RETURNING_BUDGET);
  });
});

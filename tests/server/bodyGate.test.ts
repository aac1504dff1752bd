import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { type ServerType, serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { readCapped, readCappedFrom } from '../../server/http/body';
import { bodyRuleFor, type RefusalShape } from '../../server/http/bodyGate';
import { RUNTIME_PATHS } from '../../server/runtime/routes';
import { API_BASE, DEFAULT_MAX_BODY_BYTES } from '../../src/api/contract/define';
import { endpointNames, endpoints } from '../../src/api/contract/map';
import { setupServer } from './harness';

/**
 * One body limit and one text rule for every route, public or staff: each registered route refuses a chunked body
 * past its cap (413 / 9003) and a NUL in its body or query string (400 / 9002) in its own error shape, before any
 * route runs; none answers 500.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });

const CHUNK = 16 * 1024;

/** A chunked body (no Content-Length) of `total` bytes of JSON-ish filler, pulled a chunk at a time. */
function chunkedBody(total: number, counter = { pulled: 0 }): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('{"x":"'.padEnd(CHUNK, 'a'));
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) {
          controller.close();
          return;
        }
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
}

/** A registered path made concrete: parameters and wildcards filled with a plausible segment. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1').replace(/\*/g, 'x');
}

/** The player API's cap for a path, or the gate's rule for any other. */
function capFor(path: string): number {
  const name = endpointNames.find((n) => `${API_BASE}${endpoints[n].path}` === path);
  if (name) return endpoints[name].maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return bodyRuleFor(path).maxBytes;
}

function shapeFor(path: string): RefusalShape {
  return path === API_BASE || path.startsWith(`${API_BASE}/`) ? 'envelope' : bodyRuleFor(path).shape;
}

/** The refusal in the route family's own shape: status and errcode agree, and a message says why. */
function expectRefusal(path: string, status: number, errcode: number, json: Record<string, unknown>): string | null {
  const shape = shapeFor(path);
  const wrong = (what: string) => `${path}: ${what}: ${JSON.stringify(json).slice(0, 200)}`;
  if (shape === 'ops') return typeof json.error === 'string' && json.ok === false ? null : wrong('ops shape');
  if (shape === 'webhook') return json.ok === false && json.errcode === errcode ? null : wrong('webhook shape');
  if (shape === 'payment') return json.reason === 'malformed' && json.errcode === errcode ? null : wrong('payment');
  if (shape === 'wallet') {
    // A game provider reads the wallet's own codes (docs/games.md).
    const code = status === 413 ? 'BODY_TOO_LARGE' : 'INVALID_REQUEST';
    return json.status === 'ERROR' && json.code === code && typeof json.message === 'string' ? null : wrong('wallet');
  }
  return json.code === status && json.errcode === errcode && typeof json.msg === 'string' ? null : wrong('envelope');
}

/** The player API's answer to any path under its base that names no call. */
function unknownCall(path: string): boolean {
  return path === API_BASE || path === `${API_BASE}/*`;
}

/** Every (method, path) the app registered: its routes, its catch-alls and the middleware's `/*`. */
function registeredRoutes(): Array<{ method: string; path: string }> {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of server.app.routes) seen.set(`${route.method} ${route.path}`, route);
  return [...seen.values()];
}

describe('every registered route', () => {
  it('includes the routes that once read bodies whole', () => {
    const paths = new Set(registeredRoutes().map((r) => `${r.method} ${r.path}`));
    for (const expected of [
      'POST /ops-api/login',
      'POST /kyc/webhook',
      'POST /payouts/callback',
      'POST /payments/callback',
      'POST /sandbox/game/spin',
      'POST /provider-api/:providerId/:action',
      'GET /ops-api/players',
      'GET /ops-api/audit',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('refuses an oversize chunked body with 413 / 9003 and a NUL body with 400 / 9002, never 500', async () => {
    const token = await server.login('demo');
    const problems: string[] = [];
    const routes = registeredRoutes().filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(endpointNames.length);
    for (const route of routes) {
      const path = concrete(route.path);
      const method = route.method === 'ALL' ? 'POST' : route.method;
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
      const counter = { pulled: 0 };
      const cap = capFor(route.path);
      const big = await server.app.request(path, {
        method,
        headers,
        body: chunkedBody(cap + 4 * CHUNK, counter),
        duplex: 'half',
      } as RequestInit);
      const bigJson = (await big.json()) as Record<string, unknown>;
      if (unknownCall(route.path)) {
        // The player API's catch-all: 404 / unknown call, the body never read.
        if (big.status !== 404 || bigJson.errcode !== 9004) problems.push(`${method} ${path}: answered ${big.status}`);
        continue;
      }
      if (counter.pulled > cap + 2 * CHUNK) problems.push(`${method} ${path}: pulled ${counter.pulled} bytes`);
      if (big.status !== 413) problems.push(`${method} ${path}: oversize answered ${big.status}`);
      else {
        const wrong = expectRefusal(path, 413, 9003, bigJson);
        if (wrong) problems.push(wrong);
      }

      const nul = await server.app.request(path, {
        method,
        headers,
        body: JSON.stringify({ username: 'fin\u0000ance', password: 'x', reason: 'a\u0000b', orderId: 'a\u0000b' }),
      });
      const nulJson = (await nul.json()) as Record<string, unknown>;
      if (nul.status !== 400) problems.push(`${method} ${path}: NUL answered ${nul.status}`);
      else {
        const wrong = expectRefusal(path, 400, 9002, nulJson);
        if (wrong) problems.push(wrong);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses a NUL in any GET route query string with 400 in its shape, never 500', async () => {
    const problems: string[] = [];
    // The probes answer before the gate and read no query: a balancer's probe must not depend on it.
    const runtime = new Set<string>(RUNTIME_PATHS);
    const routes = registeredRoutes().filter((r) => (r.method === 'GET' || r.method === 'ALL') && !runtime.has(r.path));
    for (const path of RUNTIME_PATHS) {
      const res = await server.app.request(`${path}?q=a%00b`);
      if (res.status !== 200) problems.push(`GET ${path}?q=a%00b: answered ${res.status}`);
    }
    for (const route of routes) {
      const path = concrete(route.path);
      for (const query of ['q=a%00b', 'target=a%00b', 'a%01=b']) {
        const res = await server.app.request(`${path}?${query}`);
        const json = (await res.json()) as Record<string, unknown>;
        if (res.status !== 400) problems.push(`GET ${path}?${query}: answered ${res.status}`);
        else {
          const wrong = expectRefusal(path, 400, 9002, json);
          if (wrong) problems.push(wrong);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the back office and the webhooks', () => {
  async function post(path: string, body: string | ReadableStream<Uint8Array>, type = 'application/json') {
    const res = await server.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  it('/ops-api/login with a NUL in the name: 400 with a clear message', async () => {
    const res = await post('/ops-api/login', JSON.stringify({ username: 'fin\u0000ance', password: 'x' }));
    expect(res).toEqual({ status: 400, json: { ok: false, error: expect.stringMatching(/control character/) } });
  });

  it('/ops-api/players?q=a%00b and /ops-api/audit?target=a%00b: 400, before the token is even looked at', async () => {
    for (const path of ['/ops-api/players?q=a%00b', '/ops-api/audit?target=a%00b']) {
      const res = await server.app.request(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, error: expect.stringMatching(/control character/) });
    }
  });

  it('a raw NUL byte, a form field with %00 and a body that is not UTF-8 are refused too', async () => {
    expect((await post('/kyc/webhook', 'a\u0000b', 'text/plain')).status).toBe(400);
    expect((await post('/sandbox/game/spin', 'name=a%00b', 'application/x-www-form-urlencoded')).status).toBe(400);
    const notUtf8 = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([0x7b, 0xff, 0x7d]));
        controller.close();
      },
    });
    expect(await post('/payments/callback', notUtf8)).toMatchObject({
      status: 400,
      json: { ok: false, reason: 'malformed', errcode: 9002 },
    });
  });

  it('tab, line feed and carriage return stay allowed; a webhook still reads its body after the gate', async () => {
    const res = await post('/payments/callback', '{\n\t"orderId": "nope",\r\n "note": "two\\nlines"}');
    // Past the gate: the callback's own refusal (not a signed order outcome).
    expect(res).toMatchObject({ status: 400, json: { ok: false, reason: 'malformed' } });
    expect(res.json.errcode).toBeUndefined();
  });

  it('a declared Content-Length past the cap is refused before a byte is read', async () => {
    const counter = { pulled: 0 };
    const res = await server.app.request('/ops-api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) },
      body: chunkedBody(10 * 1024 * 1024, counter),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(CHUNK);
  });
});

describe('the capped reader', () => {
  it('stops pulling a chunked stream as soon as the cap is passed, and answers without the rest', async () => {
    const counter = { pulled: 0 };
    const cap = 64 * 1024;
    const request = new Request('http://lobby.test/x', {
      method: 'POST',
      body: chunkedBody(32 * 1024 * 1024, counter),
      duplex: 'half',
    } as RequestInit);
    const result = await readCapped(request, cap);
    expect(result.ok).toBe(false);
    // The chunk that passed the cap, and at most one the stream had queued: nothing like 32 MiB.
    expect(counter.pulled).toBeGreaterThan(cap);
    expect(counter.pulled).toBeLessThanOrEqual(cap + 2 * CHUNK);
  });

  it("over Node's request stream too: refused at the cap, the rest thrown away (bounded) and the stream closed", async () => {
    const cap = 16 * 1024;
    let pulled = 0;
    const chunk = Buffer.alloc(CHUNK, 0x61);
    // A client sending as fast as the loop turns: one chunk per turn, forever.
    const incoming = Readable.from(
      (async function* endless() {
        for (;;) {
          pulled += chunk.byteLength;
          yield chunk;
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      })(),
    );
    const c = {
      env: { incoming },
      req: { header: () => undefined, raw: new Request('http://lobby.test/x', { method: 'POST' }) },
    } as unknown as Parameters<typeof readCappedFrom>[0];
    const result = await readCappedFrom(c, cap);
    expect(result.ok).toBe(false);
    const atAnswer = pulled;
    expect(atAnswer).toBeLessThanOrEqual(cap + 4 * CHUNK);
    // Behind the answer the rest is read and thrown away up to a bound, then the stream is destroyed.
    await new Promise<void>((resolve) => incoming.once('close', () => resolve()));
    expect(incoming.destroyed).toBe(true);
    expect(pulled).toBeLessThanOrEqual(8 * 1024 * 1024 + 4 * CHUNK);
  });
});

describe('over a real socket', () => {
  it('a 32 MiB chunked body to /ops-api/login is answered 413 long before it is all sent', async () => {
    const listener = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const total = 32 * 1024 * 1024;
    try {
      const { port } = listener.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string; sentBeforeAnswer: number }>(
        (resolve, reject) => {
          let sent = 0;
          let answered = false;
          const req = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/ops-api/login',
              headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
            },
            (res) => {
              answered = true;
              const sentBeforeAnswer = sent;
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (part: string) => {
                body += part;
              });
              res.on('end', () => {
                resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer });
                req.destroy();
              });
            },
          );
          // Once answered, the server may close the socket under the rest of the upload: that is the point.
          req.on('error', (err) => {
            if (!answered) reject(err);
          });
          const chunk = Buffer.alloc(64 * 1024, 0x61);
          const pump = () => {
            while (!answered && sent < total) {
              sent += chunk.byteLength;
              if (!req.write(chunk)) {
                req.once('drain', pump);
                return;
              }
            }
            if (!answered) req.end();
          };
          pump();
        },
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ ok: false, error: 'The body is too large.' });
      expect(answer.sentBeforeAnswer).toBeLessThan(total / 2);
    } finally {
      if ('closeAllConnections' in listener) listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});

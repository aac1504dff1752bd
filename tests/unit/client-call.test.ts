import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client/call';
import { apiConfig, configureApi } from '../../src/api/client/config';
import {
  ApiError,
  ErrcodeError,
  HttpStatusError,
  NetworkError,
  SchemaError,
  TimeoutError,
} from '../../src/api/client/errors';
import { onUnauthorized } from '../../src/api/client/unauthorized';
import { gameListClient } from '../../src/platform/gameList/gameListWorker';
import { heldTicketOf } from '../../src/platform/gameList/heldListStandIn';
import { clearToken, setToken } from '../../src/platform/storage/token';
import { game, webConfig } from '../machines/fixtures';

/** What the test server answers next; each test sets it. */
type Reply = { status: number; body: string; contentType?: string; requestId?: string } | 'hang';

interface Seen {
  url: string;
  method: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let base: string;
let reply: Reply;
let seen: Seen[] = [];
const hanging: ServerResponse[] = [];

const json = (status: number, value: unknown): Reply => ({ status, body: JSON.stringify(value) });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        method: req.method ?? '',
        headers: req.headers,
        body: JSON.parse(raw || 'null'),
      });
      if (reply === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(reply.status, {
        'content-type': reply.contentType ?? 'application/json',
        ...(reply.requestId ? { 'x-request-id': reply.requestId } : {}),
      });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod-api-2`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const defaults = apiConfig();
beforeEach(() => {
  configureApi({ baseURL: base, timeoutMs: 5_000 });
  seen = [];
  clearToken();
});
afterEach(() => {
  configureApi(defaults);
  vi.restoreAllMocks();
});

/** Runs a call expected to fail and returns what it threw. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('callApi', () => {
  it('posts JSON with the common body fields and headers, and returns the data without the envelope', async () => {
    reply = json(200, { code: 200, errcode: 0, serverTime: 1234, extra: 'dropped' });
    setToken('tok-123');
    const data = await callApi('online', { gameId: 7 });
    expect(data).toEqual({ serverTime: 1234 });
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/prod-api-2/app/v1/online');
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.headers.authorization).toBe('Bearer tok-123');
    expect(request.headers.fingerprint).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.body).toEqual({
      gameId: 7,
      clientReferrer: 'web',
      channel: 'WEB',
      appId: 'lucky-lobby-demo',
      platform: 0,
    });
  });

  it('sends each request from a task of its own, and reads a big answer (appConfig with its game list) in another', async () => {
    // A hop to the next task is a MessageChannel message (src/platform/startup/nextTask.ts): count the channels made,
    // and how many there were when each request went out.
    const hops = { count: 0 };
    const atFetch: number[] = [];
    const Real = globalThis.MessageChannel;
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'MessageChannel',
      class extends Real {
        constructor() {
          super();
          hops.count += 1;
        }
      },
    );
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
      atFetch.push(hops.count);
      return realFetch(...args);
    });
    try {
      reply = json(200, { code: 200, errcode: 0, serverTime: 5 });
      expect(await callApi('online', {})).toEqual({ serverTime: 5 });
      expect(atFetch).toEqual([1]);
      expect(hops.count).toBe(1);
      reply = json(200, { code: 200, errcode: 0, serverTime: 6, padding: 'x'.repeat(70_000) });
      expect(await callApi('online', {})).toEqual({ serverTime: 6 });
      expect(atFetch).toEqual([1, 2]);
      expect(hops.count).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves a big appConfig answer’s game list to the game-list worker: the page gets a stand-in for it', async () => {
    const games = Array.from({ length: 400 }, (_, i) => game(i + 1, { name: `Game ${i + 1}` }));
    reply = json(200, { code: 200, errcode: 0, webConfig: webConfig(), gameListVersion: 'v9', gameList: games });
    const answer = await callApi('appConfig', {});
    expect(answer.webConfig).toEqual(webConfig());
    expect(answer.gameList).toEqual([]);
    expect(heldTicketOf(answer.gameList)).toBeTypeOf('number');
    // Stored by its stand-in, the held list is checked and comes back whole.
    const catalogue = await gameListClient.store(answer.gameList, 'v9');
    expect(catalogue.games).toEqual(games);
    // A small answer's list is the page's, as any other answer.
    reply = json(200, { code: 200, errcode: 0, webConfig: webConfig(), gameListVersion: 'v9', gameList: [] });
    expect(heldTicketOf((await callApi('appConfig', {})).gameList)).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    reply = json(200, { code: 200, errcode: 0, serverTime: 1 });
    await callApi('online', {});
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('turns a non-zero errcode into an ErrcodeError with the code and message', async () => {
    reply = json(200, { code: 200, errcode: 101, msg: 'wrong password' });
    const error = await failure(callApi('online', {}));
    expect(error).toBeInstanceOf(ErrcodeError);
    expect(error).toMatchObject({ kind: 'errcode', errcode: 101, code: 200, msg: 'wrong password' });
    expect(error.messageId).toBe('common.errorError');
    expect(error.values).toEqual({ code: 101 });
  });

  it('notifies the unauthorized listeners on code 401 and throws an ErrcodeError', async () => {
    reply = json(401, { code: 401, errcode: 401, msg: 'login required' });
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    const error = await failure(callApi('online', {}));
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(401);
    expect(error).toBeInstanceOf(ErrcodeError);
    expect(error).toMatchObject({ code: 401, errcode: 401, messageId: 'error.unauthorized' });
  });

  it('tells the listeners the errcode of a 401 that says the account was suspended (1047)', async () => {
    reply = json(401, { code: 401, errcode: 1047, msg: 'This account has been suspended.' });
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await failure(callApi('online', {}));
    off();
    expect(listener).toHaveBeenCalledWith(1047);
  });

  it('treats HTTP 401 without an envelope as unauthorized too', async () => {
    reply = { status: 401, body: 'Unauthorized', contentType: 'text/plain' };
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    const error = await failure(callApi('online', {}));
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'errcode', code: 401 });
  });

  it('stops notifying a listener once it unsubscribed', async () => {
    reply = json(401, { code: 401, errcode: 401 });
    const listener = vi.fn();
    onUnauthorized(listener)();
    await failure(callApi('online', {}));
    expect(listener).not.toHaveBeenCalled();
  });

  it('turns an HTML error page into an HttpStatusError with the status', async () => {
    reply = { status: 500, body: '<html><body>Internal Server Error</body></html>', contentType: 'text/html' };
    const error = await failure(callApi('online', {}));
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ kind: 'http', code: 500, messageId: 'error.http', values: { status: 500 } });
  });

  it("keeps the server's request id of a failed answer as the error's reference", async () => {
    reply = { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html', requestId: 'lb-0a1b2c3d' };
    expect(await failure(callApi('online', {}))).toMatchObject({ kind: 'http', reference: 'lb-0a1b2c3d' });
    reply = { status: 500, body: JSON.stringify({ code: 500, errcode: 9001 }), requestId: 'req-9f8e7d6c' };
    expect(await failure(callApi('online', {}))).toMatchObject({ errcode: 9001, reference: 'req-9f8e7d6c' });
    reply = json(500, { code: 500, errcode: 9001 });
    expect((await failure(callApi('online', {}))).reference).toBeUndefined();
  });

  it('reads an errcode envelope even on an HTTP error status', async () => {
    reply = json(400, { code: 400, errcode: 9002, msg: 'gameId: expected number' });
    const error = await failure(callApi('online', {}));
    expect(error).toBeInstanceOf(ErrcodeError);
    expect(error.errcode).toBe(9002);
  });

  it('turns malformed JSON on HTTP 200 into a SchemaError', async () => {
    reply = { status: 200, body: '{"code":200,"errcode":0,' };
    const error = await failure(callApi('online', {}));
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.messageId).toBe('error.schema');
  });

  it('turns JSON that is not an envelope into a SchemaError', async () => {
    reply = json(200, ['not', 'an', 'object']);
    expect(await failure(callApi('online', {}))).toBeInstanceOf(SchemaError);
  });

  it('turns a success that breaks the contract into a SchemaError and warns with the issue', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reply = json(200, { code: 200, errcode: 0, serverTime: 'noon' });
    const error = await failure(callApi('online', {}));
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.message).toContain('serverTime');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives up after the configured timeout with a TimeoutError', async () => {
    configureApi({ timeoutMs: 150 });
    reply = 'hang';
    const started = Date.now();
    const error = await failure(callApi('online', {}));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.messageId).toBe('error.timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('turns a refused connection into a NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    configureApi({ baseURL: `http://127.0.0.1:${port}/prod-api-2` });
    const error = await failure(callApi('online', {}));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network', aborted: false, messageId: 'error.network' });
  });

  it("reports the caller's abort as an aborted NetworkError, not a timeout", async () => {
    reply = 'hang';
    const controller = new AbortController();
    const promise = callApi('online', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(promise);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).aborted).toBe(true);
  });
});

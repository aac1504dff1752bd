import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/connect';
import { handlers } from '../../server/handlers';
import { notOffered } from '../../server/handlers/notOffered';
import { callTable } from '../../server/handlers/types';
import { createLogger } from '../../server/log';
import { API_BASE } from '../../src/api/contract/define';
import { endpointNames, endpoints } from '../../src/api/contract/map';

// Registration and the public-call paths below never query the database. Only its `transaction` is read at
// registration: the live bus wraps it to announce writes after they commit (server/live/publish.ts).
const noQuery = () => {
  throw new Error('database not expected in this test');
};
const noDb = new Proxy({} as Db, {
  get: (_target, property) => (property === 'transaction' ? noQuery : noQuery()),
  set: () => true,
});

describe('routes registered from the contract', () => {
  const app = createApp({ db: noDb, log: createLogger(false) });

  it('has exactly one POST route per contract path, and no other POST route under the base', () => {
    const registered = app.routes
      .filter((r) => r.method === 'POST' && r.path.startsWith(`${API_BASE}/`))
      .map((r) => r.path)
      .sort();
    const contract = endpointNames.map((name) => `${API_BASE}${endpoints[name].path}`).sort();
    expect(contract.length).toBeGreaterThan(20);
    expect(new Set(contract).size).toBe(contract.length);
    expect(registered).toEqual(contract);
  });

  it('registers no other method on a contract path', () => {
    const contractPaths = new Set(endpointNames.map((name) => `${API_BASE}${endpoints[name].path}`));
    const others = app.routes.filter((r) => contractPaths.has(r.path) && r.method !== 'POST');
    expect(others).toEqual([]);
  });

  it('answers 9004 / 404 for an unknown call and for GET on a known path', async () => {
    const unknown = await app.request(`${API_BASE}/app/v1/noSuchCall`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404, errcode: 9004 });

    const get = await app.request(`${API_BASE}${endpoints.appConfig.path}`);
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ errcode: 9004 });

    const base = await app.request(API_BASE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await base.json()).toMatchObject({ errcode: 9004 });
  });

  it('answers 9005 with code 200 naming the call and its reason when the call is declared not offered', async () => {
    const { appConfig: _served, ...others } = handlers;
    const bare = createApp({
      db: noDb,
      log: createLogger(false),
      calls: callTable({ ...notOffered, appConfig: 'This test server serves no configuration.' }, others),
    });
    const res = await bare.request(`${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { code: number; errcode: number; msg: string };
    expect(json).toMatchObject({ code: 200, errcode: 9005 });
    expect(json.msg).toBe('appConfig is not offered by this server: This test server serves no configuration.');
  });

  it('answers 9500 without a stack trace when a handler throws', async () => {
    const lines: string[] = [];
    const broken = createApp({
      db: noDb,
      log: { info() {}, error: (line) => lines.push(line) },
      calls: callTable(notOffered, {
        ...handlers,
        appConfig: async () => {
          throw new Error('boom at secret/place.ts:12');
        },
      }),
    });
    const res = await broken.request(`${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 500, errcode: 9500, msg: 'internal error' });
    expect(text).not.toContain('boom');
    expect(lines.join('\n')).toContain('appConfig failed');
  });
});

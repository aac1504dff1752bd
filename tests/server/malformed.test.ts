import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/api/contract/define';
import { endpointNames, endpoints } from '../../src/api/contract/map';
import { setupServer } from './harness';
import { malformedCases } from './malformedBodies';

const server = setupServer();

describe('1,000 malformed bodies', () => {
  it('every answer is JSON with a transport errcode and a status below 500; the server still serves', async () => {
    const cases = malformedCases(1000);
    // Every call and every kind is covered.
    expect(new Set(cases.map((c) => c.name)).size).toBe(endpointNames.length);
    expect(new Set(cases.map((c) => c.kind)).size).toBeGreaterThanOrEqual(15);

    const token = await server.login('demo');
    const started = performance.now();
    const failures: string[] = [];
    const seen = new Map<number, number>();
    for (const c of cases) {
      const headers: Record<string, string> = { 'Content-Type': c.contentType ?? 'application/json' };
      if (endpoints[c.name].access === 'token') headers.Authorization = `Bearer ${token}`;
      const res = await server.app.request(`${API_BASE}${endpoints[c.name].path}`, {
        method: 'POST',
        headers,
        body: c.body,
      });
      const text = await res.text();
      let answer: { code?: unknown; errcode?: unknown; msg?: unknown } | null = null;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = null;
      }
      const errcode = typeof answer?.errcode === 'number' ? answer.errcode : -1;
      seen.set(errcode, (seen.get(errcode) ?? 0) + 1);
      // A call's designed field refusals (contract `fieldErrcodes`: registration's birth date, the real name) are
      // transport answers too: the body failed the schema at a field that names its own reason.
      const allowed = [9001, 9002, 9003, 9006, ...Object.values(endpoints[c.name].fieldErrcodes ?? {})];
      if (res.status >= 500 || !allowed.includes(errcode) || answer?.code !== res.status) {
        failures.push(`${c.name} ${c.kind}: ${res.status} ${text.slice(0, 160)}`);
      }
      if (/\bat\s.+:\d+:\d+/.test(text)) failures.push(`${c.name} ${c.kind}: stack trace in the answer`);
    }
    const ms = performance.now() - started;
    console.log(
      `[malformed] 1000 bodies in ${Math.round(ms)} ms; errcodes ${JSON.stringify(Object.fromEntries(seen))}`,
    );
    expect(failures).toEqual([]);
    // Each transport refusal actually happened (beside any designed field refusal).
    expect([...seen.keys()].filter((code) => code >= 9000).sort()).toEqual([9001, 9002, 9003, 9006]);

    const after = await server.call('appConfig', { gameListVersion: 'x' });
    expect(after.status).toBe(200);
    expect(after.json.errcode).toBe(0);
  });

  it('names the first bad field in the 9002 message', async () => {
    const res = await server.call('appConfig', { gameListVersion: 12, platform: 'x' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 400, errcode: 9002 });
    expect(res.json.msg).toMatch(/^invalid body: gameListVersion: .*expected string/i);
  });

  it('refuses a body over the cap by its declared length (9003, 413)', async () => {
    const res = await server.app.request(`${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'x'.repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413, errcode: 9003 });
  });

  it('refuses every type but JSON (415, 9006): another site cannot post a CORS-free form or text/plain', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=b', '']) {
      const res = await server.app.request(`${API_BASE}${endpoints.smsSend.path}`, {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: JSON.stringify({ mobile: '9170000001', type: 0 }),
      });
      expect({ type, status: res.status, json: await res.json() }).toMatchObject({
        type,
        status: 415,
        json: { code: 415, errcode: 9006 },
      });
    }
    const json = await server.app.request(`${API_BASE}${endpoints.getCustomerServices.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    expect(await json.json()).toMatchObject({ code: 200, errcode: 0 });
  });
});

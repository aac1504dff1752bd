import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Running } from '../../server/boot';
import { readConfig } from '../../server/config';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { createTestDatabaseUrl, parseAnswer } from './harness';

let running: Running;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const target = await createTestDatabaseUrl();
  dispose = target.dispose;
  running = await boot(
    readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: target.url,
      SEED_GAMES: '120',
      RSA_BITS: '1024',
      LOG: '0',
    }),
  );
}, 120_000);

afterAll(async () => {
  await running?.close();
  await dispose?.();
});

describe('booted like main.ts, over real HTTP', () => {
  it('migrates, seeds, listens on a free port and answers appConfig', async () => {
    expect(running.seeded).toBe(true);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${running.url}${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: JSON.stringify({ channel: 'WEB', platform: 0 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const data = parseAnswer('appConfig', await res.json());
    expect(data.gameList).toHaveLength(120);
  });

  it('answers 413 to an oversized body sent over the wire and keeps serving', async () => {
    const res = await fetch(`${running.url}${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ errcode: 9003 });
    const again = await fetch(`${running.url}${API_BASE}${endpoints.getCustomerServices.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(((await again.json()) as { errcode: number }).errcode).toBe(0);
  });
});

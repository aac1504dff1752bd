import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { boot, type Running } from '../../server/boot';
import { readConfig } from '../../server/config';
import { API_BASE } from '../../src/api/contract/define';
import { LIVE_PATH, type LiveEvent } from '../../src/api/contract/live';
import { endpoints } from '../../src/api/contract/map';
import { TEST_ROLES } from './pg';

/**
 * Two instances on one PostgreSQL, as behind a balancer: a ledger write on either is visible to the next
 * refreshData on both (concurrent writes included), and a stream open on one hears the writes made on the other
 * (LISTEN/NOTIFY, server/live/bus.ts). PostgreSQL only (`.pg.test.ts`).
 */
const admin = process.env.TEST_DATABASE_URL;
const name = `t_${randomBytes(6).toString('hex')}`;
const instances: Running[] = [];

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const as = (role: string) => {
  const url = new URL(admin ?? '');
  url.username = role;
  url.pathname = `/${name}`;
  return url.toString();
};

afterAll(async () => {
  await Promise.all(instances.map((i) => i.close()));
  if (admin) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}, 60_000);

async function call(base: string, path: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Fingerprint: 'live-cluster' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (json.errcode !== 0) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json;
}

describe('two instances on one PostgreSQL', () => {
  it('show every ledger write to the next refreshData on both, and tell a stream on one of writes on the other', async () => {
    if (!admin)
      throw new Error('a .pg.test.ts file runs on PostgreSQL: node --import tsx tests/server/run-on-postgres.ts');
    await adminQuery(`CREATE DATABASE ${name} OWNER ${TEST_ROLES.owner}`);
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: as(TEST_ROLES.app),
      MIGRATION_DATABASE_URL: as(TEST_ROLES.owner),
      SEED_GAMES: '30',
      RSA_BITS: '1024',
      LOG: '0',
      TEST_CONTROLS: '1',
    });
    const a = await boot(config);
    instances.push(a);
    const b = await boot(config);
    instances.push(b);

    const session = await fetch(`${a.url}/__test__/session`, { method: 'POST', body: '{"account":"demo"}' });
    const { token, userId } = (await session.json()) as { token: string; userId: number };
    // A second session of the player, so the stream (one per token) and the calls use different tokens.
    const other = await fetch(`${b.url}/__test__/session`, { method: 'POST', body: '{"account":"demo"}' });
    const { token: callToken } = (await other.json()) as { token: string };

    const stream = await fetch(`${b.url}${LIVE_PATH}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = stream.body?.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const events = (): LiveEvent[] =>
      [...text.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1] ?? '') as LiveEvent);
    const readUntil = async (done: () => boolean) => {
      while (!done()) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += chunk.value;
      }
    };
    await readUntil(() => text.includes(': open'));

    const refresh = endpoints.refreshData.path;
    const before = (await call(a.url, refresh, callToken, {})).coin as number;
    // 40 moves of 1.00 into the safe box, half through each instance, all at once.
    const moves = 40;
    await Promise.all(
      Array.from({ length: moves }, (_, i) =>
        call(i % 2 === 0 ? a.url : b.url, endpoints.safeboxTransfer.path, callToken, { direction: 'in', amount: 100 }),
      ),
    );
    const expected = before - moves * 100;
    expect((await call(a.url, refresh, callToken, {})).coin).toBe(expected);
    expect((await call(b.url, refresh, callToken, {})).coin).toBe(expected);

    // The stream on B heard the player's balance change, whichever instance wrote it.
    await readUntil(() => events().some((e) => e.kind === 'balance'));
    expect(events().every((e) => e.kind === 'balance' && e.accountId === userId)).toBe(true);

    // A write on A alone still reaches the stream on B.
    const heard = events().length;
    await call(a.url, endpoints.safeboxTransfer.path, callToken, { direction: 'in', amount: 100 });
    await readUntil(() => events().length > heard);
    expect(events().at(-1)).toMatchObject({ kind: 'balance', accountId: userId });
    await reader?.cancel();
  }, 180_000);
});

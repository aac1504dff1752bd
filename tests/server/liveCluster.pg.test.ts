import { describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { API_BASE } from '../../src/api/contract/define';
import { LIVE_PATH, type LiveEvent } from '../../src/api/contract/live';
import { endpoints } from '../../src/api/contract/map';
import { privateDatabase } from './pgDatabase';

/**
 * Two instances on one PostgreSQL, as behind a balancer: a ledger write on either is visible to the next
 * refreshData on both (concurrent writes included), and a stream open on one hears the writes made on the other
 * (LISTEN/NOTIFY, server/live/bus.ts). PostgreSQL only (`.pg.test.ts`).
 */
const db = privateDatabase();

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
    await db.create();
    const config = db.config({ TEST_CONTROLS: '1' });
    const a = db.keep(await boot(config));
    const b = db.keep(await boot(config));

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

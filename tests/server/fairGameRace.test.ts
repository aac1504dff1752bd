import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fairSpins, ledger } from '../../server/db/schema';
import { parseAnswer, setupServer } from './harness';

/**
 * Spins racing a seed rotation (on PostgreSQL, tests/server/run-on-postgres.ts: real concurrent transactions).
 * Each spin either uses a committed pair or is refused with a clear message; none answers 500, and every stake
 * taken matches a recorded spin.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
let token = '';

async function openGame(): Promise<string> {
  const catalogue = await server.catalogue.get(server.conn.db);
  const gameId = catalogue.playableIds[0]!;
  const started = parseAnswer('startGame', (await server.call('startGame', { gameId }, { token })).json);
  const html = await (await server.app.request(started.gameUrl)).text();
  return /data-key="([0-9a-f]{48})"/.exec(html)?.[1] ?? '';
}

async function spin(key: string) {
  const res = await server.app.request('/sandbox/game/spin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key }),
  });
  return { status: res.status, json: (await res.json()) as { ok: boolean; reason?: string; message?: string } };
}

describe('spins racing fairGame/rotate', () => {
  beforeEach(async () => {
    await server.reset();
    token = await server.login('demo');
  });

  it('answer a spin or a clear refusal, never 500; every stake has its recorded spin', async () => {
    const key = await openGame();
    expect((await spin(key)).json.ok).toBe(true);
    const spins = Array.from({ length: 30 }, () => spin(key));
    const rotations = Array.from({ length: 10 }, () => server.call('fairGameRotate', {}, { token }));
    const [spun, rotated] = await Promise.all([Promise.all(spins), Promise.all(rotations)]);
    for (const s of spun) {
      expect(s.status, JSON.stringify(s.json)).not.toBe(500);
      if (!s.json.ok) {
        expect(s.status).toBe(409);
        expect(s.json.reason).toBe('seed');
        expect(s.json.message).toMatch(/spin again/);
      }
    }
    for (const r of rotated) expect([0, 9005]).toContain(r.json.errcode);
    expect(rotated.some((r) => r.json.errcode === 0)).toBe(true);
    const done = spun.filter((s) => s.json.ok).length + 1;
    const [recorded] = await server.conn.db.select({ n: count() }).from(fairSpins);
    const [bets] = await server.conn.db.select({ n: count() }).from(ledger).where(eq(ledger.kind, 'game:bet'));
    expect(recorded?.n).toBe(done);
    expect(bets?.n).toBe(done);
  });
});

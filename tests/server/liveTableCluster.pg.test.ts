import { describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import type { TableState } from '../../server/games/liveTable';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { privateDatabase } from './pgDatabase';

/**
 * The live table on two instances on one PostgreSQL, as behind a balancer: two players at one table, each on another
 * instance, see the same round (made once), each bets through their own instance, and the draw run by one instance
 * reaches the table's stream on the other (LISTEN/NOTIFY), with the same segment and revealed seed; each balance
 * follows its bets. PostgreSQL only (`.pg.test.ts`).
 */
const db = privateDatabase();

async function startGame(base: string, token: string, gameId: number): Promise<string> {
  const res = await fetch(`${base}${API_BASE}${endpoints.startGame.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Fingerprint: 'live-table' },
    body: JSON.stringify({ gameId }),
  });
  const json = (await res.json()) as { errcode: number; gameUrl: string };
  if (json.errcode !== 0) throw new Error(`startGame answered ${JSON.stringify(json)}`);
  return json.gameUrl;
}

async function session(base: string, account: string): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${base}/__test__/session`, { method: 'POST', body: JSON.stringify({ account }) });
  return (await res.json()) as { token: string; userId: number };
}

/** A table's stream: its states as they come. */
function tableStream(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const states = (): TableState[] =>
    [...text.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1] ?? '') as TableState);
  return {
    states,
    async until(done: (all: TableState[]) => boolean) {
      while (!done(states())) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += chunk.value;
      }
      return states();
    },
    cancel: () => reader.cancel(),
  };
}

describe('a live table on two instances', () => {
  it('shows both players the same round and pushes its draw, run on one instance, to the stream on the other', async () => {
    await db.create();
    const config = db.config({ TEST_CONTROLS: '1' });
    const a = db.keep(await boot(config));
    const b = db.keep(await boot(config));
    const gameId = 10002;

    const juan = await session(a.url, 'demo');
    const maria = await session(b.url, '9171234567');
    const page = async (base: string, token: string) => {
      const html = await (await fetch(`${base}${await startGame(base, token, gameId)}`)).text();
      const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1] ?? '';
      const state = JSON.parse(/id="state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as TableState;
      return { key, state };
    };
    const onA = await page(a.url, juan.token);
    const onB = await page(b.url, maria.token);

    // Early in a round: the clock moved to its fifth second, so bets are open for the rest of the test.
    const round = onA.state.round + 1;
    const opens = onA.state.endsAt;
    const offsetTo = async (base: string, at: number) => {
      const res = await fetch(`${base}/__test__/clock`, {
        method: 'POST',
        body: JSON.stringify({ offsetMs: at - Date.now() }),
      });
      expect(res.status).toBe(200);
    };
    await offsetTo(a.url, opens + 5_000);

    const streamA = tableStream(await fetch(`${a.url}/sandbox/live-table/${gameId}/stream`));
    const streamB = tableStream(await fetch(`${b.url}/sandbox/live-table/${gameId}/stream`));
    const [firstA] = await streamA.until((s) => s.length > 0);
    const [firstB] = await streamB.until((s) => s.length > 0);
    expect(firstA!.round).toBe(round);
    expect(firstB).toMatchObject({ round, serverSeedHash: firstA!.serverSeedHash });

    const bet = async (base: string, key: string, color: string) => {
      const res = await fetch(`${base}/sandbox/live-table/bet`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key, bets: [{ color, amount: 1_000 }] }),
      });
      return (await res.json()) as { ok: boolean; round: number; coin: number };
    };
    const betA = await bet(a.url, onA.key, 'red');
    const betB = await bet(b.url, onB.key, 'blue');
    expect(betA).toMatchObject({ ok: true, round });
    expect(betB).toMatchObject({ ok: true, round });

    // The draw time on instance A's test clock: A runs the draw job; B's stream hears it through PostgreSQL.
    await offsetTo(a.url, opens + 24_000);
    const drawnB = (await streamB.until((s) => s.some((x) => x.drawn[0]?.round === round))).find(
      (x) => x.drawn[0]?.round === round,
    )!;
    const drawnA = (await streamA.until((s) => s.some((x) => x.drawn[0]?.round === round))).find(
      (x) => x.drawn[0]?.round === round,
    )!;
    expect(drawnB.drawn[0]).toEqual(drawnA.drawn[0]);
    await streamA.cancel();
    await streamB.cancel();

    // Each balance followed its own bet: the stake, and the win when the wheel showed the colour.
    const mine = async (base: string, key: string) => {
      const res = await fetch(`${base}/sandbox/live-table/mine`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key }),
      });
      return (await res.json()) as { coin: number; bets: { round: number; win: number }[] };
    };
    const afterA = await mine(b.url, onA.key);
    const afterB = await mine(a.url, onB.key);
    expect(afterA.bets[0]!.round).toBe(round);
    expect(afterA.coin).toBe(betA.coin + afterA.bets[0]!.win);
    expect(afterB.coin).toBe(betB.coin + afterB.bets[0]!.win);
  }, 180_000);
});

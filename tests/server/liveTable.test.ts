import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  gameSessions,
  jobs,
  ledger,
  liveTableBets,
  liveTableRounds,
  providerRounds,
  users,
} from '../../server/db/schema';
import { LIVE_TABLE_ID } from '../../server/games/catalogue';
import { drawRound, ensureRound, type TableState, tableState } from '../../server/games/liveTable';
import { ROUND_TIMEOUT_MS, rollbackStaleRounds } from '../../server/games/sweep';
import { type WalletClient, walletClient } from '../../server/games/walletClient';
import { post } from '../../server/ledger';
import { createMemoryBus } from '../../server/live/bus';
import {
  LIVE_PERIOD_MS,
  LIVE_TABLE_ERRCODE,
  roundTimes,
  WHEEL_SEGMENTS,
  type WheelBet,
  wheelWin,
} from '../../src/api/contract/liveTable';
import { parseAnswer, setupServer } from './harness';

/*
 * The in-house live table (docs/games.md "Live Perya Wheel"): the "Live" type launches it; a round is shared by the
 * table, on the clock's schedule; bets are debited while the round takes them and refused after; at the draw time the
 * job reveals the seed, draws and credits every bet once; the table's stream pushes each step. After every test the
 * harness checks each balance against its ledger.
 */

/** Five seconds into a round: round R opens at R × 30 s. */
const OPENS = Date.UTC(2026, 11, 1, 4, 0, 0);
const NOW = OPENS + 5_000;
const ROUND = OPENS / LIVE_PERIOD_MS;
const times = roundTimes(ROUND);
/** The app's live bus, also heard by the tests: what the table's streams are told, and when. */
const bus = createMemoryBus();
const server = setupServer({ testControls: true, clock: () => NOW, live: bus });

async function coinOf(id: number): Promise<number> {
  const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, id));
  return row!.coin;
}

async function setCoin(userId: number, target: number): Promise<void> {
  const coin = await coinOf(userId);
  await server.conn.db.transaction((tx) =>
    post(tx, { userId, amount: target - coin, kind: 'test', ref: `set:${userId}:${target}:${coin}` }),
  );
}

async function tableGame(): Promise<number> {
  const snapshot = await server.catalogue.get(server.conn.db);
  const id = snapshot.playableIds.find((gameId) => snapshot.providerOf.get(gameId) === LIVE_TABLE_ID);
  if (id === undefined) throw new Error('no playable live table in the seed');
  return id;
}

interface Player {
  userId: number;
  token: string;
}

async function player(account: string, coin: number): Promise<Player> {
  const token = await server.login(account);
  const [row] = await server.conn.db.select().from(users).where(eq(users.account, account));
  await setCoin(row!.id, coin);
  return { userId: row!.id, token };
}

async function openTable(who: Player, gameId: number) {
  const started = parseAnswer('startGame', (await server.call('startGame', { gameId }, { token: who.token })).json);
  const res = await server.app.request(started.gameUrl);
  const html = await res.text();
  const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1] ?? '';
  const state = JSON.parse(/<script type="application\/json" id="state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
  return { gameUrl: started.gameUrl, status: res.status, html, key, state: state as TableState };
}

async function bet(key: string, bets: unknown) {
  const res = await server.app.request('/sandbox/live-table/bet', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key, bets }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Moves the server clock to `at` (the test clock): the jobs due by then run. */
async function clockTo(at: number) {
  const res = await server.app.request('/__test__/clock', {
    method: 'POST',
    body: JSON.stringify({ offsetMs: at - NOW }),
  });
  expect(res.status).toBe(200);
}

/** The studio's signed side of the wallet, as the draw job uses it. */
const studioWallet = () =>
  walletClient(
    server.providers.games.get(LIVE_TABLE_ID)!,
    (path, init) => Promise.resolve(server.app.request(path, init)),
    async () => NOW,
  );

const gameLedger = (userId: number) =>
  server.conn.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), like(ledger.kind, 'game:%')))
    .orderBy(asc(ledger.id));

/** What a player computes from the revealed seed, independently of the server's code. */
function recomputeSegment(serverSeed: string, gameId: number, round: number): number {
  for (let retry = 0; ; retry++) {
    const message = `table-${gameId}:${round}${retry ? `:${retry}` : ''}`;
    const digest = createHmac('sha256', serverSeed).update(message).digest();
    for (let i = 0; i < 32; i += 4) {
      const word = digest.readUInt32BE(i);
      if (word < 4_294_967_000) return (word % 1000) % 25;
    }
  }
}

/** Reads Server-Sent Events from a streamed answer until `done` says enough. */
async function readEvents(res: Response, done: (events: TableState[]) => boolean): Promise<TableState[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: TableState[] = [];
  let text = '';
  while (!done(events)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value, { stream: true });
    let cut = text.indexOf('\n\n');
    while (cut >= 0) {
      const block = text.slice(0, cut);
      text = text.slice(cut + 2);
      if (block.startsWith('data: ')) events.push(JSON.parse(block.slice(6)) as TableState);
      cut = text.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

describe('the live table studio', () => {
  let juan: Player;
  let maria: Player;

  beforeEach(async () => {
    await server.reset();
    juan = await player('demo', 50_000);
    maria = await player('9171234567', 50_000);
  });

  it('launches the "Live" type: the page names the studio and shows the round committed for the whole table', async () => {
    const gameId = await tableGame();
    const table = await openTable(juan, gameId);
    expect(table.status).toBe(200);
    expect(table.gameUrl).toMatch(new RegExp(`^/sandbox/live-table/${gameId}\\?ticket=[0-9a-f]{32}&lang=en-PH$`));
    expect(table.html).toContain('data-testid="game-provider">Perya Live Table Studio<');
    expect(table.html).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(table.state).toMatchObject({ now: NOW, round: ROUND, closesAt: times.closesAt, drawsAt: times.drawsAt });
    const [round] = await server.conn.db.select().from(liveTableRounds);
    expect(round).toMatchObject({ gameId, round: ROUND, segment: null });
    expect(table.state.serverSeedHash).toBe(createHash('sha256').update(round!.serverSeed).digest('hex'));
    // The seed stays secret until the draw; the page only has its hash.
    expect(table.html).not.toContain(round!.serverSeed);
    // A second player at the table sees the same round, made once.
    const other = await openTable(maria, gameId);
    expect(other.state.serverSeedHash).toBe(table.state.serverSeedHash);
    expect(await server.conn.db.select().from(liveTableRounds)).toHaveLength(1);
    // One close and one draw per round, however many made the attempt.
    const queued = await server.conn.db.select().from(jobs).where(like(jobs.name, 'live-table-%'));
    expect(queued.map((j) => [j.name, j.runAt.getTime()]).sort()).toEqual([
      ['live-table-close', times.closesAt],
      ['live-table-draw', times.drawsAt],
    ]);
    const [session] = await server.conn.db.select().from(gameSessions).where(eq(gameSessions.userId, juan.userId));
    expect(session!.providerId).toBe(LIVE_TABLE_ID);
  });

  it('two players’ bets are debited at once and settled once at the draw, from the revealed seed', async () => {
    const gameId = await tableGame();
    const a = await openTable(juan, gameId);
    const b = await openTable(maria, gameId);
    const juanBets: WheelBet[] = [
      { color: 'red', amount: 1_000 },
      { color: 'gold', amount: 500 },
    ];
    const mariaBets: WheelBet[] = [{ color: 'blue', amount: 2_000 }];
    expect((await bet(a.key, juanBets)).json).toMatchObject({ ok: true, round: ROUND, stake: 1_500, coin: 48_500 });
    expect((await bet(a.key, [{ color: 'green', amount: 100 }])).json).toMatchObject({ ok: true, coin: 48_400 });
    expect((await bet(b.key, mariaBets)).json).toMatchObject({ ok: true, round: ROUND, stake: 2_000, coin: 48_000 });
    expect(await coinOf(juan.userId)).toBe(48_400);

    // Bets close at 20 s by the server's clock: refused, nothing moves.
    await clockTo(times.closesAt);
    const late = await bet(a.key, juanBets);
    expect(late.json).toMatchObject({ ok: false, reason: 'closed' });
    expect(await coinOf(juan.userId)).toBe(48_400);
    expect((await server.conn.db.select().from(liveTableRounds))[0]!.segment).toBeNull();

    // The draw: the job at 24 s reveals, draws and credits.
    await clockTo(times.drawsAt);
    const [round] = await server.conn.db.select().from(liveTableRounds);
    expect(round!.segment).toBe(recomputeSegment(round!.serverSeed, gameId, ROUND));
    const segment = round!.segment!;
    const juanWin = wheelWin(juanBets, segment) + wheelWin([{ color: 'green', amount: 100 }], segment);
    const mariaWin = wheelWin(mariaBets, segment);
    expect(await coinOf(juan.userId)).toBe(48_400 + juanWin);
    expect(await coinOf(maria.userId)).toBe(48_000 + mariaWin);
    const rounds = await server.conn.db.select().from(providerRounds).orderBy(asc(providerRounds.id));
    expect(rounds).toHaveLength(3);
    expect(rounds.every((r) => r.providerId === LIVE_TABLE_ID && r.status === 'settled')).toBe(true);
    const settled = await server.conn.db.select().from(liveTableBets).orderBy(asc(liveTableBets.id));
    expect(settled.map((s) => s.win)).toEqual([
      wheelWin(juanBets, segment),
      wheelWin([{ color: 'green', amount: 100 }], segment),
      mariaWin,
    ]);

    // The page's state now leads with the drawn round and its seed; the player's bets carry their wins.
    const state = (await (await server.app.request(`/sandbox/live-table/${gameId}/state`)).json()) as TableState;
    expect(state.drawn[0]).toMatchObject({ round: ROUND, segment, serverSeed: round!.serverSeed });
    const mine = await server.app.request('/sandbox/live-table/mine', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: a.key }),
    });
    expect(await mine.json()).toMatchObject({ ok: true, coin: 48_400 + juanWin, bets: [{ round: ROUND }, {}] });

    // The round shows in the player's records (every provider's rounds, the Games tab).
    const records = parseAnswer(
      'getGameRounds',
      (await server.call('getGameRounds', { page: 1, pageSize: 10 }, { token: juan.token })).json,
    );
    expect(records.total).toBe(2);
    expect(records.list.map((r) => [r.gameId, r.bet, r.status])).toEqual(
      expect.arrayContaining([
        [gameId, 1_500, 'settled'],
        [gameId, 100, 'settled'],
      ]),
    );

    // A second run of the draw (another instance, a retry) moves nothing.
    const before = (await gameLedger(juan.userId)).length;
    const wallet = studioWallet();
    expect(await drawRound(server.conn.db, wallet, gameId, ROUND, times.drawsAt)).toBe(segment);
    expect((await gameLedger(juan.userId)).length).toBe(before);
    expect(WHEEL_SEGMENTS[segment]).toBeDefined();
  });

  it('a round’s proof: the records link it only once drawn, and its public record then lets anyone recompute it', async () => {
    const gameId = await tableGame();
    const a = await openTable(juan, gameId);
    expect((await bet(a.key, [{ color: 'red', amount: 1_000 }])).json).toMatchObject({ ok: true });
    const records = async () =>
      parseAnswer(
        'getGameRounds',
        (await server.call('getGameRounds', { page: 1, pageSize: 10 }, { token: juan.token })).json,
      ).list;
    // Before the draw the seed is secret: no proof link, and the record is refused, saying why (no login needed).
    expect((await records())[0]!.proof).toBeNull();
    const early = await server.call('fairTableRound', { gameId, round: ROUND });
    expect(early.json).toMatchObject({ errcode: LIVE_TABLE_ERRCODE.roundNotDrawn });
    expect(String(early.json.msg)).toMatch(/not drawn yet.*secret/);

    await clockTo(times.drawsAt);
    expect((await records())[0]!.proof).toEqual({ kind: 'table', gameId, round: ROUND });
    const record = parseAnswer('fairTableRound', (await server.call('fairTableRound', { gameId, round: ROUND })).json);
    const [row] = await server.conn.db.select().from(liveTableRounds);
    expect(record).toMatchObject({
      gameId,
      round: ROUND,
      serverSeedHash: createHash('sha256').update(row!.serverSeed).digest('hex'),
      serverSeed: row!.serverSeed,
      segment: recomputeSegment(row!.serverSeed, gameId, ROUND),
      drawnAt: times.drawsAt,
    });

    // A round nobody opened is unknown (and not made by asking); a bad body is refused before any read.
    const unknown = await server.call('fairTableRound', { gameId, round: ROUND + 1 });
    expect(unknown.json).toMatchObject({ errcode: LIVE_TABLE_ERRCODE.roundUnknown });
    expect(await server.conn.db.select().from(liveTableRounds)).toHaveLength(1);
    for (const body of [{ gameId, round: -1 }, { gameId, round: 2 ** 31 }, { gameId: 'x', round: ROUND }, { gameId }]) {
      const refused = await server.call('fairTableRound', body);
      expect({ status: refused.status, errcode: refused.json.errcode }).toEqual({ status: 400, errcode: 9002 });
    }
  });

  it('the table’s stream pushes the round, then its draw with the seed, to everyone watching', async () => {
    const gameId = await tableGame();
    await openTable(juan, gameId);
    const stream = await server.app.request(`/sandbox/live-table/${gameId}/stream`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents(stream, (events) => events.some((e) => e.drawn[0]?.round === ROUND));
    await clockTo(times.drawsAt);
    const events = await reading;
    expect(events[0]).toMatchObject({ round: ROUND, drawn: [] });
    const drawn = events.find((e) => e.drawn[0]?.round === ROUND)!;
    const [round] = await server.conn.db.select().from(liveTableRounds);
    expect(drawn.drawn[0]).toMatchObject({ segment: round!.segment, serverSeed: round!.serverSeed });
    expect((await server.app.request(`/sandbox/live-table/${gameId + 100_000}/stream`)).status).toBe(404);
  });

  it('the table hears once more when the draw’s bets are paid, so a page that asked too early asks again', async () => {
    const gameId = await tableGame();
    const { key } = await openTable(juan, gameId);
    expect((await bet(key, [{ color: 'red', amount: 1_000 }])).json).toMatchObject({ ok: true });
    // One log of what the table hears and what the wallet is asked, in the order they happen.
    const order: string[] = [];
    const stop = bus.subscribeAll((event) => {
      if (event.kind === 'liveTable') order.push('table hears');
    });
    const studio = studioWallet();
    const wallet: WalletClient = {
      call: (action, body) => {
        order.push(`wallet ${action}`);
        return studio.call(action, body);
      },
    };
    try {
      await drawRound(server.conn.db, wallet, gameId, ROUND, times.drawsAt);
    } finally {
      stop();
    }
    // The draw first (the wheel turns on every page), then the win paid, then the table told again.
    expect(order.indexOf('table hears')).toBeLessThan(order.findIndex((step) => step.startsWith('wallet')));
    expect(order.at(-1)).toBe('table hears');
    expect((await server.conn.db.select().from(liveTableBets)).map((b) => b.win === null)).toEqual([false]);
  });

  it('a reader sees the table as of its own time: a round drawn after it never leads its history', async () => {
    const gameId = await tableGame();
    const { db } = server.conn;
    const wallet = studioWallet();
    // A round a day ahead, made and drawn by a reader whose clock is ahead (another instance's drift, a test client).
    const later = roundTimes(ROUND + 2_880);
    await ensureRound(db, server.jobs, gameId, later.round, later.opensAt);
    await drawRound(db, wallet, gameId, later.round, later.drawsAt);
    await ensureRound(db, server.jobs, gameId, ROUND, NOW);
    await drawRound(db, wallet, gameId, ROUND, times.drawsAt);
    const now = await tableState(db, server.jobs, gameId, times.drawsAt + 1_000);
    expect(now.drawn.map((r) => r.round)).toEqual([ROUND]);
    const ahead = await tableState(db, server.jobs, gameId, later.drawsAt + 1_000);
    expect(ahead.drawn.map((r) => r.round)).toEqual([later.round, ROUND]);
  });

  it('refuses bets the balance cannot cover, outside the limits, or from a session left, moving nothing', async () => {
    const gameId = await tableGame();
    await setCoin(juan.userId, 1_500);
    const { key } = await openTable(juan, gameId);
    const broke = await bet(key, [
      { color: 'red', amount: 1_000 },
      { color: 'blue', amount: 1_000 },
    ]);
    expect(broke.json).toMatchObject({ ok: false, reason: 'funds', coin: 1_500 });
    expect(broke.json.message).toBe(
      'Not enough balance for ₱20.00 of bets. Lower your bets or deposit to keep playing.',
    );
    for (const bets of [[], [{ color: 'red', amount: 50 }], [{ color: 'pink', amount: 100 }], 'red']) {
      expect((await bet(key, bets)).status).toBe(400);
    }
    expect((await bet('f'.repeat(48), [{ color: 'red', amount: 100 }])).status).toBe(409);
    await server.call('exitGame', {}, { token: juan.token });
    expect((await bet(key, [{ color: 'red', amount: 100 }])).json).toMatchObject({ ok: false, reason: 'session' });
    expect(await gameLedger(juan.userId)).toEqual([]);
    expect(await server.conn.db.select().from(liveTableBets)).toEqual([]);
  });

  it('a round whose draw never came is rolled back by the sweep, and a late draw then pays nothing', async () => {
    const gameId = await tableGame();
    const { key } = await openTable(juan, gameId);
    expect((await bet(key, [{ color: 'red', amount: 1_000 }])).json).toMatchObject({ ok: true, coin: 49_000 });
    // The draw was lost (every instance down): the sweep gives the stake back after the round timeout.
    await server.conn.db.delete(jobs).where(like(jobs.name, 'live-table-%'));
    expect(await rollbackStaleRounds({ db: server.conn.db }, NOW + ROUND_TIMEOUT_MS + 1)).toBe(1);
    expect(await coinOf(juan.userId)).toBe(50_000);
    const wallet = studioWallet();
    await drawRound(server.conn.db, wallet, gameId, ROUND, times.drawsAt);
    expect(await coinOf(juan.userId)).toBe(50_000);
    expect((await server.conn.db.select().from(liveTableBets))[0]).toMatchObject({ win: 0 });
  });
});

import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bigWins,
  fairSeeds,
  gameLikes,
  gameSessions,
  ledger,
  providerRounds,
  sessions,
  users,
} from '../../server/db/schema';
import { spinMultiplierOf } from '../../server/game/fair';
import {
  BIG_WIN_MULTIPLIER,
  DEMO_PAYTABLE,
  DEMO_STAKE,
  FAVOURITES_LIMIT,
  HISTORY_LIMIT,
} from '../../server/game/rules';
import { DEMO_STUDIO_ID } from '../../server/games/catalogue';
import { post } from '../../server/ledger';
import { parseAnswer, setupServer } from './harness';

const START = Date.UTC(2025, 5, 1, 4, 0, 0);
let now = START;
const server = setupServer({ testControls: true, clock: () => now, seed: { games: 300 } });

async function control(path: string, body: unknown) {
  const res = await server.app.request(`/__test__/${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status, `/__test__/${path}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function snapshot() {
  return server.catalogue.get(server.conn.db);
}

/** Listed games of the demo slot's studio that are not under maintenance, in id order (other types open other engines). */
async function playableIds(): Promise<number[]> {
  const snap = await snapshot();
  return snap.gameList
    .filter((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0)
    .filter((g) => snap.providerOf.get(g.id) === DEMO_STUDIO_ID)
    .map((g) => g.id);
}

async function userOf(account: string) {
  const [row] = await server.conn.db.select().from(users).where(eq(users.account, account));
  if (!row) throw new Error(`no ${account}`);
  return row;
}

async function loginState(token: string) {
  const res = await server.call('getAfterLoginInfoWeb', {}, { token });
  return parseAnswer('getAfterLoginInfoWeb', res.json);
}

async function start(token: string, gameId: number) {
  const res = await server.call('startGame', { gameId }, { token });
  return res.json;
}

/** Opens the page of a startGame answer; answers status, HTML and the play key embedded in it. */
async function openPage(gameUrl: string) {
  const res = await server.app.request(gameUrl);
  const html = await res.text();
  const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1];
  return { status: res.status, html, key, headers: res.headers };
}

async function spin(key: string) {
  const res = await server.app.request('/sandbox/game/spin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function playerLedger(userId: number) {
  return server.conn.db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(asc(ledger.id));
}

async function expectLedgerInvariant() {
  const list = await server.conn.db
    .select({ coin: users.coin, total: sql<string>`COALESCE(SUM(${ledger.amount}), 0)` })
    .from(users)
    .leftJoin(ledger, eq(ledger.userId, users.id))
    .groupBy(users.id, users.coin);
  for (const r of list) expect(r.coin).toBe(Number(r.total));
}

beforeEach(async () => {
  now = START;
  await server.reset();
});

describe('gameLike', () => {
  it('likes and unlikes idempotently; the login answer reflects the stored favourites', async () => {
    const token = await server.login('demo');
    const [a, b] = await playableIds();
    for (let i = 0; i < 2; i++) {
      expect((await server.call('gameLike', { id: a, like: 1 }, { token })).json).toMatchObject({ errcode: 0 });
    }
    expect((await server.call('gameLike', { id: b, like: 1 }, { token })).json.errcode).toBe(0);
    expect((await loginState(token)).gameLikes).toEqual({ [String(a)]: 1, [String(b)]: 1 });
    for (let i = 0; i < 2; i++) {
      expect((await server.call('gameLike', { id: a, like: 0 }, { token })).json.errcode).toBe(0);
    }
    expect((await loginState(token)).gameLikes).toEqual({ [String(b)]: 1 });
  });

  it('refuses with 1004 an unknown game and a hidden one, storing nothing', async () => {
    const token = await server.login('demo');
    const res = await server.call('gameLike', { id: 999_999, like: 1 }, { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 200, errcode: 1004 });
    expect(res.json.msg).toBeTruthy();

    const [hidden] = await playableIds();
    await control('game', { gameId: hidden, status: 0 });
    expect((await server.call('gameLike', { id: hidden, like: 1 }, { token })).json.errcode).toBe(1004);
    expect(await server.conn.db.select().from(gameLikes)).toEqual([]);
    // Unliking is always allowed, also for an unknown or hidden game.
    expect((await server.call('gameLike', { id: hidden, like: 0 }, { token })).json.errcode).toBe(0);
  });

  it(`refuses with 1004 a new favourite beyond ${FAVOURITES_LIMIT}; re-liking a kept one still succeeds`, async () => {
    const token = await server.login('demo');
    const [target] = await playableIds();
    const filled = await control('favourites', { account: 'demo', fill: true, except: [target] });
    const liked = filled.liked as number[];
    expect(liked).toHaveLength(FAVOURITES_LIMIT);
    expect(liked).not.toContain(target);

    expect((await server.call('gameLike', { id: target, like: 1 }, { token })).json.errcode).toBe(1004);
    expect((await server.call('gameLike', { id: liked[0], like: 1 }, { token })).json.errcode).toBe(0);
    expect(Object.keys((await loginState(token)).gameLikes)).toHaveLength(FAVOURITES_LIMIT);

    expect((await server.call('gameLike', { id: liked[0], like: 0 }, { token })).json.errcode).toBe(0);
    expect((await server.call('gameLike', { id: target, like: 1 }, { token })).json.errcode).toBe(0);
    expect((await loginState(token)).gameLikes[String(target)]).toBe(1);
  });

  it('does not let racing likes pass the limit', async () => {
    const token = await server.login('demo');
    const ids = await playableIds();
    await control('favourites', { account: 'demo', fill: true, except: ids.slice(0, 5) });
    const [first] = Object.keys((await loginState(token)).gameLikes);
    await server.call('gameLike', { id: Number(first), like: 0 }, { token });
    const answers = await Promise.all(ids.slice(0, 5).map((id) => server.call('gameLike', { id, like: 1 }, { token })));
    expect(answers.filter((a) => a.json.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.json.errcode === 1004)).toHaveLength(4);
    const [row] = await server.conn.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameLikes)
      .where(eq(gameLikes.userId, (await userOf('demo')).id));
    expect(row?.n).toBe(FAVOURITES_LIMIT);
  });

  it('answers 401 to a guest', async () => {
    const res = await server.call('gameLike', { id: 10_001, like: 1 });
    expect(res.status).toBe(401);
    expect(res.json.errcode).toBe(401);
  });
});

describe('startGame and history', () => {
  it('answers a ticketed URL of the demo game and records the game, most recent first, without duplicates', async () => {
    const token = await server.login('demo');
    const [a, b, c] = await playableIds();
    const first = parseAnswer('startGame', await start(token, a!));
    expect(first.gameId).toBe(a);
    expect(first.gameUrl).toMatch(new RegExp(`^/sandbox/game/${a}\\?ticket=[0-9a-f]{32}$`));
    await start(token, b!);
    await start(token, c!);
    await start(token, a!); // same millisecond: still ordered
    expect((await loginState(token)).gameHistory).toEqual([a, c, b]);
  });

  it(`keeps at most ${HISTORY_LIMIT} games, dropping the oldest`, async () => {
    const token = await server.login('demo');
    const ids = (await playableIds()).slice(0, HISTORY_LIMIT + 3);
    for (const id of ids) {
      now += 1000;
      expect((await start(token, id)).errcode).toBe(0);
    }
    const history = (await loginState(token)).gameHistory;
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history).toEqual(ids.slice(3).reverse());
  });

  it('refuses a game under maintenance with 1102 (game or brand) and an unknown / hidden one with 1101', async () => {
    const token = await server.login('demo');
    const [game, hidden] = await playableIds();
    await control('game', { gameId: game, maintain: 1 });
    const res = await server.call('startGame', { gameId: game }, { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 200, errcode: 1102 });
    expect(res.json.msg).toMatch(/maintenance/i);

    const brandDown = (await snapshot()).gameList.find((g) => g.status === 1 && g.params.brandMaintain === 1);
    expect(brandDown).toBeDefined();
    expect((await start(token, brandDown!.id)).errcode).toBe(1102);

    await control('game', { gameId: hidden, status: 0 });
    expect((await start(token, hidden!)).errcode).toBe(1101);
    expect((await start(token, 999_999)).errcode).toBe(1101);
    expect((await loginState(token)).gameHistory).toEqual([]);

    await control('game', { gameId: game, maintain: 0 });
    expect((await start(token, game!)).errcode).toBe(0);
  });

  it('sets the heartbeat game on start and clears it on exitGame; guests get 401', async () => {
    const token = await server.login('demo');
    const [game] = await playableIds();
    await start(token, game!);
    const gameOf = async () => (await server.conn.db.select({ gameId: sessions.gameId }).from(sessions))[0]?.gameId;
    expect(await gameOf()).toBe(game);
    const exit = await server.call('exitGame', {}, { token });
    expect(parseAnswer('exitGame', exit.json).coin).toBe((await userOf('demo')).coin);
    expect(await gameOf()).toBeNull();
    expect((await server.call('exitGame', {}, { token })).json.errcode).toBe(0);
    expect((await server.call('startGame', { gameId: game })).status).toBe(401);
    expect((await server.call('exitGame', {})).status).toBe(401);
  });
});

describe('the demo game', () => {
  it('serves a same-origin page with stable selectors for a fresh ticket', async () => {
    const token = await server.login('demo');
    const [game] = await playableIds();
    const { gameUrl } = parseAnswer('startGame', await start(token, game!));
    const page = await openPage(gameUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-frame-options')).toBeNull();
    for (const id of ['game-spin', 'game-balance', 'game-last-win', 'game-stake', 'game-message', 'game-title']) {
      expect(page.html).toContain(`data-testid="${id}"`);
    }
    expect(page.html).toContain('₱1,000.00'); // demo opens with ₱1,000
    expect(page.html).toContain((await snapshot()).gameById.get(game!)!.name.replace(/'/g, '&#39;'));
    expect(page.key).toBeDefined();
  });

  it('refuses unknown, expired and exited tickets with an error page', async () => {
    const token = await server.login('demo');
    const [game, other] = await playableIds();
    const { gameUrl } = parseAnswer('startGame', await start(token, game!));
    expect((await openPage(`/sandbox/game/${game}?ticket=${'0'.repeat(32)}`)).status).toBe(410);
    expect((await openPage(`/sandbox/game/${game}?ticket=nope`)).status).toBe(404);
    expect((await openPage(gameUrl.replace(`/${game}?`, `/${other}?`))).status).toBe(410);

    now += 60_000;
    expect((await openPage(gameUrl)).status).toBe(200); // a reload within the ticket's life works
    now += 61_000;
    const expired = await openPage(gameUrl);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('data-testid="game-error"');
    expect(expired.html).toMatch(/expired/);

    const again = parseAnswer('startGame', await start(token, game!));
    await server.call('exitGame', {}, { token });
    expect((await openPage(again.gameUrl)).status).toBe(410);
  });

  it('refuses to open a game put into maintenance after the ticket was issued', async () => {
    const token = await server.login('demo');
    const [game] = await playableIds();
    const { gameUrl } = parseAnswer('startGame', await start(token, game!));
    await control('game', { gameId: game, maintain: 1 });
    const page = await openPage(gameUrl);
    expect(page.status).toBe(409);
    expect(page.html).toMatch(/maintenance/);
  });

  it('bets the fixed stake and pays the seeded win through the ledger on every spin', async () => {
    const token = await server.login('demo');
    const demo = await userOf('demo');
    const [game] = await playableIds();
    const { gameUrl } = parseAnswer('startGame', await start(token, game!));
    const { key } = await openPage(gameUrl);
    const [session] = await server.conn.db.select().from(gameSessions);
    const [seed] = await server.conn.db.select().from(fairSeeds).where(eq(fairSeeds.userId, demo.id));

    let coin = demo.coin;
    for (let n = 1; n <= 12; n++) {
      const { status, json } = await spin(key!);
      expect(status).toBe(200);
      // The committed seed pair and the nonce decide (provably fair; trustFairGame.test.ts has the rest).
      const multiplier = (await spinMultiplierOf(seed!.serverSeed, seed!.clientSeed, n)) / 100;
      const win = Math.round(DEMO_STAKE * multiplier);
      expect(json).toMatchObject({ ok: true, spin: n, stake: DEMO_STAKE, multiplier, win, nonce: n, seedId: seed!.id });
      coin += win - DEMO_STAKE;
      expect(json.coin).toBe(coin);
      expect(win).not.toBe(DEMO_STAKE); // never 1×: every spin moves the balance
    }
    const rows = (await playerLedger(demo.id)).filter((r) => r.kind.startsWith('game:'));
    expect(rows.filter((r) => r.kind === 'game:bet')).toHaveLength(12);
    expect(rows.filter((r) => r.kind === 'game:bet').every((r) => r.amount === -DEMO_STAKE)).toBe(true);
    expect(rows.filter((r) => r.kind === 'game:win').every((r) => r.amount > 0)).toBe(true);
    // Each spin is one wallet round of the demo studio: its stake is the round's bet transaction.
    expect(rows[0]!.ref).toBe(`demo-studio:${session!.id}:1:bet`);
    const after = await userOf('demo');
    expect(after.coin).toBe(coin);
    expect(after.bet).toBe(demo.bet + 12 * DEMO_STAKE);
    const refresh = parseAnswer('refreshData', (await server.call('refreshData', {}, { token })).json);
    expect(refresh).toMatchObject({ coin, bet: after.bet });
    await expectLedgerInvariant();
  });

  it('refuses a spin the balance cannot cover, with a clear message and nothing debited', async () => {
    const token = await server.login('demo');
    const demo = await userOf('demo');
    await server.conn.db.transaction((tx) =>
      post(tx, { userId: demo.id, amount: -(demo.coin - 500), kind: 'test', ref: 'drain' }),
    );
    const [game] = await playableIds();
    const { key } = await openPage(parseAnswer('startGame', await start(token, game!)).gameUrl);
    const before = (await playerLedger(demo.id)).length;
    const { status, json } = await spin(key!);
    expect(status).toBe(200);
    expect(json).toMatchObject({ ok: false, reason: 'funds', coin: 500 });
    expect(json.message).toBe('Not enough balance for a ₱10.00 spin. Deposit to keep playing.');
    expect((await playerLedger(demo.id)).length).toBe(before);
    expect((await userOf('demo')).coin).toBe(500);
    // The refused spin used up its round number; the wallet refused its stake, so no round was opened.
    expect((await server.conn.db.select().from(gameSessions))[0]?.spins).toBe(1);
    expect(await server.conn.db.select().from(providerRounds)).toEqual([]);
    await expectLedgerInvariant();
  });

  it('refuses spins after exitGame and with a bad key', async () => {
    const token = await server.login('demo');
    const [game] = await playableIds();
    const { key } = await openPage(parseAnswer('startGame', await start(token, game!)).gameUrl);
    expect((await spin(key!)).status).toBe(200);
    await server.call('exitGame', {}, { token });
    const after = await spin(key!);
    expect(after.status).toBe(409);
    expect(after.json).toMatchObject({ ok: false, reason: 'session' });
    expect((await spin('f'.repeat(48))).status).toBe(409);
    const bad = await server.app.request('/sandbox/game/spin', { method: 'POST', body: '{"key":1}' });
    expect(bad.status).toBe(400);
    const notJson = await server.app.request('/sandbox/game/spin', { method: 'POST', body: 'spin!' });
    expect(notJson.status).toBe(400);
  });

  it('a reload gets a new play key; the previous one stops working', async () => {
    const token = await server.login('demo');
    const [game] = await playableIds();
    const { gameUrl } = parseAnswer('startGame', await start(token, game!));
    const first = await openPage(gameUrl);
    const second = await openPage(gameUrl);
    expect(second.key).not.toBe(first.key);
    expect((await spin(first.key!)).status).toBe(409);
    expect((await spin(second.key!)).status).toBe(200);
  });

  it('has a 96 % return and no 1× line in its pay table', () => {
    expect(DEMO_PAYTABLE.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 10);
    expect(DEMO_PAYTABLE.reduce((s, r) => s + r.p * r.multiplier, 0)).toBeCloseTo(0.96, 10);
    expect(DEMO_PAYTABLE.some((r) => r.multiplier === 1)).toBe(false);
  });
});

describe('big wins in lobbyTips', () => {
  it('a big win of the demo game enters the ticker with the masked phone, newest first', async () => {
    const token = await server.login('9171234567');
    const player = await userOf('9171234567');
    const [game] = await playableIds();
    const { key } = await openPage(parseAnswer('startGame', await start(token, game!)).gameUrl);
    const [seed] = await server.conn.db.select().from(fairSeeds).where(eq(fairSeeds.userId, player.id));
    // Fast-forward the seed pair to the nonce just before its first big win (the outcome of nonce n is fixed).
    let n = 1;
    while ((await spinMultiplierOf(seed!.serverSeed, seed!.clientSeed, n)) < BIG_WIN_MULTIPLIER * 100) n++;
    await server.conn.db
      .update(fairSeeds)
      .set({ nonce: n - 1 })
      .where(eq(fairSeeds.id, seed!.id));
    now += 5_000;
    const { json } = await spin(key!);
    expect(json).toMatchObject({ ok: true, nonce: n });
    const win = json.win as number;
    expect(win).toBeGreaterThanOrEqual(BIG_WIN_MULTIPLIER * DEMO_STAKE);
    expect(
      await server.conn.db
        .select()
        .from(bigWins)
        .where(and(eq(bigWins.userId, player.id))),
    ).toHaveLength(1);

    const tips = parseAnswer('lobbyTips', (await server.call('lobbyTips')).json);
    // Real wins only: this one win is the whole ticker.
    expect(tips.jackpotList).toHaveLength(1);
    expect(tips.jackpotList[0]).toEqual({ phone: '0917****567', gameId: game, amount: win, timestamp: now });
    const times = tips.jackpotList.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort((x, y) => y - x));

    // After 24 h the real win has left the ticker.
    now += 24 * 3_600_000 + 1;
    const later = parseAnswer('lobbyTips', (await server.call('lobbyTips')).json);
    expect(later.jackpotList.some((e) => e.amount === win && e.gameId === game && e.phone === '0917****567')).toBe(
      false,
    );
    await expectLedgerInvariant();
  });

  it('only wins of at least 20 stakes are recorded as big wins', async () => {
    const token = await server.login('demo');
    const [game] = await playableIds();
    const { key } = await openPage(parseAnswer('startGame', await start(token, game!)).gameUrl);
    const demo = await userOf('demo');
    const [seed] = await server.conn.db.select().from(fairSeeds).where(eq(fairSeeds.userId, demo.id));
    let big = 0;
    for (let n = 1; n <= 8; n++) {
      if ((await spinMultiplierOf(seed!.serverSeed, seed!.clientSeed, n)) >= BIG_WIN_MULTIPLIER * 100) big++;
      await spin(key!);
    }
    expect(await server.conn.db.select().from(bigWins)).toHaveLength(big);
  });
});

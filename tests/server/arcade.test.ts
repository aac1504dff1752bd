import { createHmac } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { arcadeRounds, fairSeeds, gameSessions, ledger, providerRounds, users } from '../../server/db/schema';
import { inMaintenance } from '../../server/game/availability';
import { settleClosedArcadeRounds } from '../../server/games/arcade';
import { ARCADE_ID } from '../../server/games/catalogue';
import { rollbackStaleRounds } from '../../server/games/sweep';
import { walletClient } from '../../server/games/walletClient';
import { post } from '../../server/ledger';
import {
  CRASH_MAX,
  cashOutWin,
  crashTime,
  INSTANT_CRASH,
  multiplierAt,
  timeToReach,
} from '../../src/api/contract/crashGame';
import { parseAnswer, setupServer } from './harness';

/*
 * The in-house arcade studio's crash game (docs/games.md "Crash"): the "Fish" type launches it; a round's stake is
 * debited and its crash point fixed by the committed seed at the bet; the win is decided once — by a cash-out the
 * server prices by its own clock, by the automatic target, or by the crash — and credited once. The server's clock
 * is simulated: every instant below is set, nothing waits. After every test the harness checks each balance
 * against its ledger.
 */

const NOW = Date.UTC(2026, 11, 1, 4, 0, 0);
let now = NOW;
const server = setupServer({ testControls: true, seed: { games: 30 }, clock: () => now });
let token = '';
let userId = 0;

async function coinOf(id: number): Promise<number> {
  const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, id));
  return row!.coin;
}

async function setCoin(target: number): Promise<void> {
  const coin = await coinOf(userId);
  await server.conn.db.transaction((tx) =>
    post(tx, { userId, amount: target - coin, kind: 'test', ref: `set:${target}:${coin}` }),
  );
}

async function openArcade() {
  const snapshot = await server.catalogue.get(server.conn.db);
  const gameId = snapshot.playableIds.find((id) => {
    const game = snapshot.gameById.get(id);
    return snapshot.providerOf.get(id) === ARCADE_ID && game !== undefined && !inMaintenance(game);
  });
  if (gameId === undefined) throw new Error('no playable arcade game in the seed');
  const started = parseAnswer('startGame', (await server.call('startGame', { gameId }, { token })).json);
  const res = await server.app.request(started.gameUrl);
  const html = await res.text();
  const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1] ?? '';
  return { gameId, gameUrl: started.gameUrl, status: res.status, html, key };
}

// biome-ignore lint/suspicious/noExplicitAny: the studio's answers are read field by field
type Json = Record<string, any>;

async function send(path: string, body: unknown) {
  const res = await server.app.request(`/sandbox/arcade/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

const bet = (key: string, stake: number, target: number | null = null) => send('bet', { key, stake, target });
const cashOut = (key: string, round: number) => send('cashout', { key, round });
const state = (key: string, round: number) => send('state', { key, round });

async function roundRow(n: number) {
  const [row] = await server.conn.db.select().from(arcadeRounds).where(eq(arcadeRounds.n, n));
  return row!;
}

/**
 * Bets until a round is in the air, so a test of a running round proves it every time: 3 % of rounds crash at their
 * stake, and those are let end first (the server's clock moves to their close). Gives the running round's number and
 * the balance and the count of game ledger rows before its stake.
 */
async function betInAir(key: string, stake: number, target: number | null = null) {
  for (;;) {
    const coinBefore = await coinOf(userId);
    const ledgerBefore = (await gameLedger()).length;
    const placed = await bet(key, stake, target);
    const n = placed.json.round as number;
    const row = await roundRow(n);
    if (row.crashPoint !== INSTANT_CRASH) return { n, row, coinBefore, ledgerBefore, placed: placed.json };
    now = row.closesAt.getTime();
    expect((await state(key, n)).json).toMatchObject({ state: 'ended', win: 0 });
  }
}

const gameLedger = () =>
  server.conn.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), like(ledger.kind, 'game:%')))
    .orderBy(asc(ledger.id));

function studioWallet() {
  const studio = server.providers.games.get(ARCADE_ID)!;
  return walletClient(
    studio,
    (path, init) => Promise.resolve(server.app.request(path, init)),
    async () => now,
  );
}

describe('the arcade studio (crash)', () => {
  beforeEach(async () => {
    now = NOW;
    await server.reset();
    token = await server.login('demo');
    const [demo] = await server.conn.db.select().from(users).where(eq(users.account, 'demo'));
    userId = demo!.id;
    await setCoin(50_000);
  });

  it('launches the "Fish" type: its page names the studio, draws its scene as SVG and commits the seed', async () => {
    const game = await openArcade();
    expect(game.gameUrl).toMatch(new RegExp(`^/sandbox/arcade/${game.gameId}\\?ticket=[0-9a-f]{32}&lang=en-PH$`));
    expect(game.status).toBe(200);
    expect(game.html).toContain('data-testid="game-provider">Bayani Arcade Studio<');
    expect(game.html).toContain('<svg viewBox="0 0 400 240"');
    expect(game.html).not.toMatch(/\p{Extended_Pictographic}/u);
    const [active] = await server.conn.db.select().from(fairSeeds).where(eq(fairSeeds.userId, userId));
    expect(game.html).toContain(active!.serverSeedHash);
    const [session] = await server.conn.db.select().from(gameSessions);
    expect(session!.providerId).toBe(ARCADE_ID);
  });

  it('a cash-out is priced by the server clock at its arrival, paid once, and the balance follows', async () => {
    const { key } = await openArcade();
    const { n, row, coinBefore, placed } = await betInAir(key, 1_000);
    expect(placed).toMatchObject({ ok: true, round: n, stake: 1_000, coin: coinBefore - 1_000, nonce: n });
    const staked = coinBefore - 1_000;
    expect(await coinOf(userId)).toBe(staked);
    const start = row.startedAt.getTime();
    // While it runs, the state tells nothing of the crash point.
    expect((await state(key, n)).json).toEqual({ ok: true, round: n, state: 'running', elapsed: now - start });
    const end = crashTime(row.crashPoint);
    // One millisecond before the crash: the curve's multiplier then, never more than the crash point.
    now = start + end - 1;
    const paid = multiplierAt(end - 1);
    expect(paid).toBeLessThanOrEqual(row.crashPoint);
    const won = await cashOut(key, n);
    const win = cashOutWin(1_000, paid);
    expect(won.json).toEqual({
      ok: true,
      round: n,
      state: 'ended',
      crashPoint: row.crashPoint,
      cashedOutAt: paid,
      win,
      coin: staked + win,
    });
    // The answer was lost and the page asks again: the same outcome, no second credit.
    now += 5_000;
    expect((await cashOut(key, n)).json).toMatchObject({ cashedOutAt: paid, win, coin: staked + win });
    expect(await coinOf(userId)).toBe(staked + win);
    const rows = await gameLedger();
    expect(rows.slice(-2).map((r) => [r.kind, r.amount])).toEqual([
      ['game:bet', -1_000],
      ['game:win', win],
    ]);
    const rounds = await server.conn.db.select().from(providerRounds).orderBy(asc(providerRounds.id));
    expect(rounds.at(-1)).toMatchObject({ providerId: ARCADE_ID, status: 'settled', bet: 1_000, win });
  });

  it('ten cash-outs at once (tabs, retries) and the settle job beside them pay the round once', async () => {
    const { key } = await openArcade();
    const { n, row: racing, coinBefore, ledgerBefore } = await betInAir(key, 1_000);
    now = racing.closesAt.getTime() - 1;
    const wallet = studioWallet();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => cashOut(key, n)),
      settleClosedArcadeRounds({ db: server.conn.db, wallet }, now).then(() => null),
    ]);
    const paid = answers.flatMap((answer) => (answer ? [answer.json] : []));
    const win = cashOutWin(1_000, multiplierAt(now - racing.startedAt.getTime()));
    expect(new Set(paid.map((json) => `${json.ok}:${json.cashedOutAt}:${json.win}`)).size).toBe(1);
    expect(paid[0]).toMatchObject({ ok: true, state: 'ended', win });
    const credits = (await gameLedger()).slice(ledgerBefore).map((r) => [r.kind, r.amount]);
    expect(credits).toEqual([
      ['game:bet', -1_000],
      ['game:win', win],
    ]);
    expect(await coinOf(userId)).toBe(coinBefore - 1_000 + win);
  });

  it('a cash-out arriving at the crash is refused: the round is lost, settled with a win of 0', async () => {
    const { key } = await openArcade();
    await bet(key, 2_000);
    const row = await roundRow(1);
    now = NOW + crashTime(row.crashPoint);
    const late = await cashOut(key, 1);
    expect(late.json).toMatchObject({
      ok: true,
      state: 'ended',
      crashPoint: row.crashPoint,
      cashedOutAt: null,
      win: 0,
    });
    expect(late.json.coin).toBe(48_000);
    const [round] = await server.conn.db.select().from(providerRounds);
    expect(round).toMatchObject({ status: 'settled', bet: 2_000, win: 0 });
    expect((await roundRow(1)).decidedAt?.getTime()).toBe(NOW + crashTime(row.crashPoint));
  });

  it('an automatic target pays stake × target when the round reaches it, else the stake is lost', async () => {
    const { key } = await openArcade();
    let coin = 50_000;
    for (let n = 1; n <= 6; n++) {
      now = NOW + n * 600_000;
      const placed = await bet(key, 500, 150);
      expect(placed.json).toMatchObject({ ok: true, round: n, target: 150 });
      const row = await roundRow(n);
      const reaches = row.crashPoint >= 150;
      expect(row.closesAt.getTime() - now).toBe(reaches ? timeToReach(150) : crashTime(row.crashPoint));
      now = row.closesAt.getTime();
      const ended = (await state(key, n)).json;
      expect(ended).toMatchObject({ state: 'ended', cashedOutAt: reaches ? 150 : null, win: reaches ? 750 : 0 });
      coin += (reaches ? 750 : 0) - 500;
      expect(ended.coin).toBe(coin);
      // A cash-out after the target was reached changes nothing.
      expect((await cashOut(key, n)).json).toMatchObject({ cashedOutAt: reaches ? 150 : null });
    }
    expect(await coinOf(userId)).toBe(coin);
  });

  it('a round nobody reads is settled by its rule at its crash, and the stale-round sweep leaves it alone', async () => {
    const { key } = await openArcade();
    await bet(key, 1_000, CRASH_MAX);
    const row = await roundRow(1);
    await server.call('exitGame', {}, { token });
    const wallet = studioWallet();
    if (row.crashPoint !== INSTANT_CRASH) {
      expect(await settleClosedArcadeRounds({ db: server.conn.db, wallet }, now + 1)).toBe(0);
    }
    const closes = row.closesAt.getTime();
    now = closes + 60_000;
    expect(await settleClosedArcadeRounds({ db: server.conn.db, wallet }, now)).toBe(1);
    const settled = await roundRow(1);
    const wins = row.crashPoint >= CRASH_MAX;
    expect(settled).toMatchObject({ win: wins ? 1_000_000 : 0, cashedOutAt: wins ? CRASH_MAX : null });
    expect(settled.decidedAt?.getTime()).toBe(closes);
    expect(settled.creditedAt?.getTime()).toBe(now);
    // A second run, and the sweep of rounds no provider settled an hour later, move nothing more.
    expect(await settleClosedArcadeRounds({ db: server.conn.db, wallet }, now)).toBe(0);
    expect(await rollbackStaleRounds({ db: server.conn.db }, now + 2 * 3_600_000)).toBe(0);
    const [round] = await server.conn.db.select().from(providerRounds);
    expect(round).toMatchObject({ status: 'settled', bet: 1_000 });
    expect(await coinOf(userId)).toBe(49_000 + (wins ? 1_000_000 : 0));
  });

  it('the seed pair is not revealed while a round runs; once revealed, each crash point recomputes', async () => {
    const { key } = await openArcade();
    const points: number[] = [];
    // At least three rounds, the last still in the air: an instant crash (3 % of rounds) ends at its stake.
    for (let n = 1; ; n++) {
      await bet(key, 100, 101);
      const row = await roundRow(n);
      points.push(row.crashPoint);
      if (n >= 3 && row.closesAt.getTime() > now) break;
      now = row.closesAt.getTime();
      await state(key, n);
    }
    const last = points.length;
    const running = await server.call('fairGameRotate', {}, { token });
    expect(running.json.msg).toBe('A game round is still running. Change seeds when it has ended.');
    // The player's own records of the active pair do not tell the running round's crash point either.
    const [active] = await server.conn.db.select().from(fairSeeds).where(eq(fairSeeds.userId, userId));
    const hidden = parseAnswer(
      'fairGameSpins',
      (await server.call('fairGameSpins', { seedId: active!.id }, { token })).json,
    );
    expect(hidden.spins.map((s) => s.crash)).toEqual(points.map(() => null));

    now = (await roundRow(last)).closesAt.getTime();
    await state(key, last);
    const rotated = parseAnswer('fairGameRotate', (await server.call('fairGameRotate', {}, { token })).json);
    const spins = parseAnswer(
      'fairGameSpins',
      (await server.call('fairGameSpins', { seedId: rotated.revealed.id }, { token })).json,
    );
    expect(spins.spins.map((s) => s.crash)).toEqual(points);
    for (const spin of spins.spins) {
      // What a player computes from the revealed seed, independently of the server's code.
      const hex = createHmac('sha256', rotated.revealed.serverSeed)
        .update(`${rotated.revealed.clientSeed}:${spin.nonce}`)
        .digest('hex');
      const exact = Number((97n * 2n ** 52n) / (2n ** 52n - BigInt(`0x${hex.slice(0, 13)}`)));
      expect(spin.crash).toBe(exact < 100 ? 0 : Math.min(CRASH_MAX, exact));
      expect(spin.win).toBe(spin.crash! >= 101 ? 101 : 0);
    }
  });

  it('refuses a stake the balance cannot cover, bad requests and a left session, before any money moves', async () => {
    await setCoin(500);
    const { key } = await openArcade();
    const poor = await bet(key, 1_000);
    expect(poor.json).toMatchObject({ ok: false, reason: 'funds', coin: 500 });
    expect(poor.json.message).toBe(
      'Not enough balance for a ₱10.00 round. Lower your stake or deposit to keep playing.',
    );
    for (const body of [
      { key, stake: 50, target: null },
      { key, stake: 1_050, target: null },
      { key, stake: 100, target: 100 },
      { key, stake: 100 },
      { key, stake: 100, target: null, multiplier: 1_000 },
    ]) {
      expect((await send('bet', body)).status).toBe(400);
    }
    // A cash-out names its round only: a multiplier the page would send is refused.
    expect((await send('cashout', { key, round: 1, multiplier: 5_000 })).status).toBe(400);
    expect((await state(key, 7)).status).toBe(404);
    expect(await gameLedger()).toEqual([]);
    expect((await bet(key, 500)).json).toMatchObject({ ok: true, coin: 0 });
    await server.call('exitGame', {}, { token });
    expect((await bet(key, 100)).status).toBe(409);
    expect((await cashOut(key, 1)).json).toMatchObject({ ok: false, reason: 'session' });
  });
});

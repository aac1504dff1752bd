import { and, eq, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { games, ledger, providerRounds, providerTransactions, users } from '../../server/db/schema';
import { parseConfiguredProviders } from '../../server/games/configured';
import { WALLET_MAX_BYTES } from '../../server/games/contract';
import { reconcileProvider } from '../../server/games/reconciliation';
import { createGameProviders } from '../../server/games/registry';
import { MAX_CLOCK_SKEW_MS, signLaunchQuery, signWalletCall } from '../../server/games/signature';
import { ROUND_TIMEOUT_MS, rollbackStaleRounds } from '../../server/games/sweep';
import { walletClient } from '../../server/games/walletClient';
import { post } from '../../server/ledger';
import { parseAnswer, setupServer } from './harness';

/*
 * The seamless wallet as a third-party provider meets it: signed calls, repeats, calls out of order, races, lost
 * answers and rounds never settled. After every test the harness checks that each balance equals its ledger.
 */

const ACME = {
  id: 'acme',
  name: 'Acme Games',
  secret: 'acme-shared-secret-0123456789abcdef',
  launchUrl: 'https://games.acme.example/launch',
  currency: 'PHP',
};

let now = Date.UTC(2026, 11, 1, 4, 0, 0);
const server = setupServer({ seed: { games: 60 }, gameProviders: [ACME], clock: () => now });

type Json = Record<string, unknown>;

async function walletCall(
  action: string,
  body: unknown,
  options: { secret?: string; timestamp?: number; raw?: string; provider?: string } = {},
): Promise<{ status: number; json: Json }> {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = options.timestamp ?? now;
  const res = await server.app.request(`/provider-api/${options.provider ?? ACME.id}/${action}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Timestamp': String(timestamp),
      'X-Signature': signWalletCall(options.secret ?? ACME.secret, timestamp, raw),
    },
    body: raw,
  });
  return { status: res.status, json: (await res.json()) as Json };
}

async function coinOf(userId: number): Promise<number> {
  const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, userId));
  return row!.coin;
}

/** Sets the player's balance through the ledger (a test adjustment, like a deposit). */
async function setCoin(userId: number, target: number): Promise<void> {
  const coin = await coinOf(userId);
  await server.conn.db.transaction((tx) =>
    post(tx, { userId, amount: target - coin, kind: 'test', ref: `set:${target}:${coin}` }),
  );
}

interface AcmeSession {
  gameUrl: string;
  gameId: number;
  sessionToken: string;
  playerId: string;
  userId: number;
  token: string;
}

/** A player opens an Acme game: startGame launches it at Acme's URL, Acme exchanges the launch token. */
async function openAcmeGame(): Promise<AcmeSession> {
  const token = await server.login('demo');
  const snapshot = await server.catalogue.get(server.conn.db);
  const game = snapshot.gameList.find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0);
  await server.conn.db.update(games).set({ providerId: ACME.id }).where(eq(games.id, game!.id));
  server.catalogue.invalidate();
  const started = parseAnswer('startGame', (await server.call('startGame', { gameId: game!.id }, { token })).json);
  const launch = new URL(started.gameUrl);
  const ticket = launch.searchParams.get('token')!;
  const auth = await walletCall('authenticate', { token: ticket, gameId: game!.id });
  expect(auth.json).toMatchObject({ status: 'OK', currency: 'PHP' });
  const playerId = auth.json.playerId as string;
  return {
    gameUrl: started.gameUrl,
    gameId: game!.id,
    sessionToken: auth.json.sessionToken as string,
    playerId,
    userId: Number(playerId),
    token,
  };
}

const debitOf = (s: AcmeSession, roundId: string, transactionId: string, amount: number) => ({
  sessionToken: s.sessionToken,
  playerId: s.playerId,
  gameId: s.gameId,
  roundId,
  transactionId,
  amount,
  currency: 'PHP',
});
const creditOf = (s: AcmeSession, roundId: string, transactionId: string, amount: number) => ({
  playerId: s.playerId,
  gameId: s.gameId,
  roundId,
  transactionId,
  amount,
  currency: 'PHP',
});
const rollbackOf = (s: AcmeSession, roundId: string, transactionId: string, refTransactionId: string) => ({
  playerId: s.playerId,
  gameId: s.gameId,
  roundId,
  transactionId,
  refTransactionId,
});

async function acmeLedger(userId: number) {
  return server.conn.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), like(ledger.ref, 'acme:%')));
}

async function noNegativeBalance(): Promise<void> {
  const [row] = await server.conn.db
    .select({ n: sql<string>`count(*)` })
    .from(users)
    .where(sql`${users.coin} < 0 OR ${users.lottery} < 0 OR ${users.safebox} < 0`);
  expect(Number(row!.n)).toBe(0);
}

describe('the seamless wallet', () => {
  beforeEach(async () => {
    await server.reset();
    now = Date.UTC(2026, 11, 1, 4, 0, 0);
  });

  it('launches a configured provider at its own URL, signed with its secret', async () => {
    const s = await openAcmeGame();
    const url = new URL(s.gameUrl);
    expect(`${url.origin}${url.pathname}`).toBe(ACME.launchUrl);
    const query = new URLSearchParams(url.search);
    const signature = query.get('signature');
    query.delete('signature');
    expect(signature).toBe(signLaunchQuery(ACME.secret, query));
    expect(query.get('playerId')).toBe(s.playerId);
    expect(query.get('currency')).toBe('PHP');
  });

  it('answers a repeated debit and credit with their first answers, moving the money once', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 10_000);
    const first = await walletCall('debit', debitOf(s, 'r1', 'd1', 2_500));
    expect(first).toEqual({
      status: 200,
      json: { status: 'OK', balance: 7_500, currency: 'PHP', transactionId: 'd1' },
    });
    const again = await walletCall('debit', debitOf(s, 'r1', 'd1', 2_500));
    expect(again.json).toEqual(first.json);
    const won = await walletCall('credit', creditOf(s, 'r1', 'c1', 4_000));
    expect(won.json).toMatchObject({ status: 'OK', balance: 11_500 });
    // A later movement does not change what a repeat answers: the first answer, as stored.
    await walletCall('debit', debitOf(s, 'r2', 'd2', 1_000));
    expect((await walletCall('credit', creditOf(s, 'r1', 'c1', 4_000))).json).toEqual(won.json);
    expect(await coinOf(s.userId)).toBe(10_500);
    expect((await acmeLedger(s.userId)).map((r) => r.amount).sort()).toEqual([-1_000, -2_500, 4_000].sort());
    // The same id for another movement is refused, not replayed.
    expect((await walletCall('debit', debitOf(s, 'r1', 'd1', 9_999))).json).toMatchObject({
      status: 'ERROR',
      code: 'DUPLICATE_TRANSACTION',
    });
    await noNegativeBalance();
  });

  it('refuses a credit before its debit, then pays it once the debit arrives', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 5_000);
    const early = await walletCall('credit', creditOf(s, 'r9', 'c9', 3_000));
    expect(early.json).toMatchObject({ status: 'ERROR', code: 'UNKNOWN_ROUND', balance: 5_000 });
    expect(await acmeLedger(s.userId)).toEqual([]);
    expect((await walletCall('debit', debitOf(s, 'r9', 'd9', 1_000))).json).toMatchObject({ balance: 4_000 });
    // The provider's retry of the refused credit now settles the round.
    expect((await walletCall('credit', creditOf(s, 'r9', 'c9', 3_000))).json).toMatchObject({ balance: 7_000 });
    const [round] = await server.conn.db.select().from(providerRounds).where(eq(providerRounds.roundId, 'r9'));
    expect(round).toMatchObject({ status: 'settled', bet: 1_000, win: 3_000 });
    // A settled round takes no more debits or credits.
    expect((await walletCall('debit', debitOf(s, 'r9', 'd9b', 1_000))).json).toMatchObject({ code: 'ROUND_CLOSED' });
    expect((await walletCall('credit', creditOf(s, 'r9', 'c9b', 1_000))).json).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(await coinOf(s.userId)).toBe(7_000);
  });

  it('refuses to roll back a round already credited: the win and the stake both stand', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 5_000);
    await walletCall('debit', debitOf(s, 'r1', 'd1', 1_000));
    await walletCall('credit', creditOf(s, 'r1', 'c1', 2_000));
    const back = await walletCall('rollback', rollbackOf(s, 'r1', 'x1', 'd1'));
    expect(back.json).toMatchObject({ status: 'ERROR', code: 'ROUND_SETTLED', balance: 6_000 });
    expect((await walletCall('rollback', rollbackOf(s, 'r1', 'x2', 'c1'))).json).toMatchObject({
      code: 'ROUND_SETTLED',
    });
    expect(await coinOf(s.userId)).toBe(6_000);
    expect(await acmeLedger(s.userId)).toHaveLength(2);
  });

  it('rolls back an unpaid debit once, and leaves a tombstone that refuses a debit arriving after its rollback', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 5_000);
    await walletCall('debit', debitOf(s, 'r1', 'd1', 1_500));
    const back = await walletCall('rollback', rollbackOf(s, 'r1', 'x1', 'd1'));
    expect(back.json).toMatchObject({ status: 'OK', balance: 5_000 });
    expect((await walletCall('rollback', rollbackOf(s, 'r1', 'x1', 'd1'))).json).toEqual(back.json);
    expect((await walletCall('rollback', rollbackOf(s, 'r1', 'x1b', 'd1'))).json).toMatchObject({ status: 'OK' });
    expect(await coinOf(s.userId)).toBe(5_000);
    // The rollback of a debit the wallet never saw answers OK; the late debit is refused.
    const blind = await walletCall('rollback', rollbackOf(s, 'r2', 'x2', 'd2'));
    expect(blind.json).toMatchObject({ status: 'OK', balance: 5_000 });
    const late = await walletCall('debit', debitOf(s, 'r2', 'd2', 1_000));
    expect(late.json).toMatchObject({ status: 'ERROR', code: 'TRANSACTION_ROLLED_BACK', balance: 5_000 });
    expect(await coinOf(s.userId)).toBe(5_000);
    expect((await acmeLedger(s.userId)).map((r) => r.amount)).toEqual([-1_500, 1_500]);
  });

  it('takes 50 concurrent debits on one balance without going below zero', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 30 * 1_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => walletCall('debit', debitOf(s, `race-${i}`, `race-d${i}`, 1_000))),
    );
    const ok = answers.filter((a) => a.json.status === 'OK');
    const refused = answers.filter((a) => a.json.code === 'INSUFFICIENT_FUNDS');
    expect(ok).toHaveLength(30);
    expect(refused).toHaveLength(20);
    expect(await coinOf(s.userId)).toBe(0);
    expect(await acmeLedger(s.userId)).toHaveLength(30);
    // Refused debits left nothing behind: no round, no transaction.
    expect(await server.conn.db.select().from(providerRounds)).toHaveLength(30);
    expect(await server.conn.db.select().from(providerTransactions)).toHaveLength(30);
    await noNegativeBalance();
  });

  it('applies a debit whose answer was lost once, however often the provider retries it', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 5_000);
    const provider = createGameProviders({ mode: 'production', configured: [ACME] }).get(ACME.id)!;
    let tries = 0;
    // The first answer is lost on the way back (a time-out); the client sends the same call again.
    const client = walletClient(
      provider,
      async (path, init) => {
        tries++;
        const res = await server.app.request(path, init);
        if (tries === 1) throw new Error('timed out waiting for the answer');
        return res;
      },
      async () => now,
    );
    const answer = await client.call('debit', debitOf(s, 'r1', 'd1', 2_000));
    expect(tries).toBe(2);
    expect(answer).toMatchObject({ status: 'OK', balance: 3_000 });
    // Concurrent retries of the same call: still once.
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => walletCall('debit', debitOf(s, 'r1', 'd1', 2_000))),
    );
    expect(retries.every((r) => r.json.balance === 3_000 && r.json.status === 'OK')).toBe(true);
    expect(await coinOf(s.userId)).toBe(3_000);
    expect(await acmeLedger(s.userId)).toHaveLength(1);
  });

  it('gives the stakes of a round never settled back after the time-out, and refuses its late credit', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 5_000);
    await walletCall('debit', debitOf(s, 'open', 'd1', 1_000));
    await walletCall('debit', debitOf(s, 'open', 'd2', 500));
    await walletCall('debit', debitOf(s, 'part', 'd3', 1_000));
    await walletCall('credit', { ...creditOf(s, 'part', 'c3', 400), roundEnded: false });
    expect(await coinOf(s.userId)).toBe(2_900);
    expect(await rollbackStaleRounds({ db: server.conn.db }, now + ROUND_TIMEOUT_MS - 1)).toBe(0);
    now += ROUND_TIMEOUT_MS + 1;
    expect(await rollbackStaleRounds({ db: server.conn.db }, now)).toBe(2);
    expect(await rollbackStaleRounds({ db: server.conn.db }, now)).toBe(0);
    // The unpaid round's stakes came back; the round with a win keeps its figures.
    expect(await coinOf(s.userId)).toBe(4_400);
    const rounds = await server.conn.db.select().from(providerRounds);
    expect(Object.fromEntries(rounds.map((r) => [r.roundId, r.status]))).toEqual({
      open: 'rolledback',
      part: 'settled',
    });
    const late = await walletCall('credit', creditOf(s, 'open', 'c1', 10_000));
    expect(late.json).toMatchObject({ status: 'ERROR', code: 'ROUND_CLOSED' });
    // The provider's own rollback after the sweep changes nothing more.
    expect((await walletCall('rollback', rollbackOf(s, 'open', 'x1', 'd1'))).json).toMatchObject({ status: 'OK' });
    expect(await coinOf(s.userId)).toBe(4_400);
    await noNegativeBalance();
  });

  it('refuses a debit once the player left the game, but still pays the win of a round in play', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 5_000);
    await walletCall('debit', debitOf(s, 'r1', 'd1', 1_000));
    await server.call('exitGame', {}, { token: s.token });
    expect((await walletCall('debit', debitOf(s, 'r2', 'd2', 1_000))).json).toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect((await walletCall('credit', creditOf(s, 'r1', 'c1', 3_000))).json).toMatchObject({ balance: 7_000 });
    expect(
      (await walletCall('balance', { sessionToken: s.sessionToken, playerId: s.playerId, currency: 'PHP' })).json,
    ).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses a bad signature, a stale timestamp, an unknown provider and an oversize or malformed body', async () => {
    const s = await openAcmeGame();
    const before = await coinOf(s.userId);
    const body = debitOf(s, 'r1', 'd1', 1_000);
    const forged = await walletCall('debit', body, { secret: 'not-the-secret-of-acme-0123456789' });
    expect(forged).toMatchObject({ status: 401, json: { status: 'ERROR', code: 'INVALID_SIGNATURE' } });
    // A signature over other bytes than those sent (the amount changed on the way).
    const raw = JSON.stringify(body);
    const res = await server.app.request('/provider-api/acme/debit', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Timestamp': String(now),
        'X-Signature': signWalletCall(ACME.secret, now, raw),
      },
      body: raw.replace('1000', '1'),
    });
    expect(res.status).toBe(401);
    const stale = await walletCall('debit', body, { timestamp: now - MAX_CLOCK_SKEW_MS - 1 });
    expect(stale).toMatchObject({ status: 401, json: { code: 'STALE_TIMESTAMP' } });
    const ahead = await walletCall('debit', body, { timestamp: now + MAX_CLOCK_SKEW_MS + 1 });
    expect(ahead.json.code).toBe('STALE_TIMESTAMP');
    const unknown = await walletCall('debit', body, { provider: 'nobody' });
    expect(unknown).toMatchObject({ status: 404, json: { code: 'UNKNOWN_PROVIDER' } });
    const big = await walletCall('debit', null, {
      raw: JSON.stringify({ ...body, pad: 'x'.repeat(WALLET_MAX_BYTES) }),
    });
    expect(big).toMatchObject({ status: 413, json: { status: 'ERROR', code: 'BODY_TOO_LARGE' } });
    const extra = await walletCall('debit', { ...body, amount: -5 });
    expect(extra).toMatchObject({ status: 400, json: { code: 'INVALID_REQUEST' } });
    const fraction = await walletCall('debit', { ...body, amount: 10.5 });
    expect(fraction.json.code).toBe('INVALID_REQUEST');
    expect(await coinOf(s.userId)).toBe(before);
    expect(await server.conn.db.select().from(providerTransactions)).toEqual([]);
  });

  it('reconciles a day of rounds against the ledger and lists a round whose figures differ', async () => {
    const s = await openAcmeGame();
    await setCoin(s.userId, 10_000);
    await walletCall('debit', debitOf(s, 'a', 'a-d', 1_000));
    await walletCall('credit', creditOf(s, 'a', 'a-c', 2_500));
    await walletCall('debit', debitOf(s, 'b', 'b-d', 700));
    await walletCall('rollback', rollbackOf(s, 'b', 'b-x', 'b-d'));
    await walletCall('debit', debitOf(s, 'c', 'c-d', 300));
    const day = { from: now - 3_600_000, to: now + 3_600_000 };
    const report = await reconcileProvider(server.conn.db, ACME.id, day.from, day.to);
    expect(report).toEqual({ providerId: 'acme', rounds: 3, openRounds: 1, bets: 1_300, wins: 2_500, mismatches: [] });
    // A round whose recorded win no longer matches what the ledger paid is reported.
    await server.conn.db.update(providerRounds).set({ win: 9_999 }).where(eq(providerRounds.roundId, 'a'));
    const tampered = await reconcileProvider(server.conn.db, ACME.id, day.from, day.to);
    expect(tampered.mismatches).toEqual([{ roundId: 'a', bet: 1_000, win: 9_999, ledgerBet: 1_000, ledgerWin: 2_500 }]);
    expect((await reconcileProvider(server.conn.db, ACME.id, day.to, day.to + 1)).rounds).toBe(0);
  });

  it('offers only configured providers in production, and the in-house studios in demo mode only', () => {
    const production = createGameProviders({ mode: 'production', configured: [ACME] });
    expect(production.list().map((p) => p.id)).toEqual(['acme']);
    const demo = createGameProviders({ mode: 'demo', configured: [ACME] });
    expect(demo.list().map((p) => p.id)).toEqual([
      'demo-studio',
      'color-game-studio',
      'cards-studio',
      'virtual-sports-studio',
      'arcade-studio',
      'live-table-studio',
      'acme',
    ]);
    // Each in-house studio signs its wallet calls with a key of its own.
    expect(new Set(demo.list().map((p) => p.secret)).size).toBe(demo.list().length);
    expect(parseConfiguredProviders(JSON.stringify([ACME]))).toEqual([ACME]);
    expect(() => parseConfiguredProviders(JSON.stringify([{ ...ACME, secret: 'short' }]))).toThrow(/GAME_PROVIDERS/);
    expect(() => parseConfiguredProviders(JSON.stringify([{ ...ACME, id: 'demo-studio' }]))).toThrow(/taken/);
    expect(() => parseConfiguredProviders(JSON.stringify([{ ...ACME, id: 'color-game-studio' }]))).toThrow(/taken/);
    expect(() => parseConfiguredProviders(JSON.stringify([{ ...ACME, id: 'cards-studio' }]))).toThrow(/taken/);
    expect(() => parseConfiguredProviders(JSON.stringify([{ ...ACME, id: 'arcade-studio' }]))).toThrow(/taken/);
    expect(() => parseConfiguredProviders('not json')).toThrow(/JSON array/);
  });

  it('refuses to start a game whose provider this server does not offer', async () => {
    const token = await server.login('demo');
    const snapshot = await server.catalogue.get(server.conn.db);
    const game = snapshot.gameList.find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0);
    await server.conn.db.update(games).set({ providerId: 'gone' }).where(eq(games.id, game!.id));
    server.catalogue.invalidate();
    const { json } = await server.call('startGame', { gameId: game!.id }, { token });
    expect(json.errcode).toBe(1101);
  });
});

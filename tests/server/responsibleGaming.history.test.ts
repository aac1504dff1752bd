import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { recharges, sessions, withdrawals } from '../../server/db/schema';
import { DEMO_STAKE } from '../../server/game/rules';
import { post } from '../../server/ledger';
import { accountHistory, manilaMonth } from '../../server/player/accountHistory';
import { reviewWithdrawal } from '../../server/wallet/withdrawals';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const MIN = 60_000;

async function openGame(token = w.token) {
  const gameId = (await server.catalogue.get(server.conn.db)).gameList[0]!.id;
  const { gameUrl } = parseAnswer('startGame', await w.ok('startGame', { gameId }, token));
  const html = await (await server.app.request(gameUrl)).text();
  const key = /data-key="([0-9a-f]{48})"/.exec(html)?.[1];
  if (!key) throw new Error('no play key');
  return key;
}

/** Spins n times; answers the bets and wins they made (hundredths). */
async function spins(key: string, n: number) {
  let bets = 0;
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const res = await server.app.request('/sandbox/game/spin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key }),
    });
    const json = (await res.json()) as { ok: boolean; stake: number; win: number };
    expect(json.ok).toBe(true);
    bets += json.stake;
    wins += json.win;
  }
  return { bets, wins };
}

async function summary(token = w.token) {
  return parseAnswer('rgSessionSummary', await w.ok('rgSessionSummary', {}, token));
}

async function sessionCreatedAt(token: string) {
  const [row] = await server.conn.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.createdAt.getTime();
}

beforeEach(async () => {
  await w.start();
});

describe('rgSessionSummary', () => {
  it("sums this token's game bets and wins since it was issued; another log-in starts from zero", async () => {
    const first = w.token;
    const empty = await summary(first);
    expect(empty).toMatchObject({ since: await sessionCreatedAt(first), bets: 0, wins: 0, net: 0 });

    const key = await openGame(first);
    const a = await spins(key, 6);
    expect(a.bets).toBe(6 * DEMO_STAKE);
    expect(await summary(first)).toMatchObject({ bets: a.bets, wins: a.wins, net: a.wins - a.bets });

    // A minute later the player logs in on another device: that session has played nothing yet.
    await w.setClock(MIN);
    const second = await server.login('demo');
    const fresh = await summary(second);
    expect(fresh).toMatchObject({ bets: 0, wins: 0, net: 0 });
    expect(fresh.since).toBe(await sessionCreatedAt(second));
    expect(fresh.since).toBeGreaterThan(empty.since);

    const b = await spins(key, 4);
    expect(await summary(second)).toMatchObject({ bets: b.bets, wins: b.wins, net: b.wins - b.bets });
    expect(await summary(first)).toMatchObject({ bets: a.bets + b.bets, wins: a.wins + b.wins });

    // Deposits and another player's play are not play of this session.
    await w.control('deposit/complete', {
      orderId: parseAnswer(
        'recharge3',
        await w.ok('recharge3', { amount: 20_000, version: 4, actType: 0, rechargeType: 1 }, second),
      ).orderId,
    });
    const other = await server.login('9171234567');
    await spins(await openGame(other), 3);
    expect(await summary(second)).toMatchObject({ bets: b.bets, wins: b.wins });
  });
});

describe('rgHistory', () => {
  it('Manila months: UTC+8 all year, 12 of them newest first, the current one included', () => {
    // 2027-01-31 16:00 UTC is 2027-02-01 00:00 in Manila.
    const edge = Date.UTC(2027, 0, 31, 16, 0, 0);
    expect(manilaMonth(edge, 0)).toEqual({ month: '2027-02', start: edge });
    expect(manilaMonth(edge - 1, 0).month).toBe('2027-01');
    expect(manilaMonth(edge, 11).month).toBe('2026-03');
    expect(manilaMonth(edge, -1)).toEqual({ month: '2027-03', start: Date.UTC(2027, 1, 28, 16, 0, 0) });
  });

  it('deposits paid, withdrawals approved and game net by Manila month; everything else and older months left out', async () => {
    const { id: userId } = await w.user();
    const at = (iso: string) => new Date(iso);
    let n = 0;
    const deposit = (amount: number, iso: string, status: number) =>
      server.conn.db.insert(recharges).values({
        orderId: `DHIST${++n}`,
        userId,
        rechargeType: 1,
        rechargeTypeName: 'GCash',
        payMode: 'url',
        amount,
        status,
        createdAt: at(iso),
        expiresAt: new Date(at(iso).getTime() + 30 * MIN),
      });
    const withdrawal = (amount: number, iso: string, status: number) =>
      server.conn.db.insert(withdrawals).values({
        orderId: `WHIST${++n}`,
        userId,
        amount,
        bankId: 1001,
        bankName: 'BDO',
        accountName: 'Juan Dela Cruz',
        cardNum: '123456789012',
        status,
        createdAt: at(iso),
      });
    await deposit(10_000, '2027-01-10T04:00:00Z', 1);
    // The first instant of January in Manila, and the last of December.
    await deposit(20_000, '2026-12-31T16:00:00.000Z', 1);
    await deposit(30_000, '2026-12-31T15:59:59.999Z', 1);
    await deposit(40_000, '2026-11-05T04:00:00Z', 2);
    await deposit(45_000, '2026-11-06T04:00:00Z', 0);
    // The oldest month listed (February 2026 in Manila) in, January 2026 out.
    await deposit(50_000, '2026-01-31T16:00:00Z', 1);
    await deposit(60_000, '2026-01-31T15:59:00Z', 1);
    await withdrawal(70_000, '2026-10-05T04:00:00Z', 1);
    await withdrawal(80_000, '2026-10-06T04:00:00Z', 2);
    await withdrawal(90_000, '2026-10-07T04:00:00Z', 0);
    await server.conn.db.transaction(async (tx) => {
      const game = (kind: string, amount: number, iso: string) =>
        post(tx, { userId, amount, kind, ref: `hist:${++n}`, at: Date.parse(iso) });
      await game('game:bet', -1_000, '2026-09-10T04:00:00Z');
      await game('game:win', 5_000, '2026-09-10T04:00:01Z');
      await game('game:bet', -1_000, '2026-08-31T15:59:59Z');
      await game('game:bet', -1_000, '2026-08-31T16:00:00Z');
      // Not play: a safe-box move in the same month.
      await post(tx, {
        userId,
        amount: -2_000,
        kind: 'safebox:in',
        ref: 'hist:box',
        at: Date.parse('2026-09-11T00:00:00Z'),
      });
      await post(tx, {
        userId,
        amount: 2_000,
        kind: 'safebox:in',
        ref: 'hist:box',
        balance: 'safebox',
        at: Date.parse('2026-09-11T00:00:00Z'),
      });
    });

    const { months } = await accountHistory(server.conn.db, userId, Date.parse('2027-01-15T04:00:00Z'));
    expect(months.map((m) => m.month)).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
    ]);
    const of = (month: string) => months.find((m) => m.month === month);
    expect(of('2027-01')).toEqual({ month: '2027-01', deposits: 30_000, withdrawals: 0, net: 0 });
    expect(of('2026-12')).toEqual({ month: '2026-12', deposits: 30_000, withdrawals: 0, net: 0 });
    expect(of('2026-11')).toEqual({ month: '2026-11', deposits: 0, withdrawals: 0, net: 0 });
    expect(of('2026-10')).toEqual({ month: '2026-10', deposits: 0, withdrawals: 70_000, net: 0 });
    expect(of('2026-09')).toEqual({ month: '2026-09', deposits: 0, withdrawals: 0, net: 3_000 });
    expect(of('2026-08')).toEqual({ month: '2026-08', deposits: 0, withdrawals: 0, net: -1_000 });
    expect(of('2026-02')).toEqual({ month: '2026-02', deposits: 50_000, withdrawals: 0, net: 0 });
    expect(months.reduce((sum, m) => sum + m.deposits, 0)).toBe(110_000);
  });

  it('over HTTP: this month holds the real deposit, the approved withdrawal and the spins; the other 11 are zeros', async () => {
    const order = parseAnswer(
      'recharge3',
      await w.ok('recharge3', { amount: 30_000, version: 4, actType: 0, rechargeType: 1 }),
    );
    await w.payPage(order.payUrl!, 'paid');
    const unpaid = parseAnswer(
      'recharge3',
      await w.ok('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 1 }),
    );
    expect(unpaid.orderId).toBeTruthy();
    await w.bindBdo();
    await w.setWalletPassword();
    await w.approveKyc();
    const password = await w.encrypt('123456');
    const out = parseAnswer('exchange', await w.ok('exchange', { amount: 15_000, bankId: 1001, password })).order;
    const refused = parseAnswer('exchange', await w.ok('exchange', { amount: 12_000, bankId: 1001, password })).order;
    await reviewWithdrawal(server.conn.db, out.orderId, 'approved', Date.now());
    await reviewWithdrawal(server.conn.db, refused.orderId, 'rejected', Date.now());
    const play = await spins(await openGame(), 5);

    const { months } = parseAnswer('rgHistory', await w.ok('rgHistory'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({
      month: manilaMonth(Date.now(), 0).month,
      deposits: 30_000,
      withdrawals: 15_000,
      net: play.wins - play.bets,
    });
    expect(months.slice(1).every((m) => m.deposits === 0 && m.withdrawals === 0 && m.net === 0)).toBe(true);
    const [stored] = await server.conn.db
      .select()
      .from(recharges)
      .where(and(eq(recharges.orderId, order.orderId), eq(recharges.status, 1)));
    expect(stored).toBeDefined();
    expect((await w.call('rgHistory', {}, '')).status).toBe(401);
  });
});

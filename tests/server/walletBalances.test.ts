import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledger, users } from '../../server/db/schema';
import { expectLedgerBalanced, parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

describe('safe box', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('moves coin in without a password and out with it; each move is a coin row and a safebox row', async () => {
    expect(await w.ok('getSafebox')).toMatchObject({ coin: 100_000, safebox: 0, hasSafeboxPassword: 0 });
    expect(await w.ok('safeboxTransfer', { direction: 'in', amount: 40_000 })).toMatchObject({
      coin: 60_000,
      safebox: 40_000,
    });
    expect((await w.call('safeboxTransfer', { direction: 'out', amount: 10_000 })).json.errcode).toBe(3008);
    await w.setWalletPassword('246810');
    expect((await w.call('safeboxTransfer', { direction: 'out', amount: 10_000 })).json.errcode).toBe(3009);
    const wrong = await w.encrypt('111111');
    expect((await w.call('safeboxTransfer', { direction: 'out', amount: 10_000, password: wrong })).json.errcode).toBe(
      3009,
    );
    const password = await w.encrypt('246810');
    expect(await w.ok('safeboxTransfer', { direction: 'out', amount: 15_000, password })).toMatchObject({
      coin: 75_000,
      safebox: 25_000,
    });
    expect((await w.call('safeboxTransfer', { direction: 'out', amount: 25_001, password })).json.errcode).toBe(3005);
    expect((await w.call('safeboxTransfer', { direction: 'in', amount: 75_001 })).json.errcode).toBe(3005);
    const user = await w.user();
    expect([user.coin, user.safebox]).toEqual([75_000, 25_000]);
    const rows = await server.conn.db.select().from(ledger).where(eq(ledger.kind, 'safebox:in'));
    expect(rows.map((r) => [r.balance, r.amount]).sort()).toEqual([
      ['coin', -40_000],
      ['safebox', 40_000],
    ]);
  });

  it('50 concurrent moves into the safe never overdraw the coin balance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => w.call('safeboxTransfer', { direction: 'in', amount: 7_000 })),
    );
    const ok = answers.filter((a) => a.json.errcode === 0).length;
    expect(answers.every((a) => a.json.errcode === 0 || a.json.errcode === 3005)).toBe(true);
    expect(ok).toBe(14);
    const user = await w.user();
    expect([user.coin, user.safebox]).toEqual([100_000 - 14 * 7_000, 14 * 7_000]);
  });
});

describe('points', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('exchanges whole points within the limits at the configured rate', async () => {
    await w.control('credit', { account: 'demo', balance: 'lottery', amount: 50_000 });
    const config = parseAnswer('getLotterConfig', await w.ok('getLotterConfig'));
    expect(config).toEqual({
      code: 200,
      errcode: 0,
      lottery: 50_000,
      minPoints: 10_000,
      maxPoints: 10_000_000,
      rateBasisPoints: 5_000,
    });
    expect((await w.call('lotteryExchange', { points: 9_900 })).json.errcode).toBe(3002);
    expect((await w.call('lotteryExchange', { points: 10_050 })).json.errcode).toBe(3002);
    expect((await w.call('lotteryExchange', { points: 60_000 })).json.errcode).toBe(3005);
    // 200 points at ₱0.50 = ₱100.
    expect(await w.ok('lotteryExchange', { points: 20_000 })).toMatchObject({ lottery: 30_000, coin: 110_000 });
    expect((await w.ok('getUserInfo')).user).toMatchObject({ lottery: 30_000, coin: 110_000 });
  });
});

describe('ledger invariant check (tests/server/harness.ts)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('holds after wallet activity and catches a balance written behind the ledger, or a negative one', async () => {
    await w.ok('safeboxTransfer', { direction: 'in', amount: 1_000 });
    await expectLedgerBalanced(server.conn.db);
    const db = server.conn.db;
    await db
      .update(users)
      .set({ safebox: sql`${users.safebox} + 1` })
      .where(eq(users.account, 'demo'));
    await expect(expectLedgerBalanced(db)).rejects.toThrow(/demo .*safebox: stored 1001, ledger 1000/);
    await db
      .update(users)
      .set({ safebox: sql`${users.safebox} - 1` })
      .where(eq(users.account, 'demo'));
    await expectLedgerBalanced(db);
  });

  it('test-only credits go through the ledger for each balance', async () => {
    for (const balance of ['coin', 'lottery', 'safebox'] as const) {
      await w.control('credit', { account: 'demo', balance, amount: 500 });
    }
    const res = await w.raw('/__test__/wallet?account=demo');
    expect(await res.json()).toMatchObject({
      coin: 100_500,
      lottery: 500,
      safebox: 500,
      ledgerSums: { coin: 100_500, lottery: 500, safebox: 500 },
      kycStatus: 'none',
      firstRechargeAt: null,
    });
  });
});

describe('only server/ledger.ts writes a balance', () => {
  it('no other server file sets coin, lottery or safebox on users', () => {
    const files = (readdirSync('server', { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const offenders = files
      .filter((f) => join('server', f) !== join('server', 'ledger.ts'))
      .filter((f) => /\.set\(\{[^)]*\b(coin|lottery|safebox)\s*:/s.test(readFileSync(join('server', f), 'utf8')));
    expect(files.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});

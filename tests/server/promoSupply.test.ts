import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityClaims, ledger, users } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { SUPPLY_ACTIVITY, SUPPLY_COIN } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const DAY = 86_400_000;

let adjustments = 0;

/** Sets the demo player's balances through the ledger (the harness checks every balance against it). */
async function balances(coin: number, safebox: number, totalRecharge: number) {
  const user = await w.user();
  await server.conn.db.transaction(async (tx) => {
    adjustments += 1;
    if (coin !== user.coin)
      await post(tx, { userId: user.id, amount: coin - user.coin, kind: 'test', ref: `c${adjustments}` });
    if (safebox !== user.safebox) {
      await post(tx, {
        userId: user.id,
        amount: safebox - user.safebox,
        kind: 'test',
        ref: `s${adjustments}`,
        balance: 'safebox',
      });
    }
    await tx.update(users).set({ totalRecharge }).where(eq(users.id, user.id));
  });
}

describe('supply (bankruptBonus)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('tops up a bankrupt depositor by ₱5 once a Manila date; refuses the solvent and the never-deposited', async () => {
    await balances(50_000, 0, 10_000);
    expect((await w.call('bankruptBonus')).json.errcode).toBe(1003);
    expect(parseAnswer('getActivityIds', await w.ok('getActivityIds')).isBankrupt).toBe(false);
    await balances(99, 0, 0);
    expect((await w.call('bankruptBonus')).json.errcode).toBe(1007);
    // Never deposited: not bankrupt in the activity data either (Supply stays hidden).
    expect(parseAnswer('getActivityIds', await w.ok('getActivityIds')).isBankrupt).toBe(false);
    await balances(50, 50, 10_000);
    expect((await w.call('bankruptBonus')).json.errcode).toBe(1003);
    await balances(50, 0, 10_000);
    const data = parseAnswer('getActivityIds', await w.ok('getActivityIds'));
    expect(data.isBankrupt).toBe(true);
    expect(data.activityMap[String(SUPPLY_ACTIVITY)]?.name).toBe('Supply');
    const paid = parseAnswer('bankruptBonus', await w.ok('bankruptBonus'));
    expect(paid).toMatchObject({ propList: [{ propId: 2001, count: SUPPLY_COIN }], coin: 50 + SUPPLY_COIN });
    expect(await w.coin()).toBe(50 + SUPPLY_COIN);
    await balances(0, 0, 10_000);
    expect((await w.call('bankruptBonus')).json.errcode).toBe(1004);
    await w.setClock(DAY);
    const token = await server.login('demo');
    await w.ok('bankruptBonus', {}, token);
    expect(await w.coin()).toBe(SUPPLY_COIN);
    await w.setClock(0);
  });

  it('pays one of 50 concurrent claims, once', async () => {
    await balances(0, 0, 10_000);
    const user = await w.user();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('bankruptBonus')));
    const codes = answers.map((a) => a.json.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1004)).toHaveLength(49);
    expect(await w.coin()).toBe(SUPPLY_COIN);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, user.id), eq(ledger.kind, 'activity')));
    expect(rows).toHaveLength(1);
    const claims = await server.conn.db
      .select()
      .from(activityClaims)
      .where(and(eq(activityClaims.userId, user.id), eq(activityClaims.activityType, SUPPLY_ACTIVITY)));
    expect(claims).toHaveLength(1);
  });
});

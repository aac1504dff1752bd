import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { downlineOf } from '../../server/activity/downline';
import { users } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { setupServer } from './harness';
import { verifiedPerson } from './paidDeposit';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

const register = w.register;

describe('downlineOf', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('walks invite codes level by level to the depth asked, with validity and bets in the window', async () => {
    const top = await register();
    const a = await register(top.inviteCode);
    const b = await register(top.inviteCode);
    const a1 = await register(a.inviteCode);
    const a11 = await register(a1.inviteCode);
    const db = server.conn.db;
    await db.update(users).set({ firstRechargeAt: new Date() }).where(eq(users.id, a1.id));
    await verifiedPerson(server, a1.id);
    const at = Date.UTC(2026, 10, 20, 4);
    await db.transaction(async (tx) => {
      await post(tx, { userId: a1.id, amount: 10_000, kind: 'deposit', ref: 'downline:stake' });
      await post(tx, { userId: a1.id, amount: -2_500, kind: 'game:bet', ref: 'downline:1', at });
      await post(tx, { userId: a1.id, amount: -1_000, kind: 'game:bet', ref: 'downline:2', at: at + 86_400_000 });
    });

    const two = await downlineOf(db, top.id, 2, { since: new Date(at), until: new Date(at + 3_600_000) });
    expect(two.map(({ userId, level, valid, bets }) => ({ userId, level, valid, bets }))).toEqual([
      { userId: a.id, level: 1, valid: false, bets: 0 },
      { userId: b.id, level: 1, valid: false, bets: 0 },
      { userId: a1.id, level: 2, valid: true, bets: 2_500 },
    ]);
    const five = await downlineOf(db, top.id, 5);
    expect(five.map((m) => [m.userId, m.level])).toContainEqual([a11.id, 3]);
    expect(five.every((m) => m.bets === 0 && m.registeredAt instanceof Date)).toBe(true);
    expect(await downlineOf(db, b.id, 5)).toEqual([]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { balancesOf, readBalances } from '../../server/player/balanceCache';
import { setupServer } from './harness';

/**
 * refreshData's balances on the embedded database are held in the process (server/player/balanceCache.ts). They
 * must never be stale: every change to a balance column, by the ledger or by any other statement, is seen by the
 * next refreshData, and a read racing a change never keeps the older figure. On PostgreSQL (the lane's
 * TEST_DATABASE_URL) the same assertions hold with a read per call.
 */
const server = setupServer();

async function coinOf(token: string): Promise<number> {
  const answer = await server.call('refreshData', {}, { token });
  expect(answer.json.errcode).toBe(0);
  return answer.json.coin as number;
}

async function storedCoin(userId: number): Promise<number> {
  const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, userId));
  return row?.coin ?? Number.NaN;
}

async function demoId(): Promise<number> {
  const [row] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, 'demo'));
  if (!row) throw new Error('no demo player');
  return row.id;
}

describe('refreshData balances', () => {
  it('shows a ledger movement at the next call, and a change made by any other statement too', async () => {
    const token = await server.login('demo');
    const id = await demoId();
    const before = await coinOf(token);
    // Twice: the second answer may come from what the process holds.
    expect(await coinOf(token)).toBe(before);

    await server.conn.db.transaction(async (tx) => {
      await post(tx, { userId: id, amount: 1_234, kind: 'test:credit', ref: 'cache-1' });
    });
    expect(await coinOf(token)).toBe(before + 1_234);

    // Not through the ledger (as a repair script might): the stored figure is still what the player sees.
    await server.conn.db.execute(sql`UPDATE users SET vip = vip + 1 WHERE id = ${id}`);
    const answer = await server.call('refreshData', {}, { token });
    const [stored] = await server.conn.db.select({ vip: users.vip }).from(users).where(eq(users.id, id));
    expect(answer.json.vip).toBe(stored?.vip);
    await server.conn.db.execute(sql`UPDATE users SET vip = vip - 1 WHERE id = ${id}`);

    // A movement rolled back changes nothing the player sees.
    await server.conn.db
      .transaction(async (tx) => {
        await post(tx, { userId: id, amount: 500, kind: 'test:credit', ref: 'cache-rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await coinOf(token)).toBe(before + 1_234);
    // The ledger invariant (harness afterEach) holds only for ledger movements: undo the credit through it.
    await server.conn.db.transaction(async (tx) => {
      await post(tx, { userId: id, amount: -1_234, kind: 'test:debit', ref: 'cache-1' });
    });
  });

  it('never keeps an older figure when reads and movements race', async () => {
    const token = await server.login('demo');
    const id = await demoId();
    const start = await coinOf(token);
    const credits = Array.from({ length: 20 }, (_, i) => i);
    await Promise.all(
      credits.flatMap((i) => [
        server.conn.db.transaction(async (tx) => {
          await post(tx, { userId: id, amount: 100, kind: 'test:credit', ref: `race-${i}` });
        }),
        coinOf(token),
        coinOf(token),
      ]),
    );
    // Every read after the last commit shows it, and it is what the database holds.
    expect(await storedCoin(id)).toBe(start + 2_000);
    expect(await coinOf(token)).toBe(start + 2_000);
    expect(await coinOf(token)).toBe(start + 2_000);
    await server.conn.db.transaction(async (tx) => {
      await post(tx, { userId: id, amount: -2_000, kind: 'test:debit', ref: 'race-all' });
    });
    expect(await coinOf(token)).toBe(start);
  });

  it('does not keep a read that a change overtook before it was stored', async () => {
    const id = await demoId();
    const { db } = server.conn;
    // Nothing held for the player to begin with (a write to a balance column lets go of it).
    await db.execute(sql`UPDATE users SET coin = coin WHERE id = ${id}`);
    // A change that commits after the read ran and before its answer is stored.
    const overtaken = await balancesOf(db, id, async () => {
      const row = await readBalances(db, id);
      await db.transaction(async (tx) => {
        await post(tx, { userId: id, amount: 700, kind: 'test:credit', ref: 'overtaken' });
      });
      return row;
    });
    const next = await balancesOf(db, id);
    expect(next?.coin).toBe((overtaken?.coin ?? Number.NaN) + 700);
    await db.transaction(async (tx) => {
      await post(tx, { userId: id, amount: -700, kind: 'test:debit', ref: 'overtaken' });
    });
  });
});

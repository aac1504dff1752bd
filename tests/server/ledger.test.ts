import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledger, users } from '../../server/db/schema';
import { InsufficientFundsError, type LedgerEntry, post } from '../../server/ledger';
import { setupServer } from './harness';

const server = setupServer({ seed: { games: 20 } });
let userId = 0;

async function balance(): Promise<number> {
  const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, userId));
  return row!.coin;
}

const postOnce = (entry: Omit<LedgerEntry, 'userId'>) =>
  server.conn.db.transaction((tx) => post(tx, { userId, ...entry }));

describe('ledger', () => {
  beforeEach(async () => {
    await server.reset();
    const [demo] = await server.conn.db.select().from(users).where(eq(users.account, 'demo'));
    userId = demo!.id;
  });

  it('credits and debits the balance and records the balance after each movement', async () => {
    const start = await balance();
    const credit = await postOnce({ amount: 2_550, kind: 'test', ref: 'a' });
    expect(credit).toMatchObject({ applied: true, balanceAfter: start + 2_550 });
    const debit = await postOnce({ amount: -550, kind: 'test', ref: 'b' });
    expect(debit.balanceAfter).toBe(start + 2_000);
    expect(await balance()).toBe(start + 2_000);
    const [row] = await server.conn.db.select().from(ledger).where(eq(ledger.id, debit.entryId));
    expect(row).toMatchObject({ amount: -550, balanceAfter: start + 2_000, kind: 'test', ref: 'b' });
  });

  it('is idempotent by (kind, ref): a repeat changes nothing; the same ref under another kind is new', async () => {
    const start = await balance();
    const first = await postOnce({ amount: 1_000, kind: 'claim', ref: 'x1' });
    const again = await postOnce({ amount: 1_000, kind: 'claim', ref: 'x1' });
    expect(again).toEqual({ applied: false, entryId: first.entryId, balanceAfter: first.balanceAfter });
    await postOnce({ amount: 1_000, kind: 'other', ref: 'x1' });
    expect(await balance()).toBe(start + 2_000);
  });

  it('credits once when 20 posts of the same movement race', async () => {
    const start = await balance();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postOnce({ amount: 777, kind: 'race', ref: 'same' })),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await balance()).toBe(start + 777);
    const rows = await server.conn.db.select().from(ledger).where(eq(ledger.kind, 'race'));
    expect(rows).toHaveLength(1);
  });

  it('applies 20 racing posts of different movements exactly once each', async () => {
    const start = await balance();
    await Promise.all(Array.from({ length: 20 }, (_, i) => postOnce({ amount: 100, kind: 'race', ref: `r${i}` })));
    expect(await balance()).toBe(start + 2_000);
  });

  it('refuses a debit below zero and rolls the movement back', async () => {
    const start = await balance();
    await expect(postOnce({ amount: -(start + 1), kind: 'spend', ref: 'too-much' })).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    expect(await balance()).toBe(start);
    expect(await server.conn.db.select().from(ledger).where(eq(ledger.ref, 'too-much'))).toHaveLength(0);
  });

  it('refuses a repeat with other figures and amounts that are not integer hundredths', async () => {
    await postOnce({ amount: 500, kind: 'k', ref: 'r' });
    await expect(postOnce({ amount: 600, kind: 'k', ref: 'r' })).rejects.toThrow(/other figures/);
    await expect(postOnce({ amount: 1.5, kind: 'k', ref: 'frac' })).rejects.toThrow(/integer/);
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    await postOnce({ amount: 12_345, kind: 'sum', ref: '1' });
    await postOnce({ amount: -345, kind: 'sum', ref: '2' });
    const list = await server.conn.db
      .select({ id: users.id, coin: users.coin, total: sql<string>`COALESCE(SUM(${ledger.amount}), 0)` })
      .from(users)
      .leftJoin(ledger, eq(ledger.userId, users.id))
      .groupBy(users.id, users.coin);
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.coin).toBe(Number(r.total));
  });
});

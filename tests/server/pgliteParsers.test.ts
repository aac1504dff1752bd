import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../server/db/connect';
import { settings } from '../../server/db/schema';
import { freshPglite } from './pgliteTemplate';

/**
 * PGlite copies its whole parser table into a new object on every query that carries parsers of its
 * own, and drizzle sends the same ones with every query: they live on the instance; queries carry none. And PGlite
 * runs each query inside the process: a queue of them must leave the event loop its turns.
 */
describe('PGlite queries through drizzle', () => {
  let conn: Connection;
  const optionsSeen: unknown[] = [];

  beforeAll(async () => {
    conn = await freshPglite();
  });
  afterAll(() => conn.close());

  it('send no per-query parsers, in and out of transactions, and read timestamps as before', async () => {
    const { db } = conn;
    const raw = (db as unknown as { $client: { parsers: Record<number, (v: string) => unknown> } }).$client;
    type Query = (...args: unknown[]) => Promise<unknown>;
    type Tx = { query: Query };
    const proto = Object.getPrototypeOf(raw) as { query: Query; transaction: (fn: (tx: Tx) => unknown) => unknown };
    const originalQuery = proto.query;
    const originalTransaction = proto.transaction;
    // Spy on what the wrapper ends in: the instance's own query, and the query of the transaction PGlite hands out.
    proto.query = function spy(this: unknown, ...args: unknown[]) {
      optionsSeen.push(args[2]);
      return originalQuery.apply(this, args);
    };
    proto.transaction = function spy(this: unknown, fn: (tx: Tx) => unknown) {
      return originalTransaction.call(this, (tx: Tx) =>
        fn({
          ...tx,
          query: (...args: unknown[]) => {
            optionsSeen.push(args[2]);
            return tx.query(...args);
          },
        }),
      );
    };
    try {
      const at = new Date('2026-11-25T10:00:00.000Z');
      await db.insert(settings).values({ key: 'parsers-probe', value: { n: 1 }, updatedAt: at });
      const [row] = await db.select().from(settings).where(eq(settings.key, 'parsers-probe'));
      await db.transaction(async (tx) => {
        await tx
          .update(settings)
          .set({ value: { n: 2 } })
          .where(eq(settings.key, 'parsers-probe'));
        await tx.execute(sql`select 1`);
      });
      const [after] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, 'parsers-probe'));

      expect(row?.updatedAt).toEqual(at);
      expect(after?.value).toEqual({ n: 2 });
      expect(optionsSeen.length).toBeGreaterThanOrEqual(5);
      expect(optionsSeen.filter((o) => o !== undefined).length).toBeGreaterThan(0);
      for (const options of optionsSeen) expect(options).not.toHaveProperty('parsers');
      // drizzle's timestamp text parser is on the instance (its own mapping turns the text into a Date).
      expect(raw.parsers[1184]?.('2026-11-25 10:00:00+00')).toBe('2026-11-25 10:00:00+00');
    } finally {
      proto.query = originalQuery;
      proto.transaction = originalTransaction;
    }
  });

  it('let the event loop take its turn between queries: callers queueing one after another hold off no socket', async () => {
    const { db } = conn;
    let done = 0;
    // Twenty callers, each with ten queries in a row (a request's reads, one after another).
    const callers = Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 10; i++) {
        await db.execute(sql`select 1`);
        done += 1;
      }
    });
    // A timer, like a socket's read or a new connection, waits for the loop's next turn.
    const doneAtTurn = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await Promise.all(callers);
    expect(done).toBe(200);
    expect(doneAtTurn).toBeLessThan(100);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledger, users } from '../../server/db/schema';
import { BONUS_LEDGER_KINDS, maskPlayerPhone } from '../../server/handlers/tickers';
import { post } from '../../server/ledger';
import { FREE_SIGN_DAY_COIN } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

// A server clock that stands still: only setClock moves it, so every payout's time is known to the millisecond.
const now = Date.UTC(2026, 2, 2, 4, 0, 0);
const server = setupServer({ testControls: true, clock: () => now, seed: { games: 20 } });
const w = walletTools(server);
const HOUR = 3_600_000;

const ticker = async () => parseAnswer('getBonusTickers', (await server.call('getBonusTickers')).json).list;

/**
 * Every ticker entry must be a bonus row of the ledger: same masked player, amount and time. Answers the rows the
 * entries stand for, so a made-up entry (no row behind it) fails here.
 */
async function ledgerRowsBehind(list: Awaited<ReturnType<typeof ticker>>) {
  const rows = await server.conn.db
    .select({ id: ledger.id, userId: ledger.userId, mobile: users.mobile, amount: ledger.amount, at: ledger.createdAt })
    .from(ledger)
    .innerJoin(users, eq(users.id, ledger.userId))
    .where(and(inArray(ledger.kind, [...BONUS_LEDGER_KINDS]), eq(ledger.balance, 'coin')));
  return list.map((entry) => {
    const row = rows.find(
      (r) =>
        r.amount === entry.amount &&
        r.at.getTime() === entry.timestamp &&
        maskPlayerPhone(r.userId, r.mobile) === entry.phone,
    );
    expect(row, `ticker entry ${JSON.stringify(entry)} has no bonus payout in the ledger`).toBeDefined();
    return row!.id;
  });
}

describe('bonus ticker (getBonusTickers)', () => {
  it('a fresh database answers an empty list: nobody has been paid a bonus', async () => {
    await w.start();
    expect(await ticker()).toEqual([]);
  });

  it('after a daily sign-in claim it shows exactly that payout, masked, at the claim time', async () => {
    await w.start();
    // The seeded player whose bound mobile is 9171234567: the ticker shows 0917****567.
    const player = await server.login('9171234567');
    await w.ok('loginBonus3UserReceive', { day: 1 }, player);
    const list = await ticker();
    expect(list).toEqual([
      { phone: '0917****567', title: 'Daily Sign-in', amount: FREE_SIGN_DAY_COIN[0], timestamp: now },
    ]);
    expect(await ledgerRowsBehind(list)).toHaveLength(1);
  });

  it('lists only bonus payouts of the last 24 h, newest first, each one backed by its ledger row', async () => {
    await w.start();
    await w.ok('loginBonus3UserReceive', { day: 1 });
    // Another player claims an hour later; a deposit credit in between is money, not a bonus.
    const demo = await w.user();
    await server.conn.db.transaction((tx) =>
      post(tx, { userId: demo.id, amount: 50_000, kind: 'recharge', ref: 'ticker-deposit', at: now + HOUR / 2 }),
    );
    await w.setClock(HOUR);
    const other = await server.login('9171234567');
    await w.ok('loginBonus3UserReceive', { day: 1 }, other);
    const list = await ticker();
    expect(list.map((e) => e.timestamp)).toEqual([now + HOUR, now]);
    expect(list.map((e) => e.title)).toEqual(['Daily Sign-in', 'Daily Sign-in']);
    expect(new Set(await ledgerRowsBehind(list)).size).toBe(2);

    // A day and a bit later, neither payout is recent any more.
    await w.setClock(25 * HOUR + 1);
    expect(await ticker()).toEqual([]);
    await w.setClock(0);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, withdrawals } from '../../server/db/schema';
import { post as postLedger } from '../../server/ledger';
import { PAYOUT_CURRENCY, type PayoutCallback, signPayout } from '../../server/payouts/provider';
import { createSandboxPayout, SANDBOX_PAYOUT_DELAY_MS } from '../../server/payouts/sandbox';
import { PAYOUT_CALLBACK_PATH, registerPayoutCallback, sendPayout } from '../../server/payouts/settle';
import { reviewWithdrawal } from '../../server/wallet/withdrawals';
import { expectLedgerBalanced, setupServer } from './harness';
import { heldDeliveries } from './heldDeliveries';

/** Payouts as a provider; the sandbox settles an approved withdrawal through a signed callback. */
const server = setupServer({ seed: { games: 20 } });
const SECRET = 'p'.repeat(64);
const NOW = Date.UTC(2026, 10, 23, 12);
const AMOUNT = 50_000;

function harness() {
  const held = heldDeliveries<PayoutCallback>(PAYOUT_CALLBACK_PATH, NOW);
  // Held until the test elapses them; the delay counted from the test's approval time, NOW.
  const provider = createSandboxPayout({ secret: SECRET, schedule: held.schedule, deliver: held.deliver });
  registerPayoutCallback(held.app, server.conn.db, provider, held.log, () => NOW + SANDBOX_PAYOUT_DELAY_MS);
  return { ...held, provider };
}

/** A player with ₱1,000 who asked for a ₱500 withdrawal (held through the ledger), approved unless told otherwise. */
async function withdrawal(accountName: string, approve = true) {
  const db = server.conn.db;
  const tag = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({ uuid: randomUUID(), account: `po${tag}`, passwordHash: 'x', nickname: 'po', inviteCode: `PO${tag}` })
    .returning({ id: users.id });
  const userId = user!.id;
  const orderId = `W${tag}`;
  await db.transaction(async (tx) => {
    await postLedger(tx, { userId, amount: 2 * AMOUNT, kind: 'test:credit', ref: orderId });
    await tx.insert(withdrawals).values({
      orderId,
      userId,
      amount: AMOUNT,
      bankId: 1,
      bankName: 'Bank 1',
      accountName,
      cardNum: '1234567890',
      createdAt: new Date(NOW),
    });
    await postLedger(tx, { userId, amount: -AMOUNT, kind: 'withdraw:hold', ref: orderId });
  });
  if (approve) await reviewWithdrawal(db, orderId, 'approved', NOW);
  return { userId, orderId };
}

async function coinOf(userId: number): Promise<number> {
  const [row] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, userId));
  return row!.coin;
}

async function orderOf(orderId: string) {
  const [row] = await server.conn.db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId));
  return row!;
}

describe('payout interface and sandbox payout', () => {
  it('an approved withdrawal is sent once, settles as paid after the delay through the signed callback', async () => {
    const h = harness();
    const { userId, orderId } = await withdrawal('Juan Dela Cruz');
    // Fifty racing sends (two approvers, retries): one transfer.
    const sends = await Promise.all(Array.from({ length: 50 }, () => sendPayout(server.conn.db, h.provider, orderId)));
    expect(sends.filter(Boolean)).toHaveLength(1);
    expect(h.due.map((d) => d.delayMs)).toEqual([SANDBOX_PAYOUT_DELAY_MS]);
    expect((await orderOf(orderId)).payoutStatus).toBe('sent');
    const [answer] = await h.elapse();
    expect(await answer!.json()).toEqual({ ok: true, applied: true });
    const order = await orderOf(orderId);
    expect({ status: order.status, payout: order.payoutStatus, settled: order.settledAt?.getTime() }).toEqual({
      status: 1,
      payout: 'paid',
      settled: NOW + SANDBOX_PAYOUT_DELAY_MS,
    });
    expect(await coinOf(userId)).toBe(AMOUNT);
    // The same callback again changes nothing.
    expect(await (await h.post(h.sent[0])).json()).toEqual({ ok: true, applied: false });
    await expectLedgerBalanced(server.conn.db);
  });

  it('a failed transfer (documented input: FAIL in the account name) returns the held amount once', async () => {
    const h = harness();
    const { userId, orderId } = await withdrawal('Please Fail Me');
    expect(await sendPayout(server.conn.db, h.provider, orderId)).toBe('sent');
    expect(await coinOf(userId)).toBe(AMOUNT);
    await h.elapse();
    const order = await orderOf(orderId);
    expect({ status: order.status, payout: order.payoutStatus }).toEqual({ status: 2, payout: 'failed' });
    expect(await coinOf(userId)).toBe(2 * AMOUNT);
    await Promise.all(Array.from({ length: 10 }, () => h.post(h.sent[0])));
    expect(await coinOf(userId)).toBe(2 * AMOUNT);
  });

  it('a waiting (not approved) order is not sent', async () => {
    const h = harness();
    const { orderId } = await withdrawal('Juan Waiting', false);
    expect(await sendPayout(server.conn.db, h.provider, orderId)).toBeNull();
    expect(h.due).toHaveLength(0);
  });

  it('refuses and logs unsigned, tampered and wrong-amount callbacks; the order stays sent', async () => {
    const h = harness();
    const { userId, orderId } = await withdrawal('Maria Clara');
    await sendPayout(server.conn.db, h.provider, orderId);
    const failed = { orderId, amount: AMOUNT, currency: PAYOUT_CURRENCY, status: 'failed' as const, reason: '' };
    // A forged "failed" would hand the player the money back while the bank pays too.
    expect((await h.post({ ...failed, signature: '0'.repeat(64) })).status).toBe(401);
    expect((await h.post({ ...failed, signature: signPayout('another secret', failed) })).status).toBe(401);
    const paid = { ...failed, status: 'paid' as const };
    expect((await h.post({ ...failed, signature: signPayout(SECRET, paid) })).status).toBe(401);
    const more = { ...paid, amount: AMOUNT + 1 };
    expect((await h.post({ ...more, signature: signPayout(SECRET, more) })).status).toBe(400);
    expect(h.logged.filter((l) => l.startsWith('[payout] refused'))).toHaveLength(4);
    expect((await orderOf(orderId)).payoutStatus).toBe('sent');
    expect(await coinOf(userId)).toBe(AMOUNT);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ledger, mails, withdrawals } from '../../server/db/schema';
import { approveWithdrawal } from '../../server/payouts/approve';
import { PAYOUT_CURRENCY, signPayout } from '../../server/payouts/provider';
import { SANDBOX_PAYOUT_DELAY_MS } from '../../server/payouts/sandbox';
import { PAYOUT_CALLBACK_PATH } from '../../server/payouts/settle';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

/**
 * approveWithdrawal (the /ops back office will call it) hands an approved withdrawal to the payout
 * provider once; the sandbox payout settles it SANDBOX_PAYOUT_DELAY_MS later on the server clock through its signed
 * callback; the player's records show requested → approved → paid (or rejected / failed) with times.
 */
const SECRET = 'payout-webhook-secret-0123456789abcdef0123456789';
const server = setupServer({ testControls: true, payoutWebhookSecret: SECRET, seed: { games: 20 } });
const w = walletTools(server);
const AMOUNT = 50_000;

/** The seeded demo player (₱1,000) with a verified identity asks for ₱500 to a card in this account name. */
async function requested(accountName = 'Juan Dela Cruz'): Promise<string> {
  await w.ok('addBankInfo', { bankId: 1001, accountName, cardNum: '1234 5678 9012' });
  await w.setWalletPassword();
  await w.approveKyc();
  const out = await w.ok('exchange', { amount: AMOUNT, bankId: 1001, password: await w.encrypt('123456') });
  return parseAnswer('exchange', out).order.orderId;
}

async function record(orderId: string) {
  const { list } = parseAnswer('getExchangeOrder', await w.ok('getExchangeOrder', { page: 1, pageSize: 20 }));
  return list.find((o) => o.orderId === orderId);
}

const deps = () => ({ db: server.conn.db, payouts: server.providers.payouts });

async function mailTitles(): Promise<string[]> {
  const { id } = await w.user();
  const rows = await server.conn.db.select({ title: mails.title }).from(mails).where(eq(mails.userId, id));
  return rows.map((r) => r.title);
}

describe('withdrawals paid through the payout provider', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('requested → approved (by whom, sent to the provider) → paid after the delay, each with its time, and a mail', async () => {
    const orderId = await requested();
    const asked = await record(orderId);
    expect(asked).toMatchObject({ stage: 'requested', status: 0, reviewTime: null, settleTime: null });

    const approvedAt = Date.now();
    expect(await approveWithdrawal(deps(), orderId, 'finance-1', approvedAt)).toEqual({ approved: true, sent: true });
    const [row] = await server.conn.db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId));
    expect(row).toMatchObject({ approvedBy: 'finance-1', payoutStatus: 'sent', status: 1 });
    expect(await record(orderId)).toMatchObject({ stage: 'approved', reviewTime: approvedAt, settleTime: null });

    await w.setClock(SANDBOX_PAYOUT_DELAY_MS / 2);
    expect((await record(orderId))?.stage).toBe('approved');
    await w.setClock(SANDBOX_PAYOUT_DELAY_MS);
    const paid = await record(orderId);
    expect(paid).toMatchObject({ stage: 'paid', status: 1, reason: null });
    expect(paid?.settleTime).toBeGreaterThanOrEqual(approvedAt);
    expect(await w.coin()).toBe(100_000 - AMOUNT);
    expect(await mailTitles()).toEqual(expect.arrayContaining(['Withdrawal approved', 'Withdrawal paid']));
  });

  it('an account name with FAIL fails: the held amount comes back through the ledger once, with the reason', async () => {
    const orderId = await requested('Fail Santos');
    expect(await w.coin()).toBe(100_000 - AMOUNT);
    await approveWithdrawal(deps(), orderId, 'finance-1', Date.now());
    await w.setClock(SANDBOX_PAYOUT_DELAY_MS);
    expect(await record(orderId)).toMatchObject({
      stage: 'failed',
      status: 2,
      reason: 'The receiving bank refused the transfer.',
    });
    expect(await w.coin()).toBe(100_000);
    expect(await mailTitles()).toContain('Withdrawal failed');

    // The provider's callback again (a replay): acknowledged, nothing moves.
    const unsigned = {
      orderId,
      amount: AMOUNT,
      currency: PAYOUT_CURRENCY,
      status: 'failed' as const,
      reason: 'The receiving bank refused the transfer.',
    };
    const replay = await server.app.request(PAYOUT_CALLBACK_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...unsigned, signature: signPayout(SECRET, unsigned) }),
    });
    expect(await replay.json()).toEqual({ ok: true, applied: false });
    const returns = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.ref, orderId), eq(ledger.kind, 'withdraw:return')));
    expect(returns).toHaveLength(1);
    expect(await w.coin()).toBe(100_000);
  });

  it('50 concurrent approvals approve once and pay once', async () => {
    const orderId = await requested();
    const payouts = server.providers.payouts!;
    const send = vi.spyOn(payouts, 'send');
    try {
      const now = Date.now();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => approveWithdrawal(deps(), orderId, `finance-${i}`, now)),
      );
      expect(results.filter((r) => r.approved)).toHaveLength(1);
      expect(results.filter((r) => r.sent)).toHaveLength(1);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    await w.setClock(SANDBOX_PAYOUT_DELAY_MS);
    expect((await record(orderId))?.stage).toBe('paid');
    expect((await mailTitles()).filter((t) => t === 'Withdrawal paid')).toHaveLength(1);
    expect(await w.coin()).toBe(100_000 - AMOUNT);
  });

  it('a rejection shows as rejected with its time; an unknown or reviewed order is not approved or sent', async () => {
    const orderId = await requested();
    await w.control('withdrawal/review', { orderId, decision: 'rejected' });
    const rejected = await record(orderId);
    expect(rejected).toMatchObject({ stage: 'rejected', status: 2, settleTime: null });
    expect(rejected?.reviewTime).toEqual(expect.any(Number));
    expect(await approveWithdrawal(deps(), orderId, 'finance-1', Date.now())).toEqual({ approved: false, sent: false });
    expect(await approveWithdrawal(deps(), 'W-unknown', 'finance-1', Date.now())).toEqual({
      approved: false,
      sent: false,
    });
    await expect(approveWithdrawal({ db: server.conn.db, payouts: null }, orderId, 'finance-1', 0)).rejects.toThrow(
      /no payout provider/,
    );
  });
});

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { clockOffset } from '../clock';
import type { Db } from '../db/connect';
import { ledger, recharges, users, withdrawals } from '../db/schema';
import { fail } from '../http/respond';
import { jsonOf } from '../http/testBody';
import { post } from '../ledger';
import { acceptCallback } from '../payments/callback';
import { CURRENCY } from '../payments/provider';
import type { Providers } from '../providers';
import { findOrder } from './deposits';
import { ORDER_ID_PATTERN } from './ids';
import { kycState, reviewKyc } from './kyc';
import { reviewWithdrawal } from './withdrawals';

const account = z.string().min(1).max(50);
const orderOrAccount = { orderId: z.string().regex(ORDER_ID_PATTERN).optional(), account: account.optional() };
const completeBody = z.strictObject({ ...orderOrAccount, outcome: z.enum(['paid', 'failed']).optional() });
const kycBody = z.strictObject({
  account,
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().max(300).optional(),
});
const withdrawBody = z.strictObject({ ...orderOrAccount, decision: z.enum(['approved', 'rejected']) });
const creditBody = z.strictObject({
  account,
  balance: z.enum(['coin', 'lottery', 'safebox']),
  amount: z.number().int().min(1).max(1_000_000_000),
});

async function userIdOf(db: Db, name: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, name));
  return row?.id ?? null;
}

/**
 * Test-only wallet routes (docs/wallet-server.md): the bank "received" call (any channel), KYC and withdrawal
 * review, credits through the ledger, and a read of a player's balances beside their ledger sums.
 */
export function registerWalletTestControls(app: Hono, db: Db, clock: () => number, providers: Providers): void {
  const now = async () => clock() + (await clockOffset(db, true));

  /** The order a test names, or the account's latest waiting one (a deposit or a withdrawal). */
  async function orderIdOf(
    c: Context,
    body: { orderId?: string | undefined; account?: string | undefined },
    orders: typeof recharges | typeof withdrawals,
    kind: 'deposit' | 'withdrawal',
  ): Promise<string | Response> {
    if (body.orderId) return body.orderId;
    if (!body.account) return fail(c, 400, 9002, 'orderId or account is required');
    const userId = await userIdOf(db, body.account);
    if (userId === null) return fail(c, 404, 404, `no account ${body.account}`);
    const [latest] = await db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 0)))
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(1);
    return latest?.orderId ?? fail(c, 404, 404, `no waiting ${kind} of ${body.account}`);
  }

  app.post('/__test__/deposit/complete', async (c) => {
    const body = await jsonOf(c, completeBody);
    if (body instanceof Response) return body;
    const orderId = await orderIdOf(c, body, recharges, 'deposit');
    if (orderId instanceof Response) return orderId;
    const order = await findOrder(db, orderId);
    const sandbox = providers.sandboxPay;
    if (!order || !sandbox) return fail(c, 404, 3004, `no order ${orderId}`);
    // The bank's "received": the sandbox posts its signed callback like the pay page does.
    const callback = sandbox.signedCallback({
      orderId,
      amount: order.amount,
      currency: CURRENCY,
      status: body.outcome ?? 'paid',
    });
    const silent = { info() {}, error() {} };
    const done = await acceptCallback(db, sandbox, silent, callback, await now());
    if (!done.ok) return fail(c, 404, 3004, done.message);
    if (done.result === 'expired' || done.result === 'finished') {
      return fail(c, 409, 3011, `order ${orderId} is ${done.result}`);
    }
    const [after] = await db.select({ status: recharges.status }).from(recharges).where(eq(recharges.orderId, orderId));
    return c.json({ code: 200, errcode: 0, orderId, status: after?.status, applied: done.applied, coin: done.coin });
  });

  app.post('/__test__/kyc/review', async (c) => {
    const body = await jsonOf(c, kycBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(db, body.account);
    if (userId === null) return fail(c, 404, 404, `no account ${body.account}`);
    const status = await reviewKyc(db, userId, body.decision, body.reason ?? 'The photo is not readable.', await now());
    if (!status) return fail(c, 409, 3016, `${body.account} has no KYC submission waiting for review`);
    return c.json({ code: 200, errcode: 0, status });
  });

  app.post('/__test__/withdrawal/review', async (c) => {
    const body = await jsonOf(c, withdrawBody);
    if (body instanceof Response) return body;
    const orderId = await orderIdOf(c, body, withdrawals, 'withdrawal');
    if (orderId instanceof Response) return orderId;
    const done = await reviewWithdrawal(db, orderId, body.decision, await now());
    if (!done) return fail(c, 409, 3011, `withdrawal ${orderId} is unknown or already reviewed`);
    return c.json({ code: 200, errcode: 0, orderId, status: done.order.status, coin: done.coin });
  });

  app.post('/__test__/credit', async (c) => {
    const body = await jsonOf(c, creditBody);
    if (body instanceof Response) return body;
    const userId = await userIdOf(db, body.account);
    if (userId === null) return fail(c, 404, 404, `no account ${body.account}`);
    const ref = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const posted = await db.transaction((tx) =>
      post(tx, { userId, amount: body.amount, kind: 'test:credit', ref, balance: body.balance }),
    );
    return c.json({ code: 200, errcode: 0, balance: body.balance, balanceAfter: posted.balanceAfter });
  });

  app.get('/__test__/wallet', async (c) => {
    const name = c.req.query('account');
    if (!name) return fail(c, 400, 9002, 'account is required');
    const [user] = await db.select().from(users).where(eq(users.account, name));
    if (!user) return fail(c, 404, 404, `no account ${name}`);
    const sums = await db
      .select({ balance: ledger.balance, total: sql<string>`COALESCE(SUM(${ledger.amount}), 0)` })
      .from(ledger)
      .where(eq(ledger.userId, user.id))
      .groupBy(ledger.balance);
    const ledgerSums = { coin: 0, lottery: 0, safebox: 0 };
    for (const s of sums) ledgerSums[s.balance] = Number(s.total);
    return c.json({
      code: 200,
      errcode: 0,
      coin: user.coin,
      lottery: user.lottery,
      safebox: user.safebox,
      ledgerSums,
      kycStatus: (await kycState(db, user.id)).status,
      firstRechargeAt: user.firstRechargeAt?.getTime() ?? null,
    });
  });
}

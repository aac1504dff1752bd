import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledger, recharges } from '../../server/db/schema';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

/** No free money: a deposit is credited only by the provider's signed callback. */
const SECRET = 'test-webhook-secret-0123456789abcdef-0123456789';
const logLines: string[] = [];
const server = setupServer({
  testControls: true,
  seed: { games: 20 },
  paymentWebhookSecret: SECRET,
  log: { info: (line) => logLines.push(line), error: (line) => logLines.push(line) },
});
const w = walletTools(server);

const deposit = async (amount = 20_000) =>
  parseAnswer('recharge3', await w.ok('recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }));

/** What a gateway posts: HMAC-SHA256 over `orderId|amount|currency|status`, hex. */
function sign(fields: { orderId: string; amount: number; currency: string; status: string }, secret = SECRET) {
  const text = `${fields.orderId}|${fields.amount}|${fields.currency}|${fields.status}`;
  return createHmac('sha256', secret).update(text).digest('hex');
}

async function callback(body: unknown) {
  const res = await w.raw('/payments/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const orderStatus = async (orderId: string) =>
  (await server.conn.db.select().from(recharges).where(eq(recharges.orderId, orderId)))[0]?.status;

describe('payments: signed provider callbacks only', () => {
  beforeEach(async () => {
    await w.start();
    logLines.length = 0;
  });

  it('a bare POST /sandbox/pay/<order> with outcome=paid (no pay page, no signature) credits nothing', async () => {
    const start = await w.coin();
    const order = await deposit(50_000);
    const res = await w.raw(order.payUrl!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    });
    expect(res.status).toBe(403);
    expect(await w.coin()).toBe(start);
    expect(await orderStatus(order.orderId)).toBe(0);
    // A made-up page token does not help either.
    const forged = await w.raw(order.payUrl!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `outcome=paid&pageToken=${'ab'.repeat(32)}`,
    });
    expect(forged.status).toBe(403);
    expect(await w.coin()).toBe(start);
  });

  it("the pay page's Pay goes through the signed callback: credited once, logged", async () => {
    const start = await w.coin();
    const order = await deposit(30_000);
    expect(await w.payPage(order.payUrl!, 'paid')).toEqual({ status: 200, result: 'paid' });
    expect(await w.coin()).toBe(start + 30_000);
    expect(logLines).toContain(`[payments] order ${order.orderId} paid: paid`);
  });

  it('a callback signed with the secret credits the order once; a repeat credits nothing', async () => {
    const start = await w.coin();
    const order = await deposit(25_000);
    const fields = { orderId: order.orderId, amount: 25_000, currency: 'PHP', status: 'paid' };
    const first = await callback({ ...fields, signature: sign(fields) });
    expect(first).toMatchObject({ status: 200, json: { ok: true, result: 'paid', applied: true } });
    const again = await callback({ ...fields, signature: sign(fields) });
    expect(again).toMatchObject({ status: 200, json: { ok: true, result: 'paid', applied: false } });
    expect(await w.coin()).toBe(start + 25_000);
    const rows = await server.conn.db.select().from(ledger).where(eq(ledger.ref, order.orderId));
    expect(rows).toHaveLength(1);
  });

  it('refuses and logs unsigned, tampered and wrongly keyed callbacks, and amounts or currencies not of the order', async () => {
    const start = await w.coin();
    const order = await deposit(20_000);
    const fields = { orderId: order.orderId, amount: 20_000, currency: 'PHP', status: 'paid' };

    expect((await callback(fields)).status).toBe(400);
    expect((await callback({ ...fields, signature: '' })).status).toBe(401);
    expect((await callback({ ...fields, signature: sign(fields, 'another-secret-another-secret-xx') })).status).toBe(
      401,
    );
    // Signed for ₱200, claims ₱50,000.
    expect((await callback({ ...fields, amount: 5_000_000, signature: sign(fields) })).status).toBe(401);
    // Signed "failed", claims "paid".
    expect((await callback({ ...fields, signature: sign({ ...fields, status: 'failed' }) })).status).toBe(401);
    // Correctly signed, but not the order's amount or currency.
    const more = { ...fields, amount: 5_000_000 };
    expect(await callback({ ...more, signature: sign(more) })).toMatchObject({
      status: 409,
      json: { ok: false, reason: 'mismatch' },
    });
    const usd = { ...fields, currency: 'USD' };
    expect((await callback({ ...usd, signature: sign(usd) })).status).toBe(409);
    const unknown = { ...fields, orderId: 'DAAAAAAAAAAAAAAAAAAAA' };
    expect((await callback({ ...unknown, signature: sign(unknown) })).status).toBe(404);

    expect(await w.coin()).toBe(start);
    expect(await orderStatus(order.orderId)).toBe(0);
    const refusals = logLines.filter((l) => l.startsWith('[payments] refused callback'));
    expect(refusals).toHaveLength(8);
    expect(refusals.filter((l) => l.includes(order.orderId))).toHaveLength(6);
    // The log names the order and the reason, never a signature.
    expect(logLines.join('\n')).not.toContain(sign(fields));
  });

  it('a failed callback voids the order without money; a later paid callback is "finished"', async () => {
    const start = await w.coin();
    const order = await deposit(20_000);
    const failed = { orderId: order.orderId, amount: 20_000, currency: 'PHP', status: 'failed' };
    expect((await callback({ ...failed, signature: sign(failed) })).json).toMatchObject({ result: 'failed' });
    const paid = { ...failed, status: 'paid' };
    expect((await callback({ ...paid, signature: sign(paid) })).json).toMatchObject({
      result: 'finished',
      applied: false,
    });
    expect(await w.coin()).toBe(start);
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/connect';
import { withdrawals } from '../db/schema';
import { post } from '../ledger';
import type { Logger } from '../log';
import { sendMail } from '../player/mail';
import { PAYOUT_MAILS } from './mails';
import { PAYOUT_CURRENCY, type PayoutCallback, type PayoutProvider } from './provider';

export const PAYOUT_CALLBACK_PATH = '/payouts/callback';

/**
 * Hands an approved withdrawal to the payout provider, once: the order is marked `sent` in one conditional update,
 * so concurrent calls (two approvers, a retry) send it a single time. False when it is not approved or already sent.
 */
export async function sendPayout(db: Db, provider: PayoutProvider, orderId: string): Promise<boolean> {
  const [order] = await db
    .update(withdrawals)
    .set({ payoutStatus: 'sent' })
    .where(and(eq(withdrawals.orderId, orderId), eq(withdrawals.status, 1), isNull(withdrawals.payoutStatus)))
    .returning();
  if (!order) return false;
  await provider.send({
    orderId: order.orderId,
    amount: order.amount,
    currency: PAYOUT_CURRENCY,
    bankId: order.bankId,
    accountName: order.accountName,
    cardNum: order.cardNum,
    ...(order.reviewedAt ? { approvedAt: order.reviewedAt.getTime() } : {}),
  });
  return true;
}

function asCallback(body: unknown): PayoutCallback | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.orderId !== 'string' || b.orderId.length > 64) return null;
  if (typeof b.amount !== 'number' || !Number.isSafeInteger(b.amount)) return null;
  if (typeof b.currency !== 'string' || typeof b.reason !== 'string' || b.reason.length > 500) return null;
  if (b.status !== 'paid' && b.status !== 'failed') return null;
  if (typeof b.signature !== 'string') return null;
  return {
    orderId: b.orderId,
    amount: b.amount,
    currency: b.currency,
    status: b.status,
    reason: b.reason,
    signature: b.signature,
  };
}

/**
 * The provider's settlement callback: signed (constant-time), amount and currency the order's, about an order that
 * was sent; applied once. `paid` ends the order; `failed` marks it failed (status 2, with the provider's reason) and
 * returns the held amount through the ledger (`withdraw:return`, idempotent by order id). The player gets a mail.
 */
export function registerPayoutCallback(
  app: Hono,
  db: Db,
  provider: PayoutProvider,
  log: Logger,
  clock: () => number,
): void {
  app.post(PAYOUT_CALLBACK_PATH, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ ok: false, error: 'body is not JSON' }, 400);
    }
    const callback = asCallback(body);
    if (!callback) return c.json({ ok: false, error: 'not a payout callback' }, 400);
    if (!provider.verifyCallback(callback)) {
      log.error(`[payout] refused a callback with a bad signature for ${callback.orderId}`);
      return c.json({ ok: false, error: 'bad signature' }, 401);
    }
    const [order] = await db.select().from(withdrawals).where(eq(withdrawals.orderId, callback.orderId));
    if (!order) return c.json({ ok: false, error: 'unknown order' }, 404);
    if (order.amount !== callback.amount || callback.currency !== PAYOUT_CURRENCY) {
      log.error(`[payout] refused a callback for ${callback.orderId}: amount or currency is not the order's`);
      return c.json({ ok: false, error: 'amount or currency does not match the order' }, 400);
    }
    const applied = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(withdrawals)
        .set({
          payoutStatus: callback.status,
          settledAt: new Date(clock()),
          ...(callback.status === 'failed' ? { status: 2, payoutReason: callback.reason || null } : {}),
        })
        .where(and(eq(withdrawals.orderId, callback.orderId), eq(withdrawals.payoutStatus, 'sent')))
        .returning();
      if (!moved) return false;
      if (callback.status === 'failed') {
        await post(tx, { userId: moved.userId, amount: moved.amount, kind: 'withdraw:return', ref: moved.orderId });
      }
      await sendMail(tx, moved.userId, PAYOUT_MAILS[callback.status](moved.amount, moved.orderId, callback.reason));
      return true;
    });
    log.info(`[payout] ${callback.orderId}: ${callback.status}${applied ? '' : ' (already settled)'}`);
    return c.json({ ok: true, applied });
  });
}

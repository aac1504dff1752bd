import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { openCard } from '../crypto/bankData';
import type { Db } from '../db/connect';
import { type PayoutStatus, withdrawals } from '../db/schema';
import { post } from '../ledger';
import type { Logger } from '../log';
import { sendMail } from '../player/mail';
import { PAYOUT_MAILS } from './mails';
import { PAYOUT_CURRENCY, type PayoutCallback, type PayoutProvider } from './provider';

export const PAYOUT_CALLBACK_PATH = '/payouts/callback';

/** A callback settles an order the provider may hold: sent, or an attempt whose answer was lost (it got it after all). */
const IN_PROVIDER_HANDS: PayoutStatus[] = ['sending', 'retry', 'unsent', 'sent'];

/**
 * Sending an approved withdrawal to the payout provider: an attempt that throws (network, provider error) is tried
 * again after a growing wait; after `maxAttempts` the order waits for finance's "Retry send" (/ops). An attempt
 * under way for longer than `leaseMs` (the process stopped mid-call) counts as failed. Every attempt carries the
 * same idempotency key, so a provider that did receive a "failed" one pays once.
 */
export const PAYOUT_RETRY = {
  backoffMs: [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000],
  maxAttempts: 5,
  leaseMs: 2 * 60_000,
  /** How often the server looks for due retries (server/boot.ts). */
  sweepMs: 30_000,
} as const;

export const payoutKey = (orderId: string) => `payout:${orderId}`;

/** Which orders an attempt may take: the first hand-over, a due retry, or finance's Retry send. */
export type SendTrigger = 'approval' | 'due' | 'finance';

function sendable(trigger: SendTrigger, now: Date) {
  const leaseLost = and(eq(withdrawals.payoutStatus, 'sending'), lte(withdrawals.payoutNextAt, now));
  if (trigger === 'approval') return isNull(withdrawals.payoutStatus);
  if (trigger === 'due')
    return or(and(eq(withdrawals.payoutStatus, 'retry'), lte(withdrawals.payoutNextAt, now)), leaseLost);
  return or(inArray(withdrawals.payoutStatus, ['retry', 'unsent']), leaseLost);
}

/**
 * One attempt to hand an approved withdrawal to the payout provider. The attempt is claimed in one conditional
 * update (status `sending`), so concurrent calls (two approvers, a retry sweep and finance at once) make one
 * attempt. `sent`: this call handed it over; `failed`: its attempt failed (recorded with the next attempt's time, or
 * `unsent`); null: nothing to send (not approved, already sent, or an attempt under way).
 */
export type SendOutcome = 'sent' | 'failed' | null;

export async function sendPayout(
  db: Db,
  provider: PayoutProvider,
  orderId: string,
  now: number = Date.now(),
  trigger: SendTrigger = 'approval',
): Promise<SendOutcome> {
  const [order] = await db
    .update(withdrawals)
    .set({
      payoutStatus: 'sending',
      payoutAttempts: sql`${withdrawals.payoutAttempts} + 1`,
      payoutNextAt: new Date(now + PAYOUT_RETRY.leaseMs),
    })
    .where(and(eq(withdrawals.orderId, orderId), eq(withdrawals.status, 1), sendable(trigger, new Date(now))))
    .returning();
  if (!order) return null;
  let failure: string | null = null;
  try {
    await provider.send({
      orderId: order.orderId,
      amount: order.amount,
      currency: PAYOUT_CURRENCY,
      bankId: order.bankId,
      accountName: order.accountName,
      // Decrypted only here, for the transfer itself.
      cardNum: openCard(order),
      idempotencyKey: payoutKey(order.orderId),
      ...(order.reviewedAt ? { approvedAt: order.reviewedAt.getTime() } : {}),
    });
  } catch (err) {
    failure = (err instanceof Error ? err.message : String(err)).slice(0, 300) || 'the provider refused it';
  }
  const wait = PAYOUT_RETRY.backoffMs[Math.min(order.payoutAttempts, PAYOUT_RETRY.backoffMs.length) - 1] ?? 0;
  const exhausted = order.payoutAttempts >= PAYOUT_RETRY.maxAttempts;
  // Only an attempt still `sending` is moved on: a callback that came first (paid, failed) stays.
  await db
    .update(withdrawals)
    .set(
      failure === null
        ? { payoutStatus: 'sent', payoutNextAt: null, payoutError: null }
        : {
            payoutStatus: exhausted ? 'unsent' : 'retry',
            payoutNextAt: exhausted ? null : new Date(now + wait),
            payoutError: failure,
          },
    )
    .where(and(eq(withdrawals.orderId, orderId), eq(withdrawals.payoutStatus, 'sending')));
  return failure === null ? 'sent' : 'failed';
}

/** The retries due by `now` (server/boot.ts runs it every `sweepMs`): how many were handed over. */
export async function retryDuePayouts(db: Db, provider: PayoutProvider, now: number): Promise<number> {
  const due = await db
    .select({ orderId: withdrawals.orderId })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 1), sendable('due', new Date(now))));
  let sent = 0;
  for (const { orderId } of due) if ((await sendPayout(db, provider, orderId, now, 'due')) === 'sent') sent += 1;
  return sent;
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
        .where(and(eq(withdrawals.orderId, callback.orderId), inArray(withdrawals.payoutStatus, IN_PROVIDER_HANDS)))
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

import type { Hono } from 'hono';
import { z } from 'zod';
import { clockOffset } from '../clock';
import type { Db } from '../db/connect';
import type { Logger } from '../log';
import { completeDeposit, findOrder } from '../wallet/deposits';
import { ORDER_ID_PATTERN } from '../wallet/ids';
import { CURRENCY, type PaymentCallback, type PaymentProvider } from './provider';

/** Where the provider posts its signed outcome of an order (server to server, JSON). */
export const CALLBACK_PATH = '/payments/callback';

const callbackBody = z.strictObject({
  orderId: z.string().regex(ORDER_ID_PATTERN),
  amount: z.number().int().min(0).max(1_000_000_000),
  currency: z.string().min(3).max(3),
  status: z.enum(['paid', 'failed']),
  signature: z.string().max(200),
});

export type CallbackAnswer =
  | { ok: true; result: 'paid' | 'failed' | 'returned' | 'expired' | 'finished'; applied: boolean; coin: number }
  | { ok: false; reason: 'malformed' | 'signature' | 'unknown' | 'mismatch'; message: string };

const STATUS: Record<Exclude<CallbackAnswer, { ok: true }>['reason'], 400 | 401 | 404 | 409> = {
  malformed: 400,
  signature: 401,
  unknown: 404,
  mismatch: 409,
};

/**
 * The only way a deposit is credited: a callback whose HMAC-SHA256 signature checks out (constant time), for a
 * known order, with the order's own amount and currency. Idempotent: completeDeposit moves a waiting order once,
 * so a repeat for a paid order credits nothing. Every refusal is logged with the order id (never the signature).
 */
export async function acceptCallback(
  db: Db,
  provider: PaymentProvider,
  log: Logger,
  input: unknown,
  now: number,
): Promise<CallbackAnswer> {
  const parsed = callbackBody.safeParse(input);
  const refuse = (reason: Exclude<CallbackAnswer, { ok: true }>['reason'], message: string): CallbackAnswer => {
    const orderId = parsed.success ? parsed.data.orderId : '?';
    log.info(`[payments] refused callback for order ${orderId}: ${reason} (${message})`);
    return { ok: false, reason, message };
  };
  if (!parsed.success) return refuse('malformed', 'the callback body is not a signed order outcome');
  const callback: PaymentCallback = parsed.data;
  if (!provider.verifyCallback(callback)) return refuse('signature', 'the signature does not match');
  const order = await findOrder(db, callback.orderId);
  if (!order) return refuse('unknown', 'no such order');
  if (callback.amount !== order.amount || callback.currency !== CURRENCY) {
    return refuse('mismatch', `expected ${order.amount} ${CURRENCY}, got ${callback.amount} ${callback.currency}`);
  }
  const done = await completeDeposit(db, callback.orderId, callback.status, now);
  log.info(
    `[payments] order ${callback.orderId} ${callback.status}: ${done.result}${done.applied ? '' : ' (no change)'}`,
  );
  return { ok: true, result: done.result, applied: done.applied, coin: done.coin };
}

export function registerPaymentCallback(
  app: Hono,
  db: Db,
  provider: PaymentProvider,
  log: Logger,
  clock: () => number,
  testControls: boolean,
): void {
  app.post(CALLBACK_PATH, async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      json = null;
    }
    const now = clock() + (await clockOffset(db, testControls));
    const answer = await acceptCallback(db, provider, log, json, now);
    return c.json(answer, answer.ok ? 200 : STATUS[answer.reason]);
  });
}

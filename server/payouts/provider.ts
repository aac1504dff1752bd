import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Payouts as a provider, shaped like server/payments/provider.ts: an approved withdrawal is handed to a
 * payout provider, which later reports the transfer's outcome in a server-to-server callback signed with its own
 * secret. The sandbox (server/payouts/sandbox.ts) is one implementation; a real bank or e-wallet payout API another.
 */

export const PAYOUT_CURRENCY = 'PHP';

/** What the provider is told to pay (amount in hundredths). */
export interface PayoutOrder {
  orderId: string;
  amount: number;
  currency: string;
  bankId: number;
  accountName: string;
  cardNum: string;
  /** When the withdrawal was approved (ms): the sandbox counts its delay from it. */
  approvedAt?: number;
  /**
   * The same for every attempt at one order (`payout:<orderId>`): a provider that already took this key must not pay
   * again. A hand-over whose answer was lost (a network error after the provider accepted) is retried under it.
   */
  idempotencyKey: string;
}

export interface PayoutCallback {
  orderId: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  /** Shown to the player when failed; '' when paid. */
  reason: string;
  /** Hex HMAC-SHA256 over payoutMessage(…) with the payout secret. */
  signature: string;
}

export interface PayoutProvider {
  readonly name: string;
  readonly sandbox: boolean;
  /** Hands the order over; throws when it could not (network, provider error): the server retries (settle.ts). */
  send(order: PayoutOrder): Promise<void>;
  verifyCallback(callback: PayoutCallback): boolean;
}

/**
 * The signed text, `payout|`-prefixed so a payment callback (another message shape) can never pass for a payout
 * one even if an operator reused a secret; the reason is last, so a `|` in it cannot shift the fields.
 */
export function payoutMessage(c: Omit<PayoutCallback, 'signature'>): string {
  return `payout|${c.orderId}|${c.amount}|${c.currency}|${c.status}|${c.reason}`;
}

export function signPayout(secret: string, c: Omit<PayoutCallback, 'signature'>): string {
  return createHmac('sha256', secret).update(payoutMessage(c)).digest('hex');
}

export function verifyPayoutSignature(secret: string, c: PayoutCallback): boolean {
  if (!/^[0-9a-f]{64}$/i.test(c.signature)) return false;
  const expected = createHmac('sha256', secret).update(payoutMessage(c)).digest();
  return timingSafeEqual(expected, Buffer.from(c.signature, 'hex'));
}

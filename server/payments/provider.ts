import { createHmac, timingSafeEqual } from 'node:crypto';

/** Every order is in Philippine pesos; a callback in another currency is refused. */
export const CURRENCY = 'PHP';

export type PayMode = 'url' | 'qr' | 'bank';

/** What a provider is told when an order opens (amount in hundredths). */
export interface OrderToPay {
  orderId: string;
  amount: number;
  currency: string;
  payMode: PayMode;
  /** Bank channel: the bank the player transfers from (0 otherwise). */
  bankId: number;
  expiresAt: number;
}

/** How the player pays: a pay page, a QR text, or bank details (recharge3's three views). */
export interface PayInstructions {
  payUrl: string | null;
  qrCodeText: string | null;
  bankAccount: {
    bankName: string;
    shortBankName: string;
    bankLogo: string;
    accountName: string;
    cardNum: string;
  } | null;
}

/** The provider's server-to-server callback: the order's outcome, signed with the provider's secret. */
export interface PaymentCallback {
  orderId: string;
  /** Hundredths of the currency. */
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  /** Hex HMAC-SHA256 over callbackMessage(…) with the webhook secret. */
  signature: string;
}

/**
 * What a real gateway implements: open an order (pay URL, QR or bank details) and prove its callbacks.
 * The sandbox (server/payments/sandbox.ts) and the hosted gateway (server/payments/gateway.ts) are the two.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True only for the sandbox: the demo banner and the boot line say so. */
  readonly sandbox: boolean;
  createOrder(order: OrderToPay): PayInstructions;
  /** Constant-time check of a callback's signature (never of amount or status: the caller compares those). */
  verifyCallback(callback: PaymentCallback): boolean;
}

/** The signed text: order id, amount, currency and status, in that order, `|`-separated. */
export function callbackMessage(c: Omit<PaymentCallback, 'signature'>): string {
  return `${c.orderId}|${c.amount}|${c.currency}|${c.status}`;
}

export function signCallback(secret: string, c: Omit<PaymentCallback, 'signature'>): string {
  return createHmac('sha256', secret).update(callbackMessage(c)).digest('hex');
}

/** HMAC-SHA256 compared with crypto.timingSafeEqual; a signature that is not 64 hex digits fails without comparing. */
export function verifySignature(secret: string, c: PaymentCallback): boolean {
  if (!/^[0-9a-f]{64}$/i.test(c.signature)) return false;
  const expected = createHmac('sha256', secret).update(callbackMessage(c)).digest();
  return timingSafeEqual(expected, Buffer.from(c.signature, 'hex'));
}

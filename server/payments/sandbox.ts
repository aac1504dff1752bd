import { createHmac, timingSafeEqual } from 'node:crypto';
import { receivingAccount } from '../wallet/banks';
import {
  type OrderToPay,
  type PayInstructions,
  type PaymentCallback,
  type PaymentProvider,
  signCallback,
  verifySignature,
} from './provider';

/** Path of the sandbox pay page of an order (same origin, so the SPA can embed it in an iframe). */
export const payPagePath = (orderId: string) => `/sandbox/pay/${orderId}`;
/** What the QR of an order encodes; GET /sandbox/scan?qr=… opens its pay page. */
export const qrTextOf = (orderId: string, amount: number) =>
  `luckylobby-sandbox://pay?order=${orderId}&amount=${amount}`;

export interface SandboxProvider extends PaymentProvider {
  /** The token the pay page's forms carry: a POST without it (an unauthenticated script) is refused. */
  pageToken(orderId: string): string;
  checkPageToken(orderId: string, token: string): boolean;
  /** What the sandbox gateway posts to the callback: signed here, on the server, never in the browser. */
  signedCallback(order: Omit<PaymentCallback, 'signature'>): PaymentCallback;
}

/**
 * The demo's payment provider, like a gateway's test mode: its pay page has Pay and Fail buttons, and either one
 * makes the sandbox post a callback signed with the same secret a real gateway would use.
 */
export function sandboxProvider(secret: string): SandboxProvider {
  const pageToken = (orderId: string) => createHmac('sha256', secret).update(`sandbox-page:${orderId}`).digest('hex');
  return {
    name: 'sandbox',
    sandbox: true,
    createOrder(order: OrderToPay): PayInstructions {
      return {
        payUrl: order.payMode === 'url' ? payPagePath(order.orderId) : null,
        qrCodeText: order.payMode === 'qr' ? qrTextOf(order.orderId, order.amount) : null,
        bankAccount: order.payMode === 'bank' ? receivingAccount(order.bankId) : null,
      };
    },
    verifyCallback: (callback) => verifySignature(secret, callback),
    pageToken,
    checkPageToken(orderId, token) {
      if (!/^[0-9a-f]{64}$/.test(token)) return false;
      return timingSafeEqual(Buffer.from(pageToken(orderId), 'hex'), Buffer.from(token, 'hex'));
    },
    signedCallback: (order) => ({ ...order, signature: signCallback(secret, order) }),
  };
}

import { type OrderToPay, type PayInstructions, type PaymentProvider, verifySignature } from './provider';

/**
 * Production's provider: a hosted payment page (PAYMENT_GATEWAY_URL) the player is sent to with the order, and
 * callbacks signed with PAYMENT_WEBHOOK_SECRET. A concrete gateway's own fields (merchant id, its signature on the
 * redirect) belong here; no particular gateway is wired in yet.
 */
export function hostedGateway(gatewayUrl: string, secret: string): PaymentProvider {
  return {
    name: 'gateway',
    sandbox: false,
    createOrder(order: OrderToPay): PayInstructions {
      const url = new URL(gatewayUrl);
      url.searchParams.set('order', order.orderId);
      url.searchParams.set('amount', String(order.amount));
      url.searchParams.set('currency', order.currency);
      url.searchParams.set('method', order.payMode);
      return { payUrl: url.toString(), qrCodeText: null, bankAccount: null };
    },
    verifyCallback: (callback) => verifySignature(secret, callback),
  };
}

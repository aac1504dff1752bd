import { type PayoutCallback, type PayoutProvider, signPayout, verifyPayoutSignature } from './provider';

/** How long the sandbox bank takes to settle a transfer. */
export const SANDBOX_PAYOUT_DELAY_MS = 10_000;

/** Documented input: an account name containing FAIL makes the transfer fail (the held amount goes back). */
export function sandboxPayoutOutcome(accountName: string): { status: 'paid' | 'failed'; reason: string } {
  return accountName.toUpperCase().includes('FAIL')
    ? { status: 'failed', reason: 'The receiving bank refused the transfer.' }
    : { status: 'paid', reason: '' };
}

export interface SandboxPayoutOptions {
  secret: string;
  /** Sends the signed callback (over HTTP, or app.request in process). */
  deliver: (callback: PayoutCallback) => Promise<void>;
  delayMs?: number;
  /**
   * Delivers the callback at `dueAt` (the approval's time + delayMs): a durable job in the app, a timer by default
   * (see server/kyc/sandbox.ts). `key` is the hand-over's idempotency key.
   */
  schedule?: (callback: PayoutCallback, dueAt: number, key: string) => Promise<void>;
  onError?: (err: unknown) => void;
}

/** The sandbox payout: settles after a delay through the signed callback. */
export function createSandboxPayout(options: SandboxPayoutOptions): PayoutProvider {
  const delay = options.delayMs ?? SANDBOX_PAYOUT_DELAY_MS;
  /** Keys already taken: a repeated hand-over (a retry after a lost answer) pays once, like a real provider. */
  const taken = new Set<string>();
  const schedule =
    options.schedule ??
    (async (callback: PayoutCallback, dueAt: number) => {
      setTimeout(
        () => void options.deliver(callback).catch((err: unknown) => options.onError?.(err)),
        Math.max(0, dueAt - Date.now()),
      ).unref();
    });
  return {
    name: 'sandbox-payout',
    sandbox: true,
    async send(order) {
      if (taken.has(order.idempotencyKey)) return;
      taken.add(order.idempotencyKey);
      const outcome = sandboxPayoutOutcome(order.accountName);
      const unsigned = { orderId: order.orderId, amount: order.amount, currency: order.currency, ...outcome };
      const callback: PayoutCallback = { ...unsigned, signature: signPayout(options.secret, unsigned) };
      await schedule(callback, (order.approvedAt ?? Date.now()) + delay, order.idempotencyKey);
    },
    verifyCallback: (callback) => verifyPayoutSignature(options.secret, callback),
  };
}

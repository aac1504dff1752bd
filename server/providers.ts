import { randomBytes } from 'node:crypto';
import type { LobbyMode } from './config';
import { AppError, ERRCODE } from './errors';
import type { Logger } from './log';
import { hostedGateway } from './payments/gateway';
import type { PaymentProvider } from './payments/provider';
import { type SandboxProvider, sandboxProvider } from './payments/sandbox';

/** Sends a one-time code. The sandbox writes it to the server log; production needs a real SMS gateway. */
export interface SmsProvider {
  readonly sandbox: boolean;
  send(mobile: string, code: string): void;
}

/** The outside services the server talks to, chosen once from the mode. */
export interface Providers {
  mode: LobbyMode;
  payments: PaymentProvider;
  /** The sandbox pay pages (demo mode only). */
  sandboxPay: SandboxProvider | null;
  sms: SmsProvider;
  /** Line sign-in sandbox and the demo's test switches exist only in demo mode. */
  lineSandbox: boolean;
}

export interface ProviderOptions {
  mode?: LobbyMode;
  paymentWebhookSecret?: string | undefined;
  paymentGatewayUrl?: string | undefined;
}

function sandboxSms(log: Logger): SmsProvider {
  return { sandbox: true, send: (mobile, code) => log.info(`[sms] ${mobile} ${code}`) };
}

/** Production without an SMS gateway: codes are refused with a clear message and never written anywhere. */
const noSms: SmsProvider = {
  sandbox: false,
  send() {
    throw new AppError(
      ERRCODE.notAvailable,
      'Text messages are not available on this server. Log in with your account.',
    );
  },
};

export function createProviders(options: ProviderOptions, log: Logger): Providers {
  const mode = options.mode ?? 'demo';
  if (mode === 'production') {
    const { paymentWebhookSecret: secret, paymentGatewayUrl: url } = options;
    if (!secret || !url) throw new Error('production needs PAYMENT_WEBHOOK_SECRET and PAYMENT_GATEWAY_URL');
    return { mode, payments: hostedGateway(url, secret), sandboxPay: null, sms: noSms, lineSandbox: false };
  }
  // The sandbox signs its own callbacks; a secret drawn per process is enough when none is set.
  const sandbox = sandboxProvider(options.paymentWebhookSecret ?? randomBytes(32).toString('hex'));
  return { mode, payments: sandbox, sandboxPay: sandbox, sms: sandboxSms(log), lineSandbox: true };
}

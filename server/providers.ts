import { randomBytes } from 'node:crypto';
import type { LobbyMode } from './config';
import { AppError, ERRCODE } from './errors';
import type { ConfiguredProvider } from './games/configured';
import { createGameProviders, type GameProviders } from './games/registry';
import { createSandboxKycVendor } from './kyc/sandbox';
import type { KycDecision, KycVendor } from './kyc/vendor';
import { KYC_WEBHOOK_PATH } from './kyc/webhook';
import type { Logger } from './log';
import { hostedGateway } from './payments/gateway';
import type { PaymentProvider } from './payments/provider';
import { type SandboxProvider, sandboxProvider } from './payments/sandbox';
import type { PayoutCallback, PayoutProvider } from './payouts/provider';
import { createSandboxPayout } from './payouts/sandbox';
import { PAYOUT_CALLBACK_PATH } from './payouts/settle';

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
  /** Identity checks: the sandbox vendor in demo mode; null (addKyc answers 9005) without a vendor. */
  kyc: KycVendor | null;
  /** Transfers of approved withdrawals: the sandbox payout in demo mode; null without a provider. */
  payouts: PayoutProvider | null;
  /** Game providers offered (server/games/registry.ts): the configured ones, plus the demo studio in demo mode. */
  games: GameProviders;
}

/** How the sandboxes deliver their messages later: durable jobs in the app (server/jobs/lobbyJobs.ts). */
export interface SandboxDeliveries {
  kyc(decision: KycDecision, dueAt: number): Promise<void>;
  payout(callback: PayoutCallback, dueAt: number, key: string): Promise<void>;
}

export interface ProviderOptions {
  mode?: LobbyMode;
  paymentWebhookSecret?: string | undefined;
  paymentGatewayUrl?: string | undefined;
  kycWebhookSecret?: string | undefined;
  payoutWebhookSecret?: string | undefined;
  sandboxKycDelayMs?: number | undefined;
  sandboxPayoutDelayMs?: number | undefined;
  /** Third-party game providers (GAME_PROVIDERS). */
  gameProviders?: readonly ConfiguredProvider[] | undefined;
  /** The demo studio's wallet secret; drawn per process when unset. */
  demoStudioSecret?: string | undefined;
  /** The sandboxes' later deliveries; timers in the process when unset. */
  deliveries?: SandboxDeliveries | undefined;
}

/** Sends a sandbox's signed message to this server's own route (app.request, no network). */
export type Loopback = (path: string, body: unknown) => Promise<void>;

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

export function createProviders(options: ProviderOptions, log: Logger, loopback: Loopback): Providers {
  const mode = options.mode ?? 'demo';
  const games = createGameProviders({
    mode,
    configured: options.gameProviders,
    demoStudioSecret: options.demoStudioSecret,
  });
  if (mode === 'production') {
    const { paymentWebhookSecret: secret, paymentGatewayUrl: url } = options;
    if (!secret || !url) throw new Error('production needs PAYMENT_WEBHOOK_SECRET and PAYMENT_GATEWAY_URL');
    // No real KYC vendor or payout provider is implemented yet: production has none (docs/cashout.md).
    return {
      mode,
      payments: hostedGateway(url, secret),
      sandboxPay: null,
      sms: noSms,
      lineSandbox: false,
      kyc: null,
      payouts: null,
      games,
    };
  }
  // The sandboxes sign their own messages; a secret drawn per process is enough when none is set.
  const drawn = () => randomBytes(32).toString('hex');
  const sandbox = sandboxProvider(options.paymentWebhookSecret ?? drawn());
  const onError = (err: unknown) => log.error('[sandbox] a delayed delivery failed', err);
  const kyc = createSandboxKycVendor({
    secret: options.kycWebhookSecret ?? drawn(),
    deliver: (decision) => loopback(KYC_WEBHOOK_PATH, decision),
    delayMs: options.sandboxKycDelayMs,
    ...(options.deliveries ? { schedule: options.deliveries.kyc } : {}),
    onError,
  });
  const payouts = createSandboxPayout({
    secret: options.payoutWebhookSecret ?? drawn(),
    deliver: (callback) => loopback(PAYOUT_CALLBACK_PATH, callback),
    delayMs: options.sandboxPayoutDelayMs,
    ...(options.deliveries ? { schedule: options.deliveries.payout } : {}),
    onError,
  });
  return {
    mode,
    payments: sandbox,
    sandboxPay: sandbox,
    sms: sandboxSms(log),
    lineSandbox: true,
    kyc,
    payouts,
    games,
  };
}

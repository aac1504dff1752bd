import {
  type KycCase,
  type KycDecision,
  type KycVendor,
  type KycVerdict,
  parseKycReference,
  signDecision,
  verifyDecisionSignature,
} from './vendor';

/** How long the sandbox vendor "looks" before it decides (SANDBOX_KYC_DELAY_MS in the environment). */
export const SANDBOX_KYC_DELAY_MS = 20_000;

/**
 * Documented inputs of the sandbox vendor (README / docs/trust.md): a real name containing REJECT is rejected,
 * one containing RESUBMIT asks for a new photo; anything else is approved.
 */
export function sandboxVerdict(kycCase: KycCase): { verdict: KycVerdict; reason: string } {
  const name = kycCase.realName.toUpperCase();
  if (name.includes('REJECT')) return { verdict: 'rejected', reason: 'The name does not match the document.' };
  if (name.includes('RESUBMIT')) {
    return { verdict: 'resubmit', reason: 'The photo of the document cannot be read. Please upload a new one.' };
  }
  return { verdict: 'approved', reason: '' };
}

export interface SandboxKycOptions {
  /** Signs the decisions (the same secret the webhook checks with). */
  secret: string;
  /** Sends the signed decision to the webhook (over HTTP, or app.request in process). */
  deliver: (decision: KycDecision) => Promise<void>;
  delayMs?: number;
  /**
   * Delivers the decision at `dueAt` (the submission's time + delayMs, server clock): a durable job in the app
   * (server/jobs/lobbyJobs.ts), which retries a failed delivery; a timer by default; tests pass their own.
   */
  schedule?: (decision: KycDecision, dueAt: number) => Promise<void>;
  onError?: (err: unknown) => void;
}

/** The sandbox vendor: decides after a delay by the documented inputs and sends the decision through the signed webhook. */
export function createSandboxKycVendor(options: SandboxKycOptions): KycVendor {
  const delay = options.delayMs ?? SANDBOX_KYC_DELAY_MS;
  const schedule =
    options.schedule ??
    (async (decision: KycDecision, dueAt: number) => {
      setTimeout(
        () => void options.deliver(decision).catch((err: unknown) => options.onError?.(err)),
        Math.max(0, dueAt - Date.now()),
      ).unref();
    });
  return {
    name: 'sandbox-kyc',
    sandbox: true,
    async submit(kycCase) {
      const { verdict, reason } = sandboxVerdict(kycCase);
      const unsigned = { referenceId: kycCase.referenceId, verdict, reason };
      const decision: KycDecision = { ...unsigned, signature: signDecision(options.secret, unsigned) };
      const from = parseKycReference(kycCase.referenceId)?.submittedAt ?? Date.now();
      await schedule(decision, from + delay);
    },
    verifyDecision: (decision) => verifyDecisionSignature(options.secret, decision),
  };
}

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
   * Runs the delivery delayMs after `from` (the submission's time) on the server clock: server/sandbox/timers.ts
   * in the app; setTimeout by default; tests pass a manual scheduler.
   */
  schedule?: (run: () => Promise<void>, delayMs: number, from: number) => void;
  onError?: (err: unknown) => void;
}

/** The sandbox vendor: decides after a delay by the documented inputs and sends the decision through the signed webhook. */
export function createSandboxKycVendor(options: SandboxKycOptions): KycVendor {
  const delay = options.delayMs ?? SANDBOX_KYC_DELAY_MS;
  const schedule =
    options.schedule ??
    ((run: () => Promise<void>, ms: number) => {
      setTimeout(() => void run(), ms).unref();
    });
  return {
    name: 'sandbox-kyc',
    sandbox: true,
    async submit(kycCase) {
      const { verdict, reason } = sandboxVerdict(kycCase);
      const unsigned = { referenceId: kycCase.referenceId, verdict, reason };
      const decision: KycDecision = { ...unsigned, signature: signDecision(options.secret, unsigned) };
      const from = parseKycReference(kycCase.referenceId)?.submittedAt ?? Date.now();
      schedule(() => options.deliver(decision).catch((err: unknown) => options.onError?.(err)), delay, from);
    },
    verifyDecision: (decision) => verifyDecisionSignature(options.secret, decision),
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Identity checks as a provider, shaped like server/payments/provider.ts: the server hands a vendor the
 * player's submission; the vendor answers later, server to server, with a decision signed with the shared secret.
 * The sandbox vendor (server/kyc/sandbox.ts) is one implementation; a real vendor's adapter is another.
 */

/** What the vendor is given: the submission and where its document is (a server file id, never the bytes inline). */
export interface KycCase {
  /** Names one submission of one player (kycReference). */
  referenceId: string;
  realName: string;
  birthDate: string;
  documentType: string;
  fileId: string;
}

/** approved; rejected (final for this submission); resubmit (the document cannot be read: upload a new one). */
export type KycVerdict = 'approved' | 'rejected' | 'resubmit';

export const KYC_VERDICTS: readonly KycVerdict[] = ['approved', 'rejected', 'resubmit'];

/** The vendor's webhook body. */
export interface KycDecision {
  referenceId: string;
  verdict: KycVerdict;
  /** Shown to the player on a rejection or a resubmit request; '' on approval. */
  reason: string;
  /** Hex HMAC-SHA256 over decisionMessage(…) with the vendor's webhook secret. */
  signature: string;
}

export interface KycVendor {
  readonly name: string;
  readonly sandbox: boolean;
  /** Hands a submission over; the decision comes later through the signed webhook. */
  submit(kycCase: KycCase): Promise<void>;
  /** Constant-time check of a decision's signature. */
  verifyDecision(decision: KycDecision): boolean;
}

/** The signed text: reference, verdict and reason, `|`-separated (a `|` in the reason cannot shift the fields: it is last). */
export function decisionMessage(d: Omit<KycDecision, 'signature'>): string {
  return `${d.referenceId}|${d.verdict}|${d.reason}`;
}

export function signDecision(secret: string, d: Omit<KycDecision, 'signature'>): string {
  return createHmac('sha256', secret).update(decisionMessage(d)).digest('hex');
}

export function verifyDecisionSignature(secret: string, d: KycDecision): boolean {
  if (!/^[0-9a-f]{64}$/i.test(d.signature)) return false;
  const expected = createHmac('sha256', secret).update(decisionMessage(d)).digest();
  return timingSafeEqual(expected, Buffer.from(d.signature, 'hex'));
}

/** One submission: the player and the submission's time, so a late decision about an older one is not applied. */
export function kycReference(userId: number, submittedAt: number): string {
  return `kyc-${userId}-${submittedAt}`;
}

export function parseKycReference(referenceId: string): { userId: number; submittedAt: number } | null {
  const match = /^kyc-(\d{1,10})-(\d{1,15})$/.exec(referenceId);
  if (!match) return null;
  return { userId: Number(match[1]), submittedAt: Number(match[2]) };
}

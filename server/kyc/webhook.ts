import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/connect';
import { kycSubmissions } from '../db/schema';
import type { Logger } from '../log';
import { sendMail } from '../player/mail';
import { reviewKyc } from '../wallet/kyc';
import { KYC_MAILS } from './mails';
import { KYC_VERDICTS, type KycDecision, type KycVendor, parseKycReference } from './vendor';

export const KYC_WEBHOOK_PATH = '/kyc/webhook';

function asDecision(body: unknown): KycDecision | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.referenceId !== 'string' || typeof b.reason !== 'string' || typeof b.signature !== 'string') return null;
  if (!KYC_VERDICTS.includes(b.verdict as KycDecision['verdict'])) return null;
  if (b.reason.length > 500 || b.referenceId.length > 64) return null;
  return {
    referenceId: b.referenceId,
    verdict: b.verdict as KycDecision['verdict'],
    reason: b.reason,
    signature: b.signature,
  };
}

/**
 * The vendor's decision webhook: signed (constant-time check), about a submission still pending with the same
 * time as its reference; applied once (a repeat or a decision about an older submission changes nothing).
 * resubmit asks for a new photo: the player submits again (addKyc replaces a rejection or a resubmit request).
 * The player gets a mail with the outcome, in the same transaction as the decision.
 */
export function registerKycWebhook(app: Hono, db: Db, vendor: KycVendor, log: Logger, clock: () => number): void {
  app.post(KYC_WEBHOOK_PATH, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ ok: false, error: 'body is not JSON' }, 400);
    }
    const decision = asDecision(body);
    if (!decision) return c.json({ ok: false, error: 'not a KYC decision' }, 400);
    if (!vendor.verifyDecision(decision)) {
      log.error(`[kyc] refused a decision with a bad signature for ${decision.referenceId}`);
      return c.json({ ok: false, error: 'bad signature' }, 401);
    }
    const ref = parseKycReference(decision.referenceId);
    if (!ref) return c.json({ ok: false, error: 'unknown reference' }, 400);
    const [pending] = await db
      .select({ submittedAt: kycSubmissions.submittedAt })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.userId, ref.userId), eq(kycSubmissions.status, 'pending')));
    if (!pending || pending.submittedAt.getTime() !== ref.submittedAt) {
      // Already decided, or about an older submission: acknowledged, nothing changes.
      return c.json({ ok: true, applied: false });
    }
    const status = await reviewKyc(db, ref.userId, decision.verdict, decision.reason || null, clock(), (tx, applied) =>
      sendMail(tx, ref.userId, KYC_MAILS[applied.verdict](applied.reason ?? '')),
    );
    log.info(`[kyc] ${decision.referenceId}: ${decision.verdict}`);
    return c.json({ ok: true, applied: status !== null });
  });
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { kycSubmissions, users } from '../db/schema';
import { KYC_MAILS } from '../kyc/mails';
import type { KycVerdict } from '../kyc/vendor';
import { sendMail } from '../player/mail';
import type { FileStore } from '../wallet/fileStore';
import { kycFile, reviewKyc } from '../wallet/kyc';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/** Submissions waiting for a decision, oldest first (the sandbox vendor may still decide first in demo mode). */
export async function kycQueue(db: Db) {
  const rows = await db
    .select({
      userId: kycSubmissions.userId,
      account: users.account,
      realName: kycSubmissions.realName,
      birthDate: kycSubmissions.birthDate,
      documentType: kycSubmissions.documentType,
      submittedAt: kycSubmissions.submittedAt,
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.status, 'pending'))
    .orderBy(asc(kycSubmissions.submittedAt));
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt.getTime() }));
}

/**
 * Support or finance decides a pending submission: approve, reject or ask for a new document (resubmit), with a
 * reason the player reads. The player's mail and the audit row commit with the decision.
 */
export async function decideKyc(
  db: Db,
  actor: StaffMember,
  userId: number,
  verdict: KycVerdict,
  reason: string,
  now: number,
): Promise<void> {
  if (verdict !== 'approved' && reason.trim() === '') throw new OpsError(400, 'Give the player a reason.');
  const decided = await reviewKyc(
    db,
    userId,
    verdict,
    verdict === 'approved' ? null : reason,
    now,
    async (tx, applied) => {
      await sendMail(tx, userId, KYC_MAILS[applied.verdict](applied.reason ?? ''));
      await writeAudit(
        tx,
        actor,
        {
          action: `kyc.${applied.verdict}`,
          target: `player:${userId}`,
          before: { kyc: 'pending' },
          after: { kyc: applied.verdict, reason: applied.reason ?? '', asked: verdict },
        },
        now,
      );
    },
  );
  if (!decided) throw new OpsError(409, 'This submission is not waiting for review.');
}

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The player's latest document as a download: the type sniffed at upload (an image type only, never HTML),
 * `attachment`, nosniff and no caching (the server's CSP comes on top). The view is audited.
 */
export async function kycDocument(db: Db, files: FileStore, actor: StaffMember, userId: number, now: number) {
  const [sub] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId));
  const file = sub ? await kycFile(db, files, sub.fileId) : undefined;
  if (!file?.bytes) throw new OpsError(404, 'This player has no document.');
  const extension = EXTENSION[file.mimeType];
  await writeAudit(db, actor, { action: 'kyc.document', target: `player:${userId}` }, now);
  return {
    bytes: file.bytes,
    headers: {
      'Content-Type': extension ? file.mimeType : 'application/octet-stream',
      'Content-Disposition': `attachment; filename="kyc-${userId}.${extension ?? 'bin'}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  };
}

import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { birthDateProblem, MINIMUM_AGE } from '../../src/api/contract/accountRules';
import { KYC_IMAGE_MAX_BYTES } from '../../src/api/contract/define';
import type { KycStatus } from '../../src/api/contract/kyc';
import type { Db, Tx } from '../db/connect';
import { kycFiles, kycSubmissions, users } from '../db/schema';
import { AppError, ERRCODE } from '../errors';
import { decodeFile } from '../http/offLoop';
import { identityValue, recordSignals, refuseExcludedIdentity } from '../responsibleGaming/person';
import { WALLET_ERRCODE, WALLET_RULES } from './errcodes';
import type { FileStore } from './fileStore';
import { newId } from './ids';
import { type ImageType, sniffImage } from './imageSniff';

export type KycMime = ImageType;

/** Uploads a player may make per rolling 24 h (each answers a new fileId; a resubmission needs one more). */
export const KYC_DAILY_UPLOADS = 10;

/**
 * uploadKyc: the bytes must be a JPEG, PNG or WebP by their content (and what the client declared),
 * at most 2 MiB; at most 10 a day per player. The file goes to the FileStore (disk), off the event loop: the
 * base64 decode and the hash run in the body worker thread and the write through fs/promises. The database keeps the metadata
 * only (kyc_files has no bytes column since migration 0006).
 */
export async function storeKycFile(
  db: Db,
  files: FileStore,
  userId: number,
  base64: string,
  declared: KycMime,
  now: number,
): Promise<string> {
  // The base64 decode and the SHA-256 run in the body worker (server/http/offLoop.ts), off the event loop.
  const { bytes, sha256 } = await decodeFile(base64);
  if (bytes.length === 0 || bytes.length > KYC_IMAGE_MAX_BYTES) {
    throw new AppError(WALLET_ERRCODE.kycImageInvalid, 'The photo must be a JPEG, PNG or WebP image of at most 2 MB.');
  }
  const type = sniffImage(bytes);
  if (type === null || type !== declared) {
    throw new AppError(WALLET_ERRCODE.kycImageInvalid, 'The file is not a JPEG, PNG or WebP image.');
  }
  const [today] = await db
    .select({ n: count() })
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), gt(kycFiles.createdAt, new Date(now - DAY_MS))));
  if ((today?.n ?? 0) >= KYC_DAILY_UPLOADS) {
    throw new AppError(
      ERRCODE.rateLimited,
      `At most ${KYC_DAILY_UPLOADS} photos a day. Please try again tomorrow.`,
      429,
    );
  }
  const fileId = newId('K');
  await files.put(fileId, bytes);
  await db.insert(kycFiles).values({
    fileId,
    userId,
    mimeType: type,
    sha256,
    createdAt: new Date(now),
  });
  return fileId;
}

const DAY_MS = 86_400_000;

export interface KycForm {
  documentType: string;
  realName: string;
  birthDate: string;
  fileId: string;
}

/**
 * addKyc: a new submission waits for review; refused while one is pending or after approval. The birth date goes by
 * the registration's rule (a real day from 1900, 21 or older on today's Manila date; 3017 otherwise) and
 * must be the one the player gave at registration or LINE sign-up, when there is one (3018, after the photo's 3014).
 */
export async function submitKyc(db: Db, userId: number, form: KycForm, now: number): Promise<KycStatus> {
  const problem = birthDateProblem(form.birthDate, now);
  if (problem === 'invalid') throw new AppError(WALLET_ERRCODE.kycUnderAge, 'Enter a valid birth date.');
  if (problem === 'underAge') {
    throw new AppError(WALLET_ERRCODE.kycUnderAge, `Only players aged ${MINIMUM_AGE} or older may play.`);
  }
  const [file] = await db
    .select({ fileId: kycFiles.fileId })
    .from(kycFiles)
    .where(and(eq(kycFiles.fileId, form.fileId), eq(kycFiles.userId, userId)));
  if (!file) throw new AppError(WALLET_ERRCODE.kycFileNotFound, 'Upload the document photo again.');
  const [player] = await db.select({ birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  if (player?.birthDate && player.birthDate !== form.birthDate) {
    throw new AppError(
      WALLET_ERRCODE.kycBirthDateMismatch,
      'The date of birth differs from the one you gave when you signed up. Enter the date on your document; if that one is right, contact support.',
    );
  }
  // The excluded person's identity opens no account to play, whoever's account it is (5104 / 5103).
  await refuseExcludedIdentity(db, identityValue(form.realName, form.birthDate), now);
  const values = {
    status: 'pending' as const,
    documentType: form.documentType,
    realName: form.realName.trim(),
    birthDate: form.birthDate,
    fileId: form.fileId,
    reason: null,
    submittedAt: new Date(now),
    reviewedAt: null,
  };
  return db.transaction(async (tx) => {
    // Insert, or replace only a rejected one (or a request for a new photo): pending and approved ones stand.
    const [row] = await tx
      .insert(kycSubmissions)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: kycSubmissions.userId,
        set: values,
        setWhere: inArray(kycSubmissions.status, ['rejected', 'resubmit']),
      })
      .returning({ status: kycSubmissions.status });
    if (!row) {
      throw new AppError(WALLET_ERRCODE.kycAlreadySubmitted, 'Your verification is already under review or approved.');
    }
    return row.status;
  });
}

export interface KycState {
  status: KycStatus;
  reason: string | null;
  /** When KYC becomes required: registration + 7 days; null once approved. */
  dueTime: number | null;
}

export async function kycState(db: Db, userId: number): Promise<KycState> {
  const [[sub], [user]] = await Promise.all([
    db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)),
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
  ]);
  const status: KycStatus = sub?.status ?? 'none';
  return {
    status,
    reason: status === 'rejected' || status === 'resubmit' ? (sub?.reason ?? null) : null,
    dueTime: status === 'approved' || !user ? null : user.createdAt.getTime() + WALLET_RULES.kycDueMs,
  };
}

/**
 * The decision (the vendor's webhook, or the test control): approved sets userInfo.hasKyc; rejected and resubmit
 * keep the reason for the player. Only a pending submission is reviewed; `also` runs in the same transaction when
 * the decision applies (the player's mail), with the verdict that applied: an approval of an excluded person's
 * identity is recorded as a rejection (EXCLUDED_IDENTITY_REASON) and ties the account to that person.
 */
/** The player's reason when a verified document is an excluded person's. */
export const EXCLUDED_IDENTITY_REASON =
  'This identity belongs to a person excluded from gaming (a self-exclusion or the national list of excluded persons).';

export async function reviewKyc(
  db: Db,
  userId: number,
  decision: 'approved' | 'rejected' | 'resubmit',
  reason: string | null,
  now: number,
  also?: (tx: Tx, applied: { verdict: 'approved' | 'rejected' | 'resubmit'; reason: string | null }) => Promise<void>,
): Promise<KycStatus | null> {
  return db.transaction(async (tx) => {
    let verdict = decision;
    let why = reason;
    const [waiting] = await tx
      .select({ realName: kycSubmissions.realName, birthDate: kycSubmissions.birthDate })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'pending')));
    if (waiting && decision === 'approved') {
      const identity = identityValue(waiting.realName, waiting.birthDate);
      // A document that checks out proves the identity, even when it is an excluded person's: the account is then
      // tied to that person (and bound by their exclusion) and the verification is refused, not approved.
      const refusal = await refuseExcludedIdentity(tx, identity, now).then(
        () => null,
        (err: unknown) => {
          if (err instanceof AppError) return err;
          throw err;
        },
      );
      await recordSignals(tx, userId, [{ kind: 'identity', value: identity }]);
      if (refusal) {
        verdict = 'rejected';
        why = EXCLUDED_IDENTITY_REASON;
      }
    }
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status: verdict, reason: verdict === 'approved' ? null : why, reviewedAt: new Date(now) })
      .where(and(eq(kycSubmissions.userId, userId), inArray(kycSubmissions.status, ['pending'])))
      .returning({ status: kycSubmissions.status });
    if (!row) return null;
    await also?.(tx, { verdict, reason: verdict === 'approved' ? null : why });
    await tx
      .update(users)
      .set({ hasKyc: verdict === 'approved' ? 1 : 0 })
      .where(eq(users.id, userId));
    return row.status;
  });
}

/** An uploaded file's metadata and bytes (the reviewer's view), or undefined. */
export async function kycFile(db: Db, files: FileStore, fileId: string) {
  const [row] = await db.select().from(kycFiles).where(eq(kycFiles.fileId, fileId));
  if (!row) return undefined;
  return { ...row, bytes: await files.get(fileId) };
}

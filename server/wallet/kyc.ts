import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { KycStatus } from '../../src/api/contract/entities';
import type { Db } from '../db/connect';
import { kycFiles, kycSubmissions, users } from '../db/schema';
import { AppError } from '../errors';
import { WALLET_ERRCODE, WALLET_RULES } from './errcodes';
import { newId } from './ids';

export type KycMime = 'image/jpeg' | 'image/png' | 'image/webp';

/** The first bytes each accepted image type starts with. */
function looksLike(bytes: Buffer, mime: KycMime): boolean {
  switch (mime) {
    case 'image/jpeg':
      return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

/** uploadKyc: the bytes must be an image of the declared type, at most 5 MiB. Stored in the database. */
export async function storeKycFile(db: Db, userId: number, base64: string, mimeType: KycMime): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > WALLET_RULES.kycMaxBytes) {
    throw new AppError(WALLET_ERRCODE.kycImageInvalid, 'The photo must be a JPEG, PNG or WebP image of at most 5 MB.');
  }
  if (!looksLike(bytes, mimeType)) {
    throw new AppError(WALLET_ERRCODE.kycImageInvalid, 'The file is not a JPEG, PNG or WebP image.');
  }
  const fileId = newId('K');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.insert(kycFiles).values({ fileId, userId, mimeType, bytes, sha256 });
  return fileId;
}

/** Whole years between a YYYY-MM-DD birth date and now (UTC), or null when the date does not exist. */
export function ageOn(birthDate: string, now: number): number | null {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d)) age -= 1;
  return age;
}

export interface KycForm {
  documentType: string;
  realName: string;
  birthDate: string;
  fileId: string;
}

/** addKyc: a new submission waits for review; refused while one is pending or after approval. */
export async function submitKyc(db: Db, userId: number, form: KycForm, now: number): Promise<KycStatus> {
  const age = ageOn(form.birthDate, now);
  if (age === null || age > 120 || age < 0) throw new AppError(WALLET_ERRCODE.kycUnderAge, 'Enter a valid birth date.');
  if (age < WALLET_RULES.minimumAge) {
    throw new AppError(WALLET_ERRCODE.kycUnderAge, `Only players aged ${WALLET_RULES.minimumAge} or older may play.`);
  }
  const [file] = await db
    .select({ fileId: kycFiles.fileId })
    .from(kycFiles)
    .where(and(eq(kycFiles.fileId, form.fileId), eq(kycFiles.userId, userId)));
  if (!file) throw new AppError(WALLET_ERRCODE.kycFileNotFound, 'Upload the document photo again.');
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
    // Insert, or replace only a rejected submission: pending and approved ones stand.
    const [row] = await tx
      .insert(kycSubmissions)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: kycSubmissions.userId,
        set: values,
        setWhere: eq(kycSubmissions.status, 'rejected'),
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
    reason: status === 'rejected' ? (sub?.reason ?? null) : null,
    dueTime: status === 'approved' || !user ? null : user.createdAt.getTime() + WALLET_RULES.kycDueMs,
  };
}

/** The reviewer's decision (test control): approved sets userInfo.hasKyc. Only a pending submission is reviewed. */
export async function reviewKyc(
  db: Db,
  userId: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
  now: number,
): Promise<KycStatus | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status: decision, reason: decision === 'rejected' ? reason : null, reviewedAt: new Date(now) })
      .where(and(eq(kycSubmissions.userId, userId), inArray(kycSubmissions.status, ['pending'])))
      .returning({ status: kycSubmissions.status });
    if (!row) return null;
    await tx
      .update(users)
      .set({ hasKyc: decision === 'approved' ? 1 : 0 })
      .where(eq(users.id, userId));
    return row.status;
  });
}

export async function kycFile(db: Db, fileId: string) {
  const [row] = await db.select().from(kycFiles).where(eq(kycFiles.fileId, fileId));
  return row;
}

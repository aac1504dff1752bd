import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { activityClaims, activityOffers } from '../db/schema';

export type OfferRow = typeof activityOffers.$inferSelect;

export async function findOffer(db: Db | Tx, userId: number, activityType: number): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(activityOffers)
    .where(and(eq(activityOffers.userId, userId), eq(activityOffers.activityType, activityType)));
  return row;
}

/** Creates the offer once (concurrent first looks agree on one row), then answers it. */
export async function createOffer(
  db: Db,
  values: { userId: number; activityType: number; awardId: number; expireAt: Date | null },
): Promise<OfferRow> {
  await db.insert(activityOffers).values(values).onConflictDoNothing();
  const row = await findOffer(db, values.userId, values.activityType);
  if (!row) throw new Error('offer vanished after insert');
  return row;
}

/** The props of an award already claimed. */
export async function claimedProps(
  db: Db | Tx,
  userId: number,
  activityType: number,
  awardId: number,
): Promise<number[]> {
  const rows = await db
    .select({ propId: activityClaims.propId })
    .from(activityClaims)
    .where(
      and(
        eq(activityClaims.userId, userId),
        eq(activityClaims.activityType, activityType),
        eq(activityClaims.awardId, awardId),
      ),
    )
    .orderBy(activityClaims.id);
  return rows.map((row) => row.propId);
}

/** Records a claim; false when it was already there (the claim is then refused, nothing is paid). */
export async function recordClaim(
  tx: Tx,
  claim: { userId: number; activityType: number; awardId: number; propId: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(activityClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ id: activityClaims.id });
  return inserted.length > 0;
}

export const expireTimeOf = (row: Pick<OfferRow, 'expireAt'>): number => row.expireAt?.getTime() ?? -1;
export const isExpired = (row: Pick<OfferRow, 'expireAt'>, now: number): boolean =>
  row.expireAt !== null && row.expireAt.getTime() <= now;

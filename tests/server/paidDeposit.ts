import { eq, sql } from 'drizzle-orm';
import { kycSubmissions, recharges, users } from '../../server/db/schema';
import { post } from '../../server/ledger';
import type { TestServer } from './harness';

const DAY = 86_400_000;

/**
 * A deposit of `amount` hundredths paid at `at`, as the provider's callback leaves it: the coin credited, the order
 * at status 1 with its finished_at, the first recharge time set (the promotions read paid deposits from these rows).
 */
export async function paidDeposit(server: TestServer, userId: number, orderId: string, amount: number, at: number) {
  await server.conn.db.transaction((tx) => post(tx, { userId, amount, kind: 'recharge', ref: orderId }));
  await server.conn.db.insert(recharges).values({
    orderId,
    userId,
    rechargeType: 1,
    rechargeTypeName: 'GCash',
    payMode: 'url',
    amount,
    status: 1,
    expiresAt: new Date(at + DAY),
    finishedAt: new Date(at),
    createdAt: new Date(at),
  });
  await server.conn.db
    .update(users)
    .set({
      firstRechargeAt: sql`coalesce(${users.firstRechargeAt}, ${new Date(at - 1_000).toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

/**
 * Makes the account a verified person of its own: an approved identity check with a name no other test account
 * has (the valid-invitee rule counts verified, distinct persons; server/player/personIdentity.ts).
 */
export async function verifiedPerson(
  server: TestServer,
  userId: number,
  realName = `Person ${userId}`,
  birthDate = '1990-01-01',
) {
  await server.conn.db
    .insert(kycSubmissions)
    .values({
      userId,
      status: 'approved',
      documentType: 'passport',
      realName,
      birthDate,
      fileId: `test-${userId}`,
      submittedAt: new Date(),
      reviewedAt: new Date(),
    })
    .onConflictDoUpdate({ target: kycSubmissions.userId, set: { status: 'approved', realName, birthDate } });
}

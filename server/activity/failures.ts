import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { activityFailures } from '../db/schema';
import { AppError } from '../errors';

/**
 * Test controls' one-shot refusals (docs/activity-server.md): when one is set for this player and call, it is
 * removed and answered as that errcode, so model-based specs reach every errcode branch of the client.
 */
export async function takeFailure(db: Db, userId: number, call: string): Promise<void> {
  const [row] = await db
    .delete(activityFailures)
    .where(and(eq(activityFailures.userId, userId), eq(activityFailures.call, call)))
    .returning();
  if (row) throw new AppError(row.errcode, `Refused by a test control (${row.errcode}).`);
}

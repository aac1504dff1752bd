import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { auditLog } from '../db/schema';
import { currentRequestId } from '../runtime/requestContext';

/** Who did it: a signed-in staff member, or the name typed at a log-in attempt (no id when unknown). */
export interface Actor {
  id: number | null;
  username: string;
}

export interface AuditEntry {
  action: string;
  /** What it was done to: `withdrawal:<orderId>`, `player:<id>`, `staff:<id>`, `kyc:<userId>`. */
  target: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row; call it with the transaction that makes the change, so the change and its record commit
 * together. The row carries the id of the request it was written for. There is deliberately no update or delete here: the table is append-only (a trigger refuses both).
 */
export async function writeAudit(db: Db | Tx, actor: Actor, entry: AuditEntry, now: number): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor.id,
    staffName: actor.username,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: new Date(now),
    requestId: currentRequestId() ?? null,
  });
}

/** The newest rows first, optionally about one target. */
export async function readAudit(db: Db, target: string | null, limit = 100) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(target ? eq(auditLog.target, target) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, at: r.at.getTime() }));
}

import { eq } from 'drizzle-orm';
import {
  type CannedRepliesAnswer,
  type CannedReply,
  checkCannedReplies,
  DEFAULT_CANNED_REPLIES,
  servedCannedReplies,
} from '../../src/api/contract/chatCanned';
import type { Db, Tx } from '../db/connect';
import { chatCannedReplies, type StaffRole } from '../db/schema';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/*
 * The live chat's canned replies (docs/ops.md "Live chat"): admin adds, edits, removes and orders them in /ops/chat;
 * support reads them with the queue. The list is read from the database on every request, so every instance serves
 * a change at once. A save is checked whole (the field named, nothing stored on error), names the revision it was
 * edited from (a list changed meanwhile is refused, 409, so nobody overwrites what they never saw) and is written
 * with its audit row (before and after) in one transaction.
 */

/** Who edits the list: admin. Support reads and sends the replies. */
export const CANNED_EDIT_ROLES: readonly StaffRole[] = ['admin'];

export const CANNED_TARGET = 'chat:canned';

const ROW = 1;

/** The list as served (a stored list breaking the rules reads as the product's) and its revision (0: never saved). */
export async function readCannedReplies(db: Db | Tx): Promise<CannedRepliesAnswer> {
  const [row] = await db.select().from(chatCannedReplies).where(eq(chatCannedReplies.id, ROW));
  if (!row) return { replies: [...DEFAULT_CANNED_REPLIES], revision: 0 };
  return { replies: servedCannedReplies(row.replies), revision: row.revision };
}

/** A fresh id for a new reply: `reply-<n>`, the lowest n no reply of the list uses. */
function freshId(taken: Set<string>): string {
  let n = 1;
  while (taken.has(`reply-${n}`)) n += 1;
  taken.add(`reply-${n}`);
  return `reply-${n}`;
}

/** Replaces the list: `replies` in their order (a reply without id is new), edited from `revision`. */
export async function saveCannedReplies(
  db: Db,
  actor: StaffMember,
  body: Record<string, unknown>,
  now: number,
): Promise<CannedRepliesAnswer> {
  const revision = body.revision;
  if (typeof revision !== 'number' || !Number.isInteger(revision) || revision < 0) {
    throw new OpsError(400, 'revision: must be the revision the list was read at.');
  }
  const checked = checkCannedReplies(body.replies);
  if (!checked.ok) throw new OpsError(400, checked.issues.map((i) => `${i.path}: ${i.message}`).join(' '));
  return db.transaction(async (tx) => {
    // The row is locked so two saves audit what each really replaced.
    await tx.select().from(chatCannedReplies).where(eq(chatCannedReplies.id, ROW)).for('update');
    const before = await readCannedReplies(tx);
    if (before.revision !== revision) {
      throw new OpsError(409, 'Someone changed the canned replies meanwhile: read them again, then edit.');
    }
    const known = new Set(before.replies.map((r) => r.id));
    const taken = new Set(checked.value.flatMap((r) => (r.id === undefined ? [] : [r.id])));
    const unknown = checked.value.findIndex((r) => r.id !== undefined && !known.has(r.id));
    if (unknown >= 0) throw new OpsError(400, `replies[${unknown}].id: is not a reply of the list.`);
    const replies: CannedReply[] = checked.value.map((r) => ({
      id: r.id ?? freshId(taken),
      title: r.title,
      body: r.body,
    }));
    if (JSON.stringify(replies) === JSON.stringify(before.replies)) {
      throw new OpsError(400, 'These are the canned replies in force already.');
    }
    const after = { replies, revision: before.revision + 1 };
    await tx
      .insert(chatCannedReplies)
      .values({ id: ROW, replies, revision: after.revision, updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: chatCannedReplies.id,
        set: { replies, revision: after.revision, updatedAt: new Date(now) },
      });
    await writeAudit(
      tx,
      actor,
      { action: 'chat.canned.change', target: CANNED_TARGET, before: before.replies, after: replies },
      now,
    );
    return after;
  });
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { type StaffRole, staff, staffSessions } from '../db/schema';

/** Staff tokens are short-lived: 15 min without a call, 8 h after log-in whatever happens. */
export const STAFF_SESSION = { idleMs: 15 * 60_000, absoluteMs: 8 * 3_600_000 } as const;

export interface StaffMember {
  id: number;
  username: string;
  role: StaffRole;
}

/** A new session; the clear token goes to the client only (the row keeps its SHA-256). */
export async function createStaffSession(db: Db | Tx, staffId: number, now: number): Promise<string> {
  const token = newToken();
  const at = new Date(now);
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, createdAt: at, lastSeenAt: at });
  return token;
}

/**
 * The staff member of a live token, or null: not revoked, the account not disabled, used within 15 min, issued
 * within 8 h. Each accepted call slides the idle clock. A player's token is not in this table: null.
 */
export async function staffOfToken(db: Db, token: string, now: number): Promise<StaffMember | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: staff.id,
      username: staff.username,
      role: staff.role,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), isNull(staff.disabledAt)));
  if (!row) return null;
  const expired =
    now - row.createdAt.getTime() >= STAFF_SESSION.absoluteMs || now - row.lastSeenAt.getTime() >= STAFF_SESSION.idleMs;
  if (expired) return null;
  await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(staffSessions.tokenHash, tokenHash));
  return { id: row.id, username: row.username, role: row.role };
}

export async function revokeStaffSession(db: Db, token: string, now: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}

/** Every live session of one staff member (disabled, TOTP reset), or every other one (`keep`: a password change). */
export async function revokeStaffSessions(db: Db | Tx, staffId: number, now: number, keep?: string): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keep === undefined ? undefined : ne(staffSessions.tokenHash, hashToken(keep)),
      ),
    )
    .returning({ tokenHash: staffSessions.tokenHash });
  return ended.length;
}

import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { validInvitee } from './invitees';

/**
 * A player's downline: the accounts registered with their invite code (users.pid, level 1), the accounts
 * registered with those accounts' codes (level 2), and so on down to `depth`. One recursive query; a cycle cannot
 * occur (pid is set once, at registration, to an older account) but the depth bound keeps it finite regardless.
 * `valid` is the valid-invitee rule of ./invitees.ts (a paid deposit and the device limit), and `bets` the member's
 * stakes in hundredths ('game:bet' ledger rows) in [since, until), for commission on valid bets.
 */
export interface DownlineMember {
  userId: number;
  level: number;
  valid: boolean;
  registeredAt: Date;
  bets: number;
}

export async function downlineOf(
  db: Db | Tx,
  userId: number,
  depth: number,
  bets: { since: Date; until: Date } = { since: new Date(0), until: new Date(0) },
): Promise<DownlineMember[]> {
  // PGlite and node-postgres both answer { rows }; the driver-neutral type does not say so.
  const result = (await db.execute(sql`
    WITH RECURSIVE down(id, level) AS (
      SELECT id, 1 FROM users WHERE pid = ${userId} AND id <> ${userId}
      UNION ALL
      SELECT u.id, d.level + 1 FROM users u JOIN down d ON u.pid = d.id WHERE d.level < ${depth}
    )
    SELECT d.id AS "userId", d.level AS "level", ${validInvitee} AS "valid",
      users.created_at AS "registeredAt",
      COALESCE((SELECT SUM(-l.amount) FROM ledger l WHERE l.user_id = d.id AND l.kind = 'game:bet'
        AND l.created_at >= ${bets.since.toISOString()}::timestamptz
        AND l.created_at < ${bets.until.toISOString()}::timestamptz), 0) AS "bets"
    FROM down d JOIN users ON users.id = d.id
    ORDER BY d.level, d.id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    userId: Number(row.userId),
    level: Number(row.level),
    valid: row.valid === true,
    registeredAt: new Date(row.registeredAt as string),
    bets: Number(row.bets),
  }));
}

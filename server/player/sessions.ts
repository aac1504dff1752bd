import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { sessions } from '../db/schema';

/** Longest token we bother looking up; ours are 64 hex characters. */
const MAX_TOKEN_LENGTH = 128;

/** Device info kept on a session (spec §3 device info plus the visitor id). */
export type SessionDevice = Record<string, unknown>;

/** `Authorization: Bearer <token>` → token, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** A new session; answers the clear token, which only the client keeps (the row holds its hash). */
export async function createSession(
  db: Db | Tx,
  userId: number,
  fingerprint: string,
  device: SessionDevice | null = null,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, fingerprint, device });
  return token;
}

/** The player a live (not revoked) token belongs to, or null. */
export async function sessionUser(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  return row?.userId ?? null;
}

/** Heartbeat: the session is alive, possibly inside a game. */
export async function touchSession(db: Db, token: string, gameId: number | null): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, gameId })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** reportDevice: the latest device info of this session. */
export async function setSessionDevice(db: Db, token: string, device: SessionDevice): Promise<void> {
  await db
    .update(sessions)
    .set({ device })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Logout: the token stops working at once. */
export async function revokeSession(db: Db, token: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Every live session of a player (suspension). */
export async function revokeUserSessions(db: Db, userId: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { sessions } from '../db/schema';

/** Longest token we bother looking up; ours are 43 characters. */
const MAX_TOKEN_LENGTH = 128;

/** `Authorization: Bearer <token>` → token, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

export async function createSession(db: Db, userId: number, fingerprint: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ token, userId, fingerprint });
  return token;
}

/** The player a token belongs to, or null. */
export async function sessionUser(db: Db, token: string): Promise<number | null> {
  const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.token, token));
  return row?.userId ?? null;
}

/** Heartbeat: the session is alive, possibly inside a game. */
export async function touchSession(db: Db, token: string, gameId: number | null): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()`, gameId }).where(eq(sessions.token, token));
}

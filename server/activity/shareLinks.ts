import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/connect';
import { shareLinks, users } from '../db/schema';

/** Path of a share link; the client makes it absolute with its own origin. */
export const shareLinkPath = (code: string) => `/s/${code}`;

/** Where a share link leads: registration with the inviter's code, account id and the share source. */
export const registerPathOf = (inviteCode: string, uid: number, source: string) =>
  `/register?${new URLSearchParams({ inviteCode, uid: String(uid), source })}`;

/**
 * shortUrl {source}: a short link for the player's invite (spec §5: code, account id and share source). The same
 * link every time for one source (the share panel asks on each visit; a QR code once shared keeps working).
 */
export async function createShareLink(db: Db, userId: number, source: string) {
  const [[user], [existing]] = await Promise.all([
    db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId)),
    db
      .select({ code: shareLinks.code })
      .from(shareLinks)
      .where(and(eq(shareLinks.userId, userId), eq(shareLinks.source, source)))
      .limit(1),
  ]);
  const code = existing?.code ?? randomBytes(6).toString('base64url');
  if (!existing) await db.insert(shareLinks).values({ code, userId, source });
  return { url: shareLinkPath(code), inviteCode: user?.inviteCode ?? '', uid: userId, source };
}

/** GET /s/{code}: redirects to the app's registration with the link's invite; an unknown code to the home. */
export function registerShareLinks(app: Hono, db: Db): void {
  app.get('/s/:code', async (c) => {
    const code = c.req.param('code');
    const [row] = await db
      .select({ source: shareLinks.source, uid: shareLinks.userId, inviteCode: users.inviteCode })
      .from(shareLinks)
      .innerJoin(users, eq(users.id, shareLinks.userId))
      .where(eq(shareLinks.code, code));
    return c.redirect(row ? registerPathOf(row.inviteCode, row.uid, row.source) : '/lobby/home', 302);
  });
}

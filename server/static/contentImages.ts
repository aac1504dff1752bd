import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { CONTENT_IMAGE_PATH } from '../../src/api/contract/content';
import type { Db } from '../db/connect';
import { contentImages } from '../db/schema';

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** The address names the picture's own hash: it never changes, so every cache may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Pictures uploaded in /ops (server/ops/content.ts), served from the database by any instance at
 * `/static/content/<sha256>.<ext>`; the extension must be the stored type's.
 */
export function registerContentImageRoute(app: Hono, db: Db): void {
  app.get('/static/content/:file', async (c) => {
    const match = CONTENT_IMAGE_PATH.exec(c.req.path);
    const [row] = match ? await db.select().from(contentImages).where(eq(contentImages.hash, match[1]!)) : [];
    if (!row || EXTENSION[row.mime] !== match?.[2])
      return c.json({ code: 404, errcode: 404, msg: 'no such image' }, 404);
    return c.body(new Uint8Array(row.bytes), 200, {
      'Content-Type': row.mime,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}

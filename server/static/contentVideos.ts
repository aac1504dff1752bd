import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { CONTENT_VIDEO_PATH } from '../../src/api/contract/contentMedia';
import type { Db } from '../db/connect';
import { contentVideos } from '../db/schema';
import { videoAnswer } from './video';

const EXTENSION = { 'video/webm': 'webm', 'video/mp4': 'mp4' } as const;

/** The address names the video's own hash: it never changes, so every cache may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Videos uploaded in /ops (server/ops/contentVideos.ts), served from the database by any instance at
 * `/static/content-video/<sha256>.<ext>`, whole or by byte range; the extension must be the stored type's.
 */
export function registerContentVideoRoute(app: Hono, db: Db): void {
  app.get('/static/content-video/:file', async (c) => {
    const match = CONTENT_VIDEO_PATH.exec(c.req.path);
    const [row] = match ? await db.select().from(contentVideos).where(eq(contentVideos.hash, match[1]!)) : [];
    if (!row || EXTENSION[row.mime] !== match?.[2]) {
      return c.json({ code: 404, errcode: 404, msg: 'no such video' }, 404);
    }
    c.header('X-Content-Type-Options', 'nosniff');
    return videoAnswer(c, row.bytes, row.mime, IMMUTABLE);
  });
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { memo } from './art/memo';

/**
 * The promotional videos (docs/design.md "Promotional video"): small files drawn from the poster art by
 * `npm run promo-video` (scripts/promo-video.ts) and committed, so the server needs no encoder. They change only
 * with the code, like the drawn pictures: a day in every cache. Answered whole or by one byte range, as a static
 * file server does: Chromium and Safari fetch a video by ranges to seek and to loop.
 */
export const VIDEO_DIR = fileURLToPath(new URL('./video/', import.meta.url));

const TYPES = { webm: 'video/webm', mp4: 'video/mp4' } as const;
const CACHE = 'public, max-age=86400';
const FILE = /^([A-Za-z0-9-]{1,80})\.(webm|mp4)$/;

/** A handful of files of ~100 KB: read once, kept. */
const files = memo<Buffer | null>(32);

function readVideo(name: string): Buffer | null {
  return files(name, () => {
    try {
      return readFileSync(new URL(`./video/${name}`, import.meta.url));
    } catch {
      return null;
    }
  });
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range within `size`, or null when it cannot be served. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end ? { start, end } : null;
}

/**
 * A video answered whole, or by the one byte range asked (206; 416 for a range outside it), with its type and
 * cache rule: Chromium and Safari fetch a video by ranges to seek and to loop.
 */
export function videoAnswer(c: Context, body: Uint8Array, type: string, cache: string): Response {
  const headers = { 'Content-Type': type, 'Cache-Control': cache, 'Accept-Ranges': 'bytes' };
  const asked = c.req.header('Range');
  if (asked === undefined) return c.body(new Uint8Array(body), 200, headers);
  const range = byteRange(asked, body.length);
  if (!range) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${body.length}` });
  return c.body(new Uint8Array(body.subarray(range.start, range.end + 1)), 206, {
    ...headers,
    'Content-Range': `bytes ${range.start}-${range.end}/${body.length}`,
  });
}

export function registerVideoRoutes(app: Hono): void {
  app.get('/static/video/:file', (c) => {
    const name = c.req.param('file');
    const match = FILE.exec(name);
    const body = match ? readVideo(name) : null;
    if (!match || !body) return c.json({ code: 404, errcode: 404, msg: 'no such video' }, 404);
    return videoAnswer(c, body, TYPES[match[2] as keyof typeof TYPES], CACHE);
  });
}

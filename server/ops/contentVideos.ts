import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { TARGET_CLICK } from '../../src/api/contract/content';
import {
  CONTENT_VIDEO_MAX_BYTES,
  CONTENT_VIDEO_PATH,
  checkVideo,
  type OpsVideo,
  type VideoFields,
} from '../../src/api/contract/contentMedia';
import type { Db, Tx } from '../db/connect';
import { contentVideos, promoVideos } from '../db/schema';
import { bumpConfigRevision } from '../settings';
import { writeAudit } from './audit';
import { CONTENT_ROLES, type ContentRoute, checkExists, idParam, refuse, targetOf, uploadedBytes } from './content';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * The home's promotional videos in /ops/content (docs/ops.md "Content"): a video file (WebM or MP4, checked by its
 * bytes) and its poster are uploaded first and stored once by their hash; an entry then names both, where a tap
 * goes and whether it is the one the home shows. Every change is checked whole, written with the config revision
 * bumped and the audit row (before and after) in one transaction, so every instance's players get it on their next
 * appConfig without a restart. Marketing and admins only.
 */

type VideoMime = 'video/webm' | 'video/mp4';
const EXTENSION: Record<VideoMime, string> = { 'video/webm': 'webm', 'video/mp4': 'mp4' };

/** MP4's brands a browser plays (ISO base media, MPEG-4, H.264, DASH); QuickTime and still-image brands are not. */
const MP4_BRANDS = /^(isom|iso[2-9]|mp4[12]|avc1|dash|M4V |mmp4)$/;

/**
 * What the bytes are by their container, whatever a file name or a type claims; null for anything else. WebM: an
 * EBML header whose DocType is `webm`, then a Segment. MP4: a first `ftyp` box with a playable major brand.
 */
export function videoTypeOf(bytes: Uint8Array): VideoMime | null {
  const at = (sig: number[], offset: number) => sig.every((b, i) => bytes[offset + i] === b);
  const head = Buffer.from(bytes.subarray(0, 64));
  if (at([0x1a, 0x45, 0xdf, 0xa3], 0)) {
    const docType = head.indexOf(Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]));
    const segment = head.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
    return docType > 0 && segment > docType ? 'video/webm' : null;
  }
  if (bytes.length >= 16 && at([0x66, 0x74, 0x79, 0x70], 4)) {
    const boxSize = head.readUInt32BE(0);
    const brand = head.toString('latin1', 8, 12);
    return boxSize >= 16 && boxSize <= bytes.length && MP4_BRANDS.test(brand) ? 'video/mp4' : null;
  }
  return null;
}

/** The address a stored video is served at (server/static/contentVideos.ts). */
export const contentVideoUrl = (hash: string, mime: VideoMime) => `/static/content-video/${hash}.${EXTENSION[mime]}`;

/** Stores an uploaded video (base64 in `data`) once by its hash; refuses what is not a WebM or MP4 video. */
export async function uploadVideo(db: Db, actor: StaffMember, body: Record<string, unknown>, now: number) {
  const bytes = uploadedBytes(body, 'video', 'video', CONTENT_VIDEO_MAX_BYTES);
  const mime = videoTypeOf(bytes);
  if (!mime) throw new OpsError(400, 'video: the file is not a WebM or MP4 video.');
  const hash = createHash('sha256').update(bytes).digest('hex');
  const url = contentVideoUrl(hash, mime);
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(contentVideos)
      .values({ hash, mime, bytes, size: bytes.length })
      .onConflictDoNothing()
      .returning({ hash: contentVideos.hash });
    if (stored.length > 0) {
      await writeAudit(
        tx,
        actor,
        { action: 'content.video.file', target: `video-file:${hash}`, after: { url, size: bytes.length } },
        now,
      );
    }
  });
  return { url, size: bytes.length };
}

const videoOf = (row: typeof promoVideos.$inferSelect): OpsVideo => ({
  id: row.id,
  sort: row.sort,
  path: row.path,
  coverImg: row.coverImg,
  target: targetOf(row.clickType),
  action: row.clickAction,
  home: row.home,
});

async function videoRows(db: Db | Tx): Promise<OpsVideo[]> {
  const rows = await db.select().from(promoVideos).orderBy(asc(promoVideos.sort), asc(promoVideos.id));
  return rows.map(videoOf);
}

export const readVideos = async (db: Db) => ({ videos: await videoRows(db) });

/** What only the database can say: the uploaded video, the uploaded poster and the game exist. */
async function videoExists(tx: Tx, fields: VideoFields): Promise<void> {
  const upload = CONTENT_VIDEO_PATH.exec(fields.path);
  if (upload) {
    const [found] = await tx
      .select({ hash: contentVideos.hash })
      .from(contentVideos)
      .where(eq(contentVideos.hash, upload[1]!));
    if (!found) throw new OpsError(400, 'path: no such uploaded video; upload it again.');
  }
  await checkExists(tx, { imgUrl2: fields.coverImg, target: fields.target, action: fields.action }, 'coverImg');
}

const columnsOf = (f: VideoFields) => ({
  path: f.path,
  coverImg: f.coverImg,
  clickType: TARGET_CLICK[f.target],
  clickAction: f.action,
  home: f.home,
});

/** Every video change holds the table, so ids, order, the home's choice and the revision move one at a time. */
const lockVideos = (tx: Tx) => tx.execute(sql`LOCK TABLE ${promoVideos} IN SHARE ROW EXCLUSIVE MODE`);

/**
 * A video chosen for the home takes the choice from the one that had it (at most one has it); that one's change
 * is audited on its own row.
 */
async function takeHome(tx: Tx, actor: StaffMember, fields: VideoFields, id: number, now: number): Promise<void> {
  if (!fields.home) return;
  const [had] = await tx
    .update(promoVideos)
    .set({ home: false })
    .where(sql`${promoVideos.home} AND ${promoVideos.id} <> ${id}`)
    .returning({ id: promoVideos.id });
  if (had) {
    await writeAudit(
      tx,
      actor,
      { action: 'content.video.home', target: `video:${had.id}`, before: { home: true }, after: { home: false } },
      now,
    );
  }
}

async function lockedVideo(tx: Tx, id: number): Promise<OpsVideo> {
  await lockVideos(tx);
  const [row] = await tx.select().from(promoVideos).where(eq(promoVideos.id, id));
  if (!row) throw new OpsError(404, `There is no video ${id}.`);
  return videoOf(row);
}

/** A new video entry, last in the list. */
export async function createVideo(db: Db, actor: StaffMember, body: unknown, now: number): Promise<OpsVideo> {
  const fields = refuse(checkVideo(body));
  return db.transaction(async (tx) => {
    await lockVideos(tx);
    await videoExists(tx, fields);
    const [top] = await tx
      .select({
        id: sql<number>`coalesce(max(${promoVideos.id}), 0)::int`,
        sort: sql<number>`coalesce(max(${promoVideos.sort}), 0)::int`,
      })
      .from(promoVideos);
    const id = (top?.id ?? 0) + 1;
    await takeHome(tx, actor, fields, id, now);
    const [row] = await tx
      .insert(promoVideos)
      .values({ id, sort: (top?.sort ?? 0) + 1, ...columnsOf(fields) })
      .returning();
    const after = videoOf(row!);
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'content.video.create', target: `video:${id}`, after }, now);
    return after;
  });
}

/** Replaces a video entry's file, poster, target or home choice. */
export async function updateVideo(
  db: Db,
  actor: StaffMember,
  id: number,
  body: unknown,
  now: number,
): Promise<OpsVideo> {
  const fields = refuse(checkVideo(body));
  return db.transaction(async (tx) => {
    const before = await lockedVideo(tx, id);
    await videoExists(tx, fields);
    const after = { ...before, ...fields };
    if (JSON.stringify(before) === JSON.stringify(after)) throw new OpsError(400, 'This is the video as it is.');
    await takeHome(tx, actor, fields, id, now);
    await tx.update(promoVideos).set(columnsOf(fields)).where(eq(promoVideos.id, id));
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'content.video.update', target: `video:${id}`, before, after }, now);
    return after;
  });
}

export async function deleteVideo(db: Db, actor: StaffMember, id: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedVideo(tx, id);
    await tx.delete(promoVideos).where(eq(promoVideos.id, id));
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'content.video.delete', target: `video:${id}`, before }, now);
  });
}

export const VIDEO_ROUTES: readonly ContentRoute[] = [
  { method: 'GET', path: '/content/videos', roles: CONTENT_ROLES, run: async ({ deps }) => readVideos(deps.db) },
  {
    method: 'POST',
    path: '/content/video-files',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => uploadVideo(deps.db, staff, body, now),
  },
  {
    method: 'POST',
    path: '/content/videos',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => ({ video: await createVideo(deps.db, staff, body, now) }),
  },
  {
    method: 'POST',
    path: '/content/videos/:videoId',
    roles: CONTENT_ROLES,
    run: async ({ c, deps, staff, body, now }) => ({
      video: await updateVideo(deps.db, staff, idParam(c, 'videoId'), body, now),
    }),
  },
  {
    method: 'POST',
    path: '/content/videos/:videoId/delete',
    roles: CONTENT_ROLES,
    run: async ({ c, deps, staff, now }) => {
      await deleteVideo(deps.db, staff, idParam(c, 'videoId'), now);
      return { deleted: idParam(c, 'videoId') };
    },
  },
];

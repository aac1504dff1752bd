import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  type BannerFields,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_PATH,
  checkBanner,
  checkNotice,
  checkOrder,
  type NoticeFields,
  type OpsBanner,
  type OpsNotice,
  TARGET_CLICK,
  type TargetKind,
} from '../../src/api/contract/content';
import type { Checked } from '../../src/api/contract/lobbySettings';
import type { Db, Tx } from '../db/connect';
import { banners, contentImages, games, notices, type StaffRole } from '../db/schema';
import { announce } from '../live/publish';
import { bumpConfigRevision } from '../settings';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * Content (/ops/content; docs/ops.md "Content"): the home's banners — their picture (uploaded, or drawn from a
 * headline), where a tap goes, their order, the layout that shows them and their schedule. Every change is checked
 * whole (nothing stored unless every field passes, src/api/contract/content.ts), written with the config revision
 * bumped and the audit row (before and after) in one transaction: each instance's catalogue cache keys on that
 * revision, so players get it on their next appConfig without a restart. Marketing and admins only.
 */

export const CONTENT_ROLES: readonly StaffRole[] = ['marketing', 'admin'];

type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';
const EXTENSION: Record<ImageMime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** What the bytes are by their signature, whatever a file name or a type claims; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageMime | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/** The address a stored picture is served at (server/static/contentImages.ts). */
export const contentImageUrl = (hash: string, mime: ImageMime) => `/static/content/${hash}.${EXTENSION[mime]}`;

/** The bytes of an upload sent as base64 in `data`, refused (naming `field`) when it is not base64 or over `max`. */
export function uploadedBytes(body: Record<string, unknown>, field: string, what: string, max: number): Buffer {
  const data = body.data;
  if (typeof data !== 'string' || data.length === 0 || data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) {
    throw new OpsError(400, `${field}: send the ${what} as base64.`);
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > max) throw new OpsError(400, `${field}: the ${what} is larger than ${max / 1024 / 1024} MB.`);
  return bytes;
}

/** Stores an uploaded picture (base64 in `data`) once by its hash; refuses what is not a PNG, JPEG or WebP. */
export async function uploadImage(db: Db, actor: StaffMember, body: Record<string, unknown>, now: number) {
  const bytes = uploadedBytes(body, 'image', 'picture', CONTENT_IMAGE_MAX_BYTES);
  const mime = imageTypeOf(bytes);
  if (!mime) throw new OpsError(400, 'image: the file is not a PNG, JPEG or WebP picture.');
  const hash = createHash('sha256').update(bytes).digest('hex');
  const url = contentImageUrl(hash, mime);
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(contentImages)
      .values({ hash, mime, bytes, size: bytes.length })
      .onConflictDoNothing()
      .returning({ hash: contentImages.hash });
    if (stored.length > 0) {
      await writeAudit(
        tx,
        actor,
        { action: 'content.image', target: `image:${hash}`, after: { url, size: bytes.length } },
        now,
      );
    }
  });
  return { url, size: bytes.length };
}

export const targetOf = (clickType: number): TargetKind =>
  (Object.entries(TARGET_CLICK).find(([, n]) => n === clickType)?.[0] as TargetKind | undefined) ?? 'none';

const bannerOf = (row: typeof banners.$inferSelect): OpsBanner => ({
  id: row.id,
  sort: row.sort,
  imgUrl2: row.imgUrl2,
  target: targetOf(row.clickType),
  action: row.clickAction,
  layout: row.layout,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
});

async function bannerRows(db: Db | Tx): Promise<OpsBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(bannerOf);
}

export async function readContent(db: Db) {
  const [bannerList, noticeList] = await Promise.all([bannerRows(db), noticeRows(db)]);
  return { banners: bannerList, notices: noticeList };
}

export function refuse<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new OpsError(400, checked.issues.map((i) => `${i.path}: ${i.message}`).join(' '));
}

/**
 * What only the database can say: the uploaded picture (at `field`, `imgUrl2` unless named) and the game exist.
 */
export async function checkExists(
  tx: Tx,
  fields: Pick<BannerFields, 'imgUrl2' | 'target' | 'action'>,
  field = 'imgUrl2',
): Promise<void> {
  const upload = CONTENT_IMAGE_PATH.exec(fields.imgUrl2);
  if (upload) {
    const [found] = await tx
      .select({ hash: contentImages.hash })
      .from(contentImages)
      .where(eq(contentImages.hash, upload[1]!));
    if (!found) throw new OpsError(400, `${field}: no such uploaded picture; upload it again.`);
  }
  if (fields.target === 'game') {
    const [found] = await tx
      .select({ id: games.id })
      .from(games)
      .where(eq(games.id, Number(fields.action)));
    if (!found) throw new OpsError(400, `action: there is no game ${fields.action}.`);
  }
}

const columnsOf = (f: BannerFields) => ({
  imgUrl2: f.imgUrl2,
  clickType: TARGET_CLICK[f.target],
  clickAction: f.action,
  layout: f.layout,
  startsAt: f.startsAt,
  endsAt: f.endsAt,
});

/** Every banner change holds the table, so ids, order and the revision move one change at a time. */
const lockBanners = (tx: Tx) => tx.execute(sql`LOCK TABLE ${banners} IN SHARE ROW EXCLUSIVE MODE`);

/** A new banner, last in the order. */
export async function createBanner(db: Db, actor: StaffMember, body: unknown, now: number): Promise<OpsBanner> {
  const fields = refuse(checkBanner(body));
  return db.transaction(async (tx) => {
    await lockBanners(tx);
    await checkExists(tx, fields);
    const [top] = await tx
      .select({
        id: sql<number>`coalesce(max(${banners.id}), 0)::int`,
        sort: sql<number>`coalesce(max(${banners.sort}), 0)::int`,
      })
      .from(banners);
    const [row] = await tx
      .insert(banners)
      .values({ id: (top?.id ?? 0) + 1, sort: (top?.sort ?? 0) + 1, ...columnsOf(fields) })
      .returning();
    const after = bannerOf(row!);
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'content.banner.create', target: `banner:${after.id}`, after }, now);
    return after;
  });
}

async function lockedBanner(tx: Tx, id: number): Promise<OpsBanner> {
  await lockBanners(tx);
  const [row] = await tx.select().from(banners).where(eq(banners.id, id));
  if (!row) throw new OpsError(404, `There is no banner ${id}.`);
  return bannerOf(row);
}

export async function updateBanner(
  db: Db,
  actor: StaffMember,
  id: number,
  body: unknown,
  now: number,
): Promise<OpsBanner> {
  const fields = refuse(checkBanner(body));
  return db.transaction(async (tx) => {
    const before = await lockedBanner(tx, id);
    await checkExists(tx, fields);
    const [row] = await tx.update(banners).set(columnsOf(fields)).where(eq(banners.id, id)).returning();
    const after = bannerOf(row!);
    if (JSON.stringify(before) === JSON.stringify(after)) throw new OpsError(400, 'This is the banner as it is.');
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'content.banner.update', target: `banner:${id}`, before, after }, now);
    return after;
  });
}

export async function deleteBanner(db: Db, actor: StaffMember, id: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedBanner(tx, id);
    await tx.delete(banners).where(eq(banners.id, id));
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'content.banner.delete', target: `banner:${id}`, before }, now);
  });
}

/** The banners in a new order (every id once); the home shows them in it. */
export async function reorderBanners(db: Db, actor: StaffMember, body: unknown, now: number): Promise<OpsBanner[]> {
  return db.transaction(async (tx) => {
    await lockBanners(tx);
    const current = await bannerRows(tx);
    const before = current.map((b) => b.id);
    const order = refuse(checkOrder(body, before));
    if (JSON.stringify(order) === JSON.stringify(before)) throw new OpsError(400, 'This is the order in force.');
    for (const [i, id] of order.entries()) {
      await tx
        .update(banners)
        .set({ sort: i + 1 })
        .where(eq(banners.id, id));
    }
    await bumpConfigRevision(tx);
    await writeAudit(tx, actor, { action: 'content.banner.order', target: 'banners', before, after: order }, now);
    return bannerRows(tx);
  });
}

const noticeOf = (row: typeof notices.$inferSelect): OpsNotice => ({
  id: row.id,
  sort: row.sort,
  title: row.title,
  content: row.content,
  imgUrl2: row.imgUrl2,
  popUp: row.isH5Pop === 1,
  target: targetOf(row.clickType),
  action: row.clickAction,
});

async function noticeRows(db: Db | Tx): Promise<OpsNotice[]> {
  const rows = await db.select().from(notices).orderBy(asc(notices.sort), asc(notices.id));
  return rows.map(noticeOf);
}

const noticeColumns = (f: NoticeFields) => ({
  title: f.title,
  content: f.content,
  imgUrl2: f.imgUrl2,
  isH5Pop: f.popUp ? 1 : 0,
  clickType: TARGET_CLICK[f.target],
  clickAction: f.action,
});

/** Every notice change holds the table, as the banners' do. */
const lockNotices = (tx: Tx) => tx.execute(sql`LOCK TABLE ${notices} IN SHARE ROW EXCLUSIVE MODE`);

/**
 * What every notice change does besides its own write: the config revision (the list, the detail and the pop-up
 * read appConfig) and, after commit, the live bus's `notice` to open tabs.
 */
async function noticeChanged(tx: Tx): Promise<void> {
  await bumpConfigRevision(tx);
  announce(tx, { kind: 'notice', accountId: null });
}

/** A new notice, last in the list (and last to pop up), dated now. */
export async function createNotice(db: Db, actor: StaffMember, body: unknown, now: number): Promise<OpsNotice> {
  const fields = refuse(checkNotice(body));
  return db.transaction(async (tx) => {
    await lockNotices(tx);
    await checkExists(tx, fields);
    const [top] = await tx
      .select({
        id: sql<number>`coalesce(max(${notices.id}), 0)::int`,
        sort: sql<number>`coalesce(max(${notices.sort}), 0)::int`,
      })
      .from(notices);
    const [row] = await tx
      .insert(notices)
      .values({ id: (top?.id ?? 0) + 1, sort: (top?.sort ?? 0) + 1, createTime: now, ...noticeColumns(fields) })
      .returning();
    const after = noticeOf(row!);
    await noticeChanged(tx);
    await writeAudit(tx, actor, { action: 'content.notice.create', target: `notice:${after.id}`, after }, now);
    return after;
  });
}

async function lockedNotice(tx: Tx, id: number): Promise<OpsNotice> {
  await lockNotices(tx);
  const [row] = await tx.select().from(notices).where(eq(notices.id, id));
  if (!row) throw new OpsError(404, `There is no notice ${id}.`);
  return noticeOf(row);
}

export async function updateNotice(
  db: Db,
  actor: StaffMember,
  id: number,
  body: unknown,
  now: number,
): Promise<OpsNotice> {
  const fields = refuse(checkNotice(body));
  return db.transaction(async (tx) => {
    const before = await lockedNotice(tx, id);
    await checkExists(tx, fields);
    const [row] = await tx.update(notices).set(noticeColumns(fields)).where(eq(notices.id, id)).returning();
    const after = noticeOf(row!);
    if (JSON.stringify(before) === JSON.stringify(after)) throw new OpsError(400, 'This is the notice as it is.');
    await noticeChanged(tx);
    await writeAudit(tx, actor, { action: 'content.notice.update', target: `notice:${id}`, before, after }, now);
    return after;
  });
}

export async function deleteNotice(db: Db, actor: StaffMember, id: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedNotice(tx, id);
    await tx.delete(notices).where(eq(notices.id, id));
    await noticeChanged(tx);
    await writeAudit(tx, actor, { action: 'content.notice.delete', target: `notice:${id}`, before }, now);
  });
}

/** The notices in a new order: the news list shows them in it, and the pop-up notices open in it. */
export async function reorderNotices(db: Db, actor: StaffMember, body: unknown, now: number): Promise<OpsNotice[]> {
  return db.transaction(async (tx) => {
    await lockNotices(tx);
    const before = (await noticeRows(tx)).map((n) => n.id);
    const order = refuse(checkOrder(body, before));
    if (JSON.stringify(order) === JSON.stringify(before)) throw new OpsError(400, 'This is the order in force.');
    for (const [i, id] of order.entries()) {
      await tx
        .update(notices)
        .set({ sort: i + 1 })
        .where(eq(notices.id, id));
    }
    await noticeChanged(tx);
    await writeAudit(tx, actor, { action: 'content.notice.order', target: 'notices', before, after: order }, now);
    return noticeRows(tx);
  });
}

export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw new OpsError(404, 'Not found.');
  return Number(raw);
}

/** A route of this page as OPS_ROUTES (server/ops/routes.ts) takes it, with only what these routes read. */
export interface ContentRoute {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly StaffRole[];
  run(call: {
    c: Context;
    deps: { db: Db };
    staff: StaffMember;
    now: number;
    body: Record<string, unknown>;
  }): Promise<unknown>;
}

export const CONTENT_ROUTES: readonly ContentRoute[] = [
  { method: 'GET', path: '/content', roles: CONTENT_ROLES, run: async ({ deps }) => readContent(deps.db) },
  {
    method: 'POST',
    path: '/content/images',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => uploadImage(deps.db, staff, body, now),
  },
  {
    method: 'POST',
    path: '/content/banners',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => ({ banner: await createBanner(deps.db, staff, body, now) }),
  },
  {
    method: 'POST',
    path: '/content/banners/order',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => ({ banners: await reorderBanners(deps.db, staff, body, now) }),
  },
  {
    method: 'POST',
    path: '/content/banners/:bannerId',
    roles: CONTENT_ROLES,
    run: async ({ c, deps, staff, body, now }) => ({
      banner: await updateBanner(deps.db, staff, idParam(c, 'bannerId'), body, now),
    }),
  },
  {
    method: 'POST',
    path: '/content/notices',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => ({ notice: await createNotice(deps.db, staff, body, now) }),
  },
  {
    method: 'POST',
    path: '/content/notices/order',
    roles: CONTENT_ROLES,
    run: async ({ deps, staff, body, now }) => ({ notices: await reorderNotices(deps.db, staff, body, now) }),
  },
  {
    method: 'POST',
    path: '/content/notices/:noticeId',
    roles: CONTENT_ROLES,
    run: async ({ c, deps, staff, body, now }) => ({
      notice: await updateNotice(deps.db, staff, idParam(c, 'noticeId'), body, now),
    }),
  },
  {
    method: 'POST',
    path: '/content/notices/:noticeId/delete',
    roles: CONTENT_ROLES,
    run: async ({ c, deps, staff, now }) => {
      await deleteNotice(deps.db, staff, idParam(c, 'noticeId'), now);
      return { deleted: idParam(c, 'noticeId') };
    },
  },
  {
    method: 'POST',
    path: '/content/banners/:bannerId/delete',
    roles: CONTENT_ROLES,
    run: async ({ c, deps, staff, now }) => {
      await deleteBanner(deps.db, staff, idParam(c, 'bannerId'), now);
      return { deleted: idParam(c, 'bannerId') };
    },
  },
];

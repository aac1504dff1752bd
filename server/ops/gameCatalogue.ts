import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { refreshGameListVersion } from '../catalogue/version';
import type { Db, Tx } from '../db/connect';
import { brands, games, gameTypes, settings } from '../db/schema';
import { readSetting } from '../settings';
import { writeAudit } from './audit';
import { OpsError } from './errors';
import type { StaffMember } from './sessions';

/**
 * The games catalogue as staff run it (/ops/games, marketing and admin; docs/ops.md "Games"): the catalogue read
 * a page at a time with a search and type and brand filters, one game's flags and order changed, a brand switched
 * on or off. Every write runs in one transaction that holds the catalogue's version row, writes its audit row, and
 * moves the stored game-list version (server/catalogue/version.ts): every server instance rebuilds its snapshot on
 * the next appConfig or heartbeat (the cache is keyed by that version), and every client fetches the new list.
 */

/** A game as the back office shows it: the catalogue row with its flags named for staff. */
export interface OpsGame {
  id: number;
  name: string;
  brandId: number;
  typeId: number;
  /** status 1: players see it; 0: hidden from the lobby and refused at launch. */
  visible: boolean;
  hot: boolean;
  /** The "new" badge (the catalogue's `recent`). */
  new: boolean;
  /** The game's own maintenance: players see the maintenance badge and the launch is refused (1102). */
  maintenance: boolean;
  /** Its brand is switched off (the catalogue's `brandMaintain`): shown as maintenance too. */
  brandOff: boolean;
  /** Order within its type and brand (ascending). */
  sort: number;
}

export type GameFlag = 'visible' | 'hot' | 'new' | 'maintenance';

export const GAME_PAGE_SIZE = 50;

type GameRow = typeof games.$inferSelect;

export function opsGameOf(row: GameRow): OpsGame {
  return {
    id: row.id,
    name: row.name,
    brandId: row.brandId,
    typeId: row.typeId,
    visible: row.status === 1,
    hot: row.hot === 1,
    new: row.recent === 1,
    maintenance: row.maintain === 1,
    brandOff: row.brandMaintain === 1,
    sort: row.sort,
  };
}

export interface GameFilter {
  /** Part of the name, or the game's id. */
  q: string;
  typeId: number | null;
  brandId: number | null;
  /** From 1. */
  page: number;
}

/** One page of the catalogue (by type, order, id) under the filter, and how many games match. */
export async function listGames(db: Db, filter: GameFilter) {
  const q = filter.q.trim();
  const where: SQL[] = [];
  if (q !== '') {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byName = ilike(games.name, pattern);
    where.push(/^\d{1,9}$/.test(q) ? (or(eq(games.id, Number(q)), byName) as SQL) : byName);
  }
  if (filter.typeId !== null) where.push(eq(games.typeId, filter.typeId));
  if (filter.brandId !== null) where.push(eq(games.brandId, filter.brandId));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(games)
      .where(condition)
      .orderBy(asc(games.typeId), asc(games.sort), asc(games.id))
      .limit(GAME_PAGE_SIZE)
      .offset((filter.page - 1) * GAME_PAGE_SIZE),
    db.select({ n: count() }).from(games).where(condition),
  ]);
  return { list: rows.map(opsGameOf), total: total?.n ?? 0, page: filter.page, pageSize: GAME_PAGE_SIZE };
}

/** The types and brands to filter by; each brand with its switch and how many games it has. */
export async function catalogueFacets(db: Db) {
  const [types, brandRows, perBrand] = await Promise.all([
    db
      .select({ id: gameTypes.id, name: gameTypes.name })
      .from(gameTypes)
      .orderBy(asc(gameTypes.sort), asc(gameTypes.id)),
    db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)),
    db.select({ brandId: games.brandId, n: count() }).from(games).groupBy(games.brandId),
  ]);
  const counts = new Map(perBrand.map((b) => [b.brandId, b.n]));
  return {
    types,
    brands: brandRows.map((b) => ({ id: b.id, name: b.showName, on: b.status === 1, games: counts.get(b.id) ?? 0 })),
  };
}

/** The stored game-list version (what appConfig carries). */
export async function catalogueVersion(db: Db | Tx): Promise<string> {
  return (await readSetting(db, 'gameListVersion')) ?? '';
}

/**
 * One catalogue write: a transaction that first holds the version row (writers queue behind each other, so a
 * version is never computed over another writer's half-done rows), runs `work` with the version before, then
 * stores the new version and lets `work`'s continuation (the audit row, the answer) see it.
 */
export async function writeCatalogue<T>(
  db: Db,
  work: (tx: Tx, before: string) => Promise<(after: string) => Promise<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'gameListVersion'))
      .for('update');
    const before = typeof held?.value === 'string' ? held.value : '';
    const finish = await work(tx, before);
    return finish(await refreshGameListVersion(tx));
  });
}

export interface GameUpdate {
  visible?: boolean;
  hot?: boolean;
  new?: boolean;
  maintenance?: boolean;
  sort?: number;
}

const COLUMN = { visible: 'status', hot: 'hot', new: 'recent', maintenance: 'maintain' } as const;

/** What an update changes of a game as it is: the columns to set and the fields before and after. */
function changesOf(current: GameRow, update: GameUpdate) {
  const shown = opsGameOf(current);
  const before: Partial<OpsGame> = {};
  const after: Partial<OpsGame> = {};
  const set: Partial<typeof games.$inferInsert> = {};
  for (const flag of Object.keys(COLUMN) as GameFlag[]) {
    const value = update[flag];
    if (value === undefined || value === shown[flag]) continue;
    before[flag] = shown[flag];
    after[flag] = value;
    set[COLUMN[flag]] = value ? 1 : 0;
  }
  if (update.sort !== undefined && update.sort !== shown.sort) {
    before.sort = shown.sort;
    after.sort = update.sort;
    set.sort = update.sort;
  }
  return { shown, before, after, set };
}

/**
 * Changes one game's flags and order; audited with the fields before and after, read under the catalogue's lock
 * (so two staff changing one game at once each record what they changed). Nothing to change writes nothing.
 */
export async function updateGame(db: Db, actor: StaffMember, gameId: number, update: GameUpdate, now: number) {
  const [seen] = await db.select().from(games).where(eq(games.id, gameId));
  if (!seen) throw new OpsError(404, 'No such game.');
  const first = changesOf(seen, update);
  if (Object.keys(first.set).length === 0) return { game: first.shown, changed: false };
  return writeCatalogue(db, async (tx) => {
    const [current] = await tx.select().from(games).where(eq(games.id, gameId));
    const { before, after, set } = changesOf(current ?? seen, update);
    const [row] = Object.keys(set).length
      ? await tx.update(games).set(set).where(eq(games.id, gameId)).returning()
      : [current ?? seen];
    return async (version) => {
      await writeAudit(tx, actor, { action: 'games.update', target: `game:${gameId}`, before, after }, now);
      return { game: opsGameOf(row ?? seen), changed: true, version };
    };
  });
}

/**
 * Switches a brand on or off: off hides its logo from the lobby and puts every game of it in the brand's
 * maintenance (players see the maintenance badge; a launch is refused), on lifts both. Audited.
 */
export async function switchBrand(db: Db, actor: StaffMember, brandId: number, on: boolean, now: number) {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new OpsError(404, 'No such brand.');
  if ((brand.status === 1) === on) return { brand: { id: brand.id, on }, changed: false };
  return writeCatalogue(db, async (tx) => {
    // Read again under the catalogue's lock: the audit row says what this switch found.
    const [held] = await tx.select({ status: brands.status }).from(brands).where(eq(brands.id, brandId));
    const was = (held?.status ?? brand.status) === 1;
    await tx
      .update(brands)
      .set({ status: on ? 1 : 0 })
      .where(eq(brands.id, brandId));
    await tx
      .update(games)
      .set({ brandMaintain: on ? 0 : 1 })
      .where(eq(games.brandId, brandId));
    return async (version) => {
      await writeAudit(
        tx,
        actor,
        { action: 'brands.switch', target: `brand:${brandId}`, before: { on: was }, after: { on } },
        now,
      );
      return { brand: { id: brand.id, on }, changed: true, version };
    };
  });
}

import { and, asc, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/connect';
import { manilaDay, manilaDayStart } from './freeSign';

/**
 * A promotion's figures by the Manila day they count from (docs/ops.md "Promotions"): the VIP rebate's rates, the
 * agent programmes' tiers and look-back days, the cash bonus's figures, the festival's days, windows and range. A day's bets, deposits and
 * packets earn at the figures of their own day, so a change saved in /ops counts from the next Manila day and what
 * a player earned before it keeps its price; a second save the same day replaces the first (neither has counted
 * yet). One row per starting day; the figures of day d are the row with the greatest start not after d, none the
 * product's. A row is checked again on every read by today's rules, and one that fails reads as the product's, so
 * nothing pays from a figure nobody checked.
 */

/** A table of sets by the day they count from: its `fromDay` (Manila day number) and `setAt` columns, and the set's. */
type DayTable = PgTable & { fromDay: PgColumn; setAt: PgColumn };

/** The stored columns of a set, by the table's field names, as read back (unchecked). */
export type StoredSet<K extends string> = { [F in K]: unknown };

export interface SettingsByDaySpec<T extends DayTable, K extends keyof T & string, S, W = S> {
  table: T;
  /** The fields of `table` that hold a set (besides `fromDay` and `setAt`). */
  columns: readonly K[];
  /** Where the table holds the sets of several promotions (the agent programmes): the field naming one, and its value. */
  scope?: { field: keyof T & string; value: string };
  /** The figures of a stored set if they pass today's rules; null if not (they then read as `product`). */
  check(stored: StoredSet<K>): S | null;
  /** The product's figures: those of a day no set covers, and of a set that fails the rules. */
  product: S;
  /** The row's columns for figures saved in /ops (already checked whole by the promotion's rules). */
  store(settings: W): StoredSet<K>;
}

/** The sets read at once, for a reader that prices many days (each deposit and bet at its own day). */
export interface DaySchedule<S> {
  /** The figures in force on Manila day `day`: the set with the greatest start not after it; none, the product's. */
  on(day: number): S;
  /** The first Manila day after `day` on which other figures start, or null. */
  nextChangeAfter(day: number): number | null;
  /** The Manila day the figures of `day` started (null: the product's, from the start). */
  startOf(day: number): number | null;
  /** Every set read, the product's first (how far any of them reaches, for a reader that needs the widest). */
  sets: readonly S[];
}

/** The figures in force at an instant, and the instants between which they hold (a Manila midnight, or unbounded). */
export interface SettingsNow<S> {
  settings: S;
  from: number;
  until: number;
}

export interface SettingsByDay<S, W = S> {
  /** The figures in force on Manila day number `day`. */
  on(db: Db | Tx, day: number): Promise<S>;
  /** The set in force on `since` and every later one (all sets when `since` is left out), in one read. */
  schedule(db: Db | Tx, since?: number): Promise<DaySchedule<S>>;
  /** The figures in force at `now` (the players' screens show them) and how long they hold. */
  at(db: Db | Tx, now: number): Promise<SettingsNow<S>>;
  /** Sets the figures from the next Manila day on (a second save the same day replaces the first). */
  save(tx: Tx, settings: W, now: number): Promise<void>;
}

/** A row as read: the day it counts from, and the set's columns apart (what the check reads, and nothing else). */
type Row<K extends string> = { fromDay: number; set: StoredSet<K> };

export function settingsByDay<T extends DayTable, K extends keyof T & string, S, W = S>(
  spec: SettingsByDaySpec<T, K, S, W>,
): SettingsByDay<S, W> {
  const { table, columns, scope, product } = spec;
  // The generic table is read and written through its plain PgTable face; the rows are typed by `Row` below.
  const plain = table as PgTable;
  const column = (field: string) => (table as unknown as Record<string, PgColumn>)[field] as PgColumn;
  const fields = Object.fromEntries(columns.map((field) => [field, column(field)]));
  const read = (row: Row<K>): S => spec.check(row.set) ?? product;
  const where = (day: SQL) => (scope ? and(eq(column(scope.field), scope.value), day) : day);

  const current = async (db: Db | Tx, day: number) =>
    (await db
      .select({ fromDay: table.fromDay, set: fields })
      .from(plain)
      .where(where(lte(table.fromDay, day)))
      .orderBy(desc(table.fromDay))
      .limit(1)) as Row<K>[];
  const later = async (db: Db | Tx, day: number, limit?: number) => {
    const query = db
      .select({ fromDay: table.fromDay, set: fields })
      .from(plain)
      .where(where(gt(table.fromDay, day)))
      .orderBy(asc(table.fromDay));
    return (await (limit === undefined ? query : query.limit(limit))) as Row<K>[];
  };
  const all = async (db: Db | Tx) =>
    (await db
      .select({ fromDay: table.fromDay, set: fields })
      .from(plain)
      .where(scope ? eq(column(scope.field), scope.value) : undefined)
      .orderBy(asc(table.fromDay))) as Row<K>[];

  return {
    async on(db, day) {
      const [row] = await current(db, day);
      return row ? read(row) : product;
    },

    async schedule(db, since) {
      const rows = (
        since === undefined ? await all(db) : (await Promise.all([current(db, since), later(db, since)])).flat()
      ).map((row) => ({ fromDay: row.fromDay, settings: read(row) }));
      const found = (day: number) => rows.findLast((row) => row.fromDay <= day);
      return {
        on: (day) => found(day)?.settings ?? product,
        nextChangeAfter: (day) => rows.find((row) => row.fromDay > day)?.fromDay ?? null,
        startOf: (day) => found(day)?.fromDay ?? null,
        sets: [product, ...rows.map((row) => row.settings)],
      };
    },

    async at(db, now) {
      const day = manilaDay(now);
      const [[row], [next]] = await Promise.all([current(db, day), later(db, day, 1)]);
      return {
        settings: row ? read(row) : product,
        from: row ? manilaDayStart(row.fromDay) : Number.NEGATIVE_INFINITY,
        until: next ? manilaDayStart(next.fromDay) : Number.POSITIVE_INFINITY,
      };
    },

    async save(tx, settings, now) {
      const fromDay = manilaDay(now) + 1;
      const set = { ...spec.store(settings), setAt: new Date(now) };
      const key = scope ? { [scope.field]: scope.value } : {};
      const target = scope ? [column(scope.field), table.fromDay] : table.fromDay;
      await tx
        .insert(plain)
        .values({ ...key, fromDay, ...set } as never)
        .onConflictDoUpdate({ target, set: set as never });
    },
  };
}

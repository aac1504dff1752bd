import { eq, sql } from 'drizzle-orm';
import type { Connection, Db } from '../db/connect';
import { users } from '../db/schema';

/**
 * refreshData's balances held in this process, where that is provably never stale: on the embedded database
 * (PGlite, `npm start`'s default) this process is the only writer, and a trigger tells it of every change to a
 * player's balance columns before the change's commit returns (PGlite delivers a notification inside the query that
 * commits). Instances on PostgreSQL read per call instead: another instance's commit reaches a listener only some
 * time later, and a balance must show the latest write whichever instance answers (docs/architecture.md
 * "State across instances").
 */
/** What refreshData answers: the player's balances and level, six columns rather than the row. */
const BALANCE_COLUMNS = {
  coin: users.coin,
  lottery: users.lottery,
  vip: users.vip,
  vipExp: users.vipExp,
  userLevel: users.userLevel,
  bet: users.bet,
} as const;

function prepareRead(db: Db) {
  return db
    .select(BALANCE_COLUMNS)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('refresh_data');
}

export type Balances = Awaited<ReturnType<ReturnType<typeof prepareRead>['execute']>>[number];

/** The one read of a player's balances, prepared once per database (refreshData is the hottest call). */
const reads = new WeakMap<Db, ReturnType<typeof prepareRead>>();

export async function readBalances(db: Db, userId: number): Promise<Balances | undefined> {
  let read = reads.get(db);
  if (!read) {
    read = prepareRead(db);
    reads.set(db, read);
  }
  return (await read.execute({ id: userId }))[0];
}

interface BalanceCache {
  rows: Map<number, Balances>;
  /** Counts the changes heard: a read that ran across one keeps its answer out of the cache. */
  generation: number;
}

const CHANNEL = 'lobby_balances';
/** A whole-table change (the demo's reset truncates the players). */
const EVERYONE = '*';
/** Bounded whatever happens: one entry per player who asked in this process, emptied when full. */
const MAX_ROWS = 50_000;

const caches = new WeakMap<Db, BalanceCache>();

/**
 * Created at start-up on the embedded database only (not a migration: a PostgreSQL deployment must not pay a
 * notification, and the commit-time lock it takes, on every balance write that no instance caches).
 */
const WATCH_SQL = `
CREATE OR REPLACE FUNCTION lobby_balance_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('${CHANNEL}', '${EVERYONE}');
  ELSE
    PERFORM pg_notify('${CHANNEL}', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER lobby_balance_changed AFTER UPDATE OF ${Object.values(BALANCE_COLUMNS)
  .map((column) => column.name)
  .join(', ')} ON users
  FOR EACH ROW EXECUTE FUNCTION lobby_balance_changed();
CREATE OR REPLACE TRIGGER lobby_balance_removed AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION lobby_balance_changed();
CREATE OR REPLACE TRIGGER lobby_balances_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION lobby_balance_changed();
`;

/** Starts holding balances for this connection when it is the embedded database; a no-op on PostgreSQL. */
export async function watchBalances(conn: Connection): Promise<void> {
  const client = conn.pglite;
  if (!client || caches.has(conn.db)) return;
  // Several statements: PGlite's simple-query path, not a prepared one.
  await client.exec(WATCH_SQL);
  const cache: BalanceCache = { rows: new Map(), generation: 0 };
  await client.listen(CHANNEL, (payload) => {
    cache.generation += 1;
    if (payload === EVERYONE) cache.rows.clear();
    else cache.rows.delete(Number(payload));
  });
  caches.set(conn.db, cache);
}

/**
 * The player's balances: held ones where this process is told of every change, else `read` (one query; a test
 * passes its own to put a change between the query and the store).
 */
export async function balancesOf(
  db: Db,
  userId: number,
  read: () => Promise<Balances | undefined> = () => readBalances(db, userId),
): Promise<Balances | undefined> {
  const cache = caches.get(db);
  if (!cache) return read();
  const held = cache.rows.get(userId);
  if (held) return held;
  const generation = cache.generation;
  const row = await read();
  // A change heard while the read ran may be newer than what it returned: that answer is not kept.
  if (row && cache.generation === generation) {
    if (cache.rows.size >= MAX_ROWS) cache.rows.clear();
    // Frozen: every later answer shares it, so nothing on the way out may edit it.
    cache.rows.set(userId, Object.freeze(row));
  }
  return row;
}

import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { BreakKind } from '../../src/api/contract/responsibleGaming';
import { hashToken, newToken } from '../auth/tokens';
import type { Db, Tx } from '../db/connect';
import { playerBreaks, sessions, users } from '../db/schema';
import type { LiveBus } from '../live/bus';
import { announce } from '../live/publish';
import { refuseExcludedPerson } from '../responsibleGaming/person';
import type { ActiveBreak } from './breakStatus';

/** Longest token we bother looking up; ours are 64 hex characters. */
const MAX_TOKEN_LENGTH = 128;

/** Device info kept on a session (spec §3 device info plus the visitor id). */
export type SessionDevice = Record<string, unknown>;

/** `Authorization: Bearer <token>` → token, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/**
 * A new session; answers the clear token, which only the client keeps (the row holds its hash). Every way to a
 * token (log-in, registration, Line, the test controls) comes here, so none is issued to a player on a break:
 * 5103 / 5104 with retryIn.
 */
export async function createSession(
  db: Db | Tx,
  userId: number,
  fingerprint: string,
  device: SessionDevice | null = null,
  now: number = Date.now(),
): Promise<string> {
  // The person's breaks and the operator's list, across the accounts tied by identity, phone or bank
  // (server/responsibleGaming/person.ts); a shared device alone does not lock another person out.
  await refuseExcludedPerson(db, userId, now, 'strong');
  const token = newToken();
  const at = new Date(now);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, fingerprint, device, createdAt: at, lastSeenAt: at });
  return token;
}

/** A token dies after 30 min without a call (sliding) and 30 days after it was issued, whatever happens. */
export const SESSION_LIMITS = { idleMs: 30 * 60_000, absoluteMs: 30 * 86_400_000 } as const;

/** lastSeenAt is written at most this often per session: the idle clock slides without a write per request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * What this process knows of a live session, by token hash (docs/architecture.md "State across instances"). Every
 * revocation drops the player's entries at once: in this process directly, and on every instance when its
 * `sessionEnded` reaches them over the live bus after the commit (`forgetSessionsOnEnd`). An entry lives 2 s at most
 * whatever happens, so an event lost while an instance's bus reconnects (it then drops everything) or a
 * revocation nobody announced cannot keep a session alive longer than that.
 */
interface CachedSession {
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  /** The game the session is in, as stored: a heartbeat naming the same game writes nothing. */
  gameId: number | null;
  /** The player's break ending last, read with the session: whether it applies is judged per call. */
  breakKind: BreakKind | null;
  breakUntil: number | null;
  cachedAt: number;
}
export const SESSION_CACHE_MS = 2_000;
const CACHE_MAX = 50_000;

interface SessionCache {
  entries: Map<string, CachedSession>;
  /**
   * Counts the forgettings: a lookup whose query ran across one keeps its answer out of the cache (the row may have
   * been read before the revocation committed, and the forgetting has already gone by).
   */
  generation: number;
}
const caches = new WeakMap<object, SessionCache>();

function sessionCacheOf(db: Db | Tx): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), generation: 0 };
    caches.set(db, cache);
  }
  return cache;
}

function cacheOf(db: Db | Tx): Map<string, CachedSession> {
  return sessionCacheOf(db).entries;
}

/** Drops the cached sessions `drop` picks, and tells lookups under way that their answer may be stale. */
function forget(db: Db | Tx, drop: (hash: string, s: CachedSession) => boolean): void {
  const cache = sessionCacheOf(db);
  cache.generation += 1;
  for (const [hash, s] of cache.entries) if (drop(hash, s)) cache.entries.delete(hash);
}

function expired(s: { createdAt: number; lastSeenAt: number }, now: number): boolean {
  return now - s.createdAt >= SESSION_LIMITS.absoluteMs || now - s.lastSeenAt >= SESSION_LIMITS.idleMs;
}

/** A live token: its player, when it was issued (ms) and the break the player is on now, if any. */
export interface LiveSession {
  userId: number;
  createdAt: number;
  onBreak: ActiveBreak | null;
}

/**
 * The session of a live token, or null: not revoked, used within the last 30 min, issued within 30 days.
 * Each accepted call slides the idle clock (written at most once a minute). The player's latest break comes in the
 * same query (a lateral probe of the player_breaks (user_id, until) index), so refusing calls during a break adds
 * no query: a cached session costs none, a lookup stays one round trip.
 */
export async function liveSession(db: Db, token: string, now: number = Date.now()): Promise<LiveSession | null> {
  const hash = hashToken(token);
  const held = sessionCacheOf(db);
  const cache = held.entries;
  let s = cache.get(hash);
  if (!s || now - s.cachedAt >= SESSION_CACHE_MS || now < s.cachedAt) {
    const generation = held.generation;
    const latestBreak = db
      .select({ kind: playerBreaks.kind, until: playerBreaks.until })
      .from(playerBreaks)
      .where(eq(playerBreaks.userId, sessions.userId))
      .orderBy(desc(playerBreaks.until))
      .limit(1)
      .as('latest_break');
    const [row] = await db
      .select({
        userId: sessions.userId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        gameId: sessions.gameId,
        breakKind: latestBreak.kind,
        breakUntil: latestBreak.until,
      })
      .from(sessions)
      .leftJoinLateral(latestBreak, sql`true`)
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)));
    if (!row) {
      cache.delete(hash);
      return null;
    }
    s = {
      userId: row.userId,
      createdAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      gameId: row.gameId,
      breakKind: row.breakKind,
      breakUntil: row.breakUntil?.getTime() ?? null,
      cachedAt: now,
    };
    if (held.generation === generation) {
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(hash, s);
    } else {
      cache.delete(hash);
    }
  }
  if (expired(s, now)) {
    cache.delete(hash);
    return null;
  }
  if (now - s.lastSeenAt >= TOUCH_EVERY_MS) {
    s.lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, hash));
  }
  const onBreak =
    s.breakKind !== null && s.breakUntil !== null && s.breakUntil > now
      ? { kind: s.breakKind, until: s.breakUntil }
      : null;
  return { userId: s.userId, createdAt: s.createdAt, onBreak };
}

/**
 * Whether a dead token belonged to a suspended player (their sessions ended with the suspension): read only when a
 * token call is refused, so a locked player's open page can say why.
 */
export async function suspendedOwner(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNotNull(users.suspendedAt)));
  return row !== undefined;
}

/** The player a live token belongs to, or null (also while the player is on a break: the token counts for nothing). */
export async function sessionUser(db: Db, token: string, now: number = Date.now()): Promise<number | null> {
  const session = await liveSession(db, token, now);
  return session && !session.onBreak ? session.userId : null;
}

/** A game entered or left by its own call: the next heartbeat compares with it, not with a read up to 2 s old. */
export function noteSessionGame(db: Db, token: string, gameId: number | null): void {
  const cached = cacheOf(db).get(hashToken(token));
  if (cached) cached.gameId = gameId;
}

/** The heartbeat's write, prepared once per database: every logged-in tab sends one a minute. */
const touchQueries = new WeakMap<Db, ReturnType<typeof prepareTouch>>();

function prepareTouch(db: Db) {
  return db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('at')}::timestamptz`, gameId: sql`${sql.placeholder('game')}::integer` })
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .prepare('touch_session');
}

/**
 * Heartbeat: the session is alive, possibly inside a game. The call's own token check has already slid the idle
 * clock (`liveSession`, at most a write a minute), so the heartbeat writes only when the game it names is not the
 * one this process last read or wrote for the session (read at most 2 s ago).
 */
export async function touchSession(db: Db, token: string, gameId: number | null, now: number): Promise<void> {
  const hash = hashToken(token);
  const cached = cacheOf(db).get(hash);
  if (cached && cached.gameId === gameId) return;
  if (cached) {
    cached.lastSeenAt = now;
    cached.gameId = gameId;
  }
  let touch = touchQueries.get(db);
  if (!touch) {
    touch = prepareTouch(db);
    touchQueries.set(db, touch);
  }
  await touch.execute({ at: new Date(now).toISOString(), game: gameId, hash });
}

/** reportDevice: the latest device info of this session. */
export async function setSessionDevice(db: Db, token: string, device: SessionDevice): Promise<void> {
  await db
    .update(sessions)
    .set({ device })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Logout: the token stops working at once. */
export async function revokeSession(db: Db, token: string, now: number): Promise<void> {
  const hash = hashToken(token);
  forget(db, (h) => h === hash);
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  // Another tab on this token hears it at once; each stream checks whether its own session is the one that ended.
  if (ended) announce(db, { kind: 'sessionEnded', accountId: ended.userId });
}

/**
 * Forgets this process's cached sessions of a player. A revocation inside a transaction calls it again on the
 * database once committed: a request between the two could have cached the rows as they were before the commit.
 */
export function forgetUserSessions(db: Db, userId: number): void {
  forget(db, (_, s) => s.userId === userId);
}

/**
 * Every instance drops its cached sessions of a player as soon as a `sessionEnded` for them is heard on the bus
 * (published after the revocation committed, on whichever instance it happened), and all of them when events may
 * have been missed. Answers the unsubscribe.
 */
export function forgetSessionsOnEnd(db: Db, bus: LiveBus): () => void {
  return bus.subscribeAll(
    (event) => {
      if (event.kind === 'sessionEnded' && event.accountId !== null) forgetUserSessions(db, event.accountId);
    },
    () => forget(db, () => true),
  );
}

/**
 * Every live session of a player (suspension, password reset, log out everywhere), except `keepHash` when given
 * (a password change keeps the session that asked); answers how many ended. Inside a transaction, follow the
 * commit with forgetUserSessions.
 */
export async function revokeUserSessions(db: Db | Tx, userId: number, now: number, keepHash?: string): Promise<number> {
  forget(db, (hash, s) => s.userId === userId && hash !== keepHash);
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(keepHash ? and(mine, ne(sessions.tokenHash, keepHash)) : mine)
    .returning({ hash: sessions.tokenHash });
  // The ended sessions' open tabs log out now, not at their next call (each stream checks its own session).
  if (rows.length > 0) announce(db, { kind: 'sessionEnded', accountId: userId });
  return rows.length;
}

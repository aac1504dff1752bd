import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rateLimitCounts } from '../db/schema';
import { AppError, ERRCODE } from '../errors';

/** A limit: at most `max` events per `windowMs` (sliding window over the events' times). */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Limits per client (visitor id and address) and in total, for the calls that cost us or a third party:
 * SMS sends, registrations and the event log. Counted in the database, so a client is limited the same whichever
 * instances its calls reach (`takeRateLimit`).
 */
export const RATE_LIMITS = {
  smsSend: { client: { max: 5, windowMs: 60 * 60_000 }, global: { max: 300, windowMs: 60_000 } },
  register: { client: { max: 10, windowMs: 60 * 60_000 }, global: { max: 300, windowMs: 60_000 } },
  eventLog: { client: { max: 120, windowMs: 60_000 }, global: { max: 20_000, windowMs: 60_000 } },
} as const satisfies Record<string, { client: Limit; global: Limit }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Limits per client address only (the socket's peer, or the address TRUST_PROXY's hops vouch for), for calls that
 * guess at a secret: no visitor id or other value the client chooses enters the key, so a new one per request does
 * not reset the count; and no global ceiling, so one guesser cannot stop everyone else's password reset. A reset
 * guesses one code: a handful of tries, at most a few players behind one carrier's address.
 */
export const ADDRESS_LIMITS = {
  forgetPassword: { max: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

export type AddressLimitName = keyof typeof ADDRESS_LIMITS;

/**
 * Takes one event under `key` when `limit` has room for it; false (and nothing counted) when it has not. Counted in
 * the database (rate_limit_counts), so every instance shares one count and two instances racing for the last place
 * cannot both take it: the count moves only by a conditional upsert, which PostgreSQL applies to one row at a time.
 *
 * The window slides approximately: the events of the current fixed window, plus those of the previous window weighed
 * by the share of it still inside the sliding one. That keeps a burst across a window's edge from doubling the limit
 * without keeping every event's time.
 */
export async function takeRateLimit(db: Db, key: string, limit: Limit, now: number): Promise<boolean> {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  const [previous] = await db
    .select({ hits: rateLimitCounts.hits })
    .from(rateLimitCounts)
    .where(and(eq(rateLimitCounts.key, key), eq(rateLimitCounts.windowStart, new Date(start - limit.windowMs))));
  const carried = (previous?.hits ?? 0) * (1 - (now - start) / limit.windowMs);
  // The current window's count may grow while it stays under this many (a whole number: counts are).
  const room = Math.ceil(limit.max - carried);
  if (room <= 0) return false;
  const taken = await db
    .insert(rateLimitCounts)
    .values({ key, windowStart: new Date(start), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounts.key, rateLimitCounts.windowStart],
      set: { hits: sql`${rateLimitCounts.hits} + 1` },
      setWhere: sql`${rateLimitCounts.hits} < ${room}`,
    })
    .returning({ hits: rateLimitCounts.hits });
  return taken.length > 0;
}

/** Windows this old are no longer read (the longest window is an hour; its previous one is still weighed). */
export const RATE_LIMIT_KEEP_MS = 2 * 60 * 60_000;

/** Deletes the counts of windows no limit reads any more (a recurring job, server/jobs/lobbyJobs.ts). */
export async function pruneRateLimits(db: Db, now: number): Promise<void> {
  await db.delete(rateLimitCounts).where(lt(rateLimitCounts.windowStart, new Date(now - RATE_LIMIT_KEEP_MS)));
}

/**
 * Counts one `name` event for this client and in total; throws 9007 (HTTP 429) when a limit is reached. The client
 * is its visitor id and its address, each limited on its own (a new visitor id alone does not reset the count).
 */
export async function enforceRateLimit(
  ctx: { db: Db; fingerprint: string; clientAddress: string; now: number },
  name: RateLimitName,
): Promise<void> {
  const limits = RATE_LIMITS[name];
  // An address may hide many players (mobile carriers' NAT): it gets four clients' worth.
  const perAddress = { max: limits.client.max * 4, windowMs: limits.client.windowMs };
  // One after the other, stopping at the first refusal: a client past its own limit uses up nobody else's.
  const ok =
    (await takeRateLimit(ctx.db, `${name}:client:${ctx.fingerprint || '-'}`, limits.client, ctx.now)) &&
    (ctx.clientAddress === '' ||
      (await takeRateLimit(ctx.db, `${name}:ip:${ctx.clientAddress}`, perAddress, ctx.now))) &&
    (await takeRateLimit(ctx.db, `${name}:all`, limits.global, ctx.now));
  if (!ok) throw new AppError(ERRCODE.rateLimited, 'Too many requests. Please wait a moment and try again.', 429);
}

/**
 * Counts one `name` event for the client's address; throws 9007 (HTTP 429) past the limit. An in-process call
 * (no socket, address '') is not counted: it has no client to limit.
 */
export async function enforceAddressLimit(
  ctx: { db: Db; clientAddress: string; now: number },
  name: AddressLimitName,
): Promise<void> {
  if (ctx.clientAddress === '') return;
  if (!(await takeRateLimit(ctx.db, `${name}:ip:${ctx.clientAddress}`, ADDRESS_LIMITS[name], ctx.now))) {
    throw new AppError(ERRCODE.rateLimited, 'Too many requests. Please wait a moment and try again.', 429);
  }
}

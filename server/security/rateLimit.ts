import { AppError, ERRCODE } from '../errors';

/** A limit: at most `max` events per `windowMs` (sliding window over the events' times). */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Limits per client (visitor id and address) and in total, for the calls that cost us or a third party:
 * SMS sends, registrations and the event log. In memory, per process: the reference server is one process; a
 * cluster would keep the same counters in a shared store (Redis) behind the same `hit`.
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

const MAX_KEYS = 100_000;

/** Event times per key; the oldest fall out as the window slides. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  /** True when one more event under `key` stays within `limit` (and records it); false when it would not. */
  take(key: string, limit: Limit, now: number): boolean {
    let times = this.hits.get(key);
    if (!times) {
      if (this.hits.size >= MAX_KEYS) this.sweep(now);
      times = [];
      this.hits.set(key, times);
    }
    while (times.length > 0 && (times[0] ?? 0) <= now - limit.windowMs) times.shift();
    // A clock moved back (tests) keeps no future events.
    while (times.length > 0 && (times[times.length - 1] ?? 0) > now) times.pop();
    if (times.length >= limit.max) return false;
    times.push(now);
    return true;
  }

  private sweep(now: number): void {
    const hour = 60 * 60_000;
    for (const [key, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= now - hour) this.hits.delete(key);
    }
    if (this.hits.size >= MAX_KEYS) this.hits.clear();
  }
}

const limiters = new WeakMap<object, RateLimiter>();

/** One limiter per database (per server in this process). */
export function limiterFor(db: object): RateLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new RateLimiter();
    limiters.set(db, limiter);
  }
  return limiter;
}

/**
 * Counts one `name` event for this client and in total; throws 9007 (HTTP 429) when a limit is reached. The client
 * is its visitor id and its address, each limited on its own (a new visitor id alone does not reset the count).
 */
export function enforceRateLimit(
  ctx: { db: object; fingerprint: string; clientAddress: string; now: number },
  name: RateLimitName,
): void {
  const limits = RATE_LIMITS[name];
  const limiter = limiterFor(ctx.db);
  // An address may hide many players (mobile carriers' NAT): it gets four clients' worth.
  const perAddress = { max: limits.client.max * 4, windowMs: limits.client.windowMs };
  const ok =
    limiter.take(`${name}:client:${ctx.fingerprint || '-'}`, limits.client, ctx.now) &&
    (ctx.clientAddress === '' || limiter.take(`${name}:ip:${ctx.clientAddress}`, perAddress, ctx.now)) &&
    limiter.take(`${name}:all`, limits.global, ctx.now);
  if (!ok) throw new AppError(ERRCODE.rateLimited, 'Too many requests. Please wait a moment and try again.', 429);
}

/**
 * Counts one `name` event for the client's address; throws 9007 (HTTP 429) past the limit. An in-process call
 * (no socket, address '') is not counted: it has no client to limit.
 */
export function enforceAddressLimit(
  ctx: { db: object; clientAddress: string; now: number },
  name: AddressLimitName,
): void {
  if (ctx.clientAddress === '') return;
  if (!limiterFor(ctx.db).take(`${name}:ip:${ctx.clientAddress}`, ADDRESS_LIMITS[name], ctx.now)) {
    throw new AppError(ERRCODE.rateLimited, 'Too many requests. Please wait a moment and try again.', 429);
  }
}

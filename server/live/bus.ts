import pg from 'pg';
import { type LiveEvent, liveEventShape, readLiveEvent } from '../../src/api/contract/live';
import type { Logger } from '../log';

export type { LiveEvent };
export { liveEventShape };

/**
 * What changed for whom, told to every instance (docs/architecture.md "Live updates"). Publishers say only the kind,
 * the account (null: everyone) and a version; each open stream then has its tab read fresh data by its usual
 * calls, so an event lost or late costs a refresh, never a wrong figure.
 *
 * - `createMemoryBus`: one process (PGlite, tests).
 * - `createPostgresBus`: every instance on one PostgreSQL, through LISTEN/NOTIFY on one channel.
 */
export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  /** Hears the account's events and those for everyone; answers the unsubscribe. */
  subscribe(accountId: number, listener: (e: LiveEvent) => void): () => void;
  /** Hears every account's events (support's chat stream); answers the unsubscribe. */
  subscribeAll(listener: (e: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** The one NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = 'lobby_live';

/** The listeners of this process, by account; a throwing listener never keeps the others from hearing. */
function localFanOut(log?: Logger) {
  const byAccount = new Map<number, Set<(e: LiveEvent) => void>>();
  const everyone = new Set<(e: LiveEvent) => void>();
  return {
    deliver(event: LiveEvent): void {
      const targets =
        event.accountId === null ? [...byAccount.values()] : [byAccount.get(event.accountId) ?? new Set()];
      targets.push(everyone);
      for (const set of targets) {
        for (const listener of [...set]) {
          try {
            listener(event);
          } catch (err) {
            log?.error('[live] a listener failed', err);
          }
        }
      }
    },
    subscribe(accountId: number, listener: (e: LiveEvent) => void): () => void {
      let set = byAccount.get(accountId);
      if (!set) {
        set = new Set();
        byAccount.set(accountId, set);
      }
      set.add(listener);
      return () => {
        const current = byAccount.get(accountId);
        current?.delete(listener);
        if (current?.size === 0) byAccount.delete(accountId);
      };
    },
    subscribeAll(listener: (e: LiveEvent) => void): () => void {
      everyone.add(listener);
      return () => {
        everyone.delete(listener);
      };
    },
    clear(): void {
      byAccount.clear();
      everyone.clear();
    },
  };
}

/** In-process delivery: one process holds every stream (PGlite is one process). */
export function createMemoryBus(log?: Logger): LiveBus {
  const fanOut = localFanOut(log);
  let closed = false;
  return {
    async publish(event) {
      if (closed) return;
      // Checked like a NOTIFY payload would be, so both buses refuse the same events.
      fanOut.deliver(liveEventShape.parse(event));
    },
    subscribe: (accountId, listener) => fanOut.subscribe(accountId, listener),
    subscribeAll: (listener) => fanOut.subscribeAll(listener),
    async close() {
      closed = true;
      fanOut.clear();
    },
  };
}

export interface PostgresBusOptions {
  log?: Logger;
  /** Waits before listening again after the connection dropped: 1 s, doubling to 30 s. */
  reconnectMs?: (attempt: number) => number;
}

/**
 * Every instance listens on one channel; a publish is a NOTIFY of `{kind, accountId, version}` (well under the
 * 8000-byte payload limit). PostgreSQL delivers it to every listening session, this one's included, so local
 * listeners hear an event once, by the same path as the other instances. While the listening connection is down
 * events are missed: the open tabs' heartbeat and refreshes carry on meanwhile.
 */
export async function createPostgresBus(url: string, options: PostgresBusOptions = {}): Promise<LiveBus> {
  const { log } = options;
  const reconnectMs = options.reconnectMs ?? ((attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt));
  const fanOut = localFanOut(log);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const listen = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const event = readLiveEvent(message.payload);
      if (event) fanOut.deliver(event);
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    return next;
  };
  const reconnect = (attempt: number) => {
    if (closed) return;
    retry = setTimeout(() => {
      listen().then(
        (next) => {
          if (closed) {
            next.end().catch(() => {});
            return;
          }
          adopt(next);
        },
        (err: unknown) => {
          log?.error('[live] listening again failed', err);
          reconnect(attempt + 1);
        },
      );
    }, reconnectMs(attempt));
    retry.unref?.();
  };
  const adopt = (next: pg.Client) => {
    client = next;
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('error');
      next.on('error', () => {});
      next.end().catch(() => {});
      if (!closed) {
        if (err) log?.error('[live] the listening connection dropped', err);
        reconnect(0);
      }
    };
    next.on('error', lost);
    next.on('end', () => lost());
  };
  adopt(await listen());

  return {
    async publish(event) {
      if (closed) return;
      const { kind, accountId, version } = liveEventShape.parse(event);
      const payload = JSON.stringify(version === undefined ? { kind, accountId } : { kind, accountId, version });
      const current = client;
      if (!current) throw new Error('live bus: not listening (reconnecting)');
      await current.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    subscribe: (accountId, listener) => fanOut.subscribe(accountId, listener),
    subscribeAll: (listener) => fanOut.subscribeAll(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      fanOut.clear();
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}

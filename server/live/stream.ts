import { and, eq, gt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { LIVE_KEEP_ALIVE_MS, LIVE_PATH, type LiveEvent } from '../../src/api/contract/live';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/connect';
import { playerBreaks, sessions, users } from '../db/schema';
import { ERRCODE } from '../errors';
import { fail, unauthorized } from '../http/respond';
import type { Logger } from '../log';
import { bearerToken, liveSession } from '../player/sessions';
import type { Lifecycle } from '../runtime/health';
import { liveStreams } from '../runtime/metrics';
import type { LiveBus } from './bus';

/**
 * `GET ${LIVE_PATH}`: one Server-Sent Events stream per session token (docs/architecture.md "Live updates").
 *
 * - Authorised like every call (`Authorization: Bearer`), read once when it opens: 401 without a live token, 403 for
 *   a player on a break (their calls are refused too), 503 while the instance drains.
 * - One stream per token: a second one is refused with 409 while the first is open (two tabs sharing a token: the
 *   second lives on its heartbeat instead of the two taking the stream from each other in turn).
 * - Writes `data: {"kind","accountId","version"}` for the player's events and everyone's, and a comment line every
 *   25 s so proxies keep it open and the tab notices a dead one.
 * - A `sessionEnded` event is passed on, and the stream closed, only when this stream's own session has ended (and
 *   not by a break the player took: then the stream closes without it, see `endingOf`); with `reason: 'suspended'`
 *   when the operator locked the account.
 * - Ends on the tab's disconnect and on `closeAll` (the drain), which must not wait for streams that never end.
 */
export interface LiveStreams {
  /** Streams open now. */
  count(): number;
  /** Ends every open stream (the drain) and refuses new ones. */
  closeAll(): void;
}

/** Starts the keep-alive of one stream: calls `beat` every period; answers the stop. Tests beat by hand. */
export type KeepAlive = (beat: () => void) => () => void;

export const everyPeriod: KeepAlive = (beat) => {
  const timer = setInterval(beat, LIVE_KEEP_ALIVE_MS);
  timer.unref?.();
  return () => clearInterval(timer);
};

export interface LiveStreamDeps {
  db: Db;
  bus: LiveBus;
  clock: () => number;
  /** The request's own time: the server clock moved by a test client's offset (test controls), else `clock`. */
  requestNow?: () => Promise<number>;
  lifecycle: Lifecycle;
  log: Logger;
  keepAlive?: KeepAlive;
}

const encoder = new TextEncoder();

/**
 * What a `sessionEnded` means for this stream, read from the database (another instance may have ended it): `live`
 * (another session ended), `told` (this one ended: the tab logs out now), `suspended` (this one ended because the
 * operator locked the account: the tab logs out saying so, as the 401 with errcode 1047 would), `quiet` (this one
 * ended because the player took a break: the stream only closes, without a word that would send the tab that took
 * it to /login before its own answer gives the break's reason; a tab trying the stream again is refused, 401).
 */
async function endingOf(
  db: Db,
  tokenHash: string,
  accountId: number,
  now: number,
): Promise<'live' | 'told' | 'suspended' | 'quiet'> {
  const [row] = await db
    .select({ userId: sessions.userId, suspendedAt: users.suspendedAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (row && row.revokedAt === null) return 'live';
  const [onBreak] = await db
    .select({ id: playerBreaks.id })
    .from(playerBreaks)
    .where(and(eq(playerBreaks.userId, accountId), gt(playerBreaks.until, new Date(now))))
    .limit(1);
  if (onBreak) return 'quiet';
  return row?.suspendedAt ? 'suspended' : 'told';
}

export interface EventStreamOptions<E = LiveEvent> {
  keepAlive: KeepAlive;
  /**
   * The stream opened: start listening, writing events with `send`; `end` closes the stream from the server's side.
   * Answers what to undo when the stream ends (either side).
   */
  open(send: (event: E) => void, end: () => void): () => void;
}

/**
 * One Server-Sent Events answer: `data: {event}` lines, a comment line every keep-alive period, counted in the
 * open-streams metric, ended by the client's disconnect or by `end`. The players' live stream, support's chat
 * stream (server/ops/chatStream.ts) and the live tables' streams (server/game/liveTableRoutes.ts) answer with it.
 */
export function eventStream<E = LiveEvent>(options: EventStreamOptions<E>): Response {
  let end = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const write = (text: string) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      };
      const send = (event: E) => write(`data: ${JSON.stringify(event)}\n\n`);
      const stopBeat = options.keepAlive(() => write(': keep-alive\n\n'));
      let undo = () => {};
      end = () => {
        if (ended) return;
        ended = true;
        stopBeat();
        undo();
        liveStreams.dec();
        try {
          controller.close();
        } catch {
          // Already cancelled by the client's disconnect.
        }
      };
      liveStreams.inc();
      undo = options.open(send, () => end());
      // The first bytes: the client knows the stream is open before any event.
      write(': open\n\n');
    },
    cancel() {
      end();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves it alone (a gzip stream would hold events back).
      'Cache-Control': 'no-store, no-transform',
      // A stream's connection is not worth keeping for reuse; closing it lets a drain finish at once.
      Connection: 'close',
      'X-Accel-Buffering': 'no',
    },
  });
}

export function registerLiveStream(app: Hono, deps: LiveStreamDeps): LiveStreams {
  const { db, bus, clock, lifecycle, log } = deps;
  const keepAlive = deps.keepAlive ?? everyPeriod;
  /** The open streams, by their session's token hash; each entry ends its stream. */
  const open = new Map<string, () => void>();
  let closing = false;

  app.get(LIVE_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (closing || lifecycle.draining) return fail(c, 503, ERRCODE.notAvailable, 'the server is restarting');
    const token = bearerToken(c.req.header('authorization'));
    const now = deps.requestNow ? await deps.requestNow() : clock();
    const session = token ? await liveSession(db, token, now) : null;
    if (!token || !session) return unauthorized(c);
    if (session.onBreak) return fail(c, 403, ERRCODE.notAvailable, 'on a break');
    const tokenHash = hashToken(token);
    if (open.has(tokenHash)) return fail(c, 409, ERRCODE.notAvailable, 'a stream is already open for this session');

    const accountId = session.userId;
    return eventStream({
      keepAlive,
      open(send, end) {
        const unsubscribe = bus.subscribe(accountId, (event) => {
          // A live table's rounds go to the tables' own streams, not to every lobby tab; the player's own typing is
          // for support's stream.
          if (event.kind === 'liveTable' || event.kind === 'chatPlayerTyping') return;
          if (event.kind !== 'sessionEnded') {
            send(event);
            return;
          }
          endingOf(db, tokenHash, accountId, clock()).then(
            (ending) => {
              if (ending === 'live') return;
              if (ending === 'told') send(event);
              if (ending === 'suspended') send({ ...event, reason: 'suspended' });
              end();
            },
            (err: unknown) => log.error('[live] reading the session failed', err),
          );
        });
        open.set(tokenHash, end);
        return () => {
          unsubscribe();
          if (open.get(tokenHash) === end) open.delete(tokenHash);
        };
      },
    });
  });

  return {
    count: () => open.size,
    closeAll() {
      closing = true;
      for (const end of [...open.values()]) end();
    },
  };
}

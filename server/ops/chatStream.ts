import type { Hono } from 'hono';
import { clockOffset } from '../clock';
import type { Db } from '../db/connect';
import type { LiveBus } from '../live/bus';
import { eventStream, everyPeriod, type KeepAlive, type LiveStreams } from '../live/stream';
import { bearerToken } from '../player/sessions';
import type { Lifecycle } from '../runtime/health';
import { writeAudit } from './audit';
import { CHAT_ROLES } from './chat';
import { OPS_API } from './routes';
import { staffOfToken } from './sessions';

/** Support's live chat stream: under the back office's calls, before their catch-all answers unknown paths. */
export const CHAT_STREAM_PATH = `${OPS_API}/chat/stream`;

export interface ChatStreamDeps {
  db: Db;
  bus: LiveBus;
  clock: () => number;
  testControls: boolean;
  lifecycle: Lifecycle;
  keepAlive?: KeepAlive;
}

/**
 * `GET /ops-api/chat/stream`: Server-Sent Events for the chat console (docs/ops.md "Live chat"). Authorised like
 * every back-office call (staff bearer token: 401; a role other than support or admin: 403, audited `denied`), read
 * once as it opens. Passes on every player's `chat` event — `{kind, accountId, version}`, no words — so the console
 * reads its queue and the open conversation again, and `chatPlayerTyping` — the player of `accountId` is typing — so
 * the console says so; whichever instance the change was made on (the bus crosses them).
 */
export function registerChatStream(app: Hono, deps: ChatStreamDeps): LiveStreams {
  const { db, bus, clock, lifecycle } = deps;
  const keepAlive = deps.keepAlive ?? everyPeriod;
  const open = new Set<() => void>();
  let closing = false;

  app.get(CHAT_STREAM_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (closing || lifecycle.draining) return c.json({ ok: false, error: 'The server is restarting.' }, 503);
    const now = clock() + (await clockOffset(db, deps.testControls));
    const token = bearerToken(c.req.header('authorization'));
    const staff = token ? await staffOfToken(db, token, now) : null;
    if (!staff) return c.json({ ok: false, error: 'Log in again.' }, 401);
    if (!CHAT_ROLES.includes(staff.role)) {
      await writeAudit(db, staff, { action: 'denied', target: `GET /chat/stream` }, now);
      return c.json({ ok: false, error: `Your role (${staff.role}) may not do this.` }, 403);
    }
    return eventStream({
      keepAlive,
      open(send, end) {
        open.add(end);
        const unsubscribe = bus.subscribeAll((event) => {
          if (event.kind === 'chat' || event.kind === 'chatPlayerTyping') send(event);
        });
        return () => {
          unsubscribe();
          open.delete(end);
        };
      },
    });
  });

  return {
    count: () => open.size,
    closeAll() {
      closing = true;
      for (const end of [...open]) end();
    },
  };
}

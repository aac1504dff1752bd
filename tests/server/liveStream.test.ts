import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { playerBreaks, users } from '../../server/db/schema';
import { post } from '../../server/ledger';
import { revokeUserSessions } from '../../server/player/sessions';
import { registry } from '../../server/runtime/metrics';
import { LIVE_PATH, type LiveEvent } from '../../src/api/contract/live';
import { bootedServer, setupServer } from './harness';

/**
 * The live stream (server/live/stream.ts): opened with the player's token, it carries the player's events after
 * the write committed, refuses a second stream on one token, ends with the session and with the drain.
 */

const beats: Array<() => void> = [];
const server = setupServer({
  // The keep-alive beats when the test says, not every 25 s.
  liveKeepAlive: (beat) => {
    beats.push(beat);
    return () => {
      beats.splice(beats.indexOf(beat), 1);
    };
  },
});

/** An open stream: the text read so far, and a wait for text matching a pattern. */
async function openStream(token: string | null, base?: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = base ? await fetch(`${base}${LIVE_PATH}`, { headers }) : await server.app.request(LIVE_PATH, { headers });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  const readMore = async () => {
    if (!reader || done) return false;
    const chunk = await reader.read();
    if (chunk.done) {
      done = true;
      return false;
    }
    text += decoder.decode(chunk.value, { stream: true });
    return true;
  };
  return {
    res,
    get text() {
      return text;
    },
    /** Reads until `pattern` appears in what was read (or the stream ended). */
    async until(pattern: RegExp): Promise<string> {
      while (!pattern.test(text)) if (!(await readMore())) break;
      return text;
    },
    /** Reads until the server ends the stream. */
    async end(): Promise<string> {
      while (await readMore()) {}
      return text;
    },
    events(): LiveEvent[] {
      return [...text.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1] ?? '') as LiveEvent);
    },
    cancel: () => reader?.cancel(),
  };
}

async function userIdOf(account: string): Promise<number> {
  const [row] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!row) throw new Error(`no account ${account}`);
  return row.id;
}

async function streamsGauge(): Promise<number> {
  const metric = await registry.getSingleMetric('lobby_live_streams')?.get();
  return metric?.values[0]?.value ?? 0;
}

describe('GET live stream', () => {
  it('refuses a caller without a live token', async () => {
    expect((await openStream(null)).res.status).toBe(401);
    expect((await openStream('0'.repeat(64))).res.status).toBe(401);
  });

  it("opens as an event stream and carries the player's balance change once its transaction committed", async () => {
    const token = await server.login('demo');
    const userId = await userIdOf('demo');
    const stream = await openStream(token);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('cache-control')).toContain('no-transform');
    await stream.until(/: open/);
    expect(await streamsGauge()).toBe(1);

    // A rolled-back movement is never announced; the committed one is, once, with its ledger entry as version.
    await expect(
      server.conn.db.transaction(async (tx) => {
        await post(tx, { userId, amount: 500, kind: 'test:live', ref: 'rolled-back' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const posted = await server.conn.db.transaction((tx) =>
      post(tx, { userId, amount: 700, kind: 'test:live', ref: 'committed' }),
    );
    await stream.until(/^data: /m);
    expect(stream.events()).toEqual([{ kind: 'balance', accountId: userId, version: posted.entryId }]);

    // Another player's movement does not reach this stream; the keep-alive does.
    const otherId = await userIdOf('9171234567');
    await server.conn.db.transaction((tx) => post(tx, { userId: otherId, amount: 100, kind: 'test:live', ref: 'o' }));
    for (const beat of beats) beat();
    await stream.until(/: keep-alive/);
    expect(stream.events()).toHaveLength(1);

    await stream.cancel();
    expect(await streamsGauge()).toBe(0);
  });

  it('holds one stream per session token: a second is refused while the first is open', async () => {
    const token = await server.login('demo');
    const first = await openStream(token);
    await first.until(/: open/);
    expect((await openStream(token)).res.status).toBe(409);
    await first.cancel();
    const again = await openStream(token);
    expect(again.res.status).toBe(200);
    await again.cancel();
  });

  it('tells the tab its session ended and closes; a session that lives on hears nothing of it', async () => {
    const ended = await server.login('9171234567');
    const userId = await userIdOf('9171234567');
    const stream = await openStream(ended);
    await stream.until(/: open/);
    // A password change ends the player's other sessions but keeps the one that asked.
    const kept = await server.login('9171234567');
    const keptStream = await openStream(kept);
    await keptStream.until(/: open/);
    await revokeUserSessions(server.conn.db, userId, Date.now(), hashToken(kept));
    await stream.end();
    expect(stream.events()).toEqual([{ kind: 'sessionEnded', accountId: userId }]);
    for (const beat of beats) beat();
    await keptStream.until(/: keep-alive/);
    expect(keptStream.events()).toEqual([]);
    await keptStream.cancel();
  });

  it('tells the tab of a suspended account why its session ended, so it says so rather than "session ended"', async () => {
    const token = await server.login('9171234567');
    const userId = await userIdOf('9171234567');
    const stream = await openStream(token);
    await stream.until(/: open/);
    const now = Date.now();
    try {
      // What the operator's lock does (server/ops/playerSupport.ts): the account suspended, its sessions ended.
      await server.conn.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ suspendedAt: new Date(now) })
          .where(eq(users.id, userId));
        await revokeUserSessions(tx, userId, now);
      });
      await stream.end();
      expect(stream.events()).toEqual([{ kind: 'sessionEnded', accountId: userId, reason: 'suspended' }]);
    } finally {
      await server.conn.db.update(users).set({ suspendedAt: null }).where(eq(users.id, userId));
    }
  });

  it('closes without a word when the session ended for a break the player took (their own answer says why)', async () => {
    const token = await server.login('demo');
    const userId = await userIdOf('demo');
    const stream = await openStream(token);
    await stream.until(/: open/);
    const now = Date.now();
    await server.conn.db.insert(playerBreaks).values({
      userId,
      kind: 'timeOut',
      breakId: 'timeOut24h',
      startedAt: new Date(now),
      until: new Date(now + 86_400_000),
    });
    try {
      await revokeUserSessions(server.conn.db, userId, now);
      await stream.end();
      expect(stream.events()).toEqual([]);
      expect((await openStream(token)).res.status).toBe(401);
    } finally {
      await server.conn.db.delete(playerBreaks).where(eq(playerBreaks.userId, userId));
    }
  });
});

describe('the drain', () => {
  const server = bootedServer({ DRAIN_TIMEOUT_MS: '60000', TEST_CONTROLS: '1' });

  it('ends the open streams, so the drain finishes without being forced', async () => {
    const res = await fetch(`${server().url}/__test__/session`, { method: 'POST', body: '{"account":"demo"}' });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const stream = await openStream(token, server().url);
    expect(stream.res.status).toBe(200);
    await stream.until(/: open/);
    const closing = server().close();
    await stream.end();
    expect(await closing).toEqual({ forced: false });
  }, 60_000);
});

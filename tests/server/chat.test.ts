import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLobbyApp } from '../../server/app';
import { chatConversations, chatMessages, users } from '../../server/db/schema';
import { createMemoryBus } from '../../server/live/bus';
import { createLogger } from '../../server/log';
import { CHAT_STREAM_PATH } from '../../server/ops/chatStream';
import { CHAT_ERRCODE, CHAT_LIMITS, type ChatThread } from '../../src/api/contract/chat';
import { LIVE_PATH, type LiveEvent } from '../../src/api/contract/live';
import { setupServer } from './harness';
import { opsTools } from './opsTools';

/**
 * The customer-service chat (server/chat, server/ops/chat.ts): the player writes and reads the thread; support sees
 * the queue, takes a conversation (one agent, however many press at once), reads it with the player's context,
 * replies, shows "typing" (throttled) and closes it, audited; each change reaches the player's live stream and
 * support's chat stream, from whichever app instance made it.
 */
const bus = createMemoryBus();
const beats: Array<() => void> = [];
const keepAlive = (beat: () => void) => {
  beats.push(beat);
  return () => {
    beats.splice(beats.indexOf(beat), 1);
  };
};
const server = setupServer({ testControls: true, seed: { games: 20 }, live: bus, liveKeepAlive: keepAlive });
const ops = opsTools(server);

type Fetcher = (path: string, init: RequestInit) => Response | Promise<Response>;

/** An open event stream read as it comes: the events so far and a wait for more. */
async function openStream(fetcher: Fetcher, path: string, token: string) {
  const res = await fetcher(path, { headers: { Authorization: `Bearer ${token}` } });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events = (): LiveEvent[] =>
    [...text.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1] ?? '') as LiveEvent);
  return {
    res,
    events,
    async until(done: () => boolean): Promise<void> {
      while (!done()) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        text += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader?.cancel(),
  };
}

const appFetch: Fetcher = (path, init) => server.app.request(path, init);

async function send(token: string, body: unknown) {
  return server.call('chatSend', { body }, { token });
}

async function thread(token: string): Promise<ChatThread> {
  const res = await server.call('chatThread', {}, { token });
  expect(res.json.errcode).toBe(0);
  const { conversation, messages } = res.json as unknown as ChatThread;
  return { conversation, messages };
}

async function userId(account: string): Promise<number> {
  const [row] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!row) throw new Error(`no account ${account}`);
  return row.id;
}

interface QueueEntry {
  id: number;
  userId: number;
  preview: string;
}

describe('customer-service chat', () => {
  let player: string;

  beforeEach(async () => {
    await server.reset();
    player = await server.login('demo');
  });

  it('the player writes and reads the thread; the text is trimmed and capped', async () => {
    expect(await thread(player)).toEqual({ conversation: null, messages: [] });
    const answer = await send(player, '  Where is my deposit?  ');
    expect(answer.json.errcode).toBe(0);
    const after = await thread(player);
    expect(after.conversation?.status).toBe('waiting');
    expect(after.messages).toEqual([expect.objectContaining({ from: 'player', body: 'Where is my deposit?' })]);

    for (const refused of ['   ', 'x'.repeat(CHAT_LIMITS.messageMax + 1)]) {
      expect((await send(player, refused)).json.errcode).toBe(CHAT_ERRCODE.messageInvalid);
    }
    // Past the wire's own cap the body is refused before any handler (invalid body).
    expect((await send(player, 'x'.repeat(2_001))).json.errcode).not.toBe(0);
    // A longest message is taken whole.
    expect((await send(player, 'y'.repeat(CHAT_LIMITS.messageMax))).json.errcode).toBe(0);
    // Without a token: 401.
    const res = await server.call('chatThread', {});
    expect(res.status).toBe(401);
  });

  it(`refuses more than ${CHAT_LIMITS.perMinute} messages a minute, and a full conversation`, async () => {
    for (let i = 0; i < CHAT_LIMITS.perMinute; i += 1) expect((await send(player, `m${i}`)).json.errcode).toBe(0);
    expect((await send(player, 'one more')).json.errcode).toBe(CHAT_ERRCODE.tooFast);
    // A conversation holding the limit takes no more (filled directly: the rate rule would take minutes).
    const [conversation] = await server.conn.db.select().from(chatConversations);
    const old = new Date(Date.now() - 3_600_000);
    await server.conn.db.insert(chatMessages).values(
      Array.from({ length: CHAT_LIMITS.conversationMax - CHAT_LIMITS.perMinute }, (_, i) => ({
        conversationId: conversation?.id ?? 0,
        author: 'player' as const,
        body: `old ${i}`,
        at: old,
      })),
    );
    await server.conn.db.delete(chatMessages).where(eq(chatMessages.body, 'm0'));
    await server.conn.db.insert(chatMessages).values({
      conversationId: conversation?.id ?? 0,
      author: 'player',
      body: 'old last',
      at: old,
    });
    // Nine in the last minute (m1…m9): the rate allows one more, the conversation does not.
    expect((await send(player, 'full?')).json.errcode).toBe(CHAT_ERRCODE.conversationFull);
    expect((await thread(player)).messages).toHaveLength(CHAT_LIMITS.conversationMax);
  });

  it('support sees the queue, takes, reads the context, replies and closes; audited; roles held', async () => {
    const demoId = await userId('demo');
    await send(player, 'Hello, I need help with a withdrawal');
    const support = await ops.session('support');
    const queue = await ops.get('/chat', support);
    expect(queue.status).toBe(200);
    const waiting = queue.json.waiting as QueueEntry[];
    expect(waiting).toEqual([
      expect.objectContaining({ userId: demoId, preview: 'Hello, I need help with a withdrawal' }),
    ]);
    expect((queue.json.canned as unknown[]).length).toBeGreaterThan(0);
    const id = waiting[0]?.id ?? 0;

    // Finance and marketing answer no chat (403, audited as denied).
    for (const role of ['finance', 'marketing'] as const) {
      const token = await ops.session(role);
      expect((await ops.get('/chat', token)).status).toBe(403);
      expect((await ops.post(`/chat/${id}/take`, token)).status).toBe(403);
    }
    // A reply before taking it is refused.
    expect((await ops.post(`/chat/${id}/reply`, support, { body: 'Hi' })).status).toBe(409);

    expect((await ops.post(`/chat/${id}/take`, support)).status).toBe(200);
    const view = await ops.get(`/chat/${id}`, support);
    expect(view.status).toBe(200);
    expect(view.json.conversation).toMatchObject({ status: 'assigned', staffName: 'support', mine: true });
    const context = view.json.player as { balance: number; kyc: string; deposits: unknown[] };
    const [demo] = await server.conn.db.select({ coin: users.coin }).from(users).where(eq(users.id, demoId));
    expect(context.balance).toBe(demo?.coin);
    expect(context.kyc).toEqual(expect.any(String));
    expect(context.deposits.length).toBeLessThanOrEqual(5);

    // Another support agent may neither read nor answer it; an admin reads it.
    const other = await ops.session('support2');
    expect((await ops.get(`/chat/${id}`, other)).status).toBe(403);
    expect((await ops.post(`/chat/${id}/reply`, other, { body: 'Hi' })).status).toBe(409);
    expect((await ops.get(`/chat/${id}`, await ops.session('admin'))).status).toBe(200);

    expect((await ops.post(`/chat/${id}/reply`, support, { body: ' ' })).status).toBe(400);
    expect((await ops.post(`/chat/${id}/reply`, support, { body: 'x'.repeat(501) })).status).toBe(400);
    expect((await ops.post(`/chat/${id}/reply`, support, { body: 'Checking it now.' })).status).toBe(200);
    const seen = await thread(player);
    expect(seen.conversation?.status).toBe('assigned');
    expect(seen.messages.map((m) => [m.from, m.body])).toEqual([
      ['player', 'Hello, I need help with a withdrawal'],
      ['agent', 'Checking it now.'],
    ]);
    // The player never reads which staff member answered.
    expect(JSON.stringify(seen)).not.toContain('support');

    expect((await ops.post(`/chat/${id}/close`, other)).status).toBe(403);
    expect((await ops.post(`/chat/${id}/close`, support)).status).toBe(200);
    expect((await ops.post(`/chat/${id}/close`, support)).status).toBe(409);
    expect((await thread(player)).conversation?.status).toBe('closed');
    const audit = (await ops.audit()).filter((r) => r.action.startsWith('chat.'));
    expect(audit.map((r) => [r.action, r.target, r.staffName])).toEqual([
      ['chat.take', `chat:${id}`, 'support'],
      ['chat.close', `chat:${id}`, 'support'],
    ]);

    // The next message opens a new conversation in the queue.
    await send(player, 'One more thing');
    const next = await thread(player);
    expect(next.conversation?.id).not.toBe(id);
    expect(next.messages).toHaveLength(1);
  });

  it('20 agents pressing Take at once: exactly one holds the conversation', async () => {
    await send(player, 'Anyone there?');
    const [conversation] = await server.conn.db.select().from(chatConversations);
    const id = conversation?.id ?? 0;
    const tokens = await Promise.all(['support', 'support2', 'admin', 'admin2'].map((name) => ops.session(name)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ops.post(`/chat/${id}/take`, tokens[i % tokens.length])),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const takes = (await ops.audit()).filter((r) => r.action === 'chat.take');
    expect(takes).toHaveLength(1);
    const [held] = await server.conn.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    expect(held?.staffName).toBe(takes[0]?.staffName);
    // The queue no longer lists it.
    expect((await ops.get('/chat', tokens[0])).json.waiting).toEqual([]);
  });

  it("tells the player's stream and support's stream; typing is throttled; a change on another instance arrives", async () => {
    const demoId = await userId('demo');
    const support = await ops.session('support');
    const playerStream = await openStream(appFetch, LIVE_PATH, player);
    expect(playerStream.res.status).toBe(200);
    const staffStream = await openStream(appFetch, CHAT_STREAM_PATH, support);
    expect(staffStream.res.status).toBe(200);
    expect(staffStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);

    await send(player, 'Hello?');
    await staffStream.until(() => staffStream.events().some((e) => e.kind === 'chat'));
    expect(staffStream.events()[0]).toMatchObject({ kind: 'chat', accountId: demoId });
    const [conversation] = await server.conn.db.select().from(chatConversations);
    const id = conversation?.id ?? 0;
    await ops.post(`/chat/${id}/take`, support);

    // Typing: told once, then held back within the throttle window.
    expect((await ops.post(`/chat/${id}/typing`, support)).json.told).toBe(true);
    expect((await ops.post(`/chat/${id}/typing`, support)).json.told).toBe(false);
    await playerStream.until(() => playerStream.events().some((e) => e.kind === 'chatTyping'));

    // A second app instance on the same database and bus: its reply reaches the streams open on the first.
    const second = createLobbyApp({ db: server.conn.db, live: bus, testControls: true, log: createLogger(false) });
    const res = await second.app.request(`/ops-api/chat/${id}/reply`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${support}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: 'Hello from support' }),
    });
    expect(res.status).toBe(200);
    const { messageId } = (await res.json()) as { messageId: number };
    await playerStream.until(() => playerStream.events().some((e) => e.kind === 'chat' && e.version === messageId));
    await staffStream.until(() => staffStream.events().some((e) => e.kind === 'chat' && e.version === messageId));
    // Support's stream carries chat events only: no typing, no words.
    expect(staffStream.events().every((e) => e.kind === 'chat')).toBe(true);
    expect(JSON.stringify(playerStream.events())).not.toContain('Hello');

    await playerStream.cancel();
    await staffStream.cancel();
    second.live.closeAll();
  });

  it('holds the chat stream to staff of support and admin', async () => {
    expect((await openStream(appFetch, CHAT_STREAM_PATH, player)).res.status).toBe(401);
    expect((await openStream(appFetch, CHAT_STREAM_PATH, await ops.session('finance'))).res.status).toBe(403);
    const admin = await openStream(appFetch, CHAT_STREAM_PATH, await ops.session('admin'));
    expect(admin.res.status).toBe(200);
    await admin.cancel();
  });
});

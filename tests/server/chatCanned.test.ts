import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLobbyApp } from '../../server/app';
import { chatCannedReplies, users } from '../../server/db/schema';
import { createMemoryBus } from '../../server/live/bus';
import { createLogger } from '../../server/log';
import { CHAT_STREAM_PATH } from '../../server/ops/chatStream';
import { OPS_API } from '../../server/ops/routes';
import {
  CANNED_LIMITS,
  type CannedRepliesAnswer,
  type CannedReply,
  DEFAULT_CANNED_REPLIES,
} from '../../src/api/contract/chatCanned';
import { LIVE_PATH, type LiveEvent } from '../../src/api/contract/live';
import { setupServer } from './harness';
import { opsTools } from './opsTools';

/**
 * The live chat's canned replies, edited by admin in /ops/chat (server/ops/chatCanned.ts): checked whole with the
 * field named and nothing saved on error, held to admin (support reads them), audited with before and after, saved
 * against the revision read, served by every instance at once. And the player's "typing", told to support's stream
 * only, throttled.
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

async function canned(token: string): Promise<CannedRepliesAnswer> {
  const answer = await ops.get('/chat/canned', token);
  expect(answer.status).toBe(200);
  const { replies, revision } = answer.json as unknown as CannedRepliesAnswer;
  return { replies, revision };
}

async function queueCanned(token: string): Promise<CannedReply[]> {
  const answer = await ops.get('/chat', token);
  expect(answer.status).toBe(200);
  return answer.json.canned as CannedReply[];
}

describe('/ops chat: the canned replies', () => {
  beforeEach(async () => {
    await server.reset();
  });

  it('the migration seeds the replies support had before, the product list the server falls back on', () => {
    const sql = readFileSync(
      new URL('../../server/db/migrations/0052_chat_canned_replies.sql', import.meta.url),
      'utf8',
    );
    const seeded = /VALUES \(1, '([\s\S]+)'::jsonb, 1\)/.exec(sql)?.[1] ?? '[]';
    expect(JSON.parse(seeded)).toEqual(DEFAULT_CANNED_REPLIES);
  });

  it('admin adds, edits, removes and orders; support reads the new list with the queue; audited before and after', async () => {
    const admin = await ops.session('admin');
    const support = await ops.session('support');
    const start = await canned(support);
    expect(start).toEqual({ replies: DEFAULT_CANNED_REPLIES, revision: 0 });
    expect(await queueCanned(support)).toEqual(DEFAULT_CANNED_REPLIES);

    const [greet, , deposit, , close] = DEFAULT_CANNED_REPLIES;
    const replies = [
      { id: close?.id, title: close?.title, body: close?.body },
      { id: greet?.id, title: '  Hello  ', body: 'Hi! How can I help?' },
      { title: 'Withdrawal', body: 'Withdrawals reach your e-wallet within a day.' },
      { id: deposit?.id, title: deposit?.title, body: deposit?.body },
    ];
    const saved = await ops.post('/chat/canned', admin, { revision: 0, replies });
    expect(saved.status).toBe(200);
    const expected = [
      close,
      { id: 'greet', title: 'Hello', body: 'Hi! How can I help?' },
      { id: 'reply-1', title: 'Withdrawal', body: 'Withdrawals reach your e-wallet within a day.' },
      deposit,
    ];
    expect(saved.json).toEqual({ ok: true, replies: expected, revision: 1 });
    expect(await queueCanned(support)).toEqual(expected);

    const audit = (await ops.audit()).filter((r) => r.action === 'chat.canned.change');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: 'chat:canned', staffName: 'admin', before: DEFAULT_CANNED_REPLIES });
    expect(audit[0]?.after).toEqual(expected);

    // A second new reply gets the next free id; the same list again is refused as no change.
    const more = await ops.post('/chat/canned', admin, {
      revision: 1,
      replies: [...expected, { title: 'Bye', body: 'Thank you, goodbye!' }],
    });
    expect((more.json.replies as CannedReply[]).at(-1)?.id).toBe('reply-2');
    const same = await ops.post('/chat/canned', admin, { revision: 2, replies: more.json.replies });
    expect(same.status).toBe(400);

    // Everything removed: support has no canned reply.
    expect((await ops.post('/chat/canned', admin, { revision: 2, replies: [] })).status).toBe(200);
    expect(await queueCanned(support)).toEqual([]);
  });

  it('is held to admin for changes and to support and admin for reading; refusals audited', async () => {
    const support = await ops.session('support');
    const refused = await ops.post('/chat/canned', support, { revision: 0, replies: [] });
    expect(refused.status).toBe(403);
    for (const role of ['finance', 'marketing']) {
      expect((await ops.get('/chat/canned', await ops.session(role))).status).toBe(403);
    }
    const denied = (await ops.audit()).filter((r) => r.action === 'denied').map((r) => r.target);
    expect(denied).toEqual(expect.arrayContaining(['POST /chat/canned', 'GET /chat/canned']));
    expect(await server.conn.db.select().from(chatCannedReplies)).toEqual([]);
    expect((await ops.get('/chat/canned')).status).toBe(401);
  });

  it('checks the list whole: the field at fault is named and nothing is saved', async () => {
    const admin = await ops.session('admin');
    const reply = (i: number) => ({ title: `Reply ${i}`, body: `Text ${i}` });
    const cases: Array<[unknown, string]> = [
      [{ revision: 0, replies: [{ title: ' ', body: 'x' }] }, 'replies[0].title: must be 1 to 60 characters.'],
      [
        { revision: 0, replies: [reply(0), { title: 'Long', body: 'x'.repeat(CANNED_LIMITS.bodyMax + 1) }] },
        'replies[1].body: must be 1 to 500 characters.',
      ],
      [{ revision: 0, replies: [reply(0), { title: 'Empty', body: '' }] }, 'replies[1].body'],
      [{ revision: 0, replies: [{ title: 'x'.repeat(61), body: 'ok' }] }, 'replies[0].title'],
      [{ revision: 0, replies: Array.from({ length: CANNED_LIMITS.count + 1 }, (_, i) => reply(i)) }, 'at most 30'],
      [{ revision: 0, replies: 'none' }, 'replies: must be a list.'],
      [
        {
          revision: 0,
          replies: [
            { id: 'greet', ...reply(0) },
            { id: 'greet', ...reply(1) },
          ],
        },
        'replies[1].id',
      ],
      [{ revision: 0, replies: [{ id: 'invented', ...reply(0) }] }, 'replies[0].id: is not a reply of the list.'],
      [{ replies: [reply(0)] }, 'revision'],
    ];
    for (const [body, message] of cases) {
      const answer = await ops.post('/chat/canned', admin, body);
      expect(answer.status, message).toBe(400);
      expect(String(answer.json.error)).toContain(message);
    }
    // The longest text and 30 replies are taken.
    const longest = Array.from({ length: CANNED_LIMITS.count }, (_, i) => reply(i));
    longest[0] = { title: 't'.repeat(CANNED_LIMITS.titleMax), body: 'b'.repeat(CANNED_LIMITS.bodyMax) };
    const ok = await ops.post('/chat/canned', admin, { revision: 0, replies: longest });
    expect(ok.status).toBe(200);
    expect((ok.json.replies as CannedReply[]).length).toBe(CANNED_LIMITS.count);
    expect((await ops.audit()).filter((r) => r.action === 'chat.canned.change')).toHaveLength(1);
  });

  it('a save from a list changed meanwhile is refused (409), the newer list kept', async () => {
    const admin = await ops.session('admin');
    const admin2 = await ops.session('admin2');
    const first = await ops.post('/chat/canned', admin, { revision: 0, replies: [{ title: 'A', body: 'First' }] });
    expect(first.status).toBe(200);
    const late = await ops.post('/chat/canned', admin2, { revision: 0, replies: [{ title: 'B', body: 'Second' }] });
    expect(late.status).toBe(409);
    expect((await canned(admin)).replies).toEqual([{ id: 'reply-1', title: 'A', body: 'First' }]);
  });

  it('a stored list breaking the rules reads as the product list', async () => {
    await server.conn.db.insert(chatCannedReplies).values({ id: 1, replies: [{ id: 'x', title: '' }], revision: 3 });
    expect(await canned(await ops.session('support'))).toEqual({ replies: DEFAULT_CANNED_REPLIES, revision: 3 });
  });

  it('another instance over the same database serves the new list at once', async () => {
    const other = createLobbyApp({ db: server.conn.db, live: bus, testControls: true, log: createLogger(false) });
    const support = await ops.session('support');
    const there = async () => {
      const res = await other.app.request(`${OPS_API}/chat`, { headers: { Authorization: `Bearer ${support}` } });
      return ((await res.json()) as { canned: CannedReply[] }).canned;
    };
    expect(await there()).toEqual(DEFAULT_CANNED_REPLIES);
    const admin = await ops.session('admin');
    expect(
      (await ops.post('/chat/canned', admin, { revision: 0, replies: [{ title: 'T', body: 'New' }] })).status,
    ).toBe(200);
    expect(await there()).toEqual([{ id: 'reply-1', title: 'T', body: 'New' }]);
    other.live.closeAll();
  });
});

type Fetcher = (path: string, init: RequestInit) => Response | Promise<Response>;
const appFetch: Fetcher = (path, init) => server.app.request(path, init);

async function openStream(path: string, token: string) {
  const res = await appFetch(path, { headers: { Authorization: `Bearer ${token}` } });
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

describe("the player's typing", () => {
  beforeEach(async () => {
    await server.reset();
  });

  it("reaches support's stream, not the player's; throttled; only with an open conversation", async () => {
    const player = await server.login('demo');
    const [demo] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, 'demo'));
    const typing = async () => (await server.call('chatTyping', {}, { token: player })).json;

    // No conversation yet: nobody to tell.
    expect(await typing()).toMatchObject({ errcode: 0, told: false });

    const staffStream = await openStream(CHAT_STREAM_PATH, await ops.session('support'));
    const playerStream = await openStream(LIVE_PATH, player);
    expect((await server.call('chatSend', { body: 'Hello?' }, { token: player })).json.errcode).toBe(0);
    expect(await typing()).toMatchObject({ told: true });
    expect(await typing()).toMatchObject({ told: false });
    await staffStream.until(() => staffStream.events().some((e) => e.kind === 'chatPlayerTyping'));
    expect(staffStream.events().filter((e) => e.kind === 'chatPlayerTyping')).toEqual([
      { kind: 'chatPlayerTyping', accountId: demo?.id },
    ]);
    // The player's stream hears the conversation's changes, never their own typing (told between the two).
    expect((await server.call('chatSend', { body: 'Still there?' }, { token: player })).json.errcode).toBe(0);
    await playerStream.until(() => playerStream.events().filter((e) => e.kind === 'chat').length === 2);
    expect(playerStream.events().some((e) => e.kind === 'chatPlayerTyping')).toBe(false);
    expect((await server.call('chatTyping', {})).status).toBe(401);

    await staffStream.cancel();
    await playerStream.cancel();
  });
});

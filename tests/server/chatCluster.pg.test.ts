import { describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { CHAT_STREAM_PATH } from '../../server/ops/chatStream';
import { OPS_API } from '../../server/ops/routes';
import { totpCode } from '../../server/ops/totp';
import { DEMO_STAFF } from '../../server/seed/staff';
import { API_BASE } from '../../src/api/contract/define';
import { LIVE_PATH, type LiveEvent } from '../../src/api/contract/live';
import { endpoints } from '../../src/api/contract/map';
import { privateDatabase } from './pgDatabase';

/**
 * The live chat on two instances of one PostgreSQL, as behind a balancer: a player's message sent through one
 * reaches support's chat stream open on the other, and the agent's reply made there reaches the player's live
 * stream on the first (LISTEN/NOTIFY, server/live/bus.ts). PostgreSQL only (`.pg.test.ts`).
 */
const db = privateDatabase();

/** An open event stream: the events read so far and a wait for one matching. */
async function openStream(url: string, token: string) {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events = (): LiveEvent[] =>
    [...text.matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1] ?? '') as LiveEvent);
  return {
    events,
    async until(done: (events: LiveEvent[]) => boolean): Promise<void> {
      while (!done(events())) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        text += chunk.value;
      }
    },
    cancel: () => reader?.cancel(),
  };
}

describe('the live chat on two instances', () => {
  it("a player's message on one reaches support's stream on the other, and the reply comes back", async () => {
    await db.create();
    const config = db.config({ TEST_CONTROLS: '1' });
    const a = db.keep(await boot(config));
    const b = db.keep(await boot(config));

    const session = await fetch(`${a.url}/__test__/session`, { method: 'POST', body: '{"account":"demo"}' });
    const { token, userId } = (await session.json()) as { token: string; userId: number };
    const other = await fetch(`${a.url}/__test__/session`, { method: 'POST', body: '{"account":"demo"}' });
    const { token: callToken } = (await other.json()) as { token: string };

    const agent = DEMO_STAFF.find((s) => s.username === 'support2')!;
    const login = await fetch(`${b.url}${OPS_API}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: agent.username,
        password: agent.password,
        code: totpCode(agent.totpSecret, Date.now()),
      }),
    });
    const { token: staffToken } = (await login.json()) as { token: string };

    const playerStream = await openStream(`${a.url}${LIVE_PATH}`, token);
    const staffStream = await openStream(`${b.url}${CHAT_STREAM_PATH}`, staffToken);

    const sent = await fetch(`${a.url}${API_BASE}${endpoints.chatSend.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${callToken}`, Fingerprint: 'chat' },
      body: JSON.stringify({ body: 'Is anyone there?' }),
    });
    const thread = (await sent.json()) as { errcode: number; conversation: { id: number } };
    expect(thread.errcode).toBe(0);
    await staffStream.until((events) => events.some((e) => e.kind === 'chat' && e.accountId === userId));

    const staffCall = (path: string, body: unknown) =>
      fetch(`${b.url}${OPS_API}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staffToken}` },
        body: JSON.stringify(body),
      });
    const id = thread.conversation.id;
    expect((await staffCall(`/chat/${id}/take`, {})).status).toBe(200);
    expect((await staffCall(`/chat/${id}/typing`, {})).status).toBe(200);
    const reply = await staffCall(`/chat/${id}/reply`, { body: 'Yes, how can I help?' });
    const { messageId } = (await reply.json()) as { messageId: number };
    await playerStream.until((events) => events.some((e) => e.kind === 'chat' && e.version === messageId));
    expect(playerStream.events().some((e) => e.kind === 'chatTyping' && e.accountId === userId)).toBe(true);
    await playerStream.cancel();
    await staffStream.cancel();
  }, 180_000);
});

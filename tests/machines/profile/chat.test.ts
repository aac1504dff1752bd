import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CHAT_POLL_MS, chatMachine } from '../../../machines/profile/chat.machine';
import {
  agentTyping,
  chatClosed,
  chatDraft,
  chatFailedToSend,
  chatLoadFailed,
  chatMessages,
  chatOpen,
  chatPending,
  chatProblem,
  chatSending,
} from '../../../machines/profile/chat.selectors';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { tellLiveEvent } from '../../../src/api/client/liveEvents';
import { CHAT_ERRCODE, CHAT_LIMITS, type ChatThread } from '../../../src/api/contract/chat';
import { MockActors } from '../coverage/mockActors';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const mine = (id: number, body: string) => ({ id, from: 'player' as const, body, at: 1_800_000_000_000 + id });
const theirs = (id: number, body: string) => ({ id, from: 'agent' as const, body, at: 1_800_000_000_000 + id });
const thread = (status: 'waiting' | 'assigned' | 'closed', messages: ChatThread['messages']): ChatThread => ({
  conversation: { id: 4, status },
  messages,
});

/** The chat with its calls played by the test; the live events come through the real hub (src/api/client). */
function start() {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const actor = createActor(
    chatMachine.provide({
      actors: {
        load: mocks.promise<ChatThread>(),
        send: mocks.promise<ChatThread, { body: string }>(),
        refresh: mocks.promise<ChatThread>(),
        tellTyping: mocks.promise<{ told: boolean }>(),
      },
    }),
    { clock },
  ).start();
  return { actor, mocks, clock, snap: () => actor.getSnapshot() };
}

describe('the customer-service chat', () => {
  test('a failed read offers Retry; an empty thread opens the composer', async () => {
    const { actor, mocks, snap } = start();
    mocks.reject('load', new NetworkError('/app/v1/chat/thread', new Error('offline')));
    await flush();
    expect(chatLoadFailed(snap())).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.resolve('load', { conversation: null, messages: [] });
    await flush();
    expect(chatOpen(snap())).toBe(true);
    expect(chatMessages(snap())).toEqual([]);
  });

  test('Send takes a trimmed, valid draft; a refusal keeps the text with its reason and Retry sends it again', async () => {
    const { actor, mocks, snap } = start();
    mocks.resolve('load', { conversation: null, messages: [] });
    await flush();
    actor.send({ type: 'EDIT', text: '   ' });
    actor.send({ type: 'SEND' });
    expect(chatProblem(snap())).toBe('invalid');
    expect(chatSending(snap())).toBe(false);
    actor.send({ type: 'EDIT', text: 'x'.repeat(CHAT_LIMITS.messageMax + 1) });
    actor.send({ type: 'SEND' });
    expect(chatProblem(snap())).toBe('invalid');

    actor.send({ type: 'EDIT', text: '  Where is my deposit?  ' });
    actor.send({ type: 'SEND' });
    expect(chatSending(snap())).toBe(true);
    expect(chatDraft(snap())).toBe('');
    expect(mocks.starts.at(-1)).toEqual({ id: 'send', input: { body: 'Where is my deposit?' } });
    mocks.reject('send', new ErrcodeError('/app/v1/chat/send', CHAT_ERRCODE.tooFast, 200));
    await flush();
    expect(chatFailedToSend(snap())).toBe(true);
    expect(chatProblem(snap())).toBe('tooFast');
    expect(chatPending(snap())).toBe('Where is my deposit?');

    actor.send({ type: 'RETRY_SEND' });
    expect(mocks.starts.at(-1)).toEqual({ id: 'send', input: { body: 'Where is my deposit?' } });
    mocks.resolve('send', thread('waiting', [mine(1, 'Where is my deposit?')]));
    await flush();
    expect(chatSending(snap())).toBe(false);
    expect(chatPending(snap())).toBeNull();
    expect(chatProblem(snap())).toBeNull();
    expect(chatMessages(snap()).map((m) => m.body)).toEqual(['Where is my deposit?']);
  });

  test("the agent's typing shows on the live signal, lasts 6 s without another, and ends when the reply arrives", async () => {
    const { mocks, clock, snap } = start();
    mocks.resolve('load', thread('waiting', [mine(1, 'Hello?')]));
    await flush();
    expect(agentTyping(snap())).toBe(false);
    tellLiveEvent({ kind: 'chatTyping', accountId: 7 });
    expect(agentTyping(snap())).toBe(true);
    clock.increment(CHAT_LIMITS.typingShowsMs - 1);
    // A fresh signal keeps it for another 6 s.
    tellLiveEvent({ kind: 'chatTyping', accountId: 7 });
    clock.increment(CHAT_LIMITS.typingShowsMs - 1);
    expect(agentTyping(snap())).toBe(true);
    clock.increment(1);
    expect(agentTyping(snap())).toBe(false);

    // The reply: the live `chat` event reads the thread again; the agent's message ends the typing at once.
    tellLiveEvent({ kind: 'chatTyping', accountId: 7 });
    tellLiveEvent({ kind: 'chat', accountId: 7, version: 2 });
    expect(mocks.isWaiting('refresh')).toBe(true);
    mocks.resolve('refresh', thread('assigned', [mine(1, 'Hello?'), theirs(2, 'Hi! How can I help?')]));
    await flush();
    expect(agentTyping(snap())).toBe(false);
    expect(chatMessages(snap()).map((m) => m.from)).toEqual(['player', 'agent']);
  });

  test("the player's typing tells support at most every 2 s, and only in an open conversation", async () => {
    const before = start();
    before.mocks.resolve('load', { conversation: null, messages: [] });
    await flush();
    // No conversation yet: nobody to tell (the first message opens one).
    before.actor.send({ type: 'EDIT', text: 'Hel' });
    expect(before.mocks.starts.some((s) => s.id === 'tellTyping')).toBe(false);

    const { actor, mocks, clock } = start();
    const told = () => mocks.starts.filter((s) => s.id === 'tellTyping').length;
    mocks.resolve('load', thread('waiting', [mine(1, 'Hello?')]));
    await flush();
    actor.send({ type: 'EDIT', text: 'W' });
    actor.send({ type: 'EDIT', text: 'Wh' });
    actor.send({ type: 'EDIT', text: 'Whe' });
    expect(told()).toBe(1);
    // A failed signal is no matter for the player; the next keystrokes within 2 s tell nothing.
    mocks.reject('tellTyping', new NetworkError('/app/v1/chat/typing', new Error('offline')));
    await flush();
    clock.increment(CHAT_LIMITS.typingEveryMs - 1);
    actor.send({ type: 'EDIT', text: 'Wher' });
    expect(told()).toBe(1);
    clock.increment(1);
    actor.send({ type: 'EDIT', text: 'Where' });
    expect(told()).toBe(2);
    // Clearing the field is no typing.
    clock.increment(CHAT_LIMITS.typingEveryMs);
    actor.send({ type: 'EDIT', text: '' });
    expect(told()).toBe(2);
  });

  test('reads the thread again every 30 s in case the stream is down; a failed read changes nothing', async () => {
    const { mocks, clock, snap } = start();
    mocks.resolve('load', thread('waiting', [mine(1, 'Hello?')]));
    await flush();
    clock.increment(CHAT_POLL_MS - 1);
    expect(mocks.isWaiting('refresh')).toBe(false);
    clock.increment(1);
    expect(mocks.isWaiting('refresh')).toBe(true);
    mocks.reject('refresh', new NetworkError('/app/v1/chat/thread', new Error('offline')));
    await flush();
    expect(chatOpen(snap())).toBe(true);
    expect(chatMessages(snap())).toHaveLength(1);
  });

  test('a conversation support closed shows as closed; Start a new chat leaves it behind for good', async () => {
    const { actor, mocks, snap } = start();
    mocks.resolve('load', thread('assigned', [mine(1, 'Thanks'), theirs(2, 'Anything else?')]));
    await flush();
    tellLiveEvent({ kind: 'chat', accountId: 7 });
    mocks.resolve('refresh', thread('closed', [mine(1, 'Thanks'), theirs(2, 'Anything else?')]));
    await flush();
    expect(chatClosed(snap())).toBe(true);
    expect(chatMessages(snap())).toHaveLength(2);

    actor.send({ type: 'NEW_CHAT' });
    expect(chatOpen(snap())).toBe(true);
    expect(chatMessages(snap())).toEqual([]);
    // The server still answers the closed one until a message opens another: it stays out of sight.
    tellLiveEvent({ kind: 'chat', accountId: 7 });
    mocks.resolve('refresh', thread('closed', [mine(1, 'Thanks'), theirs(2, 'Anything else?')]));
    await flush();
    expect(chatOpen(snap())).toBe(true);
    expect(chatMessages(snap())).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CHAT_STREAM_RETRY_MS, chatConsoleMachine } from '../../../machines/ops/chatConsole.machine';
import {
  chatBusy,
  chatDetail,
  chatNotice,
  chatPlayerTyping,
  chatStreamLost,
} from '../../../machines/ops/chatConsole.selectors';
import type { ChatQueue, StaffConversation } from '../../../src/api/client/ops/chatTypes';
import { STAFF_TYPING_EVERY_MS } from '../../../src/api/client/ops/chatTypes';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { CHAT_LIMITS } from '../../../src/api/contract/chat';
import { MockActors } from '../coverage/mockActors';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const queue: ChatQueue = { waiting: [], mine: [], canned: [] };
const held: StaffConversation = {
  conversation: {
    id: 4,
    status: 'assigned',
    staffId: 1,
    staffName: 'support',
    openedAt: 0,
    closedAt: null,
    mine: true,
  },
  messages: [],
  player: { id: 7, account: 'demo', nickname: 'Demo', vip: 0, balance: 0, kyc: 'none', deposits: [] },
};

function start() {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const told: string[] = [];
  const actor = createActor(
    chatConsoleMachine.provide({
      actors: {
        stream: mocks.callback(),
        loadQueue: mocks.promise(),
        loadConversation: mocks.promise(),
        take: mocks.promise(),
        reply: mocks.promise(),
        close: mocks.promise(),
        tellTyping: mocks.promise(),
      },
    }),
    { clock, input: { token: 't', session: { send: (event) => told.push(event.type) } } },
  ).start();
  const started = (id: string) => mocks.starts.filter((s) => s.id === id).length;
  return { actor, mocks, clock, told, started };
}

async function holding() {
  const run = start();
  run.mocks.resolve('loadQueue', queue);
  run.actor.send({ type: 'OPEN', id: 4 });
  run.mocks.resolve('loadConversation', held);
  await flush();
  return run;
}

describe('the chat console', () => {
  test('a stream event reads the queue and the open conversation again', async () => {
    const { actor, mocks, started } = await holding();
    expect(chatDetail(actor.getSnapshot())?.conversation.id).toBe(4);
    actor.send({ type: 'STREAM.CHAT' });
    expect(started('loadQueue')).toBe(2);
    expect(started('loadConversation')).toBe(2);
    mocks.resolve('loadConversation', held);
    await flush();
    expect(chatDetail(actor.getSnapshot())).not.toBeNull();
  });

  test('the agent writes, replies and closes while the conversation is being read again', async () => {
    const { actor, mocks, started } = await holding();
    actor.send({ type: 'STREAM.CHAT' });
    actor.send({ type: 'EDIT', text: 'On it' });
    actor.send({ type: 'REPLY' });
    expect(mocks.starts.filter((s) => s.id === 'reply').map((s) => s.input)).toEqual([
      { token: 't', id: 4, body: 'On it' },
    ]);
    mocks.resolve('reply', { messageId: 12 });
    await flush();
    actor.send({ type: 'STREAM.CHAT' });
    actor.send({ type: 'CLOSE' });
    expect(started('close')).toBe(1);
  });

  test('the player is told "typing" at most every 2 s while the agent writes', async () => {
    const { actor, clock, started } = await holding();
    actor.send({ type: 'EDIT', text: 'C' });
    actor.send({ type: 'EDIT', text: 'Ch' });
    actor.send({ type: 'EDIT', text: 'Che' });
    expect(started('tellTyping')).toBe(1);
    clock.increment(STAFF_TYPING_EVERY_MS);
    actor.send({ type: 'EDIT', text: 'Chec' });
    expect(started('tellTyping')).toBe(2);
  });

  test('"Player is typing…" shows on the stream\'s signal for the open conversation, expires after 6 s, ends when the player writes', async () => {
    const { actor, mocks, clock } = await holding();
    const typing = () => chatPlayerTyping(actor.getSnapshot());
    // Another player typing is not this conversation's.
    actor.send({ type: 'STREAM.PLAYER_TYPING', accountId: 8 });
    expect(typing()).toBe(false);
    actor.send({ type: 'STREAM.PLAYER_TYPING', accountId: 7 });
    expect(typing()).toBe(true);
    clock.increment(CHAT_LIMITS.typingShowsMs - 1);
    // A fresh signal keeps it for another 6 s.
    actor.send({ type: 'STREAM.PLAYER_TYPING', accountId: 7 });
    clock.increment(CHAT_LIMITS.typingShowsMs - 1);
    expect(typing()).toBe(true);
    clock.increment(1);
    expect(typing()).toBe(false);

    // The player's message: the stream's `chat` reads the conversation again, and the new message ends the typing.
    actor.send({ type: 'STREAM.PLAYER_TYPING', accountId: 7 });
    actor.send({ type: 'STREAM.CHAT' });
    mocks.resolve('loadConversation', held);
    await flush();
    expect(typing()).toBe(true);
    actor.send({ type: 'STREAM.CHAT' });
    mocks.resolve('loadConversation', {
      ...held,
      messages: [{ id: 20, from: 'player', staffName: null, body: 'My deposit?', at: 1 }],
    });
    await flush();
    expect(typing()).toBe(false);

    // Opening another conversation forgets the typing.
    actor.send({ type: 'STREAM.PLAYER_TYPING', accountId: 7 });
    expect(typing()).toBe(true);
    actor.send({ type: 'OPEN', id: 5 });
    expect(typing()).toBe(false);
    actor.send({ type: 'STREAM.PLAYER_TYPING', accountId: 7 });
    expect(typing()).toBe(false);
  });

  test('a Take lost to another agent says who has it and reads the conversation again', async () => {
    const { actor, mocks, started } = await holding();
    actor.send({ type: 'TAKE' });
    expect(chatBusy(actor.getSnapshot())).toBe(true);
    mocks.reject('take', new OpsCallError(409, 'support2 has already taken this conversation.'));
    await flush();
    expect(chatNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'support2 has already taken this conversation.',
    });
    expect(started('loadConversation')).toBe(2);
  });

  test('a lost stream is opened again after 5 s; a 401 on it ends the session', async () => {
    const { actor, clock, told, started } = start();
    actor.send({ type: 'STREAM.LOST' });
    expect(chatStreamLost(actor.getSnapshot())).toBe(true);
    clock.increment(CHAT_STREAM_RETRY_MS);
    expect(started('stream')).toBe(2);
    actor.send({ type: 'STREAM.UNAUTHORIZED' });
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});

import { chatMachine } from '../../../machines/profile/chat.machine';
import type { ChatThread } from '../../../src/api/contract/chat';
import { CHAT_ERRCODE } from '../../../src/api/contract/chat';
import { defineMachineSpec } from '../coverage/measureCoverage';
import type { MockActors } from '../coverage/mockActors';
import { failure, offline } from '../walletFixtures';

const waiting: ChatThread = {
  conversation: { id: 4, status: 'waiting' },
  messages: [{ id: 10, from: 'player', body: 'Where is my deposit?', at: 1_800_000_000_000 }],
};
const answered: ChatThread = {
  conversation: { id: 4, status: 'assigned' },
  messages: [...waiting.messages, { id: 11, from: 'agent', body: 'Checking it now.', at: 1_800_000_060_000 }],
};
const closed: ChatThread = { conversation: { id: 4, status: 'closed' }, messages: answered.messages };

/**
 * Read, fail and retry; send, refused and retried; the agent typing and answering; the player typing; closed and a
 * new chat.
 */
export const chatSpec = defineMachineSpec({
  name: 'chat',
  machine: chatMachine,
  input: undefined,
  events: [
    { type: 'EDIT', text: 'Hello' },
    { type: 'EDIT', text: '   ' },
    { type: 'SEND' },
    { type: 'RETRY' },
    { type: 'RETRY_SEND' },
    { type: 'NEW_CHAT' },
    { type: 'LIVE.CHAT' },
    { type: 'LIVE.TYPING' },
    { type: 'xstate.done.actor.load', output: waiting, actorId: 'load' },
    { type: 'xstate.done.actor.load', output: closed, actorId: 'load' },
    { type: 'xstate.error.actor.load', error: offline('/app/v1/chat/thread'), actorId: 'load' },
    { type: 'xstate.done.actor.send', output: waiting, actorId: 'send' },
    {
      type: 'xstate.error.actor.send',
      error: failure('/app/v1/chat/send', CHAT_ERRCODE.tooFast),
      actorId: 'send',
    },
    { type: 'xstate.done.actor.refresh', output: answered, actorId: 'refresh' },
    { type: 'xstate.done.actor.refresh', output: closed, actorId: 'refresh' },
    { type: 'xstate.error.actor.refresh', error: offline('/app/v1/chat/thread'), actorId: 'refresh' },
    { type: 'xstate.done.actor.tellTyping', output: { told: true }, actorId: 'tellTyping' },
    { type: 'xstate.error.actor.tellTyping', error: offline('/app/v1/chat/typing'), actorId: 'tellTyping' },
  ],
  mocks: (m: MockActors) => ({
    load: m.promise<ChatThread>(),
    send: m.promise<ChatThread>(),
    refresh: m.promise<ChatThread>(),
    live: m.callback(),
    tellTyping: m.promise<{ told: boolean }>(),
  }),
  // Four regions side by side once open (composer, agent, typing, sync).
  pathOptions: { limit: 40_000 },
  serializeState: (snapshot: {
    value: unknown;
    context: { draft: string; thread: ChatThread; leftId: number | null };
  }) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.draft.trim() !== '',
      snapshot.context.thread.messages.at(-1)?.id ?? 0,
      snapshot.context.leftId,
    ]),
});

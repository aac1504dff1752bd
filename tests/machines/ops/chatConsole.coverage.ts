import { chatConsoleMachine } from '../../../machines/ops/chatConsole.machine';
import type { ChatQueue, StaffConversation } from '../../../src/api/client/ops/chatTypes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

const queue: ChatQueue = {
  waiting: [
    {
      id: 4,
      userId: 7,
      account: 'demo',
      nickname: 'Demo',
      openedAt: 1_800_000_000_000,
      lastMessageAt: 1_800_000_000_000,
      preview: 'Where is my deposit?',
    },
  ],
  mine: [],
  canned: [{ id: 'greet', title: 'Greeting', body: 'Hello! How can I help?' }],
};

const conversation = (mine: boolean): StaffConversation => ({
  conversation: {
    id: 4,
    status: mine ? 'assigned' : 'waiting',
    staffId: mine ? 1 : null,
    staffName: mine ? 'support' : null,
    openedAt: 1_800_000_000_000,
    closedAt: null,
    mine,
  },
  messages: [{ id: 10, from: 'player', staffName: null, body: 'Where is my deposit?', at: 1_800_000_000_000 }],
  player: { id: 7, account: 'demo', nickname: 'Demo', vip: 1, balance: 100_000, kyc: 'none', deposits: [] },
});

/** The player wrote again: a newer message from them. */
const spoke: StaffConversation = {
  ...conversation(true),
  messages: [
    ...conversation(true).messages,
    { id: 12, from: 'player', staffName: null, body: 'Hello?', at: 1_800_000_060_000 },
  ],
};

/** The console: the stream (lost, back, 401), the queue, a conversation opened, taken, answered and closed. */
export const chatConsoleSpec = defineMachineSpec({
  name: 'chatConsole',
  machine: chatConsoleMachine,
  input: queueInput,
  events: [
    { type: 'OPEN', id: 4 },
    { type: 'TAKE' },
    { type: 'EDIT', text: 'Checking now' },
    { type: 'EDIT', text: ' ' },
    { type: 'CANNED', body: 'Hello! How can I help?' },
    { type: 'REPLY' },
    { type: 'CLOSE' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
    { type: 'STREAM.CHAT' },
    { type: 'STREAM.LOST' },
    { type: 'STREAM.UNAUTHORIZED' },
    { type: 'STREAM.PLAYER_TYPING', accountId: 7 },
    { type: 'STREAM.PLAYER_TYPING', accountId: 8 },
    settled('loadQueue', queue),
    refused('loadQueue', 500),
    refused('loadQueue', 401),
    settled('loadConversation', conversation(false)),
    settled('loadConversation', conversation(true)),
    settled('loadConversation', spoke),
    refused('loadConversation', 403),
    refused('loadConversation', 401),
    settled('take', { conversationId: 4 }),
    refused('take', 409),
    refused('take', 401),
    settled('reply', { messageId: 11 }),
    refused('reply', 409),
    refused('reply', 401),
    settled('close', {}),
    refused('close', 409),
    refused('close', 401),
    settled('tellTyping', { told: true }),
    refused('tellTyping', 409),
  ],
  mocks: (m) => ({
    stream: m.callback(),
    loadQueue: m.promise(),
    loadConversation: m.promise(),
    take: m.promise(),
    reply: m.promise(),
    close: m.promise(),
    tellTyping: m.promise(),
  }),
  // Four regions side by side: their product is large, each vertex is cheap.
  pathOptions: { limit: 100_000 },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.detail?.conversation.mine ?? null, s.context.draft.trim() !== '']),
});

import { assertEvent, assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { ErrcodeError } from '../../src/api/client/errors';
import { onLiveEvent } from '../../src/api/client/liveEvents';
import { CHAT_ERRCODE, CHAT_LIMITS, type ChatThread, chatText } from '../../src/api/contract/chat';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';

/**
 * The player's customer-service chat with support (docs/profile.md "Customer service"; server docs/ops.md "Live
 * chat"). It reads the thread, then, side by side while the chat is open:
 * - the composer: Send takes the draft (1–500 characters after trimming); a refused or failed send keeps the text
 *   with Retry (the reason: too long or empty, too fast, the conversation full, or no connection);
 * - the agent: "typing" shows on each live `chatTyping` and goes after 6 s without another, or when the agent's
 *   message arrives;
 * - the sync: each live `chat` event (src/api/client/liveEvents, from the session's stream) reads the thread again,
 *   and so does a slow poll, in case the stream is down;
 * - the player's typing: while the player writes in an open conversation, support is told at most every 2 s.
 * A thread support has closed shows as closed; Start a new chat opens an empty one (the next message queues it).
 */

export type ChatProblem = 'invalid' | 'tooFast' | 'full' | 'failed';

export interface ChatContext {
  thread: ChatThread;
  draft: string;
  /** The text being sent, or whose send failed (kept for Retry). */
  pending: string | null;
  problem: ChatProblem | null;
  /** The closed conversation the player left with Start a new chat: its thread no longer shows. */
  leftId: number | null;
}

export type ChatEvent =
  | { type: 'EDIT'; text: string }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  | { type: 'RETRY_SEND' }
  | { type: 'NEW_CHAT' }
  /** The live stream: the conversation changed. */
  | { type: 'LIVE.CHAT' }
  /** The live stream: the agent is typing. */
  | { type: 'LIVE.TYPING' }
  /** Raised when a read brings a new message from the agent. */
  | { type: 'AGENT.SPOKE' }
  /** Raised when the player types in an open conversation. */
  | { type: 'TYPED' }
  | Settled<ChatThread, 'load'>
  | Settled<ChatThread, 'send'>
  | Settled<ChatThread, 'refresh'>
  | Settled<{ told: boolean }, 'tellTyping'>;

/** A read of the thread as a backstop to the live stream, while the chat is open. */
export const CHAT_POLL_MS = 30_000;

const EMPTY: ChatThread = { conversation: null, messages: [] };

const readThread = fromPromise<ChatThread>(({ signal }) => callApi('chatThread', {}, { signal }));

/** The thread as shown: the conversation the player left stays out of it. */
const shown = (thread: ChatThread, leftId: number | null): ChatThread =>
  thread.conversation && thread.conversation.id === leftId ? EMPTY : thread;

const closedThread = (thread: ChatThread, leftId: number | null) =>
  shown(thread, leftId).conversation?.status === 'closed';

const lastAgentId = (thread: ChatThread) => thread.messages.findLast((m) => m.from === 'agent')?.id ?? 0;

function problemOf(error: unknown): ChatProblem {
  if (error instanceof ErrcodeError) {
    if (error.errcode === CHAT_ERRCODE.messageInvalid) return 'invalid';
    if (error.errcode === CHAT_ERRCODE.tooFast) return 'tooFast';
    if (error.errcode === CHAT_ERRCODE.conversationFull) return 'full';
  }
  return 'failed';
}

export const chatMachine = setup({
  types: {} as TypesOf<ChatContext, ChatEvent, undefined, 'load' | 'send' | 'refresh' | 'live' | 'tellTyping'>,
  actors: {
    load: readThread,
    refresh: readThread,
    send: fromPromise<ChatThread, { body: string }>(({ input, signal }) =>
      callApi('chatSend', { body: input.body }, { signal }),
    ),
    tellTyping: fromPromise<{ told: boolean }>(({ signal }) => callApi('chatTyping', {}, { signal })),
    /** The live stream's chat events while the chat is open. */
    live: fromCallback<ChatEvent>(({ sendBack }) =>
      onLiveEvent((event) => {
        if (event.kind === 'chat') sendBack({ type: 'LIVE.CHAT' });
        else if (event.kind === 'chatTyping') sendBack({ type: 'LIVE.TYPING' });
      }),
    ),
  },
  guards: {
    draftValid: ({ context }) => chatText(context.draft) !== null,
    /** Support has someone to tell: the conversation is open (a first message opens it), and the player wrote. */
    typesInOpenConversation: ({ context, event }) => {
      assertEvent(event, 'EDIT');
      const status = context.thread.conversation?.status;
      return event.text.trim() !== '' && (status === 'waiting' || status === 'assigned');
    },
    loadedClosed: ({ context, event }) => {
      assertEvent(event, ['xstate.done.actor.load', 'xstate.done.actor.refresh']);
      return closedThread(event.output, context.leftId);
    },
    agentSpoke: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.refresh');
      return lastAgentId(shown(event.output, context.leftId)) > lastAgentId(context.thread);
    },
  },
  actions: {
    setThread: assign({
      thread: ({ context, event }) => {
        assertEvent(event, ['xstate.done.actor.load', 'xstate.done.actor.refresh', 'xstate.done.actor.send']);
        return shown(event.output, context.leftId);
      },
    }),
    setDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'EDIT');
        return event.text;
      },
    }),
    takeDraft: assign({ pending: ({ context }) => chatText(context.draft), draft: '', problem: null }),
    markInvalid: assign({ problem: 'invalid' }),
    clearPending: assign({ pending: null, problem: null }),
    setProblem: assign({
      problem: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.send');
        return problemOf(event.error);
      },
    }),
    leave: assign({
      leftId: ({ context }) => context.thread.conversation?.id ?? null,
      thread: EMPTY,
      problem: null,
    }),
    tellAgentSpoke: raise({ type: 'AGENT.SPOKE' }),
    typed: raise({ type: 'TYPED' }),
    ignoreTypingFailure: () => {
      // "Typing" is a courtesy: a failed one needs no word to the player.
    },
    ignoreFailedRead: () => {
      // A failed background read changes nothing on screen: the next event or poll reads again.
    },
  },
  delays: {
    typingShows: CHAT_LIMITS.typingShowsMs,
    typingEvery: CHAT_LIMITS.typingEveryMs,
    poll: CHAT_POLL_MS,
  },
}).createMachine({
  id: 'chat',
  context: { thread: EMPTY, draft: '', pending: null, problem: null, leftId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The thread is read.',
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: 'loadedClosed', target: 'closed', actions: 'setThread' },
          { target: 'open', actions: 'setThread' },
        ],
        onError: 'failed',
      },
    },
    failed: {
      description: 'The thread could not be read: Retry.',
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
    open: {
      description: 'The chat is open: the composer, the agent and the sync side by side; live events arrive.',
      type: 'parallel',
      invoke: { id: 'live', src: 'live' },
      on: { EDIT: [{ guard: 'typesInOpenConversation', actions: ['setDraft', 'typed'] }, { actions: 'setDraft' }] },
      states: {
        composer: {
          initial: 'idle',
          states: {
            idle: {
              description: 'The player writes; Send takes a valid draft.',
              on: {
                SEND: [{ guard: 'draftValid', target: 'sending', actions: 'takeDraft' }, { actions: 'markInvalid' }],
              },
            },
            sending: {
              description: 'The message is on its way.',
              tags: ['sending'],
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }) => ({ body: context.pending ?? '' }),
                onDone: { target: 'idle', actions: ['setThread', 'clearPending'] },
                onError: { target: 'failedToSend', actions: 'setProblem' },
              },
            },
            failedToSend: {
              description: 'The message was not taken: its text stays, with the reason and Retry.',
              tags: ['failedToSend'],
              on: {
                RETRY_SEND: 'sending',
                SEND: [{ guard: 'draftValid', target: 'sending', actions: 'takeDraft' }, { actions: 'markInvalid' }],
              },
            },
          },
        },
        agent: {
          initial: 'quiet',
          states: {
            quiet: {
              description: 'The agent is not typing.',
              on: { 'LIVE.TYPING': 'typing' },
            },
            typing: {
              description: 'The agent is typing: shown until 6 s pass without another signal, or the message comes.',
              tags: ['agentTyping'],
              after: { typingShows: 'quiet' },
              on: { 'LIVE.TYPING': { target: 'typing', reenter: true }, 'AGENT.SPOKE': 'quiet' },
            },
          },
        },
        typing: {
          initial: 'quiet',
          states: {
            quiet: {
              description: 'The player is not writing, or support was told less than 2 s ago.',
              on: { TYPED: 'telling' },
            },
            telling: {
              description: 'Support is told the player is typing; nothing more for 2 s.',
              invoke: { id: 'tellTyping', src: 'tellTyping', onError: { actions: 'ignoreTypingFailure' } },
              after: { typingEvery: 'quiet' },
            },
          },
        },
        sync: {
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Until the live stream tells of a change, or the slow poll.',
              on: { 'LIVE.CHAT': 'reading' },
              after: { poll: 'reading' },
            },
            reading: {
              description: 'The thread is read again.',
              invoke: {
                id: 'refresh',
                src: 'refresh',
                onDone: [
                  { guard: 'loadedClosed', target: '#chat.closed', actions: 'setThread' },
                  { guard: 'agentSpoke', target: 'waiting', actions: ['setThread', 'tellAgentSpoke'] },
                  { target: 'waiting', actions: 'setThread' },
                ],
                onError: { target: 'waiting', actions: 'ignoreFailedRead' },
              },
              // A change told while reading is read after this read.
              on: { 'LIVE.CHAT': { target: 'reading', reenter: true } },
            },
          },
        },
      },
    },
    closed: {
      description: 'Support closed the conversation: its history shows, and Start a new chat.',
      tags: ['closed'],
      on: { NEW_CHAT: { target: 'open', actions: 'leave' } },
    },
  },
});

export type ChatMachine = typeof chatMachine;

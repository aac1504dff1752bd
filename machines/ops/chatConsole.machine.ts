import { and, assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import { openChatStream } from '../../src/api/client/ops/chatStream';
import type { ChatQueue, StaffConversation } from '../../src/api/client/ops/chatTypes';
import { STAFF_REPLY_MAX, STAFF_TYPING_EVERY_MS } from '../../src/api/client/ops/chatTypes';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { TypesOf } from '../shared/machineTypes';
import { errorOf, isSessionEnd, type QueueInput, type QueueNotice, refusal } from './opsQueue';

/**
 * Support's live chat console (/ops/chat, docs/ops.md "Live chat"), side by side:
 * - live: support's chat stream; each `chat` event reads the queue and the open conversation again. A lost stream
 *   is opened again after 5 s (meanwhile Refresh reads by hand).
 * - queue: the conversations waiting (oldest first) and the ones this agent holds, with the canned replies.
 * - conversation: the one the agent opened, with its history and the player's context; Take (one agent wins, the
 *   others are told who has it), Reply (a canned reply fills the draft), Close.
 * - typing: while the agent writes in a conversation they hold, the player is told at most every 2 s.
 * A 401 from any call tells the session (SESSION.EXPIRED), which shows the log-in.
 */

export interface ChatConsoleContext extends QueueInput {
  queue: ChatQueue | null;
  loadError: string | null;
  openId: number | null;
  detail: StaffConversation | null;
  draft: string;
  notice: QueueNotice | null;
}

export type ChatConsoleEvent =
  | { type: 'OPEN'; id: number }
  | { type: 'TAKE' }
  | { type: 'EDIT'; text: string }
  | { type: 'CANNED'; body: string }
  | { type: 'REPLY' }
  | { type: 'CLOSE' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'TYPED' }
  | { type: 'STREAM.CHAT' }
  | { type: 'STREAM.LOST' }
  | { type: 'STREAM.UNAUTHORIZED' }
  | {
      type: `xstate.done.actor.${'loadQueue' | 'loadConversation' | 'take' | 'reply' | 'close' | 'tellTyping'}`;
      output: unknown;
    }
  | {
      type: `xstate.error.actor.${'loadQueue' | 'loadConversation' | 'take' | 'reply' | 'close' | 'tellTyping'}`;
      error: unknown;
    };

/** A lost chat stream is opened again after this long. */
export const CHAT_STREAM_RETRY_MS = 5_000;

const validReply = (draft: string) => draft.trim() !== '' && draft.trim().length <= STAFF_REPLY_MAX;

export const chatConsoleMachine = setup({
  types: {} as TypesOf<
    ChatConsoleContext,
    ChatConsoleEvent,
    QueueInput,
    'stream' | 'loadQueue' | 'loadConversation' | 'take' | 'reply' | 'close' | 'tellTyping'
  >,
  actors: {
    stream: fromCallback<ChatConsoleEvent, { token: string }>(({ input, sendBack }) =>
      openChatStream(input.token, (signal) => {
        if (signal.type === 'chat') sendBack({ type: 'STREAM.CHAT' });
        else if (signal.type === 'unauthorized') sendBack({ type: 'STREAM.UNAUTHORIZED' });
        else sendBack({ type: 'STREAM.LOST' });
      }),
    ),
    loadQueue: fromPromise<ChatQueue, { token: string }>(({ input, signal }) =>
      opsCall<ChatQueue>('GET', '/chat', input.token, undefined, signal),
    ),
    loadConversation: fromPromise<StaffConversation, { token: string; id: number }>(({ input, signal }) =>
      opsCall<StaffConversation>('GET', `/chat/${input.id}`, input.token, undefined, signal),
    ),
    take: fromPromise<unknown, { token: string; id: number }>(({ input, signal }) =>
      opsCall('POST', `/chat/${input.id}/take`, input.token, {}, signal),
    ),
    reply: fromPromise<unknown, { token: string; id: number; body: string }>(({ input, signal }) =>
      opsCall('POST', `/chat/${input.id}/reply`, input.token, { body: input.body }, signal),
    ),
    close: fromPromise<unknown, { token: string; id: number }>(({ input, signal }) =>
      opsCall('POST', `/chat/${input.id}/close`, input.token, {}, signal),
    ),
    tellTyping: fromPromise<unknown, { token: string; id: number }>(({ input, signal }) =>
      opsCall('POST', `/chat/${input.id}/typing`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    replyValid: ({ context }) => validReply(context.draft),
    holdsIt: ({ context }) => context.detail?.conversation.mine === true,
    /** The open conversation is on screen (a read again keeps the last one shown). */
    shows: ({ context }) => context.detail !== null && context.detail.conversation.id === context.openId,
  },
  actions: {
    setQueue: assign({ queue: ({ event }) => (event as { output: ChatQueue }).output, loadError: null }),
    setLoadError: assign({ loadError: ({ event }) => refusal(event).text }),
    choose: assign({
      openId: ({ event }) => (event as { id: number }).id,
      detail: null,
      draft: '',
      notice: null,
    }),
    setDetail: assign({ detail: ({ event }) => (event as { output: StaffConversation }).output }),
    setDraft: assign({ draft: ({ event }) => (event as { text: string }).text }),
    useCanned: assign({ draft: ({ event }) => (event as { body: string }).body }),
    clearDraft: assign({ draft: '' }),
    refused: assign({ notice: ({ event }) => refusal(event) }),
    clearNotice: assign({ notice: null }),
    noticeInvalid: assign({
      notice: { kind: 'error', text: `A reply is 1 to ${STAFF_REPLY_MAX} characters.` } as QueueNotice,
    }),
    noticeTaken: assign({ notice: { kind: 'success', text: 'The conversation is yours.' } as QueueNotice }),
    noticeClosed: assign({ notice: { kind: 'success', text: 'The conversation is closed.' } as QueueNotice }),
    expire: ({ context }) => context.session.send({ type: 'SESSION.EXPIRED' }),
    refreshAll: raise({ type: 'REFRESH' }),
    typed: raise({ type: 'TYPED' }),
    ignoreTypingFailure: ({ event }) => {
      // "Typing" is a courtesy: a refused one (the conversation just closed) needs no word to the agent.
      errorOf(event);
    },
  },
  delays: {
    streamRetry: CHAT_STREAM_RETRY_MS,
    typingEvery: STAFF_TYPING_EVERY_MS,
  },
}).createMachine({
  id: 'chatConsole',
  context: ({ input }) => ({
    ...input,
    queue: null,
    loadError: null,
    openId: null,
    detail: null,
    draft: '',
    notice: null,
  }),
  type: 'parallel',
  on: { 'STREAM.CHAT': { actions: 'refreshAll' } },
  states: {
    live: {
      initial: 'listening',
      states: {
        listening: {
          description: "Support's chat stream is open (or opening).",
          invoke: { id: 'stream', src: 'stream', input: ({ context }) => ({ token: context.token }) },
          on: {
            'STREAM.LOST': 'lost',
            'STREAM.UNAUTHORIZED': { target: 'lost', actions: 'expire' },
          },
        },
        lost: {
          description: 'The stream was lost: opened again after 5 s; Refresh reads meanwhile.',
          tags: ['streamLost'],
          after: { streamRetry: 'listening' },
        },
      },
    },
    queue: {
      initial: 'loading',
      states: {
        loading: {
          description: 'Reads the queue.',
          tags: ['busy'],
          invoke: {
            id: 'loadQueue',
            src: 'loadQueue',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'ready', actions: 'setQueue' },
            onError: [
              { guard: 'sessionEnded', target: 'failed', actions: 'expire' },
              { target: 'failed', actions: 'setLoadError' },
            ],
          },
          on: { REFRESH: { target: 'loading', reenter: true } },
        },
        ready: {
          description: 'The waiting conversations and this agent’s own.',
          on: { REFRESH: 'loading' },
        },
        failed: {
          description: 'The queue could not be read: the reason and Retry.',
          tags: ['failed'],
          on: { RETRY: 'loading', REFRESH: 'loading' },
        },
      },
    },
    conversation: {
      initial: 'none',
      on: {
        OPEN: { target: '.loading', actions: 'choose' },
        // The draft is the agent's whatever the conversation is doing (read again, a call under way).
        EDIT: [{ guard: 'holdsIt', actions: ['setDraft', 'typed'] }, { actions: 'setDraft' }],
        CANNED: { actions: 'useCanned' },
      },
      states: {
        none: { description: 'No conversation is open.' },
        loading: {
          description: 'Reads the conversation, its history and the player’s context.',
          invoke: {
            id: 'loadConversation',
            src: 'loadConversation',
            input: ({ context }) => ({ token: context.token, id: context.openId ?? 0 }),
            onDone: { target: 'shown', actions: 'setDetail' },
            onError: [
              { guard: 'sessionEnded', target: 'none', actions: 'expire' },
              { target: 'none', actions: 'refused' },
            ],
          },
          on: {
            REFRESH: { target: 'loading', reenter: true },
            // Read again while it shows (after a stream event): the agent keeps working on what is on screen.
            TAKE: { guard: 'shows', target: 'taking', actions: 'clearNotice' },
            REPLY: [
              { guard: and(['shows', 'replyValid']), target: 'replying', actions: 'clearNotice' },
              { guard: 'shows', actions: 'noticeInvalid' },
            ],
            CLOSE: { guard: 'shows', target: 'closing', actions: 'clearNotice' },
          },
        },
        shown: {
          description: 'The conversation: Take when it waits; Reply, canned replies and Close when it is held.',
          on: {
            REFRESH: 'loading',
            TAKE: { target: 'taking', actions: 'clearNotice' },
            REPLY: [{ guard: 'replyValid', target: 'replying', actions: 'clearNotice' }, { actions: 'noticeInvalid' }],
            CLOSE: { target: 'closing', actions: 'clearNotice' },
          },
        },
        taking: {
          description: 'Take: the conversation becomes this agent’s unless another took it first.',
          tags: ['busy'],
          invoke: {
            id: 'take',
            src: 'take',
            input: ({ context }) => ({ token: context.token, id: context.openId ?? 0 }),
            onDone: { target: 'loading', actions: ['noticeTaken', 'refreshAll'] },
            onError: [
              { guard: 'sessionEnded', target: 'none', actions: 'expire' },
              { target: 'loading', actions: ['refused', 'refreshAll'] },
            ],
          },
        },
        replying: {
          description: 'The reply is on its way to the player.',
          tags: ['busy'],
          invoke: {
            id: 'reply',
            src: 'reply',
            input: ({ context }) => ({ token: context.token, id: context.openId ?? 0, body: context.draft.trim() }),
            onDone: { target: 'loading', actions: 'clearDraft' },
            onError: [
              { guard: 'sessionEnded', target: 'none', actions: 'expire' },
              { target: 'shown', actions: 'refused' },
            ],
          },
        },
        closing: {
          description: 'Close: the conversation is over for both.',
          tags: ['busy'],
          invoke: {
            id: 'close',
            src: 'close',
            input: ({ context }) => ({ token: context.token, id: context.openId ?? 0 }),
            onDone: { target: 'loading', actions: ['noticeClosed', 'refreshAll'] },
            onError: [
              { guard: 'sessionEnded', target: 'none', actions: 'expire' },
              { target: 'shown', actions: 'refused' },
            ],
          },
        },
      },
    },
    typing: {
      initial: 'quiet',
      states: {
        quiet: {
          description: 'The agent is not writing, or was told about less than 2 s ago.',
          on: { TYPED: 'telling' },
        },
        telling: {
          description: 'The player is told the agent is typing; nothing more for 2 s.',
          invoke: {
            id: 'tellTyping',
            src: 'tellTyping',
            input: ({ context }) => ({ token: context.token, id: context.openId ?? 0 }),
            onError: { actions: 'ignoreTypingFailure' },
          },
          after: { typingEvery: 'quiet' },
        },
      },
    },
  },
});

export type ChatConsoleMachine = typeof chatConsoleMachine;

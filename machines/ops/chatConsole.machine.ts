import { and, assign, cancel, fromCallback, fromPromise, raise, setup } from 'xstate';
import { openChatStream } from '../../src/api/client/ops/chatStream';
import type { ChatQueue, StaffConversation } from '../../src/api/client/ops/chatTypes';
import { STAFF_REPLY_MAX, STAFF_TYPING_EVERY_MS } from '../../src/api/client/ops/chatTypes';
import { opsCall } from '../../src/api/client/ops/opsApi';
import { CHAT_LIMITS } from '../../src/api/contract/chat';
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
 * - the player's typing (`playerTyping`, beside the regions: a flag and a timer): "Player is typing…" shows when
 *   support's stream says the open conversation's player types, and goes after 6 s without another signal, when the
 *   player's message arrives, or when another conversation is opened.
 * A 401 from any call tells the session (SESSION.EXPIRED), which shows the log-in.
 */

export interface ChatConsoleContext extends QueueInput {
  queue: ChatQueue | null;
  loadError: string | null;
  openId: number | null;
  detail: StaffConversation | null;
  draft: string;
  notice: QueueNotice | null;
  /** The open conversation's player is typing: support's stream said so less than 6 s ago. */
  playerTyping: boolean;
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
  | { type: 'STREAM.PLAYER_TYPING'; accountId: number }
  /** Raised 6 s after the player's last typing signal. */
  | { type: 'PLAYER.QUIET' }
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

const lastPlayerId = (detail: StaffConversation) => detail.messages.findLast((m) => m.from === 'player')?.id ?? 0;

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
        else if (signal.type === 'playerTyping')
          sendBack({ type: 'STREAM.PLAYER_TYPING', accountId: signal.accountId });
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
    /** The typing player is the one of the conversation on screen, and it is open. */
    openPlayerTypes: ({ context, event }) =>
      event.type === 'STREAM.PLAYER_TYPING' &&
      context.detail !== null &&
      context.detail.conversation.id === context.openId &&
      context.detail.conversation.status !== 'closed' &&
      context.detail.player.id === event.accountId,
    /** The conversation read again holds a message from the player newer than the one on screen. */
    playerSpoke: ({ context, event }) => {
      const next = (event as { output: StaffConversation }).output;
      const before = context.detail;
      return (
        before !== null && before.conversation.id === next.conversation.id && lastPlayerId(next) > lastPlayerId(before)
      );
    },
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
    markPlayerTyping: assign({ playerTyping: true }),
    clearPlayerTyping: assign({ playerTyping: false }),
    /** A fresh signal: the quiet comes 6 s after it (the previous timer dropped). */
    schedulePlayerQuiet: raise({ type: 'PLAYER.QUIET' }, { delay: 'playerTypingShows', id: 'playerQuiet' }),
    cancelPlayerQuiet: cancel('playerQuiet'),
    ignoreTypingFailure: ({ event }) => {
      // "Typing" is a courtesy: a refused one (the conversation just closed) needs no word to the agent.
      errorOf(event);
    },
  },
  delays: {
    streamRetry: CHAT_STREAM_RETRY_MS,
    typingEvery: STAFF_TYPING_EVERY_MS,
    playerTypingShows: CHAT_LIMITS.typingShowsMs,
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
    playerTyping: false,
  }),
  type: 'parallel',
  on: {
    'STREAM.CHAT': { actions: 'refreshAll' },
    'STREAM.PLAYER_TYPING': {
      guard: 'openPlayerTypes',
      actions: ['cancelPlayerQuiet', 'markPlayerTyping', 'schedulePlayerQuiet'],
    },
    'PLAYER.QUIET': { actions: 'clearPlayerTyping' },
  },
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
        // Another conversation opened: what its player did before is not known.
        OPEN: { target: '.loading', actions: ['choose', 'cancelPlayerQuiet', 'clearPlayerTyping'] },
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
            onDone: [
              {
                guard: 'playerSpoke',
                target: 'shown',
                actions: ['setDetail', 'cancelPlayerQuiet', 'clearPlayerTyping'],
              },
              { target: 'shown', actions: 'setDetail' },
            ],
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

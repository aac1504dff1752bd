import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { copyText } from '../../src/platform/clipboard';
import { type Notice, notice } from '../shared/notice';

/**
 * The left slide-out menu of the mobile shell (spec §2, §3 "Menu state"): open or closed, the red dots of its
 * list (unread mail from hasMailUnread, a pending task award from getTaskUser) and the copy of the user id.
 * The player's home header owns it: the avatar opens it and shows the reward dot, and the header draws the
 * drawer while it is open. The dots load at login and again each time the menu opens; a failed load keeps the last
 * dots (spec §7: mail and task loads ignore errors silently).
 */

export type MailUnread = DataOf<'hasMailUnread'>;
export type TaskUser = DataOf<'getTaskUser'>;

export interface MenuContext {
  /** Some mail box has unread mail (red0 + red1 + red2 > 0). */
  hasMail: boolean;
  /** A done task's award waits to be received (the task dot, and the header avatar's reward dot). */
  hasTask: boolean;
  notice: Notice | null;
}

export type MenuEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  /** Copy button next to the user id. */
  | { type: 'COPY'; text: string }
  | DoneActorEvent<MailUnread, 'hasMailUnread'>
  | ErrorActorEvent<unknown, 'hasMailUnread'>
  | DoneActorEvent<TaskUser, 'getTaskUser'>
  | ErrorActorEvent<unknown, 'getTaskUser'>
  | DoneActorEvent<boolean, 'copyText'>
  | ErrorActorEvent<unknown, 'copyText'>;

export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    events: {} as MenuEvent,
    children: {} as { hasMailUnread: 'hasMailUnread'; getTaskUser: 'getTaskUser'; copyText: 'copyText' },
  },
  actors: {
    hasMailUnread: fromPromise<MailUnread>(({ signal }) => callApi('hasMailUnread', {}, { signal })),
    getTaskUser: fromPromise<TaskUser>(({ signal }) => callApi('getTaskUser', {}, { signal })),
    copyText: fromPromise<boolean, { text: string }>(({ input }) => copyText(input.text)),
  },
  guards: {
    copied: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.copyText');
      return event.output;
    },
  },
  actions: {
    assignMail: assign({
      hasMail: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.hasMailUnread');
        return event.output.red0 + event.output.red1 + event.output.red2 > 0;
      },
    }),
    assignTask: assign({
      hasTask: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.getTaskUser');
        return event.output.canReceiveTaskAward;
      },
    }),
    keepDots: () => {
      // A failed load keeps the dots as they were (spec §7); named so the chart shows it.
    },
    noticeCopied: assign({ notice: () => notice('common.copySuccess', 'success') }),
    noticeCopyFailed: assign({ notice: () => notice('common.copyFail', 'error') }),
  },
}).createMachine({
  id: 'menu',
  context: { hasMail: false, hasTask: false, notice: null },
  type: 'parallel',
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN: 'open' } },
        open: {
          description: 'The menu slides in over the page; a link, the backdrop or Close closes it.',
          on: { CLOSE: 'closed' },
        },
      },
    },
    mail: {
      initial: 'loading',
      states: {
        loading: {
          description: 'hasMailUnread is under way.',
          invoke: {
            id: 'hasMailUnread',
            src: 'hasMailUnread',
            onDone: { target: 'loaded', actions: 'assignMail' },
            onError: { target: 'loaded', actions: 'keepDots' },
          },
        },
        loaded: { on: { OPEN: 'loading' } },
      },
    },
    task: {
      initial: 'loading',
      states: {
        loading: {
          description: 'getTaskUser is under way.',
          invoke: {
            id: 'getTaskUser',
            src: 'getTaskUser',
            onDone: { target: 'loaded', actions: 'assignTask' },
            onError: { target: 'loaded', actions: 'keepDots' },
          },
        },
        loaded: { on: { OPEN: 'loading' } },
      },
    },
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { COPY: 'copying' } },
        copying: {
          description: 'Writes the text to the clipboard (secure-context API or the execCommand fallback).',
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ event }) => {
              assertEvent(event, 'COPY');
              return { text: event.text };
            },
            onDone: [
              { guard: 'copied', target: 'idle', actions: 'noticeCopied' },
              { target: 'idle', actions: 'noticeCopyFailed' },
            ],
            onError: { target: 'idle', actions: 'noticeCopyFailed' },
          },
        },
      },
    },
  },
});

export type MenuMachine = typeof menuMachine;

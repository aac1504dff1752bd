import { assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { byOutput, invokeThen, type Settled } from '../shared/actorEvents';
import { type CopyEvent, type CopySettled, clipboardRegion, copied, copyTextActor } from '../shared/clipboard';
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
  | CopyEvent
  | Settled<MailUnread, 'hasMailUnread'>
  | Settled<TaskUser, 'getTaskUser'>
  | CopySettled;

/**
 * A red dot's region: its call runs at the start and again at each OPEN; a failed call keeps the dot (keepDots).
 */
function dotRegion<const TSrc extends string, const TAssign extends string>(src: TSrc, action: TAssign) {
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        description: `${src} is under way.`,
        invoke: invokeThen(src, 'loaded', { done: { type: action, params: byOutput }, failed: 'keepDots' }),
      },
      loaded: { on: { OPEN: 'loading' as const } },
    },
  };
}

export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    events: {} as MenuEvent,
    children: {} as { hasMailUnread: 'hasMailUnread'; getTaskUser: 'getTaskUser'; copyText: 'copyText' },
  },
  actors: {
    hasMailUnread: fromPromise<MailUnread>(({ signal }) => callApi('hasMailUnread', {}, { signal })),
    getTaskUser: fromPromise<TaskUser>(({ signal }) => callApi('getTaskUser', {}, { signal })),
    copyText: copyTextActor,
  },
  guards: { copied },
  actions: {
    assignMail: assign({ hasMail: (_, unread: MailUnread) => unread.red0 + unread.red1 + unread.red2 > 0 }),
    assignTask: assign({ hasTask: (_, user: TaskUser) => user.canReceiveTaskAward }),
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
    mail: dotRegion('hasMailUnread', 'assignMail'),
    task: dotRegion('getTaskUser', 'assignTask'),
    copy: clipboardRegion({
      id: 'copyText',
      description: 'Writes the text to the clipboard (secure-context API or the execCommand fallback).',
    }),
  },
});

export type MenuMachine = typeof menuMachine;

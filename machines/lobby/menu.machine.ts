import { assign, fromCallback, fromPromise, raise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { byOutput, invokeThen, type Settled } from '../shared/actorEvents';
import { type CopyEvent, type CopySettled, clipboardRegion, copied, copyTextActor } from '../shared/clipboard';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';

/**
 * The left slide-out menu of the mobile shell (spec §2, §3 "Menu state"): open or closed, the red dots of its
 * list (unread mail from hasMailUnread, a pending task award from getTaskUser) and the copy of the user id.
 * The player's home header owns it: the avatar opens it and shows the reward dot, and the header draws the
 * drawer while it is open. The dots load at login, each time the menu opens, every 30 s while it is open, and
 * whenever the player's balance or VIP level changes (a task claimed, a mail received, a deposit, a refresh: the
 * session's user, watched through `input.session`); a failed load keeps the last dots (spec §7: mail and task
 * loads ignore errors silently).
 */

export type MailUnread = DataOf<'hasMailUnread'>;
export type TaskUser = DataOf<'getTaskUser'>;

/** What the menu reads of the session: snapshots whose user carries the balance figures. */
export interface PlayerWatch {
  getSnapshot(): PlayerSnapshot;
  subscribe(listener: (snapshot: PlayerSnapshot) => void): { unsubscribe(): void };
}
export interface PlayerSnapshot {
  context: { user: PlayerFigures | null };
}
export interface PlayerFigures {
  coin: number;
  lottery: number;
  vip: number;
}

export interface MenuInput {
  session?: PlayerWatch;
}

/** The dots are read again this often while the menu is open. */
export const DOTS_POLL_MS = 30_000;

export interface MenuContext {
  session: PlayerWatch | null;
  /** Some mail box has unread mail (red0 + red1 + red2 > 0). */
  hasMail: boolean;
  /** A done task's award waits to be received (the task dot, and the header avatar's reward dot). */
  hasTask: boolean;
  notice: Notice | null;
}

export type MenuEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  /** Read both dots again (the player's figures changed, or the open menu's poll). */
  | { type: 'DOTS.REFRESH' }
  /** Copy button next to the user id. */
  | CopyEvent
  | Settled<MailUnread, 'hasMailUnread'>
  | Settled<TaskUser, 'getTaskUser'>
  | CopySettled;

/**
 * A red dot's region: its call runs at the start and again at each OPEN and DOTS.REFRESH (a refresh during a call
 * restarts it, so the answer is never older than the change); a failed call keeps the dot (keepDots).
 */
function dotRegion<const TSrc extends string, const TAssign extends string>(src: TSrc, action: TAssign) {
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        description: `${src} is under way.`,
        invoke: invokeThen(src, 'loaded', { done: { type: action, params: byOutput }, failed: 'keepDots' }),
        on: { 'DOTS.REFRESH': { target: 'loading' as const, reenter: true } },
      },
      loaded: { on: { OPEN: 'loading' as const, 'DOTS.REFRESH': 'loading' as const } },
    },
  };
}

export const menuMachine = setup({
  types: {} as TypesOf<MenuContext, MenuEvent, MenuInput, 'hasMailUnread' | 'getTaskUser' | 'copyText' | 'watchPlayer'>,
  actors: {
    hasMailUnread: fromPromise<MailUnread>(({ signal }) => callApi('hasMailUnread', {}, { signal })),
    getTaskUser: fromPromise<TaskUser>(({ signal }) => callApi('getTaskUser', {}, { signal })),
    copyText: copyTextActor,
    /** Sends DOTS.REFRESH when the session's coin, points or VIP level change (not for the first snapshot). */
    watchPlayer: fromCallback<MenuEvent, { session: PlayerWatch | null }>(({ input, sendBack }) => {
      if (!input.session) return undefined;
      const figuresOf = ({ context: { user } }: PlayerSnapshot) =>
        user ? `${user.coin}|${user.lottery}|${user.vip}` : null;
      // subscribe reports changes only: the figures now are the baseline.
      let last = figuresOf(input.session.getSnapshot());
      const subscription = input.session.subscribe((snapshot) => {
        const figures = figuresOf(snapshot);
        if (figures === null) return;
        if (last !== null && figures !== last) sendBack({ type: 'DOTS.REFRESH' });
        last = figures;
      });
      return () => subscription.unsubscribe();
    }),
  },
  guards: { copied },
  delays: { dotsPoll: DOTS_POLL_MS },
  actions: {
    assignMail: assign({ hasMail: (_, unread: MailUnread) => unread.red0 + unread.red1 + unread.red2 > 0 }),
    assignTask: assign({ hasTask: (_, user: TaskUser) => user.canReceiveTaskAward }),
    keepDots: () => {
      // A failed load keeps the dots as they were (spec §7); named so the chart shows it.
    },
    refreshDots: raise({ type: 'DOTS.REFRESH' }),
    noticeCopied: assign({ notice: () => notice('common.copySuccess', 'success') }),
    noticeCopyFailed: assign({ notice: () => notice('common.copyFail', 'error') }),
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({ session: input?.session ?? null, hasMail: false, hasTask: false, notice: null }),
  type: 'parallel',
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN: 'open' } },
        open: {
          description:
            'The menu slides in over the page; a link, the backdrop or Close closes it. The dots are read again every 30 s.',
          on: { CLOSE: 'closed' },
          after: { dotsPoll: { target: 'open', reenter: true, actions: 'refreshDots' } },
        },
      },
    },
    follow: {
      description: "Watches the session's balance figures for the whole life of the menu (the header's).",
      invoke: {
        id: 'watchPlayer',
        src: 'watchPlayer',
        input: ({ context }: { context: MenuContext }) => ({ session: context.session }),
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

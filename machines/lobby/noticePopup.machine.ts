import { and, assign, emit, not, setup } from 'xstate';
import type { Notice } from '../../src/api/contract/entities';
import { session } from '../../src/platform/storage/storage';
import type { TypesOf } from '../shared/machineTypes';
import type { SessionRef } from '../shared/protocol';
import { type ClickTarget, clickTargetOf } from './homeContent';

/**
 * The home notice pop-up (spec §2 Home, §4 notice modal): once per session, the notices flagged isH5Pop, one
 * after another (Next), by sort. Closing it, or following a notice, marks it shown in session storage
 * (`noticePopupShown`), so it does not come back in this tab; a new tab or a new session shows it again.
 */

export interface NoticePopupInput {
  /** The pop-up notices, in order (machines/lobby/notices.ts popupNotices). */
  notices: readonly Notice[];
  /** The session: hears NOTICE.CLOSED (its overlays then give the activity modal its turn). */
  session?: SessionRef<{ type: 'NOTICE.CLOSED'; shown?: boolean }>;
}

export interface NoticePopupContext {
  notices: readonly Notice[];
  index: number;
  /** Closed in this session already (read from session storage at start, set when closing). */
  shown: boolean;
  session: SessionRef<{ type: 'NOTICE.CLOSED'; shown?: boolean }> | null;
}

/** What the screen's adapter receives when the player taps a notice with a click target. */
export interface FollowEmitted {
  type: 'follow';
  target: ClickTarget;
}

export type NoticePopupEvent = { type: 'NEXT' } | { type: 'CLOSE' } | { type: 'FOLLOW' };

export const noticePopupMachine = setup({
  types: {} as TypesOf<NoticePopupContext, NoticePopupEvent, NoticePopupInput, never, FollowEmitted>,
  guards: {
    shownThisSession: ({ context }) => context.shown,
    nothingToShow: ({ context }) => context.notices.length === 0,
    lastNotice: ({ context }) => context.index >= context.notices.length - 1,
    hasTarget: ({ context }) => {
      const current = context.notices[context.index];
      return current !== undefined && clickTargetOf(current) !== undefined;
    },
  },
  actions: {
    nextNotice: assign({ index: ({ context }) => context.index + 1 }),
    markShown: assign({ shown: true }),
    rememberShown: () => session.set('noticePopupShown', true),
    tellClosed: ({ context }) => context.session?.send({ type: 'NOTICE.CLOSED', shown: context.shown }),
    follow: emit(({ context }) => {
      // hasTarget checked it: the current notice has a target.
      const target = clickTargetOf(context.notices[context.index]!)!;
      return { type: 'follow', target } as const;
    }),
  },
}).createMachine({
  id: 'noticePopup',
  context: ({ input }) => ({
    notices: input.notices,
    index: 0,
    shown: session.get('noticePopupShown') === true,
    session: input.session ?? null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Opens at once, unless closed earlier in this session or there is nothing to show.',
      always: [
        { guard: and([not('shownThisSession'), not('nothingToShow')]), target: 'showing' },
        { target: 'done', actions: 'tellClosed' },
      ],
    },
    done: {
      description: 'Closed now or earlier in this session, or nothing to show: the session has heard it.',
    },
    showing: {
      description: 'The pop-up shows the notice at `index`.',
      on: {
        NEXT: [
          { guard: 'lastNotice', target: 'closed', actions: ['markShown', 'rememberShown'] },
          { target: 'showing', reenter: true, actions: 'nextNotice' },
        ],
        CLOSE: { target: 'closed', actions: ['markShown', 'rememberShown'] },
        FOLLOW: { guard: 'hasTarget', target: 'closed', actions: ['markShown', 'rememberShown', 'follow'] },
      },
    },
  },
});

export type NoticePopupMachine = typeof noticePopupMachine;

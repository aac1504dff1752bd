import { assign, fromCallback, not, type SnapshotFrom, setup } from 'xstate';
import { local } from '../../src/platform/storage';
import { onNoticePopupClosed } from '../shared/notices';

/**
 * The home activity modal queue (spec §4 "Home activity modal"): for a logged-in player, the activities that have
 * a modal are shown one at a time, first-charge first, each only while live for the player (in the session's
 * activity ids) and not seen before on this device. SEEN (the player closed it, or it closed itself) remembers
 * the id in local storage (`activityModalIds`, spec §3) and shows the next. On the mobile home the notice pop-up
 * comes first: while it is pending the queue waits for it to close (overlays never stack). docs/promotions.md.
 */

/** Activity ids that have a home modal, in the order they are shown: first-charge (39), invite friends (40). */
export const MODAL_ORDER = [39, 40] as const;

export interface ActivityModalInput {
  /** The player's live activity ids (session). */
  activityIds: readonly number[];
  /** The home notice pop-up will show first (machines/shared/notices.ts noticePopupPending). */
  afterNoticePopup?: boolean;
}

export interface ActivityModalContext {
  queue: number[];
  afterNoticePopup: boolean;
}

export type ActivityModalEvent = { type: 'SEEN' } | { type: 'NOTICE.CLOSED' };

function unseen(activityIds: readonly number[]): number[] {
  const seen = new Set(local.get('activityModalIds') ?? []);
  return MODAL_ORDER.filter((id) => activityIds.includes(id) && !seen.has(id));
}

export const activityModalMachine = setup({
  types: {
    context: {} as ActivityModalContext,
    events: {} as ActivityModalEvent,
    input: {} as ActivityModalInput,
  },
  actors: {
    noticeClosed: fromCallback(({ sendBack }) => onNoticePopupClosed(() => sendBack({ type: 'NOTICE.CLOSED' }))),
  },
  guards: {
    noticeFirst: ({ context }) => context.afterNoticePopup,
    hasNext: ({ context }) => context.queue.length > 0,
  },
  actions: {
    markSeen: assign({
      queue: ({ context }) => {
        const [shown, ...rest] = context.queue;
        if (shown !== undefined) {
          const seen = local.get('activityModalIds') ?? [];
          if (!seen.includes(shown)) local.set('activityModalIds', [...seen, shown]);
        }
        return rest;
      },
    }),
  },
}).createMachine({
  id: 'activityModal',
  context: ({ input }) => ({ queue: unseen(input.activityIds), afterNoticePopup: input.afterNoticePopup ?? false }),
  initial: 'waiting',
  states: {
    waiting: {
      description: 'The home notice pop-up shows first; the queue starts when it closes.',
      always: { guard: not('noticeFirst'), target: 'choosing' },
      invoke: { src: 'noticeClosed' },
      on: { 'NOTICE.CLOSED': 'choosing' },
    },
    choosing: {
      description: 'Takes the next unseen live activity of the queue, if any.',
      always: [{ guard: 'hasNext', target: 'showing' }, { target: 'done' }],
    },
    showing: {
      description: "The queue's first activity is shown in the modal.",
      on: { SEEN: { target: 'choosing', actions: 'markSeen' } },
    },
    done: {
      type: 'final',
      description: 'Nothing (more) to show.',
    },
  },
});

export type ActivityModalMachine = typeof activityModalMachine;

/** The activity id the modal shows now, if any (none while the queue waits for the notice pop-up). */
export const currentModal = (snapshot: SnapshotFrom<ActivityModalMachine>): number | undefined =>
  snapshot.matches('showing') ? snapshot.context.queue[0] : undefined;

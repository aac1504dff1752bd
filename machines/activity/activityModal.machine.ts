import { assign, type SnapshotFrom, setup } from 'xstate';
import { local } from '../../src/platform/storage/storage';
import type { TypesOf } from '../shared/machineTypes';

/**
 * The home activity modal queue (spec §4 "Home activity modal"): for a logged-in player, the activities that have
 * a modal are shown one at a time, first-charge first, each only while live for the player (in the session's
 * activity ids) and not seen before on this device. SEEN (the player closed it, or it closed itself) remembers
 * the id in local storage (`activityModalIds`, spec §3) and shows the next. The session's overlays decide when
 * it starts (after the prompts and the notice pop-up: overlays never stack). docs/promotions.md.
 */

/** Activity ids that have a home modal, in the order they are shown: first-charge (39), invite friends (40). */
export const MODAL_ORDER = [39, 40] as const;

export interface ActivityModalInput {
  /** The player's live activity ids (session). */
  activityIds: readonly number[];
}

export interface ActivityModalContext {
  queue: number[];
}

export type ActivityModalEvent = { type: 'SEEN' };

function unseen(activityIds: readonly number[]): number[] {
  const seen = new Set(local.get('activityModalIds') ?? []);
  return MODAL_ORDER.filter((id) => activityIds.includes(id) && !seen.has(id));
}

export const activityModalMachine = setup({
  types: {} as TypesOf<ActivityModalContext, ActivityModalEvent, ActivityModalInput>,
  guards: {
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
  context: ({ input }) => ({ queue: unseen(input.activityIds) }),
  initial: 'choosing',
  states: {
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

/** The activity id the modal shows now, if any. */
export const currentModal = (snapshot: SnapshotFrom<ActivityModalMachine>): number | undefined =>
  snapshot.matches('showing') ? snapshot.context.queue[0] : undefined;

import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { manilaToday } from '../../src/api/contract/accountRules';
import { local } from '../../src/platform/storage/storage';
import type { Settled } from '../shared/actorEvents';
import type { TypesOf } from '../shared/machineTypes';
import { type TaskRow, type TaskUser, taskRows } from '../shared/tasks';

/**
 * The daily-complete modal (spec §3 local storage "daily-complete modal timestamps"; docs/promotions.md "Today's
 * tasks, all done"): once per Manila day, when every daily task of the player's is done, the home congratulates
 * them and points to what comes next: the awards still waiting on the task page, or tomorrow's tasks.
 *
 * It is the last entry of the home's activity modal queue (src/screens/activity/modal/ActivityModal.tsx): it starts
 * when the activity modals are done, in the overlays' turn for them, so it never shows over a prompt, the notice
 * pop-up or another activity modal. It runs while the home shows that turn: each return to the home (back from a
 * game, a claim) reads the tasks anew. The day it was shown is kept per player id in local storage (`dailyCompleteModalAt`: player id → when it
 * was shown), so a reload or a second tab does not show it again that day; a player still on the home at midnight
 * (Manila, UTC+8) is looked at again for the new day.
 *
 * Dates come from `now` (the page's clock; tests pass the simulated clock's); the wait until midnight runs on the
 * actor's clock.
 */

export interface DailyCompleteInput {
  /** The logged-in player: the modal is remembered per player on a shared phone. */
  playerId: number;
  /** The clock the Manila day is read from; the page passes nothing (Date.now). */
  now?: () => number;
}

/** What the modal points to: awards waiting to be claimed, or nothing more until tomorrow. */
export type DailyCompleteNext = 'claim' | 'tomorrow';

export interface DailyCompleteContext {
  playerId: number;
  now: () => number;
  next: DailyCompleteNext;
  /** When the modal was last shown to this player (ms; storage `dailyCompleteModalAt`), null never. */
  shownAt: number | null;
}

export type DailyCompleteEvent =
  /** The player closed the modal. */
  | { type: 'CLOSE' }
  /** The player went to claim the awards (the modal's link opens the task page). */
  | { type: 'CLAIM' }
  | Settled<TaskUser, 'getTaskUser'>;

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Milliseconds from `now` until the next midnight in Manila. */
export function untilManilaMidnight(now: number): number {
  return DAY_MS - ((now + MANILA_OFFSET_MS) % DAY_MS);
}

/** The day's tasks are all done (or claimed); a player with no daily task has nothing to complete. */
export function dailyTasksDone(rows: readonly TaskRow[]): boolean {
  const daily = rows.filter((row) => row.daily);
  return daily.length > 0 && daily.every((row) => row.state > 0);
}

/** When the modal was last shown to `playerId` on this device, if ever. */
export function shownAtOf(playerId: number): number | null {
  return local.get('dailyCompleteModalAt')?.[String(playerId)] ?? null;
}

/** `shownAt` falls on the same Manila date as `now`. */
export const sameManilaDay = (shownAt: number | null, now: number): boolean =>
  shownAt !== null && manilaToday(shownAt) === manilaToday(now);

export const dailyCompleteMachine = setup({
  types: {} as TypesOf<DailyCompleteContext, DailyCompleteEvent, DailyCompleteInput, 'getTaskUser'>,
  actors: {
    getTaskUser: fromPromise<TaskUser>(({ signal }) => callApi('getTaskUser', {}, { signal })),
  },
  guards: {
    shownToday: ({ context }) => sameManilaDay(context.shownAt, context.now()),
    allDone: ({ event }) => event.type === 'xstate.done.actor.getTaskUser' && dailyTasksDone(taskRows(event.output)),
  },
  actions: {
    assignNext: assign({
      next: ({ event }) =>
        event.type === 'xstate.done.actor.getTaskUser' && taskRows(event.output).some((row) => row.state === 1)
          ? ('claim' as const)
          : ('tomorrow' as const),
    }),
    /** Keeps the other players' days (a shared phone), drops none: one number per player who ever saw it. */
    rememberShown: assign(({ context }) => {
      const shownAt = context.now();
      local.set('dailyCompleteModalAt', { ...local.get('dailyCompleteModalAt'), [String(context.playerId)]: shownAt });
      return { shownAt };
    }),
  },
  delays: {
    untilMidnight: ({ context }) => untilManilaMidnight(context.now()),
  },
}).createMachine({
  id: 'dailyComplete',
  context: ({ input }) => ({
    playerId: input.playerId,
    now: input.now ?? Date.now,
    next: 'tomorrow',
    shownAt: shownAtOf(input.playerId),
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Shown today already → done for today; else the tasks are read.',
      always: [{ guard: 'shownToday', target: 'doneForToday' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      description: 'getTaskUser is under way.',
      invoke: {
        id: 'getTaskUser',
        src: 'getTaskUser',
        onDone: [{ guard: 'allDone', target: 'showing', actions: 'assignNext' }, { target: 'waiting' }],
        // Nothing to say: the modal is a congratulation, its absence is no failure. The next visit reads again.
        onError: 'waiting',
      },
    },
    waiting: {
      description: "Some of today's tasks are still open (or the read failed): midnight looks at the new day.",
      after: { untilMidnight: 'checking' },
    },
    showing: {
      tags: ['showing'],
      description: "The modal: today's tasks all done; Claim rewards (awards waiting) or Come back tomorrow.",
      on: {
        CLOSE: { target: 'doneForToday', actions: 'rememberShown' },
        CLAIM: { target: 'doneForToday', actions: 'rememberShown' },
      },
    },
    doneForToday: {
      description: 'Shown today: nothing until midnight in Manila, then the new day is looked at.',
      after: { untilMidnight: 'checking' },
    },
  },
});

export type DailyCompleteMachine = typeof dailyCompleteMachine;

/** The modal is on screen. */
export const dailyCompleteShown = (snapshot: SnapshotFrom<DailyCompleteMachine>): boolean => snapshot.hasTag('showing');

/** Awards of the day wait on the task page (else: nothing more until tomorrow). */
export const dailyAwardsWaiting = (snapshot: SnapshotFrom<DailyCompleteMachine>): boolean =>
  snapshot.context.next === 'claim';

import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  dailyAwardsWaiting,
  dailyCompleteMachine,
  dailyCompleteShown,
  dailyTasksDone,
  sameManilaDay,
  shownAtOf,
  untilManilaMidnight,
} from '../../../machines/activity/dailyComplete.machine';
import type { TaskUser } from '../../../machines/shared/tasks';
import { taskRows } from '../../../machines/shared/tasks';
import { local } from '../../../src/platform/storage/storage';
import { MockActors } from '../coverage/mockActors';
import { dailyAnswer } from './dailyComplete.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const MINUTE = 60_000;
/** 2026-12-01 23:59 in Manila (15:59 UTC): one minute before the Manila day turns. */
const BEFORE_MIDNIGHT = Date.UTC(2026, 11, 1, 15, 59);

/** The machine on a simulated clock that starts at `start` (ms since the epoch); `now` reads that clock. */
function start(startAt: number, playerId = 7) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const mocks = new MockActors();
  const actor = createActor(dailyCompleteMachine.provide({ actors: { getTaskUser: mocks.promise<TaskUser>() } }), {
    clock,
    input: { playerId, now: () => clock.now() },
  });
  actor.start();
  return { actor, mocks, clock };
}

describe('daily-complete modal', () => {
  beforeEach(() => local.clear());

  it('counts only daily tasks, and needs at least one', () => {
    expect(dailyTasksDone(taskRows(dailyAnswer({ 106: 1, 116: 2 })))).toBe(true);
    expect(dailyTasksDone(taskRows(dailyAnswer({ 106: 2 })))).toBe(false);
    const noDaily: TaskUser = { ...dailyAnswer({}), achieveData: JSON.stringify({ 101: { daily: false } }) };
    expect(dailyTasksDone(taskRows(noDaily))).toBe(false);
  });

  it('measures the wait to midnight in Manila, not in UTC', () => {
    expect(untilManilaMidnight(BEFORE_MIDNIGHT)).toBe(MINUTE);
    // 00:00 +08 is 16:00 UTC: a full day to the next one.
    expect(untilManilaMidnight(BEFORE_MIDNIGHT + MINUTE)).toBe(24 * 60 * MINUTE);
  });

  it('points to the awards while one waits, and remembers the day per player when closed', async () => {
    const { actor, mocks } = start(BEFORE_MIDNIGHT);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    mocks.resolve('getTaskUser', dailyAnswer({ 106: 1, 116: 2 }));
    await flush();
    expect(dailyCompleteShown(actor.getSnapshot())).toBe(true);
    expect(dailyAwardsWaiting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CLAIM' });
    expect(dailyCompleteShown(actor.getSnapshot())).toBe(false);
    expect(local.get('dailyCompleteModalAt')).toEqual({ 7: BEFORE_MIDNIGHT });
    expect(sameManilaDay(shownAtOf(7), BEFORE_MIDNIGHT)).toBe(true);
    expect(sameManilaDay(shownAtOf(7), BEFORE_MIDNIGHT + MINUTE)).toBe(false);
    expect(shownAtOf(8)).toBeNull();
  });

  it('shows once a Manila day: not again at 23:59, again from 00:00 +08', async () => {
    const first = start(BEFORE_MIDNIGHT);
    first.mocks.resolve('getTaskUser', dailyAnswer({ 106: 2, 116: 2 }));
    await flush();
    expect(dailyCompleteShown(first.actor.getSnapshot())).toBe(true);
    expect(dailyAwardsWaiting(first.actor.getSnapshot())).toBe(false);
    first.actor.send({ type: 'CLOSE' });
    first.actor.stop();

    // The home again the same minute: no read, nothing shown.
    const again = start(BEFORE_MIDNIGHT + 30_000);
    expect(again.actor.getSnapshot().value).toBe('doneForToday');
    // Midnight in Manila: the new day is looked at; its tasks, all done again, show the modal again.
    again.clock.increment(30_000 - 1);
    expect(again.actor.getSnapshot().value).toBe('doneForToday');
    again.clock.increment(1);
    expect(again.actor.getSnapshot().hasTag('loading')).toBe(true);
    again.mocks.resolve('getTaskUser', dailyAnswer({ 106: 1, 116: 1 }));
    await flush();
    expect(dailyAwardsWaiting(again.actor.getSnapshot())).toBe(true);
    expect(dailyCompleteShown(again.actor.getSnapshot())).toBe(true);
  });

  it('waits quietly while a daily task is open or the read fails, and looks again at midnight', async () => {
    const { actor, mocks, clock } = start(BEFORE_MIDNIGHT - 10 * MINUTE);
    mocks.reject('getTaskUser', new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    // 23:49 +08: eleven minutes to the new day.
    clock.increment(11 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    mocks.resolve('getTaskUser', dailyAnswer({ 106: 2 }));
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(local.get('dailyCompleteModalAt')).toBeUndefined();
  });
});

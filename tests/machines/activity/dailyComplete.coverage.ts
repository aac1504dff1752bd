import { dailyCompleteMachine } from '../../../machines/activity/dailyComplete.machine';
import type { TaskUser } from '../../../machines/shared/tasks';
import { local } from '../../../src/platform/storage/storage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure } from '../walletFixtures';

/** 2026-12-01 21:00 in Manila (13:00 UTC). */
export const EVENING = Date.UTC(2026, 11, 1, 13, 0);
const PLAYER = 7;

/** A getTaskUser answer with daily tasks 106 and 116 in the given states (and an open one-off task 101). */
export function dailyAnswer(states: { 106?: number; 116?: number }): TaskUser {
  const task = (daily: boolean) => ({ progress: 1, target: 1, type: 4, daily, award: [{ id: 2001, count: 500 }] });
  return {
    achieveNum: Object.keys(states).length,
    achieveData: JSON.stringify({ 101: { ...task(false), progress: 0 }, 106: task(true), 116: task(true) }),
    taskData: JSON.stringify(states),
    canReceiveTaskAward: Object.values(states).includes(1),
  };
}

const spec = (shownAt: number | null) =>
  defineMachineSpec({
    name: 'dailyComplete',
    machine: dailyCompleteMachine,
    input: { playerId: PLAYER, now: () => EVENING },
    events: [
      {
        type: 'xstate.done.actor.getTaskUser',
        output: dailyAnswer({ 106: 1, 116: 2 }),
        actorId: 'getTaskUser' as const,
      },
      {
        type: 'xstate.done.actor.getTaskUser',
        output: dailyAnswer({ 106: 2, 116: 2 }),
        actorId: 'getTaskUser' as const,
      },
      { type: 'xstate.done.actor.getTaskUser', output: dailyAnswer({ 106: 2 }), actorId: 'getTaskUser' as const },
      {
        type: 'xstate.error.actor.getTaskUser',
        error: failure('/app/v1/getTaskUser'),
        actorId: 'getTaskUser' as const,
      },
      { type: 'CLOSE' },
      { type: 'CLAIM' },
    ],
    mocks: (mocks) => ({ getTaskUser: mocks.promise<TaskUser>() }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.next, snapshot.context.shownAt]),
    prepare: () => {
      local.clear();
      if (shownAt !== null) local.set('dailyCompleteModalAt', { [String(PLAYER)]: shownAt });
    },
  });

/** Not shown yet today (the tasks are read), and shown earlier today (nothing until midnight). */
export const dailyCompleteSpecs = [spec(null), spec(EVENING - 3_600_000)];

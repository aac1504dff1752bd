import { tasksMachine } from '../../../machines/profile/tasks.machine';
import type { DataOf } from '../../../src/api/contract/map';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure } from '../walletFixtures';

/** Task 105 done (award waiting), task 101 open, follow task 109 open with its page. */
export const taskAnswer: DataOf<'getTaskUser'> = {
  achieveNum: 1,
  achieveData: JSON.stringify({
    101: { progress: 0, target: 1, type: 2, daily: false, award: [{ id: 2001, count: 500 }] },
    105: { progress: 1, target: 1, type: 3, daily: false, award: [{ id: 2001, count: 1_000 }] },
    109: {
      progress: 0,
      target: 1,
      type: 6,
      daily: false,
      award: [{ id: 2001, count: 300 }],
      url: '/sandbox/site/facebook',
    },
  }),
  taskData: JSON.stringify({ 105: 1 }),
  canReceiveTaskAward: true,
};

export const tasksSpec = defineMachineSpec({
  name: 'tasks',
  machine: tasksMachine,
  input: { session: { send: () => {} } },
  events: [
    { type: 'xstate.done.actor.getTaskUser', output: taskAnswer, actorId: 'getTaskUser' as const },
    { type: 'xstate.error.actor.getTaskUser', error: failure('/app/v1/getTaskUser'), actorId: 'getTaskUser' as const },
    { type: 'RETRY' },
    { type: 'CLAIM', taskKey: 105 },
    { type: 'CLAIM', taskKey: 101 },
    { type: 'VISIT', taskKey: 109 },
    { type: 'VISIT', taskKey: 101 },
    { type: 'xstate.done.actor.taskVisit', output: {}, actorId: 'taskVisit' as const },
    {
      type: 'xstate.error.actor.taskVisit',
      error: failure('/app/v1/taskVisit', 5021),
      actorId: 'taskVisit' as const,
    },
    {
      type: 'xstate.done.actor.receiveTaskAward',
      output: { propList: [{ propId: 2001, count: 1_000 }] },
      actorId: 'receiveTaskAward' as const,
    },
    {
      type: 'xstate.error.actor.receiveTaskAward',
      error: failure('/app/v1/receiveTaskAward', 5023),
      actorId: 'receiveTaskAward' as const,
    },
  ],
  mocks: (mocks) => ({
    getTaskUser: mocks.promise<DataOf<'getTaskUser'>>(),
    receiveTaskAward: mocks.promise<DataOf<'receiveTaskAward'>, { taskKey: number }>(),
    taskVisit: mocks.promise<DataOf<'taskVisit'>, { taskKey: number }>(),
  }),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.rows.length]),
});

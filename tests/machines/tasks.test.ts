import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { taskRows, tasksMachine } from '../../machines/profile/tasks.machine';
import { taskList, tasksFailed } from '../../machines/profile/tasks.selectors';
import type { DataOf } from '../../src/api/contract/map';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { MockActors } from './coverage/mockActors';
import { taskAnswer } from './tasks.coverage';
import { failure } from './walletFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const sent: string[] = [];
  const actor = createActor(
    tasksMachine.provide({
      actors: {
        getTaskUser: mocks.promise<DataOf<'getTaskUser'>>(),
        receiveTaskAward: mocks.promise<DataOf<'receiveTaskAward'>, { taskKey: number }>(),
      },
    }),
    { input: { session: { send: (e) => sent.push(e.type) } }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, mocks, sent };
}

describe('tasks machine', () => {
  it('reads the rows from the JSON texts; unreadable text gives no rows', () => {
    expect(taskRows(taskAnswer)).toEqual([
      { key: 101, type: 2, progress: 0, target: 1, daily: false, award: [{ id: 2001, count: 500 }], state: 0 },
      { key: 105, type: 3, progress: 1, target: 1, daily: false, award: [{ id: 2001, count: 1_000 }], state: 1 },
    ]);
    expect(taskRows({ ...taskAnswer, achieveData: '{oops' })).toEqual([]);
  });

  it('claims only a done task, refreshes the balance and reads the list again', async () => {
    const { actor, mocks, sent } = start();
    mocks.resolve('getTaskUser', taskAnswer);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CLAIM', taskKey: 101 });
    expect(mocks.starts.map((s) => s.id)).toEqual(['getTaskUser']);
    actor.send({ type: 'CLAIM', taskKey: 105 });
    actor.send({ type: 'CLAIM', taskKey: 105 });
    expect(mocks.starts.filter((s) => s.id === 'receiveTaskAward')).toEqual([
      { id: 'receiveTaskAward', input: { taskKey: 105 } },
    ]);
    mocks.resolve('receiveTaskAward', { propList: [{ propId: 2001, count: 1_000 }] });
    await flush();
    expect(sent).toEqual(['BALANCE.REFRESH']);
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.task.claimed');
    expect(mocks.starts.at(-1)?.id).toBe('getTaskUser');
    mocks.resolve('getTaskUser', { ...taskAnswer, taskData: JSON.stringify({ 105: 2 }), canReceiveTaskAward: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(taskList(actor.getSnapshot()).find((r) => r.key === 105)?.state).toBe(2);
  });

  it('shows the reason of a refused claim, and a failed load offers Retry', async () => {
    const { actor, mocks } = start();
    mocks.reject('getTaskUser', failure('/app/v1/getTaskUser'));
    await flush();
    expect(tasksFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.resolve('getTaskUser', taskAnswer);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CLAIM', taskKey: 105 });
    mocks.reject('receiveTaskAward', failure('/app/v1/receiveTaskAward', PROFILE_ERRCODE.taskAlreadyClaimed));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.err.taskClaimed');
  });
});

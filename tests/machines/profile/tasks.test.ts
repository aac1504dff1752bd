import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { type TaskClaim, taskRows, tasksMachine } from '../../../machines/profile/tasks.machine';
import { taskList, tasksFailed, tasksFailedClaim } from '../../../machines/profile/tasks.selectors';
import { HttpStatusError, NetworkError } from '../../../src/api/client/errors';
import type { DataOf } from '../../../src/api/contract/map';
import { PROFILE_ERRCODE } from '../../../src/api/contract/profileErrcodes';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';
import { taskAnswer } from './tasks.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const sent: string[] = [];
  const actor = createActor(
    tasksMachine.provide({
      actors: {
        getTaskUser: mocks.promise<DataOf<'getTaskUser'>>(),
        receiveTaskAward: mocks.promise<DataOf<'receiveTaskAward'>, { taskKey: number }>(),
        taskVisit: mocks.promise<DataOf<'taskVisit'>, { taskKey: number }>(),
      },
    }),
    { input: { session: { send: (e) => sent.push(e.type) } }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, mocks, sent };
}

describe('tasks machine', () => {
  it('reads the rows from the JSON texts; unreadable text gives no rows', () => {
    const plain = { daily: false, money: false, url: null };
    expect(taskRows(taskAnswer)).toEqual([
      { key: 101, type: 2, progress: 0, target: 1, ...plain, award: [{ id: 2001, count: 500 }], state: 0 },
      { key: 105, type: 3, progress: 1, target: 1, ...plain, award: [{ id: 2001, count: 1_000 }], state: 1 },
      {
        key: 109,
        type: 6,
        progress: 0,
        target: 1,
        ...plain,
        url: '/sandbox/site/facebook',
        award: [{ id: 2001, count: 300 }],
        state: 0,
      },
    ]);
    expect(taskRows({ ...taskAnswer, achieveData: '{oops' })).toEqual([]);
    // Only a same-origin path is kept as a follow task's page; money marks amounts.
    const odd = JSON.stringify({
      1: { url: 'https://evil.example', money: true },
      2: { url: '//evil.example' },
      3: { url: '/ok' },
    });
    expect(taskRows({ ...taskAnswer, achieveData: odd }).map((r) => [r.url, r.money])).toEqual([
      [null, true],
      [null, false],
      ['/ok', false],
    ]);
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

  it('reports an open follow task visited once, then reads the list again; a refused visit says why', async () => {
    const { actor, mocks } = start();
    mocks.resolve('getTaskUser', taskAnswer);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'VISIT', taskKey: 101 });
    actor.send({ type: 'VISIT', taskKey: 109 });
    actor.send({ type: 'VISIT', taskKey: 109 });
    expect(mocks.starts.filter((s) => s.id === 'taskVisit')).toEqual([{ id: 'taskVisit', input: { taskKey: 109 } }]);
    mocks.resolve('taskVisit', {});
    await flush();
    expect(mocks.starts.at(-1)?.id).toBe('getTaskUser');
    mocks.resolve('getTaskUser', { ...taskAnswer, taskData: JSON.stringify({ 105: 1, 109: 1 }) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(taskList(actor.getSnapshot()).find((r) => r.key === 109)?.state).toBe(1);
    actor.send({ type: 'CLAIM', taskKey: 109 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'receiveTaskAward', input: { taskKey: 109 } });

    const second = start();
    second.mocks.resolve('getTaskUser', taskAnswer);
    await waitFor(second.actor, (s) => s.matches('ready'));
    second.actor.send({ type: 'VISIT', taskKey: 109 });
    second.mocks.reject('taskVisit', failure('/app/v1/taskVisit', PROFILE_ERRCODE.taskUnknown));
    await flush();
    expect(second.actor.getSnapshot().context.notice?.id).toBe('profile.err.taskUnknown');
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
    expect(actor.getSnapshot().context.failedClaim?.notice.id).toBe('profile.err.taskClaimed');
  });

  it('a claim that fails twice says why twice, each time anew, with the same claim to try again', async () => {
    const { actor, mocks } = start();
    mocks.resolve('getTaskUser', taskAnswer);
    await waitFor(actor, (s) => s.matches('ready'));
    const said: { id: string; seq: number }[] = [];
    const failures = [
      new NetworkError('/app/v1/receiveTaskAward', new TypeError('Failed to fetch')),
      new HttpStatusError('/app/v1/receiveTaskAward', 503),
    ];
    let claim: TaskClaim = { type: 'CLAIM', taskKey: 105 };
    for (const error of failures) {
      actor.send(claim);
      // The try under way has not failed: the last one's failure is gone.
      expect(tasksFailedClaim(actor.getSnapshot())).toBeNull();
      mocks.reject('receiveTaskAward', error);
      await flush();
      mocks.resolve('getTaskUser', taskAnswer);
      await waitFor(actor, (s) => s.matches('ready'));
      const failed = tasksFailedClaim(actor.getSnapshot());
      said.push({ id: failed?.notice.id ?? '', seq: failed?.notice.seq ?? 0 });
      claim = failed?.retry ?? claim;
      expect(claim).toEqual({ type: 'CLAIM', taskKey: 105 });
    }
    expect(said.map(({ id }) => id)).toEqual(['error.network', 'error.http']);
    expect(said[1]?.seq).toBeGreaterThan(said[0]?.seq ?? 0);
  });
});

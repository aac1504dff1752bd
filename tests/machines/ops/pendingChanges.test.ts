import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { queueView } from '../../../machines/ops/opsQueue.selectors';
import { pendingChangesMachine } from '../../../machines/ops/pendingChanges.machine';
import { approvedSetup, decidedRows, pendingRows } from '../../../machines/ops/pendingChanges.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { anaSecret, newAccount } from './pendingChanges.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function changes() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    pendingChangesMachine.provide({
      actors: { load: mocks.promise(), approve: mocks.promise(), reject: mocks.promise() },
    }),
    { clock: new SimulatedClock(), input: { token: 'tok', session: { send: (e) => told.push(e.type) } } },
  ).start();
  return { actor, mocks, told };
}

describe('pending changes', () => {
  test('a second admin approves: the change applies, a new account’s secret is shown once, the list is read again', async () => {
    const { actor, mocks } = changes();
    const decided = { ...newAccount, id: 2, status: 'rejected' as const, decidedBy: 'admin2', decidedAt: 1 };
    mocks.resolve('load', { pending: [newAccount], decided: [decided] });
    await flush();
    expect(pendingRows(actor.getSnapshot())).toEqual([newAccount]);
    expect(decidedRows(actor.getSnapshot())).toEqual([decided]);
    actor.send({ type: 'APPROVE', changeId: 4 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'approve', input: { token: 'tok', changeId: 4 } });
    expect(queueView(actor.getSnapshot()).idle).toBe(false);
    mocks.resolve('approve', { change: { ...newAccount, status: 'approved' }, setup: anaSecret });
    await flush();
    expect(approvedSetup(actor.getSnapshot())).toEqual(anaSecret);
    expect(queueView(actor.getSnapshot()).notice?.text).toBe(
      'Change #4 approved and applied: hand ana the TOTP secret below.',
    );
    expect(mocks.starts.at(-1)?.id).toBe('load');
    mocks.resolve('load', { pending: [], decided: [] });
    await flush();
    expect(pendingRows(actor.getSnapshot())).toEqual([]);
    // The next action hides the secret.
    actor.send({ type: 'REFRESH' });
    mocks.resolve('load', { pending: [newAccount], decided: [] });
    await flush();
    actor.send({ type: 'REJECT', changeId: 4 });
    expect(approvedSetup(actor.getSnapshot())).toBeNull();
    mocks.resolve('reject', { change: { ...newAccount, status: 'rejected' } });
    await flush();
    expect(queueView(actor.getSnapshot()).notice?.text).toBe('Change #4 rejected.');
  });

  test('the proposer (or the same person) approving is refused and said; a 401 tells the session', async () => {
    const { actor, mocks, told } = changes();
    mocks.resolve('load', { pending: [newAccount], decided: [] });
    await flush();
    actor.send({ type: 'APPROVE', changeId: 4 });
    mocks.reject(
      'approve',
      new OpsCallError(409, 'A second admin, another person than the proposer, must approve this change.'),
    );
    await flush();
    expect(queueView(actor.getSnapshot()).notice).toEqual({
      kind: 'error',
      text: 'A second admin, another person than the proposer, must approve this change.',
    });
    expect(approvedSetup(actor.getSnapshot())).toBeNull();
    mocks.resolve('load', { pending: [newAccount], decided: [] });
    await flush();
    actor.send({ type: 'REJECT', changeId: 4 });
    mocks.reject('reject', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

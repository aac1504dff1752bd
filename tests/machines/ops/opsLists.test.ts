import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { auditLogMachine, auditPath } from '../../../machines/ops/auditLog.machine';
import { flaggedPlayersMachine } from '../../../machines/ops/flaggedPlayers.machine';
import { listApplied, listFilter, listItems } from '../../../machines/ops/opsList.selectors';
import { queueView } from '../../../machines/ops/opsQueue.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { approvalRow } from './auditLog.coverage';
import { flaggedJuan } from './flaggedPlayers.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(machine: typeof auditLogMachine | typeof flaggedPlayersMachine) {
  const mocks = new MockActors();
  const told: string[] = [];
  // Both lists come from one factory: the same chart with a different row type.
  const list = machine as typeof auditLogMachine;
  const actor = createActor(list.provide({ actors: { load: mocks.promise() } }), {
    clock: new SimulatedClock(),
    input: { token: 'tok', session: { send: (e) => told.push(e.type) } },
  }).start();
  return { actor, mocks, told };
}

describe('flagged players', () => {
  test('reads the flagged players; a failure says why and Retry reads again; Refresh too', async () => {
    const { actor, mocks } = start(flaggedPlayersMachine);
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'load', input: { token: 'tok', filter: '' } });
    mocks.reject('load', new OpsCallError(0, 'The server cannot be reached.'));
    await flush();
    expect(queueView(actor.getSnapshot())).toMatchObject({ failed: true, loadError: 'The server cannot be reached.' });
    actor.send({ type: 'RETRY' });
    expect(queueView(actor.getSnapshot()).loadError).toBeNull();
    mocks.resolve('load', { list: [flaggedJuan] });
    await flush();
    expect(listItems(actor.getSnapshot())).toEqual([flaggedJuan]);
    expect(queueView(actor.getSnapshot())).toMatchObject({ shown: true, idle: true, count: 1 });
    actor.send({ type: 'FILTER.CHANGE', value: 'ignored' });
    expect(listFilter(actor.getSnapshot())).toBe('');
    actor.send({ type: 'REFRESH' });
    expect(queueView(actor.getSnapshot()).idle).toBe(false);
    expect(mocks.starts.filter((s) => s.id === 'load')).toHaveLength(3);
  });

  test('a 401 ends the list and tells the session', async () => {
    const { actor, mocks, told } = start(flaggedPlayersMachine);
    mocks.reject('load', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});

describe('audit log', () => {
  test('reads the newest rows, then those of the applied target (trimmed); Refresh keeps the filter', async () => {
    const { actor, mocks } = start(auditLogMachine);
    mocks.resolve('load', { list: [approvalRow] });
    await flush();
    actor.send({ type: 'FILTER.CHANGE', value: '  withdrawal:W1 ' });
    expect(listFilter(actor.getSnapshot())).toBe('  withdrawal:W1 ');
    expect(listApplied(actor.getSnapshot())).toBe('');
    actor.send({ type: 'APPLY' });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'load', input: { token: 'tok', filter: 'withdrawal:W1' } });
    mocks.resolve('load', { list: [] });
    await flush();
    expect(listItems(actor.getSnapshot())).toEqual([]);
    expect(listApplied(actor.getSnapshot())).toBe('withdrawal:W1');
    actor.send({ type: 'REFRESH' });
    expect(mocks.starts.at(-1)).toMatchObject({ input: { filter: 'withdrawal:W1' } });
  });

  test('the call names the target in its query, encoded', () => {
    expect(auditPath('')).toBe('/audit');
    expect(auditPath('withdrawal:W 1&x')).toBe('/audit?target=withdrawal%3AW%201%26x');
  });
});

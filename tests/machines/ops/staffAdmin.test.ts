import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { queueView } from '../../../machines/ops/opsQueue.selectors';
import { staffAdminMachine } from '../../../machines/ops/staffAdmin.machine';
import { staffFields, staffRows, totpSetup } from '../../../machines/ops/staffAdmin.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { anaProposal, anaRow, anaSetup } from './staffAdmin.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function admin() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    staffAdminMachine.provide({
      actors: { load: mocks.promise(), create: mocks.promise(), disable: mocks.promise(), reset: mocks.promise() },
    }),
    { clock: new SimulatedClock(), input: { token: 'tok', session: { send: (e) => told.push(e.type) } } },
  ).start();
  return { actor, mocks, told };
}

describe('staff management', () => {
  test('proposes an account (with the person behind it): the form empties, a second admin approves it; a refusal keeps what was typed', async () => {
    const { actor, mocks } = admin();
    mocks.resolve('load', { list: [] });
    await flush();
    actor.send({ type: 'CREATE' });
    expect(queueView(actor.getSnapshot()).notice?.text).toMatch(/staff name, the person id and a password/);
    actor.send({ type: 'FIELD.CHANGE', field: 'username', value: 'ana' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'password1234' });
    actor.send({ type: 'ROLE.CHANGE', role: 'finance' });
    actor.send({ type: 'CREATE' });
    // Without the person behind the account nothing is sent.
    expect(mocks.starts.filter((s) => s.id === 'create')).toHaveLength(0);
    actor.send({ type: 'FIELD.CHANGE', field: 'personId', value: 'E-1001' });
    actor.send({ type: 'CREATE' });
    expect(mocks.starts.at(-1)).toMatchObject({
      id: 'create',
      input: {
        token: 'tok',
        fields: { username: 'ana', password: 'password1234', personId: 'E-1001', role: 'finance' },
      },
    });
    mocks.reject('create', new OpsCallError(400, 'This password is too common.'));
    await flush();
    expect(queueView(actor.getSnapshot()).notice?.text).toBe('This password is too common.');
    expect(staffFields(actor.getSnapshot()).username).toBe('ana');

    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Blue-River-Stone-82' });
    actor.send({ type: 'CREATE' });
    mocks.resolve('create', { change: anaProposal });
    await flush();
    // No secret yet: the account exists once a second admin approves it.
    expect(totpSetup(actor.getSnapshot())).toBeNull();
    expect(queueView(actor.getSnapshot()).notice?.text).toMatch(/Change #3 proposed: .* second admin approves it/);
    expect(staffFields(actor.getSnapshot())).toEqual({ username: '', password: '', personId: '', role: 'support' });
    mocks.resolve('load', { list: [anaRow] });
    await flush();
    expect(staffRows(actor.getSnapshot())).toEqual([anaRow]);
  });

  test('disables and resets a TOTP (the new secret shown); a 401 tells the session', async () => {
    const { actor, mocks, told } = admin();
    mocks.resolve('load', { list: [anaRow] });
    await flush();
    actor.send({ type: 'RESET', staffId: 5 });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'reset', input: { token: 'tok', staffId: 5 } });
    mocks.resolve('reset', anaSetup);
    await flush();
    expect(totpSetup(actor.getSnapshot())?.totpSecret).toBe('ABC');
    mocks.resolve('load', { list: [anaRow] });
    await flush();
    actor.send({ type: 'DISABLE', staffId: 5 });
    expect(totpSetup(actor.getSnapshot())).toBeNull();
    mocks.resolve('disable', {});
    await flush();
    expect(queueView(actor.getSnapshot()).notice?.text).toBe('Staff #5 disabled.');
    mocks.reject('load', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});

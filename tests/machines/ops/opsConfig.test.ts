import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { centavosOf, opsConfigMachine } from '../../../machines/ops/opsConfig.machine';
import {
  configAmount,
  configFailed,
  configIdle,
  configInForce,
  configNotice,
} from '../../../machines/ops/opsConfig.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { envConfig, proposal } from './opsConfig.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(opsConfigMachine.provide({ actors: { load: mocks.promise(), save: mocks.promise() } }), {
    clock: new SimulatedClock(),
    input: { token: 'tok', session: { send: (e) => told.push(e.type) } },
  }).start();
  return { actor, mocks, told };
}

describe('admin configuration', () => {
  test('pesos typed become centavos; anything else is refused', () => {
    expect(centavosOf('10000')).toBe(1_000_000);
    expect(centavosOf(' 2,500.5 ')).toBe(250_050);
    expect(centavosOf('0')).toBe(0);
    expect(centavosOf('999999.99')).toBe(99_999_999);
    // The withdrawal maximum itself would let one approver pay any withdrawal: not an amount.
    for (const bad of ['', 'ten', '-1', '1.234', '1000000', '1000000.01', '1e5']) expect(centavosOf(bad)).toBeNull();
  });

  test('shows the amount in force, checks the typed one, proposes it: in force once a second admin approves', async () => {
    const { actor, mocks } = start();
    mocks.resolve('load', { config: envConfig });
    await flush();
    expect(configInForce(actor.getSnapshot())).toEqual(envConfig);
    expect(configAmount(actor.getSnapshot())).toBe('10000.00');
    actor.send({ type: 'AMOUNT.CHANGE', value: '5,000.5' });
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)).toEqual({ id: 'save', input: { token: 'tok', secondApprovalAbove: 500_050 } });
    expect(configIdle(actor.getSnapshot())).toBe(false);
    mocks.resolve('save', { change: proposal });
    await flush();
    // The amount in force is unchanged until the approval: the field shows it again.
    expect(configAmount(actor.getSnapshot())).toBe('10000.00');
    expect(configNotice(actor.getSnapshot())).toEqual({
      kind: 'success',
      text: 'Change #7 proposed: ₱5000.50 applies once a second admin approves it in Pending changes.',
    });

    actor.send({ type: 'AMOUNT.CHANGE', value: '2000000' });
    actor.send({ type: 'SAVE' });
    expect(configNotice(actor.getSnapshot())?.text).toMatch(/from 0 to 999,999.99 \(below the withdrawal maximum\)/);
    expect(mocks.starts.filter((s) => s.id === 'save')).toHaveLength(1);
  });

  test('a refusal is said and the typed amount kept; a failed read offers Retry; a 401 tells the session', async () => {
    const { actor, mocks, told } = start();
    mocks.reject('load', new OpsCallError(0, 'The server cannot be reached.'));
    await flush();
    expect(configFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.resolve('load', { config: envConfig });
    await flush();
    actor.send({ type: 'AMOUNT.CHANGE', value: '300' });
    actor.send({ type: 'SAVE' });
    mocks.reject('save', new OpsCallError(400, 'The amount is a whole number of centavos.'));
    await flush();
    expect(configNotice(actor.getSnapshot())?.text).toBe('The amount is a whole number of centavos.');
    expect(configAmount(actor.getSnapshot())).toBe('300');
    actor.send({ type: 'SAVE' });
    mocks.reject('save', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});

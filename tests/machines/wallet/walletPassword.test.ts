import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, SimulatedClock } from 'xstate';
import { walletPasswordMachine, walletPasswordSubmission } from '../../../machines/wallet/walletPassword.machine';
import { fieldProblem } from '../../../machines/wallet/walletPassword.selectors';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import type { DataOf } from '../../../src/api/contract/map';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

async function start(hasSafeboxPassword: 0 | 1) {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const machine = walletPasswordMachine.provide({
    actors: {
      getSafebox: mocks.promise<DataOf<'getSafebox'>>(),
      submission: walletPasswordSubmission.provide({ actors: { call: mocks.promise() } }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { publicKey: 'key', returnTo: { page: 'wallets', params: { id: 'withdraw' } } },
  });
  const navigations: EventObject[] = [];
  actor.on('navigate', (event) => void navigations.push(event));
  actor.start();
  mocks.resolve('getSafebox', { coin: 0, safebox: 0, hasSafeboxPassword });
  await flush();
  const type = (field: 'current' | 'password' | 'confirmation', value: string) =>
    actor.send({ type: 'FIELD.CHANGE', field, value });
  return { actor, mocks, clock, navigations, type };
}

describe('wallet password form', () => {
  test('keeps digits only, six at most', async () => {
    const { actor, type } = await start(0);
    type('password', '12a34-5678');
    expect(actor.getSnapshot().context.fields.password).toBe('123456');
  });

  test.each([
    ['set', 0, { password: '12345', confirmation: '12345' }, 'wallet.password.rule'],
    ['set', 0, { password: '123456', confirmation: '654321' }, 'wallet.password.mismatch'],
    ['change', 1, { current: '12', password: '123456', confirmation: '123456' }, 'wallet.password.currentRule'],
    ['change', 1, { current: '123456', password: '123456', confirmation: '123456' }, 'wallet.password.same'],
  ] as const)('%s: a broken rule shows %s and nothing is sent', async (_, has, fields, id) => {
    const { actor, mocks, type } = await start(has);
    for (const [field, value] of Object.entries(fields)) type(field as 'password', value);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice?.id).toBe(id);
    expect(mocks.starts.filter((start) => start.id === 'call')).toHaveLength(0);
  });

  test('a wrong current password empties that field and says so', async () => {
    const { actor, mocks, type } = await start(1);
    type('current', '111111');
    type('password', '123456');
    type('confirmation', '123456');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('blocking')).toBe(true);
    mocks.reject('call', failure('/app/v1/modifySafePassword', WALLET_ERRCODE.wrongWalletPassword));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.password.wrong');
    expect(actor.getSnapshot().context.fields).toEqual({ current: '', password: '123456', confirmation: '123456' });
  });

  test('saved: the notice, the fields emptied, back to returnTo after 0.5 s', async () => {
    const { actor, mocks, clock, navigations, type } = await start(0);
    type('password', '123456');
    type('confirmation', '123456');
    actor.send({ type: 'SUBMIT' });
    mocks.resolve('call', {});
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.password.setDone');
    expect(actor.getSnapshot().context.fields.password).toBe('');
    clock.increment(499);
    expect(navigations).toHaveLength(0);
    clock.increment(1);
    expect(navigations).toEqual([
      { type: 'navigate', to: { page: 'wallets', params: { id: 'withdraw' } }, replace: true },
    ]);
  });

  describe('an error about one input names it', () => {
    test.each([
      ['set', 0, { password: '12345', confirmation: '12345' }, 'password'],
      ['set', 0, { password: '123456', confirmation: '654321' }, 'confirmation'],
      ['change', 1, { current: '12', password: '123456', confirmation: '123456' }, 'current'],
      ['change', 1, { current: '123456', password: '123456', confirmation: '123456' }, 'password'],
    ] as const)(
      '%s: the broken rule is about %s; typing that field again takes it away',
      async (_, has, fields, field) => {
        const { actor, type } = await start(has);
        for (const [name, value] of Object.entries(fields)) type(name as 'password', value);
        actor.send({ type: 'SUBMIT' });
        expect(fieldProblem(actor.getSnapshot())?.field).toBe(field);
        const other = field === 'confirmation' ? 'password' : 'confirmation';
        type(other, fields[other]);
        expect(fieldProblem(actor.getSnapshot())?.field).toBe(field);
        type(field, '1');
        expect(actor.getSnapshot().context.notice).toBeNull();
      },
    );

    test.each([
      [WALLET_ERRCODE.wrongWalletPassword, 'wallet.password.wrong', 'current'],
      [WALLET_ERRCODE.walletPasswordFormat, 'wallet.password.rule', 'password'],
      [WALLET_ERRCODE.noWalletPassword, 'wallet.withdraw.noPassword', undefined],
    ] as const)('the server’s %s reads %s, about %s', async (errcode, id, field) => {
      const { actor, mocks, type } = await start(1);
      type('current', '111111');
      type('password', '123456');
      type('confirmation', '123456');
      actor.send({ type: 'SUBMIT' });
      mocks.reject('call', failure('/app/v1/modifySafePassword', errcode));
      await flush();
      expect(actor.getSnapshot().context.notice).toMatchObject({ id, tone: 'error' });
      expect(actor.getSnapshot().context.notice?.field).toBe(field);
    });
  });
});

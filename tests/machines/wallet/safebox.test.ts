import { describe, expect, test } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { checkTransfer, safeboxMachine, safeboxSubmission } from '../../../machines/wallet/safebox.machine';
import { fieldProblem } from '../../../machines/wallet/safebox.selectors';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const balances = (hasSafeboxPassword: number) => ({ coin: 100_000, safebox: 50_000, hasSafeboxPassword });

async function start(hasSafeboxPassword = 1) {
  const mocks = new MockActors();
  const sent: EventObject[] = [];
  const machine = safeboxMachine.provide({
    actors: {
      getSafebox: mocks.promise(),
      submission: safeboxSubmission.provide({ actors: { call: mocks.promise() } }),
    },
  });
  const actor = createActor(machine, {
    input: { publicKey: 'key', session: { send: (event) => void sent.push(event) } },
  }).start();
  mocks.resolve('getSafebox', balances(hasSafeboxPassword));
  await flush();
  return { actor, mocks, sent };
}

describe('safe box', () => {
  const request = (direction: 'in' | 'out', amount: string, password = '', has = 1) => ({
    direction,
    amount,
    password,
    balances: balances(has),
    publicKey: 'key',
  });

  test('rules: the amount within what the source holds; taking out needs a password that exists and has six digits', () => {
    expect(checkTransfer(request('in', '1000'))).toBeNull();
    expect(checkTransfer(request('in', '1001'))?.id).toBe('wallet.amount.aboveBalance');
    expect(checkTransfer(request('out', '501'))?.id).toBe('wallet.amount.aboveBalance');
    expect(checkTransfer(request('out', '100', '123456', 0))?.id).toBe('wallet.withdraw.noPassword');
    expect(checkTransfer(request('out', '100', '123'))?.id).toBe('wallet.password.rule');
    expect(checkTransfer(request('out', '100', '123456'))).toBeNull();
  });

  test('choosing a direction forgets the password; a refused amount sends nothing', async () => {
    const { actor, mocks } = await start();
    actor.send({ type: 'DIRECTION.SELECT', direction: 'out' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: '12a3456' });
    expect(actor.getSnapshot().context.fields.password).toBe('123456');
    actor.send({ type: 'DIRECTION.SELECT', direction: 'in' });
    expect(actor.getSnapshot().context.fields.password).toBe('');
    actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: 'abc' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.amount.invalid');
    expect(mocks.starts.filter((start) => start.id === 'call')).toHaveLength(0);
  });

  test('a wrong password empties it; a move shows both balances and refreshes the session', async () => {
    const { actor, mocks, sent } = await start();
    actor.send({ type: 'DIRECTION.SELECT', direction: 'out' });
    actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '100' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    mocks.reject('call', failure('/app/v1/safeboxTransfer', WALLET_ERRCODE.wrongWalletPassword));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      fields: { amount: '100', password: '' },
      notice: { id: 'wallet.password.wrong' },
    });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: '654321' });
    actor.send({ type: 'SUBMIT' });
    mocks.resolve('call', { coin: 110_000, safebox: 40_000 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      balances: { coin: 110_000, safebox: 40_000 },
      fields: { amount: '', password: '' },
      notice: { id: 'wallet.safebox.movedOut' },
    });
    expect(sent).toEqual([{ type: 'BALANCE.REFRESH' }]);
  });

  describe('an error about one input names it', () => {
    test('the rules: the amount’s name the amount, the password’s shape the password; no password yet names none', () => {
      expect(checkTransfer(request('in', '1001'))?.field).toBe('amount');
      expect(checkTransfer(request('out', 'abc'))?.field).toBe('amount');
      expect(checkTransfer(request('out', '100', '123'))).toMatchObject({
        id: 'wallet.password.rule',
        field: 'password',
      });
      expect(checkTransfer(request('out', '100', '123456', 0))).not.toHaveProperty('field');
    });

    test('a refused amount is tied to it until typed again; a new direction drops it', async () => {
      const { actor } = await start();
      actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '5000' });
      actor.send({ type: 'SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.amount.aboveBalance', field: 'amount' });
      actor.send({ type: 'FIELD.CHANGE', field: 'password', value: '1' });
      expect(fieldProblem(actor.getSnapshot())?.field).toBe('amount');
      actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '500' });
      expect(actor.getSnapshot().context.notice).toBeNull();
      actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '5000' });
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'DIRECTION.SELECT', direction: 'out' });
      expect(actor.getSnapshot().context.notice).toBeNull();
    });

    test.each([
      [WALLET_ERRCODE.wrongWalletPassword, 'wallet.password.wrong', 'password'],
      [WALLET_ERRCODE.balanceTooLow, 'wallet.error.balanceTooLow', 'amount'],
      [WALLET_ERRCODE.noWalletPassword, 'wallet.withdraw.noPassword', undefined],
    ] as const)('the server’s %s reads %s, about %s', async (errcode, id, field) => {
      const { actor, mocks } = await start();
      actor.send({ type: 'DIRECTION.SELECT', direction: 'out' });
      actor.send({ type: 'FIELD.CHANGE', field: 'amount', value: '100' });
      actor.send({ type: 'FIELD.CHANGE', field: 'password', value: '123456' });
      actor.send({ type: 'SUBMIT' });
      mocks.reject('call', failure('/app/v1/safeboxTransfer', errcode));
      await flush();
      expect(actor.getSnapshot().context.notice).toMatchObject({ id, tone: 'error' });
      expect(actor.getSnapshot().context.notice?.field).toBe(field);
    });
  });
});

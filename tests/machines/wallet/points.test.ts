import { describe, expect, test } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { pointsMachine, pointsSubmission } from '../../../machines/wallet/points.machine';
import { fieldProblem } from '../../../machines/wallet/points.selectors';
import { WALLET_ERRCODE } from '../../../machines/wallet/walletSession';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';
import { lotteryConfig } from './points.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

async function start() {
  const mocks = new MockActors();
  const sent: EventObject[] = [];
  const machine = pointsMachine.provide({
    actors: {
      getLotterConfig: mocks.promise(),
      submission: pointsSubmission.provide({ actors: { call: mocks.promise() } }),
    },
  });
  const actor = createActor(machine, { input: { session: { send: (event) => void sent.push(event) } } }).start();
  mocks.resolve('getLotterConfig', lotteryConfig);
  await flush();
  return { actor, mocks, sent };
}

describe('points exchange', () => {
  test('keeps digits only; points outside the limits or above the balance are refused before any call', async () => {
    const { actor, mocks } = await start();
    actor.send({ type: 'FIELD.CHANGE', field: 'points', value: '5x' });
    expect(actor.getSnapshot().context.fields.points).toBe('5');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice?.tone).toBe('error');
    actor.send({ type: 'FIELD.CHANGE', field: 'points', value: '60' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice?.tone).toBe('error');
    expect(mocks.starts.filter((start) => start.id === 'call')).toHaveLength(0);
  });

  test('an exchange sends whole points, shows the new balance, empties the field and refreshes the session', async () => {
    const { actor, mocks, sent } = await start();
    actor.send({ type: 'FIELD.CHANGE', field: 'points', value: '20' });
    actor.send({ type: 'SUBMIT' });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'call', input: { request: { points: '20' } } });
    mocks.resolve('call', { coin: 20, lottery: 3_000 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      fields: { points: '' },
      config: { lottery: 3_000 },
      notice: { id: 'wallet.points.exchanged' },
    });
    expect(sent).toEqual([{ type: 'BALANCE.REFRESH' }]);
  });

  test('a refused exchange keeps the points and shows the reason', async () => {
    const { actor, mocks, sent } = await start();
    actor.send({ type: 'FIELD.CHANGE', field: 'points', value: '20' });
    actor.send({ type: 'SUBMIT' });
    mocks.reject('call', failure('/app/v1/lotteryExchange', 3));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ fields: { points: '20' }, notice: { tone: 'error' } });
    expect(sent).toEqual([]);
  });

  describe('an error about the points names the field', () => {
    test('the limits’ errors are about the points typed, until they are typed again', async () => {
      const { actor } = await start();
      actor.send({ type: 'FIELD.CHANGE', field: 'points', value: '5' });
      actor.send({ type: 'SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'wallet.amount.belowMin', field: 'points' });
      actor.send({ type: 'FIELD.CHANGE', field: 'points', value: '20' });
      expect(actor.getSnapshot().context.notice).toBeNull();
    });

    test.each([
      [WALLET_ERRCODE.amountOutOfRange, 'wallet.error.amountOutsideLimits', 'points'],
      [WALLET_ERRCODE.balanceTooLow, 'wallet.error.balanceTooLow', 'points'],
      [9002, 'common.errorError', undefined],
    ] as const)('the server’s %s reads %s, about %s', async (errcode, id, field) => {
      const { actor, mocks } = await start();
      actor.send({ type: 'FIELD.CHANGE', field: 'points', value: '20' });
      actor.send({ type: 'SUBMIT' });
      mocks.reject('call', failure('/app/v1/lotteryExchange', errcode));
      await flush();
      expect(actor.getSnapshot().context.notice).toMatchObject({ id, tone: 'error' });
      expect(actor.getSnapshot().context.notice?.field).toBe(field);
    });
  });
});

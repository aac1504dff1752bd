import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { playerRoundsMachine } from '../../../machines/ops/playerRounds.machine';
import { roundFilter, roundsPaging, roundsShown } from '../../../machines/ops/playerRounds.selectors';
import { dayBefore, dayProblem, reconciliationMachine } from '../../../machines/ops/reconciliation.machine';
import {
  reconcileDayTyped,
  reconciliationIdle,
  reconciliations,
  reconcilingDay,
} from '../../../machines/ops/reconciliation.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { openRound } from './playerRounds.coverage';
import { mismatchedDay } from './reconciliation.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function reconciliation() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    reconciliationMachine.provide({ actors: { load: mocks.promise(), runDay: mocks.promise() } }),
    {
      clock: new SimulatedClock(),
      input: { token: 'tok', session: { send: (e) => told.push(e.type) }, today: '2031-03-10' },
    },
  ).start();
  return { actor, mocks, told };
}

function rounds() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(playerRoundsMachine.provide({ actors: { load: mocks.promise() } }), {
    clock: new SimulatedClock(),
    input: { token: 'tok', session: { send: (e) => told.push(e.type) }, userId: 7 },
  }).start();
  return { actor, mocks, told };
}

describe('reconciliation (/ops/reconciliation)', () => {
  test('a day is run only once it is over in Manila, a real date', () => {
    expect(dayProblem('2031-03-09', '2031-03-10')).toBeNull();
    expect(dayProblem('2031-03-10', '2031-03-10')).toMatch(/over in Manila/);
    expect(dayProblem('2031-02-30', '2031-03-10')).toMatch(/over in Manila/);
    expect(dayProblem('yesterday', '2031-03-10')).toMatch(/over in Manila/);
    expect(dayBefore('2031-03-01')).toBe('2031-02-28');
  });

  test('offers yesterday, refuses today before sending, runs a day and shows the fresh list', async () => {
    const { actor, mocks } = reconciliation();
    expect(reconcileDayTyped(actor.getSnapshot())).toBe('2031-03-09');
    mocks.resolve('load', { list: [] });
    await flush();
    expect(reconciliationIdle(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'DAY.CHANGE', value: '2031-03-10' });
    actor.send({ type: 'RUN' });
    expect(actor.getSnapshot().context.notice?.kind).toBe('error');
    expect(mocks.starts.filter((s) => s.id === 'runDay')).toHaveLength(0);

    actor.send({ type: 'DAY.CHANGE', value: ' 2031-03-09 ' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'RUN' });
    expect(reconcilingDay(actor.getSnapshot())).toBe('2031-03-09');
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'runDay', input: { token: 'tok', day: '2031-03-09' } });
    mocks.resolve('runDay', { list: [mismatchedDay] });
    await flush();
    expect(reconciliations(actor.getSnapshot())).toEqual([mismatchedDay]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: '2031-03-09 is reconciled again.' });
    expect(reconcilingDay(actor.getSnapshot())).toBeNull();
  });

  test('a refused run is said and the list read again; a 401 ends the page and tells the session', async () => {
    const { actor, mocks, told } = reconciliation();
    mocks.resolve('load', { list: [mismatchedDay] });
    await flush();
    actor.send({ type: 'RUN' });
    mocks.reject('runDay', new OpsCallError(403, 'Your role (support) may not do this.'));
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: 'Your role (support) may not do this.' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'REFRESH' });
    mocks.reject('load', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});

describe('a player’s rounds for support', () => {
  test('pages older and newer, and a status starts again at the first page', async () => {
    const { actor, mocks } = rounds();
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'load', input: { userId: 7, page: 1, status: '' } });
    mocks.resolve('load', { rounds: { list: [openRound], total: 45, page: 1, pageSize: 20 } });
    await flush();
    expect(roundsShown(actor.getSnapshot())).toEqual([openRound]);
    expect(roundsPaging(actor.getSnapshot())).toEqual({ page: 1, pages: 3, total: 45, older: true, newer: false });
    actor.send({ type: 'NEWER' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'OLDER' });
    expect(mocks.starts.at(-1)).toMatchObject({ input: { page: 2 } });
    mocks.resolve('load', { rounds: { list: [openRound], total: 45, page: 2, pageSize: 20 } });
    await flush();
    actor.send({ type: 'STATUS.CHANGE', value: 'open' });
    expect(roundFilter(actor.getSnapshot())).toBe('open');
    expect(mocks.starts.at(-1)).toMatchObject({ input: { page: 1, status: 'open' } });
    mocks.resolve('load', { rounds: { list: [openRound], total: 1, page: 1, pageSize: 20 } });
    await flush();
    expect(roundsPaging(actor.getSnapshot())).toEqual({ page: 1, pages: 1, total: 1, older: false, newer: false });
    actor.send({ type: 'OLDER' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a failed read offers Retry; a 401 tells the session', async () => {
    const { actor, mocks, told } = rounds();
    mocks.reject('load', new OpsCallError(500, 'The server failed.'));
    await flush();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    mocks.reject('load', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});

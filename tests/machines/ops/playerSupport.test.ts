import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  callOf,
  playerSupportMachine,
  requestProblem,
  signedPesos,
  wholePesos,
} from '../../../machines/ops/playerSupport.machine';
import {
  supportAllows,
  supportBusy,
  supportConfirmation,
  supportDone,
  supportDrafts,
  supportError,
  supportPanel,
  supportUnavailable,
} from '../../../machines/ops/playerSupport.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { juanSupport } from './playerSupport.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

async function panel() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(playerSupportMachine.provide({ actors: { load: mocks.promise(), act: mocks.promise() } }), {
    clock: new SimulatedClock(),
    input: { token: 'tok', userId: 7, session: { send: (e) => told.push(e.type) } },
  }).start();
  expect(mocks.starts.at(-1)).toMatchObject({ id: 'load', input: { token: 'tok', userId: 7 } });
  mocks.resolve('load', { support: juanSupport });
  await flush();
  return { actor, mocks, told };
}

describe('player support', () => {
  test('amounts: whole pesos for a limit, signed pesos with centavos for an adjustment', () => {
    expect(wholePesos('5,000')).toBe(5_000_00);
    expect(wholePesos('50.5')).toBeNull();
    expect(wholePesos('')).toBeNull();
    expect(signedPesos('-250.5')).toBe(-250_50);
    expect(signedPesos('+1,000')).toBe(1_000_00);
    expect(signedPesos('0.00')).toBeNull();
    expect(signedPesos('1.234')).toBeNull();
    expect(signedPesos('abc')).toBeNull();
  });

  test('every action asks for what it needs before any call, and calls its path', () => {
    const drafts = { note: '', reason: '', limitPeriod: 'week' as const, limitAmount: '', adjustAmount: '' };
    expect(requestProblem({ action: 'note' }, drafts)).toBe('Write the note first.');
    for (const action of ['lock', 'unlock', 'endSessions', 'resetWalletPassword'] as const) {
      expect(requestProblem({ action }, drafts)).toMatch(/Give a reason/);
    }
    const reasoned = { ...drafts, reason: ' r ' };
    expect(requestProblem({ action: 'lowerLimit' }, reasoned)).toMatch(/whole pesos/);
    expect(requestProblem({ action: 'proposeAdjustment' }, reasoned)).toMatch(/minus sign/);
    expect(requestProblem({ action: 'approve', changeId: 3 }, drafts)).toBeNull();
    const filled = { ...reasoned, limitAmount: '2000', adjustAmount: '-10' };
    expect(callOf({ action: 'lowerLimit' }, filled, 7)).toEqual({
      path: '/players/7/deposit-limit',
      body: { period: 'week', amount: 2_000_00, reason: 'r' },
    });
    expect(callOf({ action: 'proposeAdjustment' }, filled, 7)).toEqual({
      path: '/players/7/adjustments',
      body: { amount: -10_00, reason: 'r' },
    });
    expect(callOf({ action: 'endSessions' }, filled, 7).path).toBe('/players/7/end-sessions');
    expect(callOf({ action: 'reject', changeId: 3 }, filled, 7)).toEqual({ path: '/adjustments/3/reject', body: {} });
  });

  test('a lock asks for a reason, then a confirmation; Cancel sends nothing, Confirm sends it once', async () => {
    const { actor, mocks } = await panel();
    expect(supportAllows(actor.getSnapshot(), 'lock')).toBe(true);
    expect(supportAllows(actor.getSnapshot(), 'proposeAdjustment')).toBe(false);
    const calls = () => mocks.starts.filter((s) => s.id === 'act').length;

    actor.send({ type: 'ASK', request: { action: 'lock' } });
    expect(supportError(actor.getSnapshot())).toMatch(/Give a reason/);
    expect(supportConfirmation(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'FIELD', field: 'reason', value: 'Takeover reported' });
    expect(supportError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'ASK', request: { action: 'lock' } });
    expect(supportConfirmation(actor.getSnapshot())).toMatchObject({ title: 'Lock juan?', confirm: 'Lock the player' });
    actor.send({ type: 'CANCEL' });
    expect(supportConfirmation(actor.getSnapshot())).toBeNull();
    expect(calls()).toBe(0);

    actor.send({ type: 'ASK', request: { action: 'lock' } });
    actor.send({ type: 'CONFIRM' });
    expect(supportBusy(actor.getSnapshot())).toBe(true);
    expect(mocks.starts.at(-1)).toMatchObject({
      id: 'act',
      input: { token: 'tok', call: { path: '/players/7/lock', body: { reason: 'Takeover reported' } } },
    });
    mocks.resolve('act', { support: { ...juanSupport, locked: true, liveSessions: 0 } });
    await flush();
    expect(supportPanel(actor.getSnapshot())?.locked).toBe(true);
    expect(supportDone(actor.getSnapshot())).toMatch(/Player locked/);
    expect(supportDrafts(actor.getSnapshot()).reason).toBe('');
    expect(calls()).toBe(1);
  });

  test('a note goes at once; approving an adjustment is confirmed with its amount and proposer', async () => {
    const { actor, mocks } = await panel();
    actor.send({ type: 'FIELD', field: 'note', value: 'Called about a deposit' });
    actor.send({ type: 'ASK', request: { action: 'note' } });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'act', input: { call: { path: '/players/7/notes' } } });
    mocks.resolve('act', { support: juanSupport });
    await flush();
    expect(supportDone(actor.getSnapshot())).toBe('Note added.');
    expect(supportDrafts(actor.getSnapshot()).note).toBe('');

    actor.send({ type: 'ASK', request: { action: 'approve', changeId: 3 } });
    expect(supportConfirmation(actor.getSnapshot())?.message).toBe(
      '₱250.50 is taken from the coin balance of juan through the ledger, proposed by finance.',
    );
    actor.send({ type: 'CONFIRM' });
    mocks.reject(
      'act',
      new OpsCallError(409, 'A second approver, another person than the proposer, must approve this change.'),
    );
    await flush();
    expect(supportError(actor.getSnapshot())).toMatch(/second approver/);
    expect(supportConfirmation(actor.getSnapshot())).toBeNull();
  });

  test('ended sessions are counted; a refused read can be retried; a 401 tells the session and ends', async () => {
    const { actor, mocks, told } = await panel();
    actor.send({ type: 'FIELD', field: 'reason', value: 'Lost phone' });
    actor.send({ type: 'ASK', request: { action: 'endSessions' } });
    actor.send({ type: 'CONFIRM' });
    mocks.resolve('act', { support: juanSupport, ended: 2 });
    await flush();
    expect(supportDone(actor.getSnapshot())).toBe('2 sessions ended: the player logs in again.');

    actor.send({ type: 'RELOAD' });
    mocks.reject('load', new OpsCallError(500, 'The server answered 500.'));
    await flush();
    expect(supportUnavailable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RELOAD' });
    mocks.reject('load', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

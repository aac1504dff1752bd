import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type LoginField, opsSessionMachine } from '../../../machines/ops/opsSession.machine';
import {
  asksCode,
  isBusy,
  isSignedIn,
  loginError,
  loginFields,
  staffMember,
  staffToken,
} from '../../../machines/ops/opsSession.selectors';
import { withdrawalQueueMachine } from '../../../machines/ops/withdrawalQueue.machine';
import {
  isQueueBusy,
  queueFailed,
  queueItems,
  queueLoadError,
  queueNotice,
  reasonOf,
  showsQueue,
  workingOn,
} from '../../../machines/ops/withdrawalQueue.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import type { LoginAnswer, WithdrawalItem } from '../../../src/api/client/ops/opsTypes';
import { MockActors } from '../coverage/mockActors';
import { unsent, waiting } from './withdrawalQueue.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function session() {
  const mocks = new MockActors();
  const actor = createActor(
    opsSessionMachine.provide({
      actors: {
        login: mocks.promise<LoginAnswer, Record<LoginField, string>>(),
        logout: mocks.promise<unknown, { token: string | null }>(),
      },
    }),
    { clock: new SimulatedClock() },
  ).start();
  return { actor, mocks };
}

function queue() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    withdrawalQueueMachine.provide({
      actors: { load: mocks.promise(), approve: mocks.promise(), reject: mocks.promise(), resend: mocks.promise() },
    }),
    { clock: new SimulatedClock(), input: { token: 'tok', session: { send: (e) => told.push(e.type) } } },
  ).start();
  return { actor, mocks, told };
}

describe('ops session', () => {
  test('asks name and password, then the code; a refusal keeps the name and clears the code', async () => {
    const { actor, mocks } = session();
    actor.send({ type: 'NEXT' });
    expect(loginError(actor.getSnapshot())).toMatch(/name and password/);
    actor.send({ type: 'FIELD.CHANGE', field: 'username', value: ' finance ' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Cash-Desk-7730' });
    expect(loginError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'NEXT' });
    expect(asksCode(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'FIELD.CHANGE', field: 'code', value: '12 34a' });
    expect(loginFields(actor.getSnapshot()).code).toBe('1234');
    actor.send({ type: 'SUBMIT' });
    expect(loginError(actor.getSnapshot())).toMatch(/6-digit code/);
    actor.send({ type: 'FIELD.CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(isBusy(actor.getSnapshot())).toBe(true);
    expect(mocks.starts.at(-1)).toMatchObject({
      id: 'login',
      input: { username: 'finance', password: 'Cash-Desk-7730', code: '123456' },
    });
    mocks.reject('login', new OpsCallError(401, 'The name, password or code is wrong.'));
    await flush();
    expect(asksCode(actor.getSnapshot())).toBe(true);
    expect(loginError(actor.getSnapshot())).toBe('The name, password or code is wrong.');
    expect(loginFields(actor.getSnapshot())).toMatchObject({ username: 'finance', code: '' });
    actor.send({ type: 'BACK' });
    expect(asksCode(actor.getSnapshot())).toBe(false);
  });

  test('signed in keeps the token in memory; log-out forgets it even when the server is away; expiry says why', async () => {
    const { actor, mocks } = session();
    actor.send({ type: 'FIELD.CHANGE', field: 'username', value: 'finance' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Cash-Desk-7730' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'FIELD.CHANGE', field: 'code', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    mocks.resolve('login', { token: 'tok', staff: { id: 2, username: 'finance', role: 'finance' } });
    await flush();
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
    expect(staffToken(actor.getSnapshot())).toBe('tok');
    expect(staffMember(actor.getSnapshot())?.role).toBe('finance');
    expect(loginFields(actor.getSnapshot())).toEqual({ username: '', password: '', code: '' });

    actor.send({ type: 'SESSION.EXPIRED' });
    expect(isSignedIn(actor.getSnapshot())).toBe(false);
    expect(staffToken(actor.getSnapshot())).toBeNull();
    expect(loginError(actor.getSnapshot())).toMatch(/session ended/);

    actor.send({ type: 'FIELD.CHANGE', field: 'username', value: 'finance' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Cash-Desk-7730' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'FIELD.CHANGE', field: 'code', value: '654321' });
    actor.send({ type: 'SUBMIT' });
    mocks.resolve('login', { token: 'tok2', staff: { id: 2, username: 'finance', role: 'finance' } });
    await flush();
    actor.send({ type: 'LOGOUT' });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'logout', input: { token: 'tok2' } });
    mocks.reject('logout', new OpsCallError(0, 'offline'));
    await flush();
    expect(isSignedIn(actor.getSnapshot())).toBe(false);
    expect(staffToken(actor.getSnapshot())).toBeNull();
    expect(loginError(actor.getSnapshot())).toBeNull();
  });
});

describe('withdrawal queue', () => {
  const large: WithdrawalItem = { ...waiting, orderId: 'W2', amount: 2_000_000, needsSecondApprover: true };

  test('loads; approving says whether it was sent or waits for a second approver, then reads the queue again', async () => {
    const { actor, mocks } = queue();
    expect(isQueueBusy(actor.getSnapshot())).toBe(true);
    mocks.resolve('load', { list: [waiting, large] });
    await flush();
    expect(showsQueue(actor.getSnapshot())).toBe(true);
    expect(queueItems(actor.getSnapshot()).map((w) => w.orderId)).toEqual(['W1', 'W2']);

    actor.send({ type: 'APPROVE', orderId: 'W2' });
    expect(workingOn(actor.getSnapshot())).toBe('W2');
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'approve', input: { token: 'tok', orderId: 'W2' } });
    mocks.resolve('approve', { outcome: 'awaitingSecond' });
    await flush();
    expect(queueNotice(actor.getSnapshot())?.text).toMatch(/second finance approver/);
    mocks.resolve('load', { list: [waiting, { ...large, approvedBy: ['finance'] }] });
    await flush();

    actor.send({ type: 'APPROVE', orderId: 'W1' });
    mocks.resolve('approve', { outcome: 'approved' });
    await flush();
    expect(queueNotice(actor.getSnapshot())).toEqual({
      kind: 'success',
      text: 'Withdrawal W1 approved and sent for payment.',
    });
    mocks.resolve('load', { list: [large] });
    await flush();
    expect(workingOn(actor.getSnapshot())).toBeNull();
    expect(queueItems(actor.getSnapshot())).toHaveLength(1);
  });

  test('rejecting needs a reason; a refusal is shown and the queue read again', async () => {
    const { actor, mocks } = queue();
    mocks.resolve('load', { list: [waiting] });
    await flush();
    actor.send({ type: 'REJECT', orderId: 'W1' });
    expect(queueNotice(actor.getSnapshot())?.text).toMatch(/reason/);
    expect(showsQueue(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'REASON.CHANGE', orderId: 'W1', value: '  Name mismatch ' });
    expect(reasonOf(actor.getSnapshot(), 'W1')).toBe('  Name mismatch ');
    actor.send({ type: 'REJECT', orderId: 'W1' });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'reject', input: { orderId: 'W1', reason: 'Name mismatch' } });
    mocks.reject('reject', new OpsCallError(409, 'This withdrawal is not waiting for review.'));
    await flush();
    expect(queueNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'This withdrawal is not waiting for review.',
    });
    mocks.resolve('load', { list: [waiting] });
    await flush();
    actor.send({ type: 'REJECT', orderId: 'W1' });
    mocks.resolve('reject', {});
    await flush();
    expect(queueNotice(actor.getSnapshot())?.text).toBe('Withdrawal W1 rejected.');
  });

  test('a failed read offers Retry; a 401 anywhere tells the session and ends', async () => {
    const { actor, mocks, told } = queue();
    mocks.reject('load', new OpsCallError(500, 'internal error'));
    await flush();
    expect(queueFailed(actor.getSnapshot())).toBe(true);
    expect(queueLoadError(actor.getSnapshot())).toBe('internal error');
    actor.send({ type: 'RETRY' });
    expect(queueLoadError(actor.getSnapshot())).toBeNull();
    mocks.resolve('load', { list: [waiting] });
    await flush();
    actor.send({ type: 'APPROVE', orderId: 'W1' });
    mocks.reject('approve', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('withdrawal queue: Retry send', () => {
  test('finance sends an approved one again; the outcome is said either way and the queue read again', async () => {
    const { actor, mocks } = queue();
    mocks.resolve('load', { list: [waiting, unsent] });
    await flush();
    actor.send({ type: 'RETRY_SEND', orderId: 'W2' });
    expect(workingOn(actor.getSnapshot())).toBe('W2');
    expect(mocks.starts.at(-1)).toEqual({ id: 'resend', input: { token: 'tok', orderId: 'W2', reason: '' } });
    mocks.resolve('resend', { sent: false, error: 'HTTP 502' });
    await flush();
    expect(queueNotice(actor.getSnapshot())).toEqual({ kind: 'error', text: 'Sending W2 failed again: HTTP 502.' });
    expect(mocks.starts.at(-1)?.id).toBe('load');
    mocks.resolve('load', { list: [waiting, unsent] });
    await flush();
    actor.send({ type: 'RETRY_SEND', orderId: 'W2' });
    mocks.resolve('resend', { sent: true, error: null });
    await flush();
    expect(queueNotice(actor.getSnapshot())?.text).toBe('Withdrawal W2 sent to the payout provider.');
  });

  test('a refusal (sent meanwhile) is said; a 401 tells the session', async () => {
    const { actor, mocks, told } = queue();
    mocks.resolve('load', { list: [unsent] });
    await flush();
    actor.send({ type: 'RETRY_SEND', orderId: 'W2' });
    mocks.reject('resend', new OpsCallError(409, 'This withdrawal is not waiting for a retry.'));
    await flush();
    expect(queueNotice(actor.getSnapshot())?.text).toBe('This withdrawal is not waiting for a retry.');
    mocks.resolve('load', { list: [unsent] });
    await flush();
    actor.send({ type: 'RETRY_SEND', orderId: 'W2' });
    mocks.reject('resend', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

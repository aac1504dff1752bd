import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type PasswordField, staffPasswordMachine } from '../../../machines/ops/staffPassword.machine';
import { passwordBusy, passwordFields, passwordNotice } from '../../../machines/ops/staffPassword.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(staffPasswordMachine.provide({ actors: { change: mocks.promise() } }), {
    clock: new SimulatedClock(),
    input: { token: 'tok', session: { send: (e) => told.push(e.type) } },
  }).start();
  const type = (field: PasswordField, value: string) => actor.send({ type: 'FIELD.CHANGE', field, value });
  return { actor, mocks, told, type };
}

describe('staff password change', () => {
  test('says what is missing in order, then sends the change; success empties the form and says how many ended', async () => {
    const { actor, mocks, type } = start();
    const notice = () => passwordNotice(actor.getSnapshot())?.text;
    actor.send({ type: 'SUBMIT' });
    expect(notice()).toBe('Type the current and the new password.');
    type('current', 'Cash-Desk-7730');
    type('next', 'Green-Harbor-Lamp-47');
    type('confirm', 'Green-Harbor-Lamp-48');
    actor.send({ type: 'SUBMIT' });
    expect(notice()).toBe('The new password and its repetition differ.');
    type('confirm', 'Green-Harbor-Lamp-47');
    type('code', '12 34 5x');
    expect(passwordFields(actor.getSnapshot()).code).toBe('12345');
    actor.send({ type: 'SUBMIT' });
    expect(notice()).toMatch(/6-digit code/);
    type('code', '123456');
    actor.send({ type: 'SUBMIT' });
    expect(passwordBusy(actor.getSnapshot())).toBe(true);
    expect(mocks.starts.at(-1)).toEqual({
      id: 'change',
      input: { token: 'tok', current: 'Cash-Desk-7730', next: 'Green-Harbor-Lamp-47', code: '123456' },
    });
    mocks.resolve('change', { sessionsEnded: 2 });
    await flush();
    expect(notice()).toBe('Password changed. 2 other sessions were ended.');
    expect(passwordFields(actor.getSnapshot())).toEqual({ current: '', next: '', confirm: '', code: '' });
  });

  test('a refusal is said and clears only the code (good once); a 401 tells the session', async () => {
    const { actor, mocks, told, type } = start();
    type('current', 'Cash-Desk-7730');
    type('next', 'Green-Harbor-Lamp-47');
    type('confirm', 'Green-Harbor-Lamp-47');
    type('code', '123456');
    actor.send({ type: 'SUBMIT' });
    mocks.reject('change', new OpsCallError(400, 'The current password or the code is wrong.'));
    await flush();
    expect(passwordNotice(actor.getSnapshot())).toEqual({
      kind: 'error',
      text: 'The current password or the code is wrong.',
    });
    expect(passwordFields(actor.getSnapshot())).toEqual({
      current: 'Cash-Desk-7730',
      next: 'Green-Harbor-Lamp-47',
      confirm: 'Green-Harbor-Lamp-47',
      code: '',
    });
    type('code', '654321');
    actor.send({ type: 'SUBMIT' });
    mocks.reject('change', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['SESSION.EXPIRED']);
  });
});

import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { mailBody, mailCampaignsMachine, manilaTime } from '../../../machines/ops/mailCampaigns.machine';
import { mailFields, mailRows } from '../../../machines/ops/mailCampaigns.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { scheduledMail } from './mailCampaigns.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const machine = mailCampaignsMachine.provide({
    actors: { load: mocks.promise(), send: mocks.promise(), cancel: mocks.promise() },
  });
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { token: 'tok', session: { send: (e) => told.push(e.type) } },
  }).start();
  return { actor, mocks, told };
}

const complete = {
  title: ' Hi ',
  content: 'News',
  coin: '',
  audience: 'player' as const,
  target: '42',
  sendAt: '',
};

describe('mail to players', () => {
  test('a Manila date and time is read as UTC+8 whatever the browser; impossible dates are refused', () => {
    expect(manilaTime('2026-12-05T10:00')).toBe(Date.UTC(2026, 11, 5, 2, 0));
    expect(manilaTime('2027-01-01T00:30')).toBe(Date.UTC(2026, 11, 31, 16, 30));
    for (const bad of ['2026-02-30T10:00', '2026-12-05T24:00', '2026-12-05', 'soon'])
      expect(manilaTime(bad)).toBeNull();
  });

  test('what staff type while the list loads is kept', async () => {
    const { actor, mocks } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'FIELD.CHANGE', field: 'title', value: 'Tournament' });
    actor.send({ type: 'AUDIENCE.CHANGE', audience: 'player' });
    mocks.resolve('load', []);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(mailFields(actor.getSnapshot())).toMatchObject({ title: 'Tournament', audience: 'player' });
  });

  test('the form becomes the body the server takes, or says what to fix', () => {
    expect(mailBody(complete)).toEqual({
      title: 'Hi',
      content: 'News',
      coin: 0,
      audience: { kind: 'player', userId: 42 },
      sendAt: null,
    });
    expect(mailBody({ ...complete, audience: 'vip', target: '3', coin: '1,000.5' })).toMatchObject({
      audience: { kind: 'vip', minLevel: 3 },
      coin: 100_050,
    });
    expect(mailBody({ ...complete, audience: 'dormant', target: '30', sendAt: '2026-12-05T10:00' })).toMatchObject({
      audience: { kind: 'dormant', days: 30 },
      sendAt: Date.UTC(2026, 11, 5, 2, 0),
    });
    expect(mailBody({ ...complete, audience: 'everyone', target: '' })).toMatchObject({
      audience: { kind: 'everyone' },
    });
    expect(mailBody({ ...complete, title: ' ' })).toBe('Give the mail a title.');
    expect(mailBody({ ...complete, target: '' })).toMatch(/player's id/);
    expect(mailBody({ ...complete, audience: 'vip', target: '51' })).toBe('Type a VIP level from 1 to 50.');
    expect(mailBody({ ...complete, audience: 'dormant', target: '0' })).toMatch(/days from 1 to 365/);
    expect(mailBody({ ...complete, coin: '1.234' })).toMatch(/reward in pesos/);
    expect(mailBody({ ...complete, sendAt: '2026-13-01T10:00' })).toMatch(/send time/);
  });

  test('an incomplete form is not sent; a complete one is, then the form empties and the list is read again', async () => {
    const { actor, mocks } = start();
    mocks.resolve('load', { list: [] });
    await flush();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: 'Give the mail a title.' });
    expect(mocks.starts.filter((s) => s.id === 'send')).toHaveLength(0);
    for (const [field, value] of Object.entries({ title: 'Hi', content: 'News', target: '42' })) {
      actor.send({ type: 'FIELD.CHANGE', field: field as 'title', value });
    }
    actor.send({ type: 'SEND' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'send',
      input: {
        token: 'tok',
        body: { title: 'Hi', content: 'News', coin: 0, audience: { kind: 'player', userId: 42 }, sendAt: null },
      },
    });
    mocks.resolve('send', { campaign: { ...scheduledMail, sentAt: 1, recipients: 1 } });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: 'Mail #4 sent to 1 player.' });
    expect(mailFields(actor.getSnapshot()).title).toBe('');
    mocks.resolve('load', { list: [scheduledMail] });
    await flush();
    expect(mailRows(actor.getSnapshot())).toEqual([scheduledMail]);
  });

  test('changing the audience clears the typed target; a refusal is said and keeps the form; a 401 ends it', async () => {
    const { actor, mocks, told } = start();
    mocks.resolve('load', { list: [scheduledMail] });
    await flush();
    actor.send({ type: 'FIELD.CHANGE', field: 'target', value: '42' });
    actor.send({ type: 'AUDIENCE.CHANGE', audience: 'everyone' });
    expect(mailFields(actor.getSnapshot())).toMatchObject({ audience: 'everyone', target: '' });
    actor.send({ type: 'FIELD.CHANGE', field: 'title', value: 'Hi' });
    actor.send({ type: 'FIELD.CHANGE', field: 'content', value: 'News' });
    actor.send({ type: 'SEND' });
    mocks.reject('send', new OpsCallError(403, 'Only admins attach a coin reward.'));
    await flush();
    expect(actor.getSnapshot().context.notice?.kind).toBe('error');
    expect(mailFields(actor.getSnapshot()).title).toBe('Hi');
    actor.send({ type: 'CANCEL', campaignId: 4 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'cancel', input: { token: 'tok', campaignId: 4 } });
    mocks.reject('cancel', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

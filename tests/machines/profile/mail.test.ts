import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { mailMachine } from '../../../machines/profile/mail.machine';
import { detailOpen, mailFailedReceive, mayDelete, mayReceive } from '../../../machines/profile/mail.selectors';
import { NetworkError, TimeoutError } from '../../../src/api/client/errors';
import type { DataOf } from '../../../src/api/contract/map';
import { PROFILE_ERRCODE } from '../../../src/api/contract/profileErrcodes';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';
import { mailOf } from './profileFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const sent: string[] = [];
  const actor = createActor(
    mailMachine.provide({
      actors: {
        getMailDetail: mocks.promise<DataOf<'getMailDetail'>, { id: number }>(),
        receiveMail: mocks.promise<DataOf<'receiveMail'>, { id: number }>(),
        delMail: mocks.promise<DataOf<'delMail'>, { ids: number[] }>(),
      },
    }),
    { input: { session: { send: (event) => sent.push(event.type) } }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, mocks, sent };
}

describe('mail machine', () => {
  it('opens a mail (marking the list stale), receives its reward once, refreshes the balance, deletes it', async () => {
    const { actor, mocks, sent } = start();
    expect(detailOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'OPEN', id: 7 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'getMailDetail', input: { id: 7 } });
    mocks.resolve('getMailDetail', { mail: mailOf(7) });
    await waitFor(actor, (s) => s.matches('reading'));
    expect(actor.getSnapshot().context.listVersion).toBe(1);
    expect(mayReceive(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'RECEIVE' });
    actor.send({ type: 'RECEIVE' }); // a second tap while the first runs is ignored
    expect(mocks.starts.filter((s) => s.id === 'receiveMail')).toEqual([{ id: 'receiveMail', input: { id: 7 } }]);
    mocks.resolve('receiveMail', { mail: mailOf(7, { received: 1 }), propList: [{ propId: 2001, count: 2_000 }] });
    await waitFor(actor, (s) => s.matches('reading'));
    expect(actor.getSnapshot().context.paid).toEqual([{ propId: 2001, count: 2_000 }]);
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.mail.received');
    expect(sent).toEqual(['BALANCE.REFRESH']);
    expect(mayReceive(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RECEIVE' });
    expect(actor.getSnapshot().matches('reading')).toBe(true);

    expect(mayDelete(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'DELETE' });
    expect(mocks.starts.at(-1)).toEqual({ id: 'delMail', input: { ids: [7] } });
    mocks.resolve('delMail', { deleted: 1 });
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context).toMatchObject({ openId: null, mail: null, listVersion: 3 });
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.mail.deleted');
  });

  it('a mail without a reward offers no Receive', async () => {
    const { actor, mocks } = start();
    actor.send({ type: 'OPEN', id: 1 });
    mocks.resolve('getMailDetail', { mail: mailOf(1, { propList: [] }) });
    await waitFor(actor, (s) => s.matches('reading'));
    expect(mayReceive(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RECEIVE' });
    expect(mocks.starts.map((s) => s.id)).toEqual(['getMailDetail']);
  });

  it('shows the server reason when a receive is refused (already received) and keeps the mail open', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'OPEN', id: 7 });
    mocks.resolve('getMailDetail', { mail: mailOf(7) });
    await waitFor(actor, (s) => s.matches('reading'));
    actor.send({ type: 'RECEIVE' });
    mocks.reject('receiveMail', failure('/app/v1/receiveMail', PROFILE_ERRCODE.mailAlreadyReceived));
    await flush();
    expect(actor.getSnapshot().matches('reading')).toBe(true);
    expect(mailFailedReceive(actor.getSnapshot())?.notice).toMatchObject({
      id: 'profile.err.mailReceived',
      tone: 'error',
    });
    expect(sent).toEqual([]);
  });

  it('a receive that fails twice says why twice, each time anew, with Receive to try again', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'OPEN', id: 7 });
    mocks.resolve('getMailDetail', { mail: mailOf(7) });
    await waitFor(actor, (s) => s.matches('reading'));
    const said: { id: string; seq: number }[] = [];
    for (const error of [
      new TimeoutError('/app/v1/receiveMail', 60_000),
      new NetworkError('/app/v1/receiveMail', new TypeError('Failed to fetch')),
    ]) {
      actor.send(mailFailedReceive(actor.getSnapshot())?.retry ?? { type: 'RECEIVE' });
      // The try under way has not failed: the last one's failure is gone.
      expect(mailFailedReceive(actor.getSnapshot())).toBeNull();
      mocks.reject('receiveMail', error);
      await flush();
      const failed = mailFailedReceive(actor.getSnapshot());
      said.push({ id: failed?.notice.id ?? '', seq: failed?.notice.seq ?? 0 });
      expect(failed?.retry).toEqual({ type: 'RECEIVE' });
      expect(mayReceive(actor.getSnapshot())).toBe(true);
    }
    expect(said.map(({ id }) => id)).toEqual(['error.timeout', 'error.network']);
    expect(said[1]?.seq).toBeGreaterThan(said[0]?.seq ?? 0);
    expect(sent).toEqual([]);
  });

  it('a failed open offers Retry and Close; Close goes back to the list', async () => {
    const { actor, mocks } = start();
    actor.send({ type: 'OPEN', id: 9 });
    mocks.reject('getMailDetail', failure('/app/v1/getMailDetail', PROFILE_ERRCODE.mailNotFound));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.err.mailNotFound');
    actor.send({ type: 'RETRY' });
    expect(mocks.starts.filter((s) => s.id === 'getMailDetail')).toHaveLength(2);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(detailOpen(actor.getSnapshot())).toBe(false);
  });
});

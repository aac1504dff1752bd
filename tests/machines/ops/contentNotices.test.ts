import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  contentNoticesMachine,
  EMPTY_NOTICE,
  noticeBody,
  noticeDraftOf,
} from '../../../machines/ops/contentNotices.machine';
import { editingNotice, noticeDraft, noticeErrors, noticeRows } from '../../../machines/ops/contentNotices.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { maintenance, welcome } from './contentNotices.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

async function ready() {
  const mocks = new MockActors();
  const told: string[] = [];
  const machine = contentNoticesMachine.provide({
    actors: {
      load: mocks.promise(),
      upload: mocks.promise(),
      save: mocks.promise(),
      reorder: mocks.promise(),
      remove: mocks.promise(),
    },
  });
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { token: 'tok', session: { send: (e) => told.push(e.type) } },
  }).start();
  mocks.resolve('load', { list: [welcome, maintenance] });
  await flush();
  return { actor, mocks, told };
}

describe('content: notices', () => {
  test('the form becomes the body the server takes, or names every refused field', () => {
    expect(noticeBody({ ...EMPTY_NOTICE, title: ' Payday ', content: 'Double points.', popUp: true })).toEqual({
      ok: true,
      body: { title: 'Payday', content: 'Double points.', imgUrl2: '', popUp: true, target: 'none', action: '' },
    });
    expect(
      noticeBody({ ...EMPTY_NOTICE, title: 'P', content: 'C', picture: 'drawn', headline: 'Pay day!' }),
    ).toMatchObject({
      ok: true,
      body: { imgUrl2: '/static/art/notice/Pay-day.svg' },
    });
    expect(noticeBody({ ...EMPTY_NOTICE, picture: 'upload', target: 'game', action: 'x' })).toEqual({
      ok: false,
      errors: {
        title: 'Give the notice a title of up to 120 characters.',
        content: 'Write the notice, up to 4,000 characters.',
        imgUrl2: 'Upload a picture, give the drawn art a headline, or show none.',
        action: "Type the game's id (a whole number).",
      },
    });
    // A stored notice comes back into the form as it was.
    expect(noticeBody(noticeDraftOf(welcome))).toEqual({
      ok: true,
      body: {
        title: welcome.title,
        content: welcome.content,
        imgUrl2: welcome.imgUrl2,
        popUp: true,
        target: 'activity',
        action: 'FirstCharge',
      },
    });
    expect(noticeDraftOf(maintenance).picture).toBe('none');
  });

  test('an incomplete notice is not sent; a complete one is added; editing saves to that notice', async () => {
    const { actor, mocks } = await ready();
    actor.send({ type: 'SAVE' });
    expect(Object.keys(noticeErrors(actor.getSnapshot()))).toEqual(['title', 'content']);
    expect(mocks.starts.filter((s) => s.id === 'save')).toHaveLength(0);
    actor.send({ type: 'FIELD.CHANGE', field: 'title', value: 'Payday' });
    actor.send({ type: 'FIELD.CHANGE', field: 'content', value: 'Double points.' });
    actor.send({ type: 'POPUP.CHANGE', popUp: true });
    expect(noticeErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'save',
      input: {
        token: 'tok',
        id: null,
        body: { title: 'Payday', content: 'Double points.', imgUrl2: '', popUp: true, target: 'none', action: '' },
      },
    });
    mocks.resolve('save', { notice: { ...welcome, id: 7 } });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: 'Notice #7 added.' });
    expect(noticeDraft(actor.getSnapshot())).toEqual(EMPTY_NOTICE);
    mocks.resolve('load', { list: [welcome, maintenance] });
    await flush();
    actor.send({ type: 'EDIT', id: 2 });
    expect(editingNotice(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'POPUP.CHANGE', popUp: true });
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'save', input: { id: 2, body: { popUp: true } } });
    mocks.reject('save', new OpsCallError(400, 'action: there is no game 9.'));
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: 'action: there is no game 9.' });
    expect(editingNotice(actor.getSnapshot())).toBe(2);
  });

  test('a picture is uploaded when picked; the order moves one place; a 401 ends the page', async () => {
    const { actor, mocks, told } = await ready();
    actor.send({ type: 'FILE.PICK', file: { name: 'n.svg', size: 10, type: 'image/svg+xml' } });
    expect(noticeErrors(actor.getSnapshot()).imgUrl2).toMatch(/PNG, JPEG or WebP/);
    const file = { name: 'n.png', size: 10, type: 'image/png' };
    actor.send({ type: 'FILE.PICK', file });
    expect(mocks.starts.at(-1)).toEqual({ id: 'upload', input: { token: 'tok', file } });
    mocks.resolve('upload', { url: `/static/content/${'cd'.repeat(32)}.png` });
    await flush();
    expect(noticeDraft(actor.getSnapshot())).toMatchObject({ picture: 'upload' });
    actor.send({ type: 'MOVE', id: 2, by: -1 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'reorder', input: { token: 'tok', order: [2, 1] } });
    mocks.resolve('reorder', { notices: [maintenance, welcome] });
    await flush();
    expect(noticeRows(actor.getSnapshot()).map((n) => n.id)).toEqual([2, 1]);
    expect(actor.getSnapshot().context.notice?.text).toBe('Notice #2 moved to place 1.');
    actor.send({ type: 'REMOVE', id: 1 });
    mocks.reject('remove', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

import { beforeEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { activityModalMachine, currentModal } from '../../../machines/activity/activityModal.machine';
import { noticePopupMachine } from '../../../machines/lobby/noticePopup.machine';
import type { Notice } from '../../../src/api/contract/entities';
import { local, session } from '../../../src/platform/storage/storage';

describe('home activity modal queue', () => {
  beforeEach(() => {
    local.clear();
    session.clear();
  });

  test('first-charge first, then invite friends; seen ids persist on the device', () => {
    const queue = createActor(activityModalMachine, { input: { activityIds: [40, 15, 39] } }).start();
    expect(currentModal(queue.getSnapshot())).toBe(39);
    queue.send({ type: 'SEEN' });
    expect(currentModal(queue.getSnapshot())).toBe(40);
    queue.send({ type: 'SEEN' });
    expect(queue.getSnapshot().status).toBe('done');
    expect(local.get('activityModalIds')).toEqual([39, 40]);

    const again = createActor(activityModalMachine, { input: { activityIds: [39, 40] } }).start();
    expect(again.getSnapshot().status).toBe('done');
  });

  test('an activity no longer live is not shown', () => {
    local.set('activityModalIds', [40]);
    const queue = createActor(activityModalMachine, { input: { activityIds: [40] } }).start();
    expect(queue.getSnapshot().value).toBe('done');
  });

  test('the notice pop-up tells the session when it closes, or at once when it has nothing to show', () => {
    const popupNotice: Notice = {
      id: 1,
      title: 'Maintenance',
      content: 'Tonight 02:00',
      imgUrl2: '',
      isH5Pop: 1,
      sort: 1,
      createTime: 0,
      clickType: 0,
      clickAction: '',
    };
    const heard: string[] = [];
    const sessionRef = { send: (event: { type: string }) => heard.push(event.type) };
    const popup = createActor(noticePopupMachine, { input: { notices: [popupNotice], session: sessionRef } }).start();
    expect(popup.getSnapshot().value).toBe('showing');
    expect(heard).toEqual([]);
    popup.send({ type: 'CLOSE' });
    expect(heard).toEqual(['NOTICE.CLOSED']);
    expect(session.get('noticePopupShown')).toBe(true);

    const empty = createActor(noticePopupMachine, { input: { notices: [], session: sessionRef } }).start();
    expect(empty.getSnapshot().value).toBe('done');
    expect(heard).toEqual(['NOTICE.CLOSED', 'NOTICE.CLOSED']);
  });
});

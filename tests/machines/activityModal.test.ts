import { beforeEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { activityModalMachine, currentModal } from '../../machines/activity/activityModal.machine';
import { noticePopupMachine } from '../../machines/lobby/noticePopup.machine';
import { noticePopupPending } from '../../machines/shared/notices';
import type { Notice } from '../../src/api/contract/entities';
import { local, session } from '../../src/platform/storage';

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

  test('on the mobile home the notice pop-up comes first: the queue starts when the pop-up closes', () => {
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
    expect(noticePopupPending([popupNotice])).toBe(true);
    expect(noticePopupPending([{ ...popupNotice, isH5Pop: 0 }])).toBe(false);

    const queue = createActor(activityModalMachine, {
      input: { activityIds: [39], afterNoticePopup: noticePopupPending([popupNotice]) },
    }).start();
    expect(queue.getSnapshot().value).toBe('waiting');
    expect(currentModal(queue.getSnapshot())).toBeUndefined();

    const popup = createActor(noticePopupMachine, { input: { notices: [popupNotice] } }).start();
    expect(popup.getSnapshot().value).toBe('showing');
    popup.send({ type: 'CLOSE' });
    expect(currentModal(queue.getSnapshot())).toBe(39);
    // Closed in this tab: the next visit to the home does not wait.
    expect(noticePopupPending([popupNotice])).toBe(false);
  });
});

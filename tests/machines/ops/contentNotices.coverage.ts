import { contentNoticesMachine, noticeBody } from '../../../machines/ops/contentNotices.machine';
import type { OpsNotice } from '../../../src/api/contract/content';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const welcome: OpsNotice = {
  id: 1,
  sort: 1,
  title: 'Welcome to Lucky Lobby',
  content: 'Deposit today for a first-deposit bonus.',
  imgUrl2: '/static/art/notice/Welcome.svg',
  popUp: true,
  target: 'activity',
  action: 'FirstCharge',
};

export const maintenance: OpsNotice = {
  ...welcome,
  id: 2,
  sort: 2,
  title: 'Scheduled maintenance',
  imgUrl2: '',
  popUp: false,
  target: 'none',
  action: '',
};

const picture = { name: 'notice.jpg', size: 4_096, type: 'image/jpeg' };

/** Notices: the list, the form (valid or not), a picture upload, save, move, remove, refusals and a 401. */
export const contentNoticesSpec = defineMachineSpec({
  name: 'contentNotices',
  machine: contentNoticesMachine,
  input: queueInput,
  events: [
    settled('load', { list: [welcome, maintenance] }),
    refused('load', 500),
    refused('load', 401),
    settled('upload', { url: `/static/content/${'cd'.repeat(32)}.jpg` }),
    refused('upload', 400),
    refused('upload', 401),
    settled('save', { notice: welcome }),
    refused('save', 400),
    refused('save', 401),
    settled('reorder', { notices: [maintenance, welcome] }),
    refused('reorder', 400),
    refused('reorder', 401),
    settled('remove', { deleted: 2 }),
    refused('remove', 404),
    refused('remove', 401),
    { type: 'FIELD.CHANGE', field: 'title', value: 'Payday' },
    { type: 'FIELD.CHANGE', field: 'content', value: 'Double points on Saturday.' },
    { type: 'POPUP.CHANGE', popUp: true },
    { type: 'FILE.PICK', file: picture },
    { type: 'FILE.PICK', file: { ...picture, type: 'image/svg+xml' } },
    { type: 'EDIT', id: 2 },
    { type: 'NEW' },
    { type: 'SAVE' },
    { type: 'MOVE', id: 2, by: -1 },
    { type: 'REMOVE', id: 2 },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({
    load: m.promise(),
    upload: m.promise(),
    save: m.promise(),
    reorder: m.promise(),
    remove: m.promise(),
  }),
  // The draft by whether it may be sent: what the guards read of it.
  serializeState: (s) => JSON.stringify([s.value, s.context.editing, noticeBody(s.context.draft).ok]),
});

import { contentVideosMachine, videoBody } from '../../../machines/ops/contentVideos.machine';
import type { OpsVideo } from '../../../src/api/contract/contentMedia';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const signUp: OpsVideo = {
  id: 1,
  sort: 1,
  path: '/static/video/Sign-Up-Bonus.mp4',
  coverImg: '/static/art/poster/Sign-Up-Bonus.svg',
  target: 'activity',
  action: 'SignUpBonus',
  home: false,
};

export const featuredGame: OpsVideo = {
  ...signUp,
  id: 2,
  sort: 2,
  path: '/static/video/Featured-Game.mp4',
  coverImg: '/static/art/poster/Featured-Game.svg',
  target: 'game',
  action: '1001',
};

const clip = { name: 'loop.webm', size: 20_000, type: 'video/webm' };
const poster = { name: 'poster.png', size: 4_096, type: 'image/png' };

/** Videos: the list, the form (valid or not), the video and poster uploads, save, remove, refusals and a 401. */
export const contentVideosSpec = defineMachineSpec({
  name: 'contentVideos',
  machine: contentVideosMachine,
  input: queueInput,
  events: [
    settled('load', { list: [signUp, featuredGame] }),
    refused('load', 500),
    refused('load', 401),
    settled('upload', { url: `/static/content-video/${'ab'.repeat(32)}.webm` }),
    refused('upload', 400),
    refused('upload', 401),
    settled('save', { video: signUp }),
    refused('save', 400),
    refused('save', 401),
    settled('remove', { deleted: 2 }),
    refused('remove', 404),
    refused('remove', 401),
    { type: 'FILE.PICK', kind: 'video', file: clip },
    { type: 'FILE.PICK', kind: 'video', file: { ...clip, type: 'video/quicktime' } },
    { type: 'FILE.PICK', kind: 'poster', file: poster },
    { type: 'TARGET.CHANGE', target: 'game' },
    { type: 'ACTION.CHANGE', value: '1001' },
    { type: 'HOME.CHANGE', home: true },
    { type: 'EDIT', id: 2 },
    { type: 'NEW' },
    { type: 'SAVE' },
    { type: 'REMOVE', id: 2 },
    { type: 'REFRESH' },
    { type: 'RETRY' },
  ],
  mocks: (m) => ({ load: m.promise(), upload: m.promise(), save: m.promise(), remove: m.promise() }),
  // The draft by whether it may be sent: what the guards read of it.
  serializeState: (s) => JSON.stringify([s.value, s.context.editing, videoBody(s.context.draft).ok]),
});

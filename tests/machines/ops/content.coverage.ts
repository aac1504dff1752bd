import { contentMachine } from '../../../machines/ops/content.machine';
import type { OpsBanner } from '../../../src/api/contract/content';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { queueInput, refused, settled } from './opsFixtures';

export const firstBanner: OpsBanner = {
  id: 1,
  sort: 1,
  imgUrl2: '/static/art/banner/First-Deposit-Bonus.svg',
  target: 'activity',
  action: 'FirstCharge',
  layout: 'both',
  startsAt: null,
  endsAt: null,
};

export const secondBanner: OpsBanner = {
  ...firstBanner,
  id: 2,
  sort: 2,
  imgUrl2: `/static/content/${'ab'.repeat(32)}.png`,
  target: 'url',
  action: 'https://example.ph/promo',
  layout: 'phone',
  startsAt: Date.UTC(2026, 11, 1, 16),
  endsAt: Date.UTC(2026, 11, 31, 16),
};

const picture = { name: 'banner.png', size: 2_048, type: 'image/png' };

/** Content: the banners, the form (valid or not), a picture upload, save, move, remove, refusals and a 401. */
export const contentSpec = defineMachineSpec({
  name: 'content',
  machine: contentMachine,
  input: queueInput,
  events: [
    settled('load', { list: [firstBanner, secondBanner] }),
    refused('load', 500),
    refused('load', 401),
    settled('upload', { url: secondBanner.imgUrl2 }),
    refused('upload', 400),
    refused('upload', 401),
    settled('save', { banner: firstBanner }),
    refused('save', 400),
    refused('save', 401),
    settled('reorder', { banners: [secondBanner, firstBanner] }),
    refused('reorder', 400),
    refused('reorder', 401),
    settled('remove', { deleted: 2 }),
    refused('remove', 404),
    refused('remove', 401),
    { type: 'FIELD.CHANGE', field: 'headline', value: 'Payday Spins' },
    { type: 'TARGET.CHANGE', target: 'none' },
    { type: 'FILE.PICK', file: picture },
    { type: 'FILE.PICK', file: { ...picture, type: 'text/html' } },
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
  serializeState: (s) => JSON.stringify([s.value, s.context.draft, s.context.editing]),
});

import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  bannerBody,
  contentMachine,
  draftOf,
  EMPTY_BANNER,
  manilaText,
  movedOrder,
  previewOf,
} from '../../../machines/ops/content.machine';
import { bannerDraft, bannerErrors, contentBanners, editingBanner } from '../../../machines/ops/content.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { firstBanner, secondBanner } from './content.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const told: string[] = [];
  const machine = contentMachine.provide({
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
  return { actor, mocks, told };
}

async function ready() {
  const started = start();
  started.mocks.resolve('load', { list: [firstBanner, secondBanner] });
  await flush();
  return started;
}

describe('content: banners', () => {
  test('the form becomes the body the server takes, in Manila time, or names every refused field', () => {
    expect(
      bannerBody({
        ...EMPTY_BANNER,
        headline: 'Payday Spins!',
        target: 'game',
        action: '10001',
        layout: 'phone',
        startsAt: '2026-12-05T10:00',
        endsAt: '2026-12-06T10:00',
      }),
    ).toEqual({
      ok: true,
      body: {
        imgUrl2: '/static/art/banner/Payday-Spins.svg',
        target: 'game',
        action: '10001',
        layout: 'phone',
        startsAt: Date.UTC(2026, 11, 5, 2),
        endsAt: Date.UTC(2026, 11, 6, 2),
      },
    });
    expect(
      bannerBody({
        ...EMPTY_BANNER,
        picture: 'upload',
        target: 'url',
        action: 'http://x',
        startsAt: '2026-12-06T10:00',
        endsAt: '2026-12-05T10:00',
      }),
    ).toEqual({
      ok: false,
      errors: {
        imgUrl2: 'Upload a picture or give the drawn art a headline.',
        action: 'Type an address starting with https://, up to 300 characters.',
        endsAt: 'The end must come after the start.',
      },
    });
    expect(bannerBody({ ...EMPTY_BANNER, headline: 'A', startsAt: '2026-02-30T10:00' })).toMatchObject({
      ok: false,
      errors: { startsAt: 'The start is a date and time, or empty.' },
    });
  });

  test('a stored banner comes back into the form as it was; the order moves one place, never off either end', () => {
    expect(draftOf(firstBanner)).toMatchObject({ picture: 'drawn', headline: 'First Deposit Bonus' });
    const second = draftOf(secondBanner);
    expect(second).toMatchObject({ picture: 'upload', uploaded: secondBanner.imgUrl2, layout: 'phone' });
    expect(second.startsAt).toBe('2026-12-02T00:00');
    expect(bannerBody(second)).toEqual({
      ok: true,
      body: {
        imgUrl2: secondBanner.imgUrl2,
        target: 'url',
        action: secondBanner.action,
        layout: 'phone',
        startsAt: secondBanner.startsAt,
        endsAt: secondBanner.endsAt,
      },
    });
    expect(manilaText(null)).toBe('');
    expect(movedOrder([firstBanner, secondBanner], 2, -1)).toEqual([2, 1]);
    expect(movedOrder([firstBanner, secondBanner], 1, -1)).toEqual([1, 2]);
    expect(movedOrder([firstBanner, secondBanner], 2, 1)).toEqual([1, 2]);
  });

  test('the preview puts the draft in its place on the layouts that show it', () => {
    const list = [firstBanner, secondBanner];
    const keys = (layout: 'phone' | 'desktop', draft = EMPTY_BANNER, editing: number | null = null) =>
      previewOf(list, draft, editing, layout).map((b) => (b.draft ? `draft:${b.src}` : b.key));
    expect(keys('phone')).toEqual(['1', '2']);
    expect(keys('desktop')).toEqual(['1']);
    const drawn = { ...EMPTY_BANNER, headline: 'Payday', layout: 'desktop' as const };
    expect(keys('desktop', drawn)).toEqual(['1', 'draft:/static/art/banner/Payday.svg']);
    expect(keys('phone', drawn)).toEqual(['1', '2']);
    // Editing the first banner: the draft takes its place; kept to the desktop, the phone loses it.
    expect(keys('desktop', drawn, 1)).toEqual(['draft:/static/art/banner/Payday.svg']);
    expect(keys('phone', drawn, 1)).toEqual(['2']);
  });

  test('an incomplete form is not sent and its fields say why; a complete one is added and the list read again', async () => {
    const { actor, mocks } = await ready();
    actor.send({ type: 'SAVE' });
    expect(bannerErrors(actor.getSnapshot())).toEqual({
      imgUrl2: 'Upload a picture or give the drawn art a headline.',
    });
    expect(mocks.starts.filter((s) => s.id === 'save')).toHaveLength(0);
    actor.send({ type: 'FIELD.CHANGE', field: 'headline', value: 'Payday Spins' });
    expect(bannerErrors(actor.getSnapshot())).toEqual({
      imgUrl2: 'Upload a picture or give the drawn art a headline.',
    });
    actor.send({ type: 'PICTURE.CHANGE', picture: 'drawn' });
    expect(bannerErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'TARGET.CHANGE', target: 'activity' });
    actor.send({ type: 'FIELD.CHANGE', field: 'action', value: 'VIP' });
    actor.send({ type: 'LAYOUT.CHANGE', layout: 'desktop' });
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'save',
      input: {
        token: 'tok',
        id: null,
        body: {
          imgUrl2: '/static/art/banner/Payday-Spins.svg',
          target: 'activity',
          action: 'VIP',
          layout: 'desktop',
          startsAt: null,
          endsAt: null,
        },
      },
    });
    mocks.resolve('save', { banner: { ...firstBanner, id: 9 } });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: 'Banner #9 added.' });
    expect(bannerDraft(actor.getSnapshot())).toEqual(EMPTY_BANNER);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  test('editing saves to that banner; a server refusal is said and keeps the form', async () => {
    const { actor, mocks } = await ready();
    actor.send({ type: 'EDIT', id: 2 });
    expect(editingBanner(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'LAYOUT.CHANGE', layout: 'both' });
    actor.send({ type: 'SAVE' });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'save', input: { id: 2, body: { layout: 'both' } } });
    mocks.reject('save', new OpsCallError(400, 'imgUrl2: no such uploaded picture; upload it again.'));
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      text: 'imgUrl2: no such uploaded picture; upload it again.',
    });
    expect(editingBanner(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'NEW' });
    expect(editingBanner(actor.getSnapshot())).toBeNull();
    expect(bannerDraft(actor.getSnapshot())).toEqual(EMPTY_BANNER);
  });

  test('a picked picture is uploaded at once and becomes the draft’s; one of another type is refused unsent', async () => {
    const { actor, mocks } = await ready();
    actor.send({ type: 'FILE.PICK', file: { name: 'page.html', size: 100, type: 'text/html' } });
    expect(bannerErrors(actor.getSnapshot()).imgUrl2).toMatch(/PNG, JPEG or WebP/);
    actor.send({ type: 'FILE.PICK', file: { name: 'big.png', size: 2 * 1024 * 1024, type: 'image/png' } });
    expect(mocks.starts.filter((s) => s.id === 'upload')).toHaveLength(0);
    const file = { name: 'b.webp', size: 5_000, type: 'image/webp' };
    actor.send({ type: 'FILE.PICK', file });
    expect(mocks.starts.at(-1)).toEqual({ id: 'upload', input: { token: 'tok', file } });
    mocks.resolve('upload', { url: secondBanner.imgUrl2 });
    await flush();
    expect(bannerDraft(actor.getSnapshot())).toMatchObject({ picture: 'upload', uploaded: secondBanner.imgUrl2 });
    expect(bannerErrors(actor.getSnapshot())).toEqual({});
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('moving sends the new order and shows it; removing says so; a 401 ends the page', async () => {
    const { actor, mocks, told } = await ready();
    actor.send({ type: 'MOVE', id: 1, by: -1 });
    expect(mocks.starts.filter((s) => s.id === 'reorder')).toHaveLength(0);
    actor.send({ type: 'MOVE', id: 2, by: -1 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'reorder', input: { token: 'tok', order: [2, 1] } });
    mocks.resolve('reorder', { banners: [secondBanner, firstBanner] });
    await flush();
    expect(contentBanners(actor.getSnapshot()).map((b) => b.id)).toEqual([2, 1]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: 'Banner #2 moved to place 1.' });
    actor.send({ type: 'REMOVE', id: 2 });
    expect(mocks.starts.at(-1)).toEqual({ id: 'remove', input: { token: 'tok', id: 2 } });
    mocks.resolve('remove', { deleted: 2 });
    await flush();
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: 'Banner #2 removed.' });
    mocks.resolve('load', { list: [firstBanner] });
    await flush();
    actor.send({ type: 'REMOVE', id: 1 });
    mocks.reject('remove', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickTargetOf } from '../../machines/lobby/homeContent';
import { createLobbyApp } from '../../server/app';
import { banners, contentImages } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { imageTypeOf } from '../../server/ops/content';
import { FIRST_GAME_ID } from '../../server/seed/catalogue';
import { readSetting } from '../../server/settings';
import { DiskFileStore } from '../../server/wallet/fileStore';
import { BANNER_ACTIVITIES, type OpsBanner, type OpsNotice } from '../../src/api/contract/content';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * Content in /ops: banners made, changed, reordered and removed by marketing and admins, each change checked whole
 * (nothing stored on bad input), audited with before and after, and in players' appConfig at once on any instance;
 * uploaded pictures checked by their bytes and served by their hash; a banner's schedule kept by the server's clock.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);

const HOUR = 3_600_000;

/** The smallest real PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function banners_() {
  return parseAnswer('appConfig', (await server.call('appConfig', { gameListVersion: 'x' })).json).webConfig
    .appLobbyAdConfigList;
}

async function stored() {
  const db = server.conn.db;
  return {
    rows: await db.select().from(banners).orderBy(asc(banners.id)),
    images: (await db.select({ hash: contentImages.hash }).from(contentImages)).length,
    revision: await readSetting(db, 'configRevision'),
    audit: (await ops.audit()).filter((r) => r.action.startsWith('content.')).length,
  };
}

const drawn = {
  imgUrl2: '/static/art/banner/Payday-Spins.svg',
  target: 'activity',
  action: 'FirstCharge',
  layout: 'both',
  startsAt: null,
  endsAt: null,
};

describe('/ops content: banners', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('marketing and admins only; a new banner goes last, reaches appConfig, moves the revision and is audited', async () => {
    for (const role of ['support', 'finance']) {
      const token = await ops.session(role);
      expect((await ops.get('/content', token)).status).toBe(403);
      expect((await ops.post('/content/banners', token, drawn)).status).toBe(403);
    }
    const marketing = await ops.session('marketing');
    const read = await ops.get('/content', marketing);
    expect(read.status).toBe(200);
    const seeded = read.json.banners as OpsBanner[];
    expect(seeded.length).toBeGreaterThan(0);
    const before = await stored();
    const made = await ops.post('/content/banners', marketing, drawn);
    expect(made.status).toBe(200);
    const banner = made.json.banner as OpsBanner;
    expect(banner).toMatchObject({ ...drawn, sort: seeded.length + 1 });
    const after = await stored();
    expect(after.revision).toBeGreaterThan(before.revision ?? 0);
    expect((await banners_()).find((b) => b.id === banner.id)).toEqual({
      id: banner.id,
      imgUrl2: drawn.imgUrl2,
      sort: seeded.length + 1,
      clickType: 1,
      clickAction: 'FirstCharge',
    });
    const rows = (await ops.audit()).filter((r) => r.action === 'content.banner.create');
    expect(rows.map((r) => [r.staffName, r.target, r.before, r.after])).toEqual([
      ['marketing', `banner:${banner.id}`, null, banner],
    ]);
    // The admin may change it: the audit row has both sides; a layout of one kind is told to the app.
    const admin = await ops.session('admin');
    const changed = await ops.post(`/content/banners/${banner.id}`, admin, { ...drawn, layout: 'desktop' });
    expect(changed.status).toBe(200);
    const update = (await ops.audit()).find((r) => r.action === 'content.banner.update');
    expect([update?.before, update?.after]).toEqual([banner, { ...banner, layout: 'desktop' }]);
    expect((await banners_()).find((b) => b.id === banner.id)?.layout).toBe('desktop');
    // Removed: gone from appConfig, the audit row keeps what it was.
    expect((await ops.post(`/content/banners/${banner.id}/delete`, admin)).status).toBe(200);
    expect((await banners_()).some((b) => b.id === banner.id)).toBe(false);
    const removal = (await ops.audit()).find((r) => r.action === 'content.banner.delete');
    expect([removal?.before, removal?.after]).toEqual([{ ...banner, layout: 'desktop' }, null]);
    expect((await ops.post(`/content/banners/${banner.id}/delete`, admin)).status).toBe(404);
  });

  it('refuses bad input with a message naming the field, and stores nothing', async () => {
    const marketing = await ops.session('marketing');
    const before = await stored();
    const refusals: [unknown, RegExp][] = [
      [{ ...drawn, imgUrl2: 'https://elsewhere.example/x.png' }, /^imgUrl2: /],
      [{ ...drawn, imgUrl2: `/static/content/${'a'.repeat(64)}.png` }, /^imgUrl2: no such uploaded picture/],
      [{ ...drawn, target: 'page' }, /^target: /],
      [{ ...drawn, action: 'NoSuchActivity' }, /^action: Choose one of the listed activities/],
      [{ ...drawn, target: 'game', action: '999999' }, /^action: there is no game 999999/],
      [{ ...drawn, target: 'url', action: 'http://plain.example' }, /^action: Type an address starting with https/],
      [{ ...drawn, layout: 'tablet' }, /^layout: /],
      [{ ...drawn, startsAt: Date.now() + 2 * HOUR, endsAt: Date.now() + HOUR }, /^endsAt: The end must come after/],
      [{ ...drawn, startsAt: 'tomorrow' }, /^startsAt: /],
    ];
    for (const [body, message] of refusals) {
      const answer = await ops.post('/content/banners', marketing, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error).toMatch(message);
    }
    const seeded = (await ops.get('/content', marketing)).json.banners as OpsBanner[];
    const first = seeded[0]!;
    const bad = await ops.post(`/content/banners/${first.id}`, marketing, {
      ...first,
      endsAt: 1_000_000_000_000,
      startsAt: 1_100_000_000_000,
    });
    expect(bad.status).toBe(400);
    const order = await ops.post('/content/banners/order', marketing, { order: [first.id] });
    expect(order.json.error).toMatch(/^order: /);
    expect(await stored()).toEqual(before);
  });

  it('every listed activity is a page the lobby opens; a game target must exist', async () => {
    for (const action of Object.keys(BANNER_ACTIVITIES)) {
      expect(clickTargetOf({ clickType: 1, clickAction: action }), action).toBeDefined();
    }
    const marketing = await ops.session('marketing');
    const made = await ops.post('/content/banners', marketing, {
      ...drawn,
      target: 'game',
      action: String(FIRST_GAME_ID),
    });
    expect(made.status).toBe(200);
    expect((await banners_()).find((b) => b.id === (made.json.banner as OpsBanner).id)).toMatchObject({
      clickType: 2,
      clickAction: String(FIRST_GAME_ID),
    });
  });

  it('reorders: the home shows the new order; the same order again is refused', async () => {
    const marketing = await ops.session('marketing');
    const seeded = (await ops.get('/content', marketing)).json.banners as OpsBanner[];
    const order = seeded.map((b) => b.id).reverse();
    const answer = await ops.post('/content/banners/order', marketing, { order });
    expect(answer.status).toBe(200);
    const shown = (await banners_()).sort((a, b) => a.sort - b.sort);
    expect(shown.map((b) => b.id)).toEqual(order);
    const row = (await ops.audit()).find((r) => r.action === 'content.banner.order');
    expect([row?.before, row?.after]).toEqual([seeded.map((b) => b.id), order]);
    expect((await ops.post('/content/banners/order', marketing, { order })).status).toBe(400);
  });

  it('a banner shows only within its schedule, by the server clock', async () => {
    const marketing = await ops.session('marketing');
    const start = Date.now() + HOUR;
    const made = await ops.post('/content/banners', marketing, { ...drawn, startsAt: start, endsAt: start + HOUR });
    const id = (made.json.banner as OpsBanner).id;
    const shown = async () => (await banners_()).some((b) => b.id === id);
    expect(await shown()).toBe(false);
    await w.setClock(HOUR + 60_000);
    expect(await shown()).toBe(true);
    await w.setClock(2 * HOUR + 60_000);
    expect(await shown()).toBe(false);
    await w.setClock(0);
    expect(await shown()).toBe(false);
  });

  it('an upload is checked by its bytes and served by its hash with long cache headers', async () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    const marketing = await ops.session('marketing');
    const before = await stored();
    // Text named like a picture, an SVG (script may hide in it) and a GIF are refused; so is what is not base64.
    for (const bytes of [
      Buffer.from('<html>not a picture</html>'),
      Buffer.from('<svg xmlns="x"/>'),
      Buffer.from('GIF89a....'),
    ]) {
      const answer = await ops.post('/content/images', marketing, { data: bytes.toString('base64') });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toMatch(/^image: the file is not a PNG, JPEG or WebP picture/);
    }
    expect((await ops.post('/content/images', marketing, { data: 'not base64!' })).json.error).toMatch(/^image: /);
    // Over the cap: refused by the body gate before the body is read.
    const huge = await ops.post('/content/images', marketing, { data: 'A'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual(before);
    expect(
      (await ops.post('/content/images', await ops.session('support'), { data: PNG.toString('base64') })).status,
    ).toBe(403);

    const uploaded = await ops.post('/content/images', marketing, { data: PNG.toString('base64') });
    expect(uploaded.status).toBe(200);
    const url = uploaded.json.url as string;
    expect(url).toMatch(/^\/static\/content\/[0-9a-f]{64}\.png$/);
    const res = await server.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    expect((await server.app.request(url.replace('.png', '.webp'))).status).toBe(404);
    // The same picture again is the same address, stored once.
    expect((await ops.post('/content/images', marketing, { data: PNG.toString('base64') })).json.url).toBe(url);
    expect((await stored()).images).toBe(before.images + 1);
    const made = await ops.post('/content/banners', marketing, { ...drawn, imgUrl2: url });
    expect(made.status).toBe(200);
    expect((await banners_()).find((b) => b.id === (made.json.banner as OpsBanner).id)?.imgUrl2).toBe(url);
  });

  it('another server instance over the same database serves the change on its next appConfig', async () => {
    const other = createLobbyApp({
      log: createLogger(false),
      files: new DiskFileStore(join(tmpdir(), `lobby-uploads-${randomBytes(6).toString('hex')}`)),
      db: server.conn.db,
      seed: server.seed,
    });
    const otherBanners = async () => {
      const res = await other.app.request(`${API_BASE}${endpoints.appConfig.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ gameListVersion: 'x' }),
      });
      return parseAnswer('appConfig', await res.json()).webConfig.appLobbyAdConfigList;
    };
    const seen = (await otherBanners()).map((b) => b.id);
    const made = await ops.post('/content/banners', await ops.session('marketing'), drawn);
    expect((await otherBanners()).map((b) => b.id)).toEqual([...seen, (made.json.banner as OpsBanner).id]);
  });
});

async function notices_() {
  return parseAnswer('appConfig', (await server.call('appConfig', { gameListVersion: 'x' })).json).webConfig
    .appNoticeConfigList;
}

const notice = {
  title: 'Payday weekend',
  content: 'Deposit on Saturday or Sunday for double points.',
  imgUrl2: '/static/art/notice/Payday.svg',
  popUp: true,
  target: 'none',
  action: '',
};

describe('/ops content: notices', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('a new notice is listed last, pops up when asked, is dated by the server clock, and is audited', async () => {
    const marketing = await ops.session('marketing');
    expect((await ops.post('/content/notices', await ops.session('support'), notice)).status).toBe(403);
    const seeded = (await ops.get('/content', marketing)).json.notices as OpsNotice[];
    const before = await readSetting(server.conn.db, 'configRevision');
    const made = await ops.post('/content/notices', marketing, { ...notice, title: ' Payday weekend ' });
    expect(made.status).toBe(200);
    const created = made.json.notice as OpsNotice;
    expect(created).toEqual({ ...notice, id: created.id, sort: seeded.length + 1 });
    expect(await readSetting(server.conn.db, 'configRevision')).toBeGreaterThan(before ?? 0);
    const shown = (await notices_()).find((n) => n.id === created.id);
    expect(shown).toMatchObject({ title: 'Payday weekend', isH5Pop: 1, clickType: 0, imgUrl2: notice.imgUrl2 });
    expect(Math.abs((shown?.createTime ?? 0) - Date.now())).toBeLessThan(60_000);
    // Changed to a quiet notice with no picture: before and after in the audit row.
    const admin = await ops.session('admin');
    const quiet = await ops.post(`/content/notices/${created.id}`, admin, { ...notice, popUp: false, imgUrl2: '' });
    expect(quiet.status).toBe(200);
    const row = (await ops.audit()).find((r) => r.action === 'content.notice.update');
    expect([row?.before, row?.after]).toEqual([created, { ...created, popUp: false, imgUrl2: '' }]);
    expect((await notices_()).find((n) => n.id === created.id)?.isH5Pop).toBe(0);
    // The pop-up order is the notices' order: moved first, it is first in the list.
    const order = [created.id, ...seeded.map((n) => n.id)];
    expect((await ops.post('/content/notices/order', marketing, { order })).status).toBe(200);
    expect((await notices_()).sort((a, b) => a.sort - b.sort).map((n) => n.id)).toEqual(order);
    expect((await ops.post(`/content/notices/${created.id}/delete`, marketing)).status).toBe(200);
    expect((await notices_()).some((n) => n.id === created.id)).toBe(false);
    expect((await ops.audit()).map((r) => r.action).filter((a) => a.startsWith('content.notice'))).toEqual([
      'content.notice.create',
      'content.notice.update',
      'content.notice.order',
      'content.notice.delete',
    ]);
  });

  it('refuses bad notices with the field named, and stores nothing', async () => {
    const marketing = await ops.session('marketing');
    const before = await stored();
    const noticesBefore = await notices_();
    const refusals: [unknown, RegExp][] = [
      [{ ...notice, title: ' ' }, /^title: /],
      [{ ...notice, content: 'x'.repeat(4_001) }, /^content: /],
      [{ ...notice, imgUrl2: '/static/art/banner/Payday.svg' }, /^imgUrl2: /],
      [{ ...notice, popUp: 1 }, /^popUp: /],
      [{ ...notice, target: 'game', action: '999999' }, /^action: there is no game/],
      [{ ...notice, target: 'activity', action: 'Nowhere' }, /^action: /],
    ];
    for (const [body, message] of refusals) {
      const answer = await ops.post('/content/notices', marketing, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error).toMatch(message);
    }
    expect((await ops.post('/content/notices/999/delete', marketing)).status).toBe(404);
    expect(await stored()).toEqual(before);
    expect(await notices_()).toEqual(noticesBefore);
  });
});

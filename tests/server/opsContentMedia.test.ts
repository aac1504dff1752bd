import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLobbyApp } from '../../server/app';
import { contentVideos, promoVideos } from '../../server/db/schema';
import { createLogger } from '../../server/log';
import { videoTypeOf } from '../../server/ops/contentVideos';
import { readSetting } from '../../server/settings';
import { VIDEO_DIR } from '../../server/static/video';
import { DiskFileStore } from '../../server/wallet/fileStore';
import { CONTENT_VIDEO_MAX_BYTES, type OpsVideo } from '../../src/api/contract/contentMedia';
import { API_BASE } from '../../src/api/contract/define';
import { pickHomeVideo } from '../../src/api/contract/homeArt';
import { endpoints } from '../../src/api/contract/map';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * The home's promotional videos, floating icons and featured rewards in /ops: a video file checked by its
 * container's bytes and size, stored once by its hash and served by byte ranges; every change checked whole
 * (nothing stored on bad input), audited with before and after, and in players' answers at once on any instance.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);

const WEBM = readFileSync(join(VIDEO_DIR, 'Sign-Up-Bonus.webm'));
const MP4 = readFileSync(join(VIDEO_DIR, 'Sign-Up-Bonus.mp4'));
/** The smallest real PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function webConfig(app = server.app) {
  const res = await app.request(`${API_BASE}${endpoints.appConfig.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ gameListVersion: 'x' }),
  });
  return parseAnswer('appConfig', await res.json()).webConfig;
}

async function stored() {
  const db = server.conn.db;
  return {
    videos: await db.select().from(promoVideos).orderBy(asc(promoVideos.id)),
    files: (await db.select({ hash: contentVideos.hash }).from(contentVideos)).length,
    revision: await readSetting(db, 'configRevision'),
    audit: (await ops.audit()).filter((r) => r.action.startsWith('content.')).length,
  };
}

async function uploaded(token: string) {
  const video = await ops.post('/content/video-files', token, { data: WEBM.toString('base64') });
  const poster = await ops.post('/content/images', token, { data: PNG.toString('base64') });
  expect([video.status, poster.status]).toEqual([200, 200]);
  return { path: video.json.url as string, coverImg: poster.json.url as string };
}

describe('/ops content: promotional videos', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('knows a WebM and an MP4 by their bytes, whatever they are called', () => {
    expect(videoTypeOf(WEBM)).toBe('video/webm');
    expect(videoTypeOf(MP4)).toBe('video/mp4');
    expect(videoTypeOf(PNG)).toBeNull();
    // An EBML file that is not WebM (a Matroska DocType), a cut header, a QuickTime movie.
    const mkv = Buffer.from(WEBM);
    mkv.write('matr', mkv.indexOf('webm'), 'latin1');
    expect(videoTypeOf(mkv)).toBeNull();
    expect(videoTypeOf(WEBM.subarray(0, 20))).toBeNull();
    const mov = Buffer.from(MP4);
    mov.write('qt  ', 8, 'latin1');
    expect(videoTypeOf(mov)).toBeNull();
  });

  it('refuses bad video bytes and a file over the cap, and nothing changes', async () => {
    const marketing = await ops.session('marketing');
    const before = await stored();
    for (const bytes of [Buffer.from('<html>not a video</html>'), PNG, WEBM.subarray(0, 20)]) {
      const answer = await ops.post('/content/video-files', marketing, { data: bytes.toString('base64') });
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe('video: the file is not a WebM or MP4 video.');
    }
    expect((await ops.post('/content/video-files', marketing, { data: 'not base64!' })).json.error).toMatch(
      /^video: send the video as base64/,
    );
    // Just over the cap passes the body gate (base64 rounds up) and is refused by its decoded size...
    const over = Buffer.alloc(CONTENT_VIDEO_MAX_BYTES + 1);
    WEBM.copy(over);
    const large = await ops.post('/content/video-files', marketing, { data: over.toString('base64') });
    expect([large.status, large.json.error]).toEqual([400, 'video: the video is larger than 8 MB.']);
    // ...far over it, by the gate before the body is read.
    const huge = await ops.post('/content/video-files', marketing, { data: 'A'.repeat(12 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await ops.post('/content/video-files', await ops.session('support'), { data: 'AAAA' })).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('serves an uploaded video by its hash, whole or by a byte range, with its type', async () => {
    const { path } = await uploaded(await ops.session('marketing'));
    expect(path).toMatch(/^\/static\/content-video\/[0-9a-f]{64}\.webm$/);
    const whole = await server.app.request(path);
    expect([whole.status, whole.headers.get('content-type'), whole.headers.get('accept-ranges')]).toEqual([
      200,
      'video/webm',
      'bytes',
    ]);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(WEBM);
    const part = await server.app.request(path, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${WEBM.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(WEBM.subarray(0, 100));
    expect((await server.app.request(path, { headers: { Range: `bytes=${WEBM.length}-` } })).status).toBe(416);
    expect((await server.app.request(path.replace('.webm', '.mp4'))).status).toBe(404);
  });

  it('an entry checked whole with the field named; made, changed and removed with before and after audited', async () => {
    const marketing = await ops.session('marketing');
    const files = await uploaded(marketing);
    const before = await stored();
    const entry = { ...files, target: 'activity', action: 'LadderRecharge', home: true };
    // Every refused field is named; nothing is stored.
    const bad = await ops.post('/content/videos', marketing, { path: '/x.mov', coverImg: '', target: 'game' });
    expect(bad.status).toBe(400);
    for (const field of ['path:', 'coverImg:', 'home:', 'action:']) expect(bad.json.error).toContain(field);
    const missing = await ops.post('/content/videos', marketing, {
      ...entry,
      path: `/static/content-video/${'0'.repeat(64)}.webm`,
    });
    expect(missing.json.error).toBe('path: no such uploaded video; upload it again.');
    expect(await stored()).toEqual(before);

    const made = await ops.post('/content/videos', marketing, entry);
    expect(made.status).toBe(200);
    const video = made.json.video as OpsVideo;
    expect(video).toEqual({ ...entry, id: video.id, sort: before.videos.length + 1 });
    expect(await readSetting(server.conn.db, 'configRevision')).toBeGreaterThan(before.revision ?? 0);
    // The player's home shows it whatever the activity rule would pick.
    const list = (await webConfig()).appPromotionalVideoList;
    expect(list.find((v) => v.id === video.id)).toEqual({
      id: video.id,
      path: files.path,
      coverImg: files.coverImg,
      clickType: 1,
      clickAction: 'LadderRecharge',
      home: 1,
    });
    const facts = { activityNames: new Set(['SignUpBonus']), loginPaying: false };
    expect(pickHomeVideo(list, facts)?.id).toBe(video.id);

    // Replaced by the seeded file and sent to a game: the audit row has both sides.
    const admin = await ops.session('admin');
    const seeded = before.videos[0]!;
    const change = { ...entry, path: seeded.path, target: 'game', action: seeded.clickAction, home: true };
    const changed = await ops.post(`/content/videos/${video.id}`, admin, { ...change, action: '999999' });
    expect(changed.json.error).toBe('action: there is no game 999999.');
    expect((await ops.post(`/content/videos/${video.id}`, admin, change)).status).toBe(400);
    const game = { ...change, action: String(before.videos[2]!.clickAction) };
    expect((await ops.post(`/content/videos/${video.id}`, admin, game)).status).toBe(200);
    const row = (await ops.audit()).find((r) => r.action === 'content.video.update');
    expect([row?.before, row?.after]).toEqual([video, { ...video, ...game }]);

    // Another video chosen for the home takes the choice: at most one has it, and that change is audited too.
    const second = (await ops.post('/content/videos', marketing, { ...entry, target: 'none', action: '' })).json
      .video as OpsVideo;
    const homes = (await webConfig()).appPromotionalVideoList.filter((v) => v.home === 1).map((v) => v.id);
    expect(homes).toEqual([second.id]);
    const taken = (await ops.audit()).find((r) => r.action === 'content.video.home');
    expect([taken?.target, taken?.before, taken?.after]).toEqual([
      `video:${video.id}`,
      { home: true },
      { home: false },
    ]);

    // Removed: gone from appConfig; the audit row keeps what it was.
    expect((await ops.post(`/content/videos/${second.id}/delete`, marketing)).status).toBe(200);
    expect((await webConfig()).appPromotionalVideoList.some((v) => v.id === second.id)).toBe(false);
    const gone = (await ops.audit()).find((r) => r.action === 'content.video.delete');
    expect(gone?.before).toEqual(second);
    expect((await ops.post('/content/videos/9999/delete', marketing)).status).toBe(404);
    expect((await ops.get('/content/videos', await ops.session('finance'))).status).toBe(403);
  });
});

describe('/ops content: floating icons and featured rewards', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('the floating icons: only known ones, each once; in the web config at once, audited', async () => {
    const marketing = await ops.session('marketing');
    const read = await ops.get('/content/choices', marketing);
    expect(read.json.floating).toEqual([
      { key: 'firstCharge', on: true },
      { key: 'inviteFriends', on: true },
      { key: 'freeSign', on: true },
      { key: 'more', on: true },
    ]);
    const before = await stored();
    for (const shown of [['spin'], ['more', 'more'], 'more', [1]]) {
      const answer = await ops.post('/content/floating', marketing, { shown });
      expect([answer.status, answer.json.error]).toEqual([400, 'shown: Choose only listed entries, each once.']);
    }
    expect(await stored()).toEqual(before);
    const changed = await ops.post('/content/floating', marketing, { shown: ['freeSign', 'firstCharge'] });
    expect(changed.status).toBe(200);
    expect((await webConfig()).floatingActivities).toEqual(['freeSign', 'firstCharge']);
    const row = (await ops.audit()).find((r) => r.action === 'content.floating');
    expect([row?.before, row?.after]).toEqual([
      ['firstCharge', 'inviteFriends', 'freeSign', 'more'],
      ['freeSign', 'firstCharge'],
    ]);
    const again = await ops.post('/content/floating', marketing, { shown: ['freeSign', 'firstCharge'] });
    expect(again.json.error).toBe('These are the icons in force already.');
  });

  it('the featured rewards: the block shows the chosen ones in order, for guests and players; audited', async () => {
    const marketing = await ops.session('marketing');
    const featured = (await ops.get('/content/choices', marketing)).json.featured as { key: string; on: boolean }[];
    expect(featured.filter((c) => c.on).map((c) => c.key)).toEqual(['FirstCharge', 'InviteFriends', 'VIP']);
    const before = await stored();
    expect((await ops.post('/content/featured', marketing, { shown: ['Spin'] })).status).toBe(400);
    expect(await stored()).toEqual(before);
    expect((await ops.post('/content/featured', marketing, { shown: ['VIP', '10000'] })).status).toBe(200);
    const guest = parseAnswer('anonymousTradeInfo', (await server.call('anonymousTradeInfo', {})).json);
    expect(guest.entries.map((e) => [e.title, e.clickAction])).toEqual([
      ['VIP Rewards', 'VIP'],
      ['Tasks', '10000'],
    ]);
    const token = await server.login('demo');
    const player = parseAnswer('tradeInfo', (await server.call('tradeInfo', {}, { token })).json);
    expect(player.entries.slice(0, 2)).toEqual(guest.entries);
    expect(player.entries.some((e) => e.clickAction === 'FirstCharge')).toBe(false);
    const row = (await ops.audit()).find((r) => r.action === 'content.featured');
    expect([row?.before, row?.after]).toEqual([
      ['FirstCharge', 'InviteFriends', 'VIP'],
      ['VIP', '10000'],
    ]);
  });

  it('another server instance over the same database serves the changes on its next appConfig', async () => {
    const other = createLobbyApp({
      log: createLogger(false),
      files: new DiskFileStore(join(tmpdir(), `lobby-uploads-${randomBytes(6).toString('hex')}`)),
      db: server.conn.db,
      seed: server.seed,
    });
    expect((await webConfig(other.app)).floatingActivities).toBeUndefined();
    const marketing = await ops.session('marketing');
    const { path, coverImg } = await uploaded(marketing);
    await ops.post('/content/floating', marketing, { shown: ['inviteFriends'] });
    const made = await ops.post('/content/videos', marketing, {
      path,
      coverImg,
      target: 'none',
      action: '',
      home: true,
    });
    const config = await webConfig(other.app);
    expect(config.floatingActivities).toEqual(['inviteFriends']);
    expect(config.appPromotionalVideoList.find((v) => v.home === 1)?.id).toBe((made.json.video as OpsVideo).id);
    // The other instance serves the uploaded file from the database, by ranges too.
    const part = await other.app.request(path, { headers: { Range: 'bytes=0-3' } });
    expect([part.status, Buffer.from(await part.arrayBuffer())]).toEqual([206, WEBM.subarray(0, 4)]);
  });
});

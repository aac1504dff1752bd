import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenTexts } from '../../scripts/build/firstScreenTexts';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/log';
import { FIRST_GAME_ID } from '../../server/seed/catalogue';
import { API_BASE } from '../../src/api/contract/define';
import { firstScreenArt } from '../../src/api/contract/firstScreenCookie';
import { FIRST_SCREEN_TEXTS_FILE } from '../../src/api/contract/firstScreenTexts';
import { pickHomeVideo, resourceUrl, visibleBanners } from '../../src/api/contract/homeArt';
import { endpoints } from '../../src/api/contract/map';
import { parseAnswer, setupServer } from './harness';

const dist = mkdtempSync(join(tmpdir(), 'lobby-dist-'));
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-3f9a.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('lucky lobby '.repeat(400))});`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
const OPS =
  '<!doctype html><html><body><div id="ops-root"></div><script src="/assets/ops-1a2b.js"></script></body></html>';
writeFileSync(join(dist, 'ops.html'), OPS);
writeFileSync(join(dist, 'assets', 'app-3f9a.js'), SCRIPT);
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Lucky Lobby"}');
// What the build's manifest says of the two screens a returning player's page is painted with (./playerScreens.ts).
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-3f9a.js', isEntry: true, imports: ['_home.js'] },
    '_home.js': { file: 'assets/home.js', css: ['assets/home.css'] },
    '_PageHeader.js': { file: 'assets/PageHeader.js', imports: ['_home.js'], css: ['assets/page-header.css'] },
    'src/screens/wallet/WalletsScreen.tsx': {
      file: 'assets/WalletsScreen.js',
      imports: ['_home.js', '_PageHeader.js'],
      css: ['assets/wallet.css'],
    },
    'src/screens/game/StartScreen.tsx': {
      file: 'assets/StartScreen.js',
      imports: ['_home.js'],
      css: ['assets/game.css'],
    },
    'src/ui/icons.svg': { file: 'assets/icons-77aa.svg' },
  }),
);
// The app's own texts, as the build copies them (scripts/build/firstScreenTexts.ts).
writeFileSync(join(dist, FIRST_SCREEN_TEXTS_FILE), JSON.stringify(firstScreenTexts()));
for (const name of ['home', 'page-header', 'wallet', 'game']) {
  writeFileSync(join(dist, 'assets', `${name}.css`), `.${name}-rule{color:red}`);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const server = setupServer({ appDist: dist, seed: { games: 20 } });

describe('serving the built app', () => {
  it('serves index.html at / and for app routes (history fallback), revalidated every time', async () => {
    for (const path of ['/', '/lobby/home', '/notice/detail/3', '/profile/agree/terms']) {
      const res = await server.app.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // The home's addresses carry its first screen before the root; the page is otherwise the same.
      const html = await res.text();
      expect(html.replace(/<div id="boot-shell"[\s\S]*?<\/div>(?=<div id="root">)/, '')).toBe(INDEX);
      expect(html.includes('id="boot-shell"'), path).toBe(path === '/' || path === '/lobby/home');
    }
  });

  it('paints the guest home’s first screen into index.html: its first banner and video cover, by the app’s rules', async () => {
    const html = await (await server.app.request('/lobby/home')).text();
    const { webConfig } = await server.catalogue.get(server.conn.db);
    const guest = { hasMobile: false, activityNames: new Set<string>() };
    const banner = visibleBanners(webConfig.appLobbyAdConfigList, guest)[0];
    const video = pickHomeVideo(webConfig.appPromotionalVideoList, { ...guest, loginPaying: false });
    expect(banner && video).toBeTruthy();
    // The server draws both: each is in the page itself, named by its address (the app shows the same picture).
    const images = [...html.matchAll(/<img class="([\w-]+)" src="([^"]+)" data-src="([^"]+)"/g)].map((m) => [
      m[1],
      m[3],
      m[2],
    ]);
    expect(images.map((m) => [m[0], m[1]])).toEqual([
      ['boot-shell__banner', resourceUrl(webConfig.gameResourceUrl, banner!.imgUrl2)],
      ['boot-shell__video', resourceUrl(webConfig.gameResourceUrl, video!.coverImg)],
    ]);
    for (const [, url, src] of images) {
      const served = await (await server.app.request(url!)).text();
      const attribute = src!.replace(/&amp;/g, '&');
      expect(decodeURIComponent(attribute.replace(/^data:image\/svg\+xml,/, ''))).toBe(served);
    }
    // Decoration only: hidden from assistive technology, nothing focusable.
    expect(html).toMatch(/<div id="boot-shell" aria-hidden="true" data-lobby-mode="(demo|production)">/);
    expect(html).not.toMatch(/<(a|button|input)\b/);
  });

  it("paints a returning player's own first pictures when their browser names them, else the guest's", async () => {
    const { webConfig } = await server.catalogue.get(server.conn.db);
    const guestArt = firstScreenArt(webConfig, { hasMobile: false, activityNames: new Set(), loginPaying: false });
    // Any banner and video of the configuration other than the guest's: what a player's cookie may name.
    const banner = webConfig.appLobbyAdConfigList.find((b) => b.id !== guestArt.banner?.id)!;
    const video = webConfig.appPromotionalVideoList.find((v) => v.id !== guestArt.video?.id)!;
    expect(banner && video).toBeTruthy();
    const painted = async (cookie?: string, path = '/lobby/home') => {
      const res = await server.app.request(path, cookie ? { headers: { cookie } } : {});
      expect(res.headers.get('vary')).toContain('Cookie');
      const html = await res.text();
      return {
        player: /<div id="boot-shell"[^>]* data-viewer="player">/.test(html),
        pictures: [...html.matchAll(/<img class="([\w-]+)" src="[^"]+" data-src="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      };
    };
    const shown = (art: { banner?: { imgUrl2: string }; video?: { coverImg: string } }) =>
      [
        art.banner && ['boot-shell__banner', resourceUrl(webConfig.gameResourceUrl, art.banner.imgUrl2)],
        art.video && ['boot-shell__video', resourceUrl(webConfig.gameResourceUrl, art.video.coverImg)],
      ].filter(Boolean);
    expect(await painted(`lobby_first_screen=b${banner.id}.v${video.id}.en-PH`)).toEqual({
      player: true,
      pictures: shown({ banner, video }),
    });
    // The site's address, which the app sends on to the home, is painted for them too.
    expect(await painted(`lobby_first_screen=b${banner.id}.v${video.id}.en-PH`, '/')).toEqual({
      player: true,
      pictures: shown({ banner, video }),
    });
    // A player with no banner on their home: none painted.
    expect(await painted(`lobby_first_screen=b.v${video.id}.fil-PH`)).toEqual({
      player: true,
      pictures: shown({ video }),
    });
    // A picture the configuration no longer has, or a value that is not one: the guest's screen, not marked.
    const guest = { player: false, pictures: shown(guestArt) };
    expect(await painted('lobby_first_screen=b99999.v1.en-PH')).toEqual(guest);
    expect(await painted('lobby_first_screen=<script>')).toEqual(guest);
    expect(await painted()).toEqual(guest);
  });

  it("paints a returning player's deposit tab and game in their language, with the styles the screen's code loads", async () => {
    const page = async (path: string, cookie?: string, paintable = true) => {
      const res = await server.app.request(path, cookie ? { headers: { cookie } } : {});
      // A guest's copy and a player's differ by the cookie: neither may be kept for the other.
      expect(res.headers.get('vary'), path).toBe(paintable ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      const html = await res.text();
      const shell = /<div id="boot-shell"[^>]*>[\s\S]*<\/div>(?=<div id="root">)/.exec(html)?.[0];
      if (shell) expect(html.replace(shell, '')).toBe(INDEX);
      return shell ?? null;
    };
    const player = 'lobby_first_screen=b.v1.en-PH';
    const deposit = (await page('/lobby/wallets/deposit', player))!;
    expect(deposit).toMatch(
      /^<div id="boot-shell" aria-hidden="true" data-lobby-mode="demo" data-viewer="player" data-screen="deposit" lang="en-PH">/,
    );
    // The screen's stylesheets and those of what it imports, not index.html's own (its head links them).
    expect(deposit).toContain('.wallet-rule{color:red}');
    expect(deposit).toContain('.page-header-rule{color:red}');
    expect(deposit).not.toContain('.home-rule');
    expect(deposit).toContain('Choose a channel and an amount.');
    expect(deposit).toContain('<use href="/assets/icons-77aa.svg#back"/>');
    // Decoration: nothing to focus or press, and no figure of the player's until the app has one.
    expect(deposit).not.toMatch(/<(a|button|input|h1)\b|₱/);
    expect(await page('/lobby/wallets/deposit', 'lobby_first_screen=b.v1.fil-PH')).toContain(
      'Pumili ng channel at halaga.',
    );
    const game = (await page('/start?gameId=10001', player))!;
    expect(game).toContain('data-screen="game"');
    expect(game).toContain('.game-rule{color:red}');
    expect(game).toContain('Opening the game…');
    // A guest, a value that is not ours, a game's address without a game, another tab: index.html as it is.
    expect(await page('/lobby/wallets/deposit')).toBeNull();
    expect(await page('/lobby/wallets/deposit', 'lobby_first_screen=<b>')).toBeNull();
    expect(await page('/start?gameId=abc', player, false)).toBeNull();
    expect(await page('/lobby/wallets/withdraw', player, false)).toBeNull();
  });

  it('serves the back office page (ops.html) at /ops and its routes, never for the player app or /ops-api', async () => {
    for (const path of ['/ops', '/ops/withdrawals']) {
      const res = await server.app.request(path);
      expect({ path, status: res.status, body: await res.text() }).toEqual({ path, status: 200, body: OPS });
    }
    expect(await (await server.app.request('/opsx')).text()).toBe(INDEX);
    const api = await server.app.request('/ops-api/nothing');
    expect(api.status).toBe(404);
    expect(await api.text()).not.toContain('<html');
  });

  it('serves files with long cache headers under /assets and short ones elsewhere', async () => {
    const asset = await server.app.request('/assets/app-3f9a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(SCRIPT);
    const manifest = await server.app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers files from memory: 304 for a current copy, HEAD without a body, a range from the disk, a rebuild at once', async () => {
    writeFileSync(join(dist, 'assets', 'big-9c1d.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'big-9c1d.js.br'), brotliCompressSync(SCRIPT));
    const br = await server.app.request('/assets/big-9c1d.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(SCRIPT);
    const plain = await server.app.request('/assets/big-9c1d.js');
    expect(await plain.text()).toBe(SCRIPT);
    // Each encoding is its own representation, with its own tag; a browser holding one gets 304 for it alone.
    const [brTag, plainTag] = [br.headers.get('etag'), plain.headers.get('etag')];
    expect(brTag).toMatch(/^"[\w-]+"$/);
    expect(brTag).not.toBe(plainTag);
    const again = await server.app.request('/assets/big-9c1d.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(brTag) },
    });
    expect({ status: again.status, body: await again.text() }).toEqual({ status: 304, body: '' });
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(
      (await server.app.request('/assets/big-9c1d.js', { headers: { 'If-None-Match': String(brTag) } })).status,
    ).toBe(200);

    const head = await server.app.request('/assets/big-9c1d.js', { method: 'HEAD' });
    expect({ status: head.status, length: head.headers.get('content-length'), body: await head.text() }).toEqual({
      status: 200,
      length: String(Buffer.byteLength(SCRIPT)),
      body: '',
    });
    const range = await server.app.request('/assets/big-9c1d.js', { headers: { Range: 'bytes=0-10' } });
    expect({ status: range.status, body: await range.text() }).toEqual({ status: 206, body: SCRIPT.slice(0, 11) });

    // A hashed file never changes under its name: what was read is what is served.
    writeFileSync(join(dist, 'assets', 'big-9c1d.js'), 'changed');
    expect(await (await server.app.request('/assets/big-9c1d.js')).text()).toBe(SCRIPT);
    // An unhashed file is replaced in place by a new build and served at once, with a new tag.
    const manifest = await server.app.request('/manifest.webmanifest');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Lucky Lobby","short_name":"Lobby"}');
    const rebuilt = await server.app.request('/manifest.webmanifest', {
      headers: { 'If-None-Match': String(manifest.headers.get('etag')) },
    });
    expect({ status: rebuilt.status, body: await rebuilt.text() }).toEqual({
      status: 200,
      body: '{"name":"Lucky Lobby","short_name":"Lobby"}',
    });
    expect(rebuilt.headers.get('etag')).not.toBe(manifest.headers.get('etag'));
  });

  it('never serves a path that climbs out of the build', async () => {
    writeFileSync(join(dist, '..', `${basename(dist)}-secret.txt`), 'outside the build');
    for (const path of [
      `/..%2f${basename(dist)}-secret.txt`,
      `/assets/..%2f..%2f${basename(dist)}-secret.txt`,
      `/assets/%2e%2e%2f%2e%2e%2f${basename(dist)}-secret.txt`,
      '/assets%5c..%5cindex.html',
      '/assets/%00.js',
      '/assets/%E0%A4%A.js',
    ]) {
      const res = await server.app.request(path);
      // Refused as malformed (400) or not found (404), never the file.
      expect([400, 404], path).toContain(res.status);
      expect(await res.text()).not.toContain('outside the build');
    }
    rmSync(join(dist, '..', `${basename(dist)}-secret.txt`));
  });

  it('answers 404, never index.html, for missing files and API or test paths', async () => {
    for (const path of ['/assets/missing-1234.js', '/favicon.ico', '/__test__/sms?mobile=1', '/static/nothing']) {
      const res = await server.app.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.text()).not.toContain('<html');
    }
    const api = await server.app.request(`${API_BASE}/app/v1/whatever`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404, errcode: 9004 });
  });

  it('gzips answers for clients that accept it, and only for them', async () => {
    // (appConfig goes out in brotli where accepted: tests/server/rawAnswer.test.ts.)
    const gz = await server.app.request(`${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Accept-Encoding': 'gzip, deflate', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const unzipped = JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'));
    expect(unzipped).toMatchObject({ code: 200, errcode: 0 });

    const asset = await server.app.request('/assets/app-3f9a.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await asset.arrayBuffer())).toString('utf8')).toBe(SCRIPT);

    const plain = await server.app.request(`${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves drawn images for the seeded art', async () => {
    const { json } = await server.call('appConfig', {});
    const banner = parseAnswer('appConfig', json).webConfig.appLobbyAdConfigList[0]!;
    const res = await server.app.request(banner.imgUrl2);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect((await server.app.request('/static/art/nope/x.svg')).status).toBe(404);
  });

  it('draws game covers, brand logos, posters and avatars with their types and a day of caching', async () => {
    const { json } = await server.call('appConfig', {});
    const config = parseAnswer('appConfig', json).webConfig;
    const brand = config.appGameBrandList[0]!;
    const svg = 'image/svg+xml; charset=UTF-8';
    const images: Array<[string, string, string]> = [
      [`/static/game-icons/${FIRST_GAME_ID}.svg`, svg, 'viewBox="0 0 200 200"'],
      [brand.icon3, svg, brand.showName.split(' ')[0]!],
      [config.appLobbyAdConfigList[0]!.imgUrl2, svg, 'See the pack'],
      [config.appPromotionalVideoList[0]!.coverImg, svg, 'viewBox="0 0 690 388"'],
      ['/static/avatar/avatar_0.png', 'image/png', ''],
      ['/static/avatar/avatar_7.png', 'image/png', ''],
    ];
    for (const [path, type, holds] of images) {
      const res = await server.app.request(path);
      expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({ path, status: 200, type });
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const body = Buffer.from(await res.arrayBuffer());
      if (type === 'image/png') expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
      else expect(body.toString('utf8')).toContain(holds);
    }
    for (const missing of ['/static/avatar/avatar_8.png', '/static/avatar/avatar_x.png', '/static/game-icons/1.svg']) {
      expect((await server.app.request(missing)).status, missing).toBe(404);
    }
  });

  it('serves every seeded promotional video as a real WebM and MP4, cached a day, whole or by a byte range', async () => {
    const { json } = await server.call('appConfig', {});
    const videos = parseAnswer('appConfig', json).webConfig.appPromotionalVideoList;
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      expect(video.path).toMatch(/^\/static\/video\/[A-Za-z0-9-]+\.mp4$/);
      const twins: Array<[string, string, (body: Buffer) => boolean]> = [
        [video.path, 'video/mp4', (body) => body.subarray(4, 8).toString('ascii') === 'ftyp'],
        [
          video.path.replace(/\.mp4$/, '.webm'),
          'video/webm',
          (body) => body.subarray(0, 4).toString('hex') === '1a45dfa3',
        ],
      ];
      for (const [path, type, signed] of twins) {
        const res = await server.app.request(path);
        expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({
          path,
          status: 200,
          type,
        });
        expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
        expect(res.headers.get('accept-ranges')).toBe('bytes');
        const body = Buffer.from(await res.arrayBuffer());
        expect(signed(body), `${path} starts with its format's signature`).toBe(true);
        // Small enough for a phone's home screen.
        expect(body.length).toBeLessThan(300 * 1024);
        const part = await server.app.request(path, { headers: { Range: 'bytes=4-11' } });
        expect(part.status).toBe(206);
        expect(part.headers.get('content-range')).toBe(`bytes 4-11/${body.length}`);
        expect(Buffer.from(await part.arrayBuffer())).toEqual(body.subarray(4, 12));
        const tail = await server.app.request(path, { headers: { Range: 'bytes=-10' } });
        expect(Buffer.from(await tail.arrayBuffer())).toEqual(body.subarray(body.length - 10));
        const beyond = await server.app.request(path, { headers: { Range: `bytes=${body.length}-` } });
        expect(beyond.status).toBe(416);
        expect(beyond.headers.get('content-range')).toBe(`bytes */${body.length}`);
      }
    }
    for (const missing of [
      '/static/video/Nope.mp4',
      '/static/video/Sign-Up-Bonus.mov',
      '/static/video/..%2Fvideo.ts',
    ]) {
      expect((await server.app.request(missing)).status, missing).toBe(404);
    }
  });

  it('says plainly that the app is not built when APP_DIST has no index.html', async () => {
    const app = createApp({ db: server.conn.db, appDist: join(dist, 'missing'), log: createLogger(false) });
    const res = await app.request('/lobby/home');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('npm run build');
  });
});

import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed/seed';
import { readSetting, writeSetting } from '../../server/settings';
import { createTestDatabase, parseAnswer, setupServer } from './harness';

// The reference server's defaults: 3,000 games and a 2048-bit key.
const server = setupServer({ seed: { games: 3000, rsaBits: 2048 } });

describe('anonymous appConfig', () => {
  it('answers errcode 0 with six game types, ≥30 brands and ≥3,000 games, matching the contract', async () => {
    const { status, json } = await server.call('appConfig', {});
    expect(status).toBe(200);
    expect(json).toMatchObject({ code: 200, errcode: 0 });
    const parsed = parseAnswer('appConfig', json);
    expect(parsed.webConfig.appGameTypeList.map((t) => [t.id, t.name, t.status])).toEqual([
      [1, 'Slots', 1],
      [2, 'Fish', 1],
      [3, 'Poker', 1],
      [4, 'Sports', 1],
      [5, 'Live', 1],
      [6, 'Games', 1],
    ]);
    const brands = parsed.webConfig.appGameBrandList;
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(brands.filter((b) => b.status === 0).length).toBeGreaterThan(0);
    const games = parsed.gameList ?? [];
    expect(games.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(games.map((g) => g.typeId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const brandIds = new Set(brands.map((b) => b.id));
    expect(games.every((g) => brandIds.has(g.brandId))).toBe(true);
  });

  it('seeds hot flags (~5 %), maintenance, new badges and icons served by the server', async () => {
    const { json } = await server.call('appConfig', {});
    const games = parseAnswer('appConfig', json).gameList ?? [];
    const hot = games.filter((g) => g.hot === 1);
    expect(hot.length / games.length).toBeGreaterThan(0.03);
    expect(hot.length / games.length).toBeLessThan(0.08);
    expect(new Set(hot.map((g) => g.hotSort)).size).toBe(hot.length);
    expect(games.some((g) => g.maintain === 1)).toBe(true);
    expect(games.some((g) => g.recent === 1)).toBe(true);
    expect(games.some((g) => g.showType === 1)).toBe(true);
    expect(games.some((g) => g.params.brandMaintain === 1)).toBe(true);

    const first = games[0]!;
    expect(first.icon).toBe(`/static/game-icons/${first.id}.svg`);
    const icon = await server.app.request(first.icon);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await icon.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(first.name.split(' ')[0]!.charAt(0).toUpperCase());
    expect(await (await server.app.request(first.icon)).text()).toBe(svg);
    expect((await server.app.request('/static/game-icons/1.svg')).status).toBe(404);
  });

  it('carries the Philippine web configuration and a 2048-bit RSA public key', async () => {
    const { json } = await server.call('appConfig', {});
    const wc = parseAnswer('appConfig', json).webConfig;
    expect(wc).toMatchObject({
      mode: 'normal',
      registerType: 2,
      otpStatus: 1,
      countryCode: '63',
      accountLengthMin: 10,
      accountLengthMax: 11,
      usernameLengthMin: 6,
      usernameLengthMax: 16,
      passwordLengthMin: 6,
      passwordLengthMax: 20,
      accountRule: { mobileStartsWith: '9' },
    });
    expect(createPublicKey(wc.rsaPublicKey).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(wc.appNoticeConfigList.filter((n) => n.isH5Pop === 1)).toHaveLength(1);
    expect(wc.appLobbyAdConfigList.map((b) => b.clickType)).toEqual(expect.arrayContaining([1, 3]));
    expect(wc.appCustomerServiceList.map((s) => s.isOut)).toEqual(expect.arrayContaining([0, 1]));
    const bets = wc.appUserLevelConfigList.map((l) => l.betAmount);
    expect(bets).toEqual([...bets].sort((a, b) => a - b));
    const channels = Object.values(wc.appRechargeTypeMap);
    expect(channels.map((c) => c.name)).toEqual(expect.arrayContaining(['GCash', 'Maya']));
    expect(channels.some((c) => c.bankId > 0)).toBe(true);
    expect(wc.appGenericImgList.map((i) => i.uniqueKey)).toContain('loginHero');
    expect(wc.appPromotionalVideoList.length).toBeGreaterThan(0);
  });

  it('sends no game list to a client that holds the current version, and the list for any other', async () => {
    const first = await server.call('appConfig', {});
    const version = first.json.gameListVersion as string;
    expect(version).toMatch(/^[0-9a-f]{16}$/);

    const current = await server.call('appConfig', { gameListVersion: version });
    expect(current.json.errcode).toBe(0);
    expect(current.json.gameList).toBeNull();
    expect(current.json.gameListVersion).toBe(version);

    const stale = await server.call('appConfig', { gameListVersion: 'stale' });
    expect(Array.isArray(stale.json.gameList)).toBe(true);
  });

  it('builds the snapshot once per version and rebuilds it when a setting changes', async () => {
    const db = server.conn.db;
    const a = await server.catalogue.get(db);
    expect(await server.catalogue.get(db)).toBe(a);

    const stored = await readSetting(db, 'webConfig');
    if (!stored) throw new Error('webConfig not seeded');
    await writeSetting(db, 'webConfig', { ...stored, mode: 'green' });
    const b = await server.catalogue.get(db);
    expect(b).not.toBe(a);
    expect(b.webConfig.mode).toBe('green');
    expect(b.gameList).toEqual(a.gameList);
    await writeSetting(db, 'webConfig', stored);
    expect((await server.call('appConfig', {})).json).toMatchObject({ webConfig: { mode: 'normal' } });
  });

  it('without test controls a stored test scenario changes nothing players see', async () => {
    const db = server.conn.db;
    const scenario = (await readSetting(db, 'scenario')) ?? {};
    await writeSetting(db, 'scenario', { ...scenario, mode: 'green', lineLoginEnabled: true });
    const { webConfig } = parseAnswer('appConfig', (await server.call('appConfig', {})).json);
    expect(webConfig).toMatchObject({ mode: 'normal', lineLoginEnabled: false });
    await writeSetting(db, 'scenario', scenario);
  });
});

describe('deterministic seed', () => {
  it('two fresh databases seeded alike have the same game list version; another size differs', async () => {
    const versions: string[] = [];
    for (const games of [300, 300, 301]) {
      const database = await createTestDatabase();
      try {
        await migrate(database.conn);
        await seed(database.conn.db, { games, rsaBits: 512 });
        versions.push((await readSetting(database.conn.db, 'gameListVersion')) ?? '');
      } finally {
        await database.dispose();
      }
    }
    expect(versions[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(versions[1]).toBe(versions[0]);
    expect(versions[2]).not.toBe(versions[0]);
  }, 120_000);
});

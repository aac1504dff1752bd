import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCatalogueCache } from '../../server/catalogue/cache';
import { loadGameList } from '../../server/catalogue/gameList';
import { gameListVersionOf } from '../../server/catalogue/version';
import { brands, games } from '../../server/db/schema';
import { readCsv } from '../../server/ops/csv';
import { parseGameList } from '../../server/ops/gameImport';
import { readSetting } from '../../server/settings';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';

/** /ops games: the catalogue's list and filters, flags and order, brands on and off, the import's dry run and apply. */
const server = setupServer({ testControls: true, seed: { games: 40 } });
const ops = opsTools(server);

let marketing = '';

beforeEach(async () => {
  await server.reset();
  marketing = await ops.session('marketing');
});

const db = () => server.conn.db;
const version = async () => (await readSetting(db(), 'gameListVersion')) ?? '';
/** What a player's client gets from appConfig (the shared catalogue snapshot). */
async function playerList() {
  const res = await server.call('appConfig', { gameListVersion: '' });
  return parseAnswer('appConfig', res.json);
}
async function aGame(where: (g: typeof games.$inferSelect) => boolean = (g) => g.status === 1 && g.maintain === 0) {
  const rows = await db().select().from(games).orderBy(games.id);
  const found = rows.find((g) => where(g) && g.brandMaintain === 0);
  if (!found) throw new Error('no such game in the seed');
  return found;
}

describe('the CSV reader', () => {
  it('reads quoted commas, doubled quotes and line breaks; names the line of a stray or open quote', () => {
    const read = readCsv('id,name\r\n1,"Lucky, ""Big"" Win"\n2,"Two\nLines"\n3,bad"quote\n\n4,"open');
    expect(read.records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['id', 'name']],
      [2, ['1', 'Lucky, "Big" Win']],
      [3, ['2', 'Two\nLines']],
    ]);
    expect(read.problems).toEqual([
      { line: 5, message: 'A quote inside an unquoted field: enclose the field in quotes and double the quote.' },
      { line: 7, message: 'A quote opened here is never closed.' },
    ]);
    expect(readCsv('"a"b').problems[0]?.message).toBe('Text after a closing quote: enclose the whole field in quotes.');
  });

  it('the game list: every bad row named by its line, the header checked, ids listed twice caught', () => {
    const known = { typeIds: new Set([1, 2]), brandIds: new Set([101]) };
    const csv = [
      'id,name,brandId,typeId,hot',
      '90001,Sun Gold,101,1,1',
      '90002,,101,1,0',
      '90003,Moon,999,1,0',
      '90004,Star,101,1,2',
      '90001,Sun Again,101,2,0',
      '90005,Short,101',
    ].join('\n');
    const { rows, errors } = parseGameList('csv', csv, known);
    expect(rows.map((r) => r.game.id)).toEqual([90001]);
    expect(errors).toEqual([
      { row: 3, message: 'name is missing.' },
      { row: 4, message: 'brandId 999 is not a brand of the lobby.' },
      { row: 5, message: 'hot must be 0 or 1.' },
      { row: 6, message: 'Game 90001 is listed twice (also row 2).' },
      { row: 7, message: '3 fields where the header has 5.' },
    ]);
    expect(parseGameList('csv', 'id,title\n1,x', known).errors[0]).toMatchObject({ row: 1 });
    expect(parseGameList('csv', 'id,title\n1,x', known).errors[0]?.message).toMatch(/unknown column "title"/);
    const json = parseGameList(
      'json',
      JSON.stringify([{ id: 7, name: 'A', brandId: 101, typeId: 1 }, { id: 'x' }]),
      known,
    );
    expect(json.rows).toHaveLength(1);
    expect(json.errors[0]?.row).toBe(2);
    expect(parseGameList('json', '{"games":', known).errors).toEqual([
      { row: 0, message: 'The text is not JSON: an array of games is expected.' },
    ]);
  });
});

describe('/ops games', () => {
  it('marketing and admin only; the list pages, searches by name or id and filters by type and brand', async () => {
    const support = await ops.session('support');
    expect((await ops.get('/games', support)).status).toBe(403);
    expect((await ops.get('/games', await ops.session('admin'))).status).toBe(200);
    const all = await ops.get('/games', marketing);
    expect(all.json).toMatchObject({ total: 40, page: 1, pageSize: 50 });
    const game = await aGame();
    const byName = await ops.get(`/games?q=${encodeURIComponent(game.name.slice(0, 6))}`, marketing);
    expect((byName.json.list as { id: number }[]).map((g) => g.id)).toContain(game.id);
    const byId = await ops.get(`/games?q=${game.id}`, marketing);
    expect((byId.json.list as { id: number }[])[0]?.id).toBe(game.id);
    const typed = await ops.get(`/games?type=${game.typeId}&brand=${game.brandId}`, marketing);
    const list = typed.json.list as { typeId: number; brandId: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => g.typeId === game.typeId && g.brandId === game.brandId)).toBe(true);
    expect((await ops.get('/games?type=x', marketing)).status).toBe(400);
    const facets = await ops.get('/games/facets', marketing);
    expect((facets.json.types as unknown[]).length).toBe(6);
    expect((facets.json.brands as { games: number }[]).reduce((n, b) => n + b.games, 0)).toBe(40);
  });

  it('hiding and maintenance reach the players on every instance: the version moves, the launch is refused', async () => {
    const game = await aGame((g) => g.status === 1 && g.maintain === 0 && g.hot === 0 && g.sort !== 3);
    const before = await version();
    const other = createCatalogueCache();
    expect((await other.get(db())).gameById.get(game.id)?.maintain).toBe(0);
    const res = await ops.post(`/games/${game.id}`, marketing, { maintenance: true, hot: true, sort: 3 });
    expect(res.status).toBe(200);
    expect(res.json.game).toMatchObject({ id: game.id, maintenance: true, hot: true, sort: 3 });
    expect(await version()).not.toBe(before);
    // Another server instance (its own cache) and a player's appConfig see the change without a restart.
    expect((await other.get(db())).gameById.get(game.id)).toMatchObject({ maintain: 1, hot: 1, sort: 3 });
    const config = await playerList();
    expect(config.gameListVersion).toBe(await version());
    expect(config.gameList?.find((g) => g.id === game.id)).toMatchObject({ maintain: 1 });
    const token = await server.login('demo');
    expect((await server.call('startGame', { gameId: game.id }, { token })).json.errcode).toBe(1102);

    await ops.post(`/games/${game.id}`, marketing, { maintenance: false, visible: false });
    expect((await playerList()).gameList?.find((g) => g.id === game.id)).toMatchObject({ status: 0, maintain: 0 });
    expect((await server.call('startGame', { gameId: game.id }, { token })).json.errcode).toBe(1101);

    const audit = (await ops.audit()).filter((r) => r.action === 'games.update');
    expect(audit.map((r) => [r.target, r.before, r.after])).toEqual([
      [
        `game:${game.id}`,
        { hot: false, maintenance: false, sort: game.sort },
        { hot: true, maintenance: true, sort: 3 },
      ],
      [`game:${game.id}`, { visible: true, maintenance: true }, { visible: false, maintenance: false }],
    ]);
    // The same values again change nothing and write nothing.
    const same = await ops.post(`/games/${game.id}`, marketing, { visible: false });
    expect(same.json.changed).toBe(false);
    expect((await ops.audit()).filter((r) => r.action === 'games.update')).toHaveLength(2);
  });

  it('concurrent changes to different games all land, and the stored version is that of the final list', async () => {
    const rows = (await db().select().from(games).orderBy(games.id)).filter((g) => g.hot === 0).slice(0, 10);
    const answers = await Promise.all(rows.map((g) => ops.post(`/games/${g.id}`, marketing, { hot: true })));
    expect(answers.map((a) => a.status)).toEqual(rows.map(() => 200));
    const served = (await playerList()).gameList ?? [];
    expect(rows.every((g) => served.find((s) => s.id === g.id)?.hot === 1)).toBe(true);
    const other = createCatalogueCache();
    expect((await other.get(db())).gameListVersion).toBe(await version());
    expect(gameListVersionOf(await loadGameList(db()))).toBe(await version());
  });

  it('bad updates are refused and change nothing', async () => {
    const game = await aGame();
    const before = await version();
    for (const body of [{}, { visible: 'yes' }, { sort: -1 }, { sort: 1.5 }, { colour: 'red' }]) {
      expect((await ops.post(`/games/${game.id}`, marketing, body)).status).toBe(400);
    }
    expect((await ops.post('/games/999999', marketing, { hot: true })).status).toBe(404);
    expect(await version()).toBe(before);
  });

  it("a brand switched off puts its games in the brand's maintenance and hides its logo; on lifts both", async () => {
    const game = await aGame();
    const off = await ops.post(`/games/brands/${game.brandId}`, marketing, { on: false });
    expect(off.status).toBe(200);
    const config = await playerList();
    expect(config.webConfig.appGameBrandList.find((b) => b.id === game.brandId)?.status).toBe(0);
    const served = config.gameList?.filter((g) => g.brandId === game.brandId) ?? [];
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((g) => g.params.brandMaintain === 1)).toBe(true);
    const token = await server.login('demo');
    expect((await server.call('startGame', { gameId: game.id }, { token })).json.errcode).toBe(1102);
    await ops.post(`/games/brands/${game.brandId}`, marketing, { on: true });
    const back = await playerList();
    expect(back.webConfig.appGameBrandList.find((b) => b.id === game.brandId)?.status).toBe(1);
    expect(back.gameList?.filter((g) => g.brandId === game.brandId).every((g) => g.params.brandMaintain === 0)).toBe(
      true,
    );
    const audit = (await ops.audit()).filter((r) => r.action === 'brands.switch');
    expect(audit.map((r) => r.after)).toEqual([{ on: false }, { on: true }]);
    expect((await ops.post('/games/brands/1', marketing, { on: true })).status).toBe(404);
  });
});

describe('/ops games import', () => {
  async function fileFor() {
    const game = await aGame();
    const [brand] = await db().select().from(brands).where(eq(brands.id, game.brandId));
    const csv = [
      'id,name,brandId,typeId,hot,sort',
      `${game.id},"${game.name}, Deluxe",${game.brandId},${game.typeId},1,${game.sort}`,
      `95001,Golden Carabao,${game.brandId},${game.typeId},,`,
    ].join('\n');
    return { game, brand, csv };
  }

  it('the dry run names the bad row and changes nothing; applying that file is refused', async () => {
    const { game, csv } = await fileFor();
    const bad = `${csv}\n95002,Jeepney Jackpot,${game.brandId},77,0,1`;
    const before = await version();
    const rows = await db().select().from(games).orderBy(games.id);
    const dry = await ops.post('/games/import', marketing, { format: 'csv', text: bad, apply: false });
    expect(dry.status).toBe(200);
    expect(dry.json).toMatchObject({ applied: false, version: before, counts: { added: 1, changed: 1 } });
    expect(dry.json.errors).toEqual([{ row: 4, message: 'typeId 77 is not a game type of the lobby.' }]);
    const applied = await ops.post('/games/import', marketing, {
      format: 'csv',
      text: bad,
      apply: true,
      expectVersion: before,
    });
    expect(applied.status).toBe(400);
    expect(await db().select().from(games).orderBy(games.id)).toEqual(rows);
    expect(await version()).toBe(before);
    expect((await ops.audit()).filter((r) => r.action === 'games.import')).toEqual([]);
  });

  it('a clean dry run shows the diff; applying writes it once, audited, and players get the new list', async () => {
    const { game, csv } = await fileFor();
    const dry = await ops.post('/games/import', marketing, { format: 'csv', text: csv, apply: false });
    expect(dry.json.errors).toEqual([]);
    expect(dry.json.added).toEqual([{ id: 95001, name: 'Golden Carabao', brandId: game.brandId, typeId: game.typeId }]);
    expect(dry.json.changed).toEqual([
      {
        id: game.id,
        name: `${game.name}, Deluxe`,
        fields: {
          name: { before: game.name, after: `${game.name}, Deluxe` },
          ...(game.hot === 1 ? {} : { hot: { before: 0, after: 1 } }),
        },
      },
    ]);
    const missing = (dry.json.counts as { missing: number }).missing;
    const version0 = dry.json.version as string;
    const apply = { format: 'csv', text: csv, apply: true, expectVersion: version0 };
    const applied = await ops.post('/games/import', marketing, apply);
    expect(applied.status).toBe(200);
    expect(applied.json).toMatchObject({ applied: true, counts: { added: 1, changed: 1, missing } });
    expect(applied.json.version).toBe(await version());
    expect(applied.json.version).not.toBe(version0);
    const served = (await playerList()).gameList?.find((g) => g.id === 95001);
    expect(served).toMatchObject({
      name: 'Golden Carabao',
      status: 1,
      recent: 1,
      maintain: 0,
      platformId: game.brandId,
    });
    // Sent again with the old version: the catalogue moved, nothing is applied twice.
    const again = await ops.post('/games/import', marketing, apply);
    expect(again.status).toBe(409);
    const audit = (await ops.audit()).filter((r) => r.action === 'games.import');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toEqual({ version: version0 });
    expect(audit[0]?.after).toMatchObject({
      added: 1,
      changed: 1,
      hidden: 0,
      addedIds: [95001],
      changedIds: [game.id],
    });
    // A new dry run of the same file finds nothing left to do.
    const after = await ops.post('/games/import', marketing, { format: 'csv', text: csv, apply: false });
    expect(after.json.counts).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
  });

  it('20 concurrent applies of one checked file: one writes it, the others are told the catalogue moved', async () => {
    const { csv } = await fileFor();
    const dry = await ops.post('/games/import', marketing, { format: 'csv', text: csv, apply: false });
    const apply = { format: 'csv', text: csv, apply: true, expectVersion: dry.json.version };
    const answers = await Promise.all(Array.from({ length: 20 }, () => ops.post('/games/import', marketing, apply)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    expect(await db().select().from(games).where(eq(games.id, 95001))).toHaveLength(1);
    expect((await ops.audit()).filter((r) => r.action === 'games.import')).toHaveLength(1);
    // The stored version is the hash of what is served: no writer's version was computed over another's rows.
    expect((await playerList()).gameListVersion).toBe(await version());
  });

  it('JSON works the same; asked to, games of the brand missing from the list are hidden', async () => {
    const game = await aGame();
    const siblings = (await db().select().from(games).where(eq(games.brandId, game.brandId))).filter(
      (g) => g.status === 1 && g.id !== game.id,
    );
    const text = JSON.stringify({
      games: [
        { id: game.id, name: game.name, brandId: game.brandId, typeId: game.typeId, platformId: game.platformId },
      ],
    });
    const dry = await ops.post('/games/import', marketing, { format: 'json', text, apply: false });
    expect(dry.json.counts).toMatchObject({ added: 0, changed: 0, unchanged: 1, missing: siblings.length });
    const applied = await ops.post('/games/import', marketing, {
      format: 'json',
      text,
      apply: true,
      hideMissing: true,
      expectVersion: dry.json.version,
    });
    expect(applied.status).toBe(200);
    const rows = await db().select().from(games).where(eq(games.brandId, game.brandId));
    expect(rows.filter((g) => g.status === 1).map((g) => g.id)).toEqual([game.id]);
  });

  it('refuses a request that is not an import, and a body over the cap', async () => {
    expect((await ops.post('/games/import', marketing, { format: 'xml', text: 'x', apply: false })).status).toBe(400);
    expect((await ops.post('/games/import', marketing, { format: 'csv', text: ' ', apply: false })).status).toBe(400);
    const huge = 'x'.repeat(4 * 1024 * 1024 + 10);
    expect((await ops.post('/games/import', marketing, { format: 'csv', text: huge, apply: false })).status).toBe(413);
  });
});

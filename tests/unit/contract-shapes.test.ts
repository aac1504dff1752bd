import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { pageResponseShape, renderShapeFiles, shapeOf } from '../../scripts/shapes';
import { envelope, text } from '../../src/api/contract/define';
import { lobbyHome } from '../../src/api/contract/endpoints/lobbyHome';
import { gameListShape } from '../../src/api/contract/gameListShape';
import { envelopeShape, lobbyHomeShapes, localShapes, sessionShapes } from '../../src/api/contract/homeShapes';
import { checkShape } from '../../src/api/contract/shape';
import { localSchemas, sessionSchemas } from '../../src/platform/storage/storageSchemas';
import { game as fixtureGame, webConfig as fixtureWebConfig, userInfo } from '../machines/fixtures';

/** The schema and its written shape read a value the same way: both accept it with the same data, or both refuse. */
function expectSame(schema: z.ZodMiniType, value: unknown, shape = shapeOf(schema)) {
  const byZod = schema.safeParse(value);
  const byShape = checkShape(shape, value);
  expect(byShape.success, JSON.stringify(value)).toBe(byZod.success);
  if (byZod.success && byShape.success) expect(byShape.data).toStrictEqual(byZod.data);
  if (!byZod.success && !byShape.success) expect(byShape.error.issues[0]?.path).toEqual(byZod.error.issues[0]?.path);
}

/** Ways to break one value, four levels deep: each part replaced by wrong types, each object key removed. */
function* variants(value: unknown, depth = 4): Generator<unknown> {
  for (const wrong of [undefined, null, 'x', '', 7, 1.5, -1, true, [], {}]) yield wrong;
  if (depth === 0) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < Math.min(value.length, 2); i++) {
      for (const inner of variants(value[i], depth - 1)) yield value.map((item, j) => (j === i ? inner : item));
    }
  } else if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    for (const [key, item] of entries) {
      const { [key]: _gone, ...rest } = value as Record<string, unknown>;
      yield rest;
      for (const inner of variants(item, depth - 1)) yield { ...value, [key]: inner };
    }
    yield { ...value, extra: 1 };
  }
}

const string300 = 'a'.repeat(300);
const game = fixtureGame(1);
// Every list holds one entry, so each entry's fields are broken too.
const webConfig = fixtureWebConfig({
  lobbyMode: 'demo',
  registerType: 2,
  socialMedia: [{ id: 'facebook', url: 'https://facebook.com/x' }],
  h5: { downloadType: 1, downloadUrl: '', url: ['/a'] },
  appGameBrandList: [{ id: 1, showName: 'Brand', status: 1, sort: 1, icon3: '/b.png' }],
  appRechargeTypeMap: {
    '1': {
      id: 1,
      name: 'GCash',
      iconH5: '/g.png',
      bankId: 1,
      payMode: 'qr',
      minAmount: 100,
      maxAmount: 9000,
      amounts: [100],
    },
  },
  appUserLevelConfigList: [{ level: 1, betAmount: 0 }],
  appGenericImgList: [{ uniqueKey: 'logo', img: '/l.png' }],
  appNoticeConfigList: [
    { id: 1, title: 'T', content: 'C', imgUrl2: '', isH5Pop: 1, sort: 1, createTime: 1, clickType: 0, clickAction: '' },
  ],
  appLobbyAdConfigList: [{ id: 1, imgUrl2: '/a.png', sort: 1, clickType: 1, clickAction: '/lobby/home' }],
  appPromotionalVideoList: [{ id: 1, coverImg: '/c.png', path: '/v.mp4', clickType: 0, clickAction: '' }],
  appPropConfigMap: { '7': { id: 7, name: 'Spin', price: 100 } },
  appRechargeBonusCollection9ConfigList: [{ id: 1, price: 100, award: [{ id: 2001, count: 5 }], showType: 1 }],
  appInviteBonus1ConfigList: [{ id: 1, award: [{ id: 2001, count: 5 }], inviteCount: 3 }],
  appCustomerServiceList: [{ id: 1, nickname: 'Help', url: 'https://x', isOut: 1, icon: '/i.png' }],
  loginPayConfig: { propIds: [7] },
});
const answers: Record<keyof typeof lobbyHome, Record<string, unknown>> = {
  appConfig: { webConfig, gameListVersion: 'v1', gameList: [game] },
  getCustomerServices: { appCustomerServiceQueue: webConfig.appCustomerServiceList },
  lobbyTips: {
    jackpotList: [{ phone: '917***4567', gameId: 1, amount: 5000, timestamp: 1 }],
    newYearList: [{ phone: '917***4567', amount: 5000, timestamp: 1 }],
  },
  anonymousTradeInfo: {
    firstRechargeDone: false,
    firstRechargeBonus: 100,
    entries: [{ id: 1, title: 'T', img: '/i.png', clickType: 1, clickAction: '/x' }],
  },
  appEventLogClient: { accepted: 1 },
};

describe('shapes: the zod-free checks of the guest’s first download (src/api/contract/shape.ts)', () => {
  it('are current with the zod schemas (npm run docs writes them)', () => {
    for (const [path, text] of Object.entries(renderShapeFiles())) {
      expect(readFileSync(path, 'utf8'), `${path} is stale: run \`npm run docs\``).toBe(text);
    }
  });

  it('name the same calls and paths as the lobbyHome group', () => {
    expect(Object.keys(lobbyHomeShapes).sort()).toEqual(Object.keys(lobbyHome).sort());
    const written: Record<string, { path: string; response: unknown }> = lobbyHomeShapes;
    for (const [name, def] of Object.entries(lobbyHome)) {
      expect(written[name]?.path).toBe(def.path);
      expect(written[name]?.response).toEqual(pageResponseShape(name, shapeOf(def.response)));
    }
    expect(envelopeShape).toEqual(shapeOf(envelope));
    expect(localShapes).toEqual(Object.fromEntries(Object.entries(localSchemas).map(([k, s]) => [k, shapeOf(s)])));
    expect(sessionShapes).toEqual(Object.fromEntries(Object.entries(sessionSchemas).map(([k, s]) => [k, shapeOf(s)])));
  });

  it('accept, refuse and return every home answer as its schema does, broken in every way', () => {
    for (const [name, data] of Object.entries(answers)) {
      const schema = lobbyHome[name as keyof typeof lobbyHome].response;
      const answer = { code: 200, errcode: 0, ...data };
      expectSame(schema, answer);
      for (const broken of variants(answer)) expectSame(schema, broken);
    }
    expectSame(envelope, { code: 200, errcode: 1021, msg: 'wait', retryIn: 30 });
    for (const broken of variants({ code: 200, errcode: 0, msg: 'm', retryIn: 1, ticket: 't' }))
      expectSame(envelope, broken);
  });

  it('appConfig: the page checks all but the list’s entries, the worker those, and together they judge as zod does', () => {
    const schema = lobbyHome.appConfig.response;
    const answer = { code: 200, errcode: 0, ...answers.appConfig };
    let refusedInWorker = 0;
    for (const value of [answer, ...variants(answer)]) {
      const byZod = schema.safeParse(value);
      const page = checkShape<{ gameList: unknown[] | null }>(lobbyHomeShapes.appConfig!.response, value);
      const list = page.success ? page.data.gameList : null;
      const worker = list === null ? null : checkShape(gameListShape, list);
      if (page.success && worker?.success === false) refusedInWorker += 1;
      expect(page.success && worker?.success !== false, JSON.stringify(value)).toBe(byZod.success);
    }
    // The broken games are refused, and by the worker, not the page.
    expect(refusedInWorker).toBeGreaterThan(10);
  });

  it('read every stored value as its schema does', () => {
    const samples: Record<string, unknown> = {
      gameList: [game],
      gameMap: { '1': game },
      gameUser: userInfo(),
      webConfig,
      adParams: { afuid: 'a', fbc: 'b' },
      uiTips: { a: true },
      activityModalIds: [1, 2],
      locale: 'fil-PH',
      userState: { banks: {} },
    };
    for (const [key, schema] of Object.entries({ ...localSchemas, ...sessionSchemas })) {
      const sample = samples[key] ?? true;
      expectSame(schema, sample);
      for (const broken of variants(sample)) expectSame(schema, broken);
    }
  });

  it('follow zod on bounds, control characters, unions, optional keys and unknown keys', () => {
    const cases: [z.ZodMiniType, unknown[]][] = [
      [text(3), ['abc', 'abcd', 'a\u0000', 'tab\t', '', string300]],
      [z.int().check(z.minimum(1), z.maximum(3)), [0, 1, 3, 4, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]],
      [z.number(), [1.5, Number.NaN, Number.NEGATIVE_INFINITY, '1']],
      [z.array(z.int()).check(z.minLength(1), z.maxLength(2)), [[], [1], [1, 2], [1, 2, 3], [1, 'a']]],
      [z.union([z.literal(0), z.literal(1)]), [0, 1, 2, '1']],
      [z.enum(['a', 'b']), ['a', 'c', null]],
      [z.nullable(z.array(z.string())), [null, undefined, ['a']]],
      [
        z.object({ a: z.optional(z.int()), b: z.string() }),
        [{ b: 'x' }, { a: undefined, b: 'x' }, { a: 1, b: 'x', c: 2 }, { a: 'no', b: 'x' }, { b: 1 }, [], null],
      ],
      [z.record(z.string(), z.boolean()), [{}, { a: true }, { a: 1 }, [], null, 'x']],
      [z.record(z.string(), z.unknown()), [{ a: { deep: [1] } }, 1]],
    ];
    for (const [schema, values] of cases) for (const value of values) expectSame(schema, value);
  });

  it('refuse to write a schema they cannot check', () => {
    expect(() => shapeOf(z.string().check(z.refine((s) => s.length > 0)))).toThrow();
    expect(() => shapeOf(z.int().check(z.positive()))).toThrow();
    expect(() => shapeOf(z.email())).toThrow();
  });
});

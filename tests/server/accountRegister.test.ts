import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts';
import { ADULT, accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const t = accountTools(server);

async function userRow(account: string) {
  const [row] = await server.conn.db.select().from(users).where(eq(users.account, account));
  return row;
}

describe('registration, each of the three types, then login', () => {
  beforeEach(async () => {
    await t.scenario({ registerType: 2, otpStatus: 1, mode: 'normal' });
  });

  it('username (registerType 2): accountType 2, logged in, and the password logs in again', async () => {
    const { device, username } = fresh();
    const password = await t.encrypt('Secret12');
    const res = await t.call('accountRegist', { account: username, password, type: 0, ...ADULT }, device);
    const data = parseAnswer('accountRegist', res.json);
    expect(data.errcode).toBe(0);
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(data.user).toMatchObject({ account: username, accountType: 2, mobile: '', nickname: username, pid: 0 });
    expect((await t.call('getUserInfo', {}, device, data.token)).json.errcode).toBe(0);

    const login = await t.call('accountLogin', { account: username, password: await t.encrypt('Secret12') }, device);
    expect(parseAnswer('accountLogin', login.json).user.id).toBe(data.user.id);
  });

  it('phone without code (registerType 3): the account is the mobile, accountType 3', async () => {
    await t.scenario({ registerType: 3 });
    const { device, mobile } = fresh();
    const res = await t.call(
      'accountRegist',
      { account: mobile, password: await t.encrypt('Secret12'), type: 0, ...ADULT },
      device,
    );
    const data = parseAnswer('accountRegist', res.json);
    expect(data.user).toMatchObject({ account: mobile, mobile, accountType: 3 });
    const login = await t.call('accountLogin', { account: mobile, password: await t.encrypt('Secret12') }, device);
    expect(login.json.errcode).toBe(0);
  });

  it('phone with code (registerType 1, otpStatus 1): smsSend type 0, accountRegist4, accountType 1', async () => {
    await t.scenario({ registerType: 1 });
    const { device, mobile } = fresh();
    expect((await t.call('smsSend', { mobile, type: 0 }, device)).json.errcode).toBe(0);
    const code = await t.lastCode(mobile, 0);
    expect(code).toMatch(/^\d{6}$/);
    const password = await t.encrypt('Secret12');
    const res = await t.call('accountRegist4', { account: mobile, password, type: 0, code, ...ADULT }, device);
    const data = parseAnswer('accountRegist4', res.json);
    expect(data.user).toMatchObject({ account: mobile, mobile, accountType: 1 });
    const login = await t.call('accountLogin', { account: mobile, password: await t.encrypt('Secret12') }, device);
    expect(login.json.errcode).toBe(0);
  });
});

describe('registration refusals', () => {
  beforeEach(async () => {
    await t.scenario({ registerType: 2, otpStatus: 1, mode: 'normal' });
  });

  it('1018 username taken; 1019 mobile registered (both register calls)', async () => {
    const { device, username } = fresh();
    const body = { account: username, password: await t.encrypt('Secret12'), type: 0, ...ADULT };
    expect((await t.call('accountRegist', body, device)).json.errcode).toBe(0);
    expect((await t.call('accountRegist', body, device)).json).toMatchObject({ code: 200, errcode: 1018 });

    await t.scenario({ registerType: 3 });
    const phone = { account: '9171234567', password: await t.encrypt('Secret12'), type: 0, ...ADULT };
    expect((await t.call('accountRegist', phone, device)).json.errcode).toBe(1019);
    await t.scenario({ registerType: 1 });
    expect((await t.call('accountRegist4', { ...phone, code: '123456' }, device)).json.errcode).toBe(1019);
    expect((await t.call('smsSend', { mobile: '9171234567', type: 0 }, device)).json.errcode).toBe(1019);
  });

  it('1051 account format against the configuration; 1052 password length', async () => {
    const { device } = fresh();
    const password = await t.encrypt('Secret12');
    for (const account of ['ab1', 'has space1', 'under_score', 'x'.repeat(17)]) {
      const res = await t.call('accountRegist', { account, password, type: 0, ...ADULT }, device);
      expect({ account, errcode: res.json.errcode }).toEqual({ account, errcode: 1051 });
    }
    await t.scenario({ registerType: 3 });
    for (const account of ['8171234567', '917123456', '917123456789', '91712345a7']) {
      const res = await t.call('accountRegist', { account, password, type: 0, ...ADULT }, device);
      expect({ account, errcode: res.json.errcode }).toEqual({ account, errcode: 1051 });
    }
    expect((await t.call('smsSend', { mobile: '8171234567', type: 0 }, device)).json.errcode).toBe(1051);
    // Phone registration while the lobby registers usernames.
    await t.scenario({ registerType: 2 });
    const { mobile } = fresh();
    const phone = await t.call(
      'accountRegist4',
      { account: mobile, password, type: 0, code: '123456', ...ADULT },
      device,
    );
    expect(phone.json.errcode).toBe(1051);

    const short = await t.call(
      'accountRegist',
      { account: fresh().username, password: await t.encrypt('abc'), type: 0, ...ADULT },
      device,
    );
    expect(short.json.errcode).toBe(1052);
    const long = await t.call(
      'accountRegist',
      { account: fresh().username, password: await t.encrypt('a'.repeat(21)), type: 0, ...ADULT },
      device,
    );
    expect(long.json.errcode).toBe(1052);
  });

  it('1045 phone register without a requested code; accountRegist refused while the code is required', async () => {
    await t.scenario({ registerType: 1 });
    const { device, mobile } = fresh();
    const password = await t.encrypt('Secret12');
    expect(
      (await t.call('accountRegist4', { account: mobile, password, type: 0, code: '123456', ...ADULT }, device)).json
        .errcode,
    ).toBe(1045);
    expect((await t.call('accountRegist', { account: mobile, password, type: 0, ...ADULT }, device)).json.errcode).toBe(
      1045,
    );
    // With the code setting off, phone registration goes through accountRegist as accountType 1.
    await t.scenario({ otpStatus: 0 });
    const plain = await t.call('accountRegist', { account: mobile, password, type: 0, ...ADULT }, device);
    expect(parseAnswer('accountRegist', plain.json).user).toMatchObject({ accountType: 1, mobile });
  });

  it('1043 wrong code (and nothing is created); the right one then works', async () => {
    await t.scenario({ registerType: 1 });
    const { device, mobile } = fresh();
    await t.call('smsSend', { mobile, type: 0 }, device);
    const code = await t.lastCode(mobile, 0);
    const wrong = code === '000000' ? '000001' : '000000';
    const password = await t.encrypt('Secret12');
    expect(
      (await t.call('accountRegist4', { account: mobile, password, type: 0, code: wrong, ...ADULT }, device)).json
        .errcode,
    ).toBe(1043);
    expect(await userRow(mobile)).toBeUndefined();
    expect(
      (await t.call('accountRegist4', { account: mobile, password, type: 0, code, ...ADULT }, device)).json.errcode,
    ).toBe(0);
  });
});

describe('invite codes', () => {
  it('every new player gets its own code; a valid invite code sets pid to the inviter, an unknown one is ignored', async () => {
    await t.scenario({ registerType: 2 });
    const password = await t.encrypt('Secret12');
    const inviter = parseAnswer(
      'accountRegist',
      (await t.call('accountRegist', { account: fresh().username, password, type: 0, ...ADULT }, fresh().device)).json,
    ).user;
    expect(inviter.inviteCode).toMatch(/^\d{8}$/);

    const invited = parseAnswer(
      'accountRegist',
      (
        await t.call(
          'accountRegist',
          { account: fresh().username, password, type: 0, inviteCode: inviter.inviteCode, ...ADULT },
          fresh().device,
        )
      ).json,
    ).user;
    expect(invited.pid).toBe(inviter.id);
    expect(invited.inviteCode).not.toBe(inviter.inviteCode);
    expect((await userRow(invited.account))?.pid).toBe(inviter.id);

    const stray = await t.call(
      'accountRegist',
      { account: fresh().username, password, type: 0, inviteCode: 'nope', ...ADULT },
      fresh().device,
    );
    expect(parseAnswer('accountRegist', stray.json).user.pid).toBe(0);

    const codes = await server.conn.db.select({ code: users.inviteCode }).from(users);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });
});

/** 21 or older on today's Manila date (UTC+8), and the excluded-persons declaration, before any account. */
describe('the 21+ check and the declaration (1053, 1054, 1055)', () => {
  // The server clock at 2026-03-01 16:30 UTC, which is already 2 March 2026 (00:30) in Manila.
  const MANILA_2_MARCH = Date.UTC(2026, 2, 1, 16, 30);
  const password = () => t.encrypt('Secret12');
  const userCount = async () => (await server.conn.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  beforeEach(async () => {
    await t.scenario({ registerType: 2, otpStatus: 1, mode: 'normal' });
    await t.setClock(MANILA_2_MARCH - Date.now());
  });
  afterEach(async () => {
    await t.setClock(0);
  });

  it('exactly 21 today in Manila (not yet in UTC) registers and keeps the birth date; 21 tomorrow is 1053', async () => {
    const { device, username } = fresh();
    const before = await userCount();
    const young = await t.call(
      'accountRegist',
      { account: username, password: await password(), type: 0, birthDate: '2005-03-03', notExcluded: true },
      device,
    );
    expect(young.status).toBe(200);
    expect(young.json).toMatchObject({ code: 200, errcode: 1053 });
    expect(await userCount()).toBe(before);

    const adult = await t.call(
      'accountRegist',
      { account: username, password: await password(), type: 0, birthDate: '2005-03-02', notExcluded: true },
      device,
    );
    expect(adult.json.errcode).toBe(0);
    expect((await userRow(username))?.birthDate).toBe('2005-03-02');
  });

  it('accountRegist4: 1053 before the one-time code is used, so the same code then registers an adult', async () => {
    await t.scenario({ registerType: 1 });
    const { device, mobile } = fresh();
    await t.call('smsSend', { mobile, type: 0 }, device);
    const code = await t.lastCode(mobile, 0);
    const body = { account: mobile, password: await password(), type: 0, code, notExcluded: true };
    const young = await t.call('accountRegist4', { ...body, birthDate: '2010-01-01' }, device);
    expect(young.json).toMatchObject({ code: 200, errcode: 1053 });
    const adult = await t.call('accountRegist4', { ...body, birthDate: '1985-11-02' }, device);
    expect(parseAnswer('accountRegist4', adult.json).user).toMatchObject({ account: mobile, accountType: 1 });
    expect((await userRow(mobile))?.birthDate).toBe('1985-11-02');
  });

  it('1054 for a date that does not exist, before 1900, tomorrow in Manila, not YYYY-MM-DD or missing (HTTP 200)', async () => {
    const { device } = fresh();
    const before = await userCount();
    const cases: Record<string, unknown>[] = [
      { birthDate: '2001-02-30' },
      { birthDate: '2001-13-01' },
      { birthDate: '1899-12-31' },
      { birthDate: '2026-03-03' },
      { birthDate: '2001-2-3' },
      { birthDate: '15/06/1990' },
      { birthDate: 19900615 },
      {},
    ];
    for (const extra of cases) {
      const body = { account: fresh().username, password: await password(), type: 0, notExcluded: true, ...extra };
      const res = await t.call('accountRegist', body, device);
      expect({ extra, status: res.status, errcode: res.json.errcode }).toEqual({ extra, status: 200, errcode: 1054 });
    }
    // The earliest date accepted.
    const first = { account: fresh().username, password: await password(), type: 0, notExcluded: true };
    expect((await t.call('accountRegist', { ...first, birthDate: '1900-01-01' }, device)).json.errcode).toBe(0);
    expect(await userCount()).toBe(before + 1);
  });

  it('1055 when the declaration is missing or not true, on both calls; nothing is created', async () => {
    const { device } = fresh();
    const before = await userCount();
    for (const extra of [{}, { notExcluded: false }, { notExcluded: 'true' }, { notExcluded: 1 }]) {
      const body = { account: fresh().username, password: await password(), type: 0, birthDate: '1990-06-15' };
      const res = await t.call('accountRegist', { ...body, ...extra }, device);
      expect({ extra, status: res.status, errcode: res.json.errcode }).toEqual({ extra, status: 200, errcode: 1055 });
    }
    await t.scenario({ registerType: 1 });
    const phone = { account: fresh().mobile, password: await password(), type: 0, code: '123456' };
    expect((await t.call('accountRegist4', { ...phone, birthDate: '1990-06-15' }, device)).json.errcode).toBe(1055);
    expect(await userCount()).toBe(before);
  });

  it('a body wrong elsewhere too stays 9002 (HTTP 400); the rules run after the account and password checks', async () => {
    const { device } = fresh();
    const bad = await t.call(
      'accountRegist',
      { account: fresh().username, password: await password(), type: 1 },
      device,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errcode).toBe(9002);
    // A well-formed body: the account's format (1051) and the password's length (1052) come before the age.
    const young = { type: 0, birthDate: '2010-01-01', notExcluded: true };
    expect(
      (await t.call('accountRegist', { ...young, account: 'ab', password: await password() }, device)).json.errcode,
    ).toBe(1051);
    const short = { ...young, account: fresh().username, password: await t.encrypt('abc') };
    expect((await t.call('accountRegist', short, device)).json.errcode).toBe(1052);
    // Under age with no declaration: the body is refused at the declaration first.
    const { notExcluded: _declared, ...undeclared } = young;
    const body = { ...undeclared, account: fresh().username, password: await password() };
    expect((await t.call('accountRegist', body, device)).json.errcode).toBe(1055);
  });

  it('the seeded demo accounts have an adult birth date', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const row = await userRow(demo.account);
      expect(row?.birthDate).toBe(demo.birthDate);
      expect(Number(row?.birthDate?.slice(0, 4))).toBeLessThanOrEqual(2026 - 21);
    }
  });
});

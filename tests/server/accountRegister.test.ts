import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { accountTools, fresh } from './accounts';
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
    const res = await t.call('accountRegist', { account: username, password, type: 0 }, device);
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
      { account: mobile, password: await t.encrypt('Secret12'), type: 0 },
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
    const res = await t.call('accountRegist4', { account: mobile, password, type: 0, code }, device);
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
    const body = { account: username, password: await t.encrypt('Secret12'), type: 0 };
    expect((await t.call('accountRegist', body, device)).json.errcode).toBe(0);
    expect((await t.call('accountRegist', body, device)).json).toMatchObject({ code: 200, errcode: 1018 });

    await t.scenario({ registerType: 3 });
    const phone = { account: '9171234567', password: await t.encrypt('Secret12'), type: 0 };
    expect((await t.call('accountRegist', phone, device)).json.errcode).toBe(1019);
    await t.scenario({ registerType: 1 });
    expect((await t.call('accountRegist4', { ...phone, code: '123456' }, device)).json.errcode).toBe(1019);
    expect((await t.call('smsSend', { mobile: '9171234567', type: 0 }, device)).json.errcode).toBe(1019);
  });

  it('1051 account format against the configuration; 1052 password length', async () => {
    const { device } = fresh();
    const password = await t.encrypt('Secret12');
    for (const account of ['ab1', 'has space1', 'under_score', 'x'.repeat(17)]) {
      const res = await t.call('accountRegist', { account, password, type: 0 }, device);
      expect({ account, errcode: res.json.errcode }).toEqual({ account, errcode: 1051 });
    }
    await t.scenario({ registerType: 3 });
    for (const account of ['8171234567', '917123456', '917123456789', '91712345a7']) {
      const res = await t.call('accountRegist', { account, password, type: 0 }, device);
      expect({ account, errcode: res.json.errcode }).toEqual({ account, errcode: 1051 });
    }
    expect((await t.call('smsSend', { mobile: '8171234567', type: 0 }, device)).json.errcode).toBe(1051);
    // Phone registration while the lobby registers usernames.
    await t.scenario({ registerType: 2 });
    const { mobile } = fresh();
    const phone = await t.call('accountRegist4', { account: mobile, password, type: 0, code: '123456' }, device);
    expect(phone.json.errcode).toBe(1051);

    const short = await t.call(
      'accountRegist',
      { account: fresh().username, password: await t.encrypt('abc'), type: 0 },
      device,
    );
    expect(short.json.errcode).toBe(1052);
    const long = await t.call(
      'accountRegist',
      { account: fresh().username, password: await t.encrypt('a'.repeat(21)), type: 0 },
      device,
    );
    expect(long.json.errcode).toBe(1052);
  });

  it('1045 phone register without a requested code; accountRegist refused while the code is required', async () => {
    await t.scenario({ registerType: 1 });
    const { device, mobile } = fresh();
    const password = await t.encrypt('Secret12');
    expect(
      (await t.call('accountRegist4', { account: mobile, password, type: 0, code: '123456' }, device)).json.errcode,
    ).toBe(1045);
    expect((await t.call('accountRegist', { account: mobile, password, type: 0 }, device)).json.errcode).toBe(1045);
    // With the code setting off, phone registration goes through accountRegist as accountType 1.
    await t.scenario({ otpStatus: 0 });
    const plain = await t.call('accountRegist', { account: mobile, password, type: 0 }, device);
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
      (await t.call('accountRegist4', { account: mobile, password, type: 0, code: wrong }, device)).json.errcode,
    ).toBe(1043);
    expect(await userRow(mobile)).toBeUndefined();
    expect((await t.call('accountRegist4', { account: mobile, password, type: 0, code }, device)).json.errcode).toBe(0);
  });

  it('1049 after five accounts from one fingerprint; another device still registers', async () => {
    const { device } = fresh();
    const password = await t.encrypt('Secret12');
    for (let i = 0; i < 5; i++) {
      const res = await t.call('accountRegist', { account: fresh().username, password, type: 0 }, device);
      expect(res.json.errcode).toBe(0);
    }
    const sixth = await t.call('accountRegist', { account: fresh().username, password, type: 0 }, device);
    expect(sixth.json).toMatchObject({ code: 200, errcode: 1049 });
    const other = await t.call('accountRegist', { account: fresh().username, password, type: 0 }, fresh().device);
    expect(other.json.errcode).toBe(0);
  });
});

describe('invite codes', () => {
  it('every new player gets its own code; a valid invite code sets pid to the inviter, an unknown one is ignored', async () => {
    await t.scenario({ registerType: 2 });
    const password = await t.encrypt('Secret12');
    const inviter = parseAnswer(
      'accountRegist',
      (await t.call('accountRegist', { account: fresh().username, password, type: 0 }, fresh().device)).json,
    ).user;
    expect(inviter.inviteCode).toMatch(/^\d{8}$/);

    const invited = parseAnswer(
      'accountRegist',
      (
        await t.call(
          'accountRegist',
          { account: fresh().username, password, type: 0, inviteCode: inviter.inviteCode },
          fresh().device,
        )
      ).json,
    ).user;
    expect(invited.pid).toBe(inviter.id);
    expect(invited.inviteCode).not.toBe(inviter.inviteCode);
    expect((await userRow(invited.account))?.pid).toBe(inviter.id);

    const stray = await t.call(
      'accountRegist',
      { account: fresh().username, password, type: 0, inviteCode: 'nope' },
      fresh().device,
    );
    expect(parseAnswer('accountRegist', stray.json).user.pid).toBe(0);

    const codes = await server.conn.db.select({ code: users.inviteCode }).from(users);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });
});

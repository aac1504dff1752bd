import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as lockout from '../../server/auth/lockout';
import { generateRsaKeyPair } from '../../server/crypto/rsa';
import { sessions, users } from '../../server/db/schema';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { ADULT, accountTools, encryptLikeJsencrypt, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const t = accountTools(server);
const MINUTE = 60_000;

afterEach(async () => {
  await t.setClock(0);
});

/** A new username account with password Secret12; answers its name and token. */
async function newAccount(device = fresh().device) {
  const { username } = fresh();
  const res = await t.call(
    'accountRegist',
    { account: username, password: await t.encrypt('Secret12'), type: 0, ...ADULT },
    device,
  );
  return { account: username, token: parseAnswer('accountRegist', res.json).token, device };
}

describe('login', () => {
  it('101 for a wrong password and for an unknown account (one answer, so nobody learns who has one); the seeded demo accounts log in', async () => {
    const { device } = fresh();
    expect(
      (await t.call('accountLogin', { account: 'demo', password: await t.encrypt('nope') }, device)).json,
    ).toMatchObject({ code: 200, errcode: 101 });
    const wrong = (await t.call('accountLogin', { account: 'demo', password: await t.encrypt('nope') }, fresh().device))
      .json;
    const unknown = (
      await t.call('accountLogin', { account: 'nobody', password: await t.encrypt('x') }, fresh().device)
    ).json;
    expect(unknown).toEqual(wrong);
    expect(unknown).toMatchObject({ code: 200, errcode: 101 });
    for (const account of ['demo', '9171234567']) {
      const res = await t.call('accountLogin', { account, password: await t.encrypt('Demo1234') }, device);
      expect(parseAnswer('accountLogin', res.json).user.account).toBe(account);
    }
  });

  it('20 failed logins in a row end in 1020; failures 3-5 are slowed; the right password works after 15 min', async () => {
    const { account, device } = await newAccount();
    const wrong = await t.encrypt('Wrong999');
    const right = await t.encrypt('Secret12');
    const errcodes: number[] = [];
    const ms: number[] = [];
    const delays = vi.spyOn(lockout, 'sleep');
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      errcodes.push((await t.call('accountLogin', { account, password: wrong }, device)).json.errcode);
      ms.push(performance.now() - started);
    }
    expect(errcodes).toEqual([...Array(5).fill(101), ...Array(15).fill(1020)]);
    // The delays were served (lower bounds only: a busy machine can only make an answer later).
    expect(ms[2]).toBeGreaterThanOrEqual(240);
    expect(ms[3]).toBeGreaterThanOrEqual(490);
    expect(ms[4]).toBeGreaterThanOrEqual(740);
    // Refused attempts skip the password check and the delay: the handler asked for the three delays and no more
    // (counted, not timed: a wall-clock upper bound failed at a load average of 20).
    expect(delays.mock.calls.map(([delay]) => delay)).toEqual([0, 0, 250, 500, 750]);
    delays.mockRestore();

    // Locked: the right password is refused too, until 15 min after the fifth failure.
    expect((await t.call('accountLogin', { account, password: right }, device)).json.errcode).toBe(1020);
    await t.setClock(14 * MINUTE);
    expect((await t.call('accountLogin', { account, password: right }, device)).json.errcode).toBe(1020);
    await t.setClock(15 * MINUTE + 1000);
    const ok = await t.call('accountLogin', { account, password: right }, device);
    expect(ok.json.errcode).toBe(0);
    // A success clears the count: one more wrong password is an ordinary 101.
    expect((await t.call('accountLogin', { account, password: wrong }, device)).json.errcode).toBe(101);
  });

  it('failures spread over more than 15 min do not lock', async () => {
    const { account, device } = await newAccount();
    const wrong = await t.encrypt('Wrong999');
    // Failures every 4 min: any 15 min window holds at most four of them.
    for (let i = 0; i < 6; i++) {
      await t.setClock(i * 4 * MINUTE);
      const res = await t.call('accountLogin', { account, password: wrong }, device);
      expect({ i, errcode: res.json.errcode }).toEqual({ i, errcode: 101 });
    }
    expect(
      (await t.call('accountLogin', { account, password: await t.encrypt('Secret12') }, device)).json.errcode,
    ).toBe(0);
  }, 20_000);

  it('1047 for a suspended account (with the right password), whose sessions end', async () => {
    const { account, token, device } = await newAccount();
    await t.control('suspend', { account });
    expect((await t.call('refreshData', {}, device, token)).status).toBe(401);
    expect(
      (await t.call('accountLogin', { account, password: await t.encrypt('Secret12') }, device)).json,
    ).toMatchObject({
      code: 200,
      errcode: 1047,
    });
    await t.control('suspend', { account, suspended: false });
    expect(
      (await t.call('accountLogin', { account, password: await t.encrypt('Secret12') }, device)).json.errcode,
    ).toBe(0);
  });
});

describe('password decryption', () => {
  it('garbage, another key, an empty plaintext and a wrong length all answer 1050 with identical bodies, on every call', async () => {
    const other = generateRsaKeyPair(1024);
    const good = await t.encrypt('Secret12');
    const candidates = {
      garbage: 'not base64 at all!',
      base64Garbage: Buffer.from('hello world').toString('base64'),
      otherKey: encryptLikeJsencrypt(other.publicKey, 'Secret12'),
      emptyPlaintext: await t.encrypt(''),
      truncated: good.slice(0, 100),
      flipped: `${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`,
    };
    const { device, mobile, username } = fresh();
    const calls = [
      (password: string) => t.call('accountLogin', { account: 'demo', password }, device),
      (password: string) => t.call('accountRegist', { account: username, password, type: 0, ...ADULT }, device),
      (password: string) =>
        t.call('accountRegist4', { account: mobile, password, type: 0, code: '123456', ...ADULT }, device),
      (password: string) => t.call('forgetPassword', { mobile: '9171234567', code: '123456', password }, device),
    ];
    const bodies = new Set<string>();
    for (const [name, password] of Object.entries(candidates)) {
      for (const call of calls) {
        const res = await call(password);
        expect({ name, status: res.status, errcode: res.json.errcode }).toEqual({ name, status: 200, errcode: 1050 });
        bodies.add(JSON.stringify(res.json));
      }
    }
    expect(bodies.size).toBe(1);
    // The demo account was not charged a failure by any of them.
    expect(
      (await t.call('accountLogin', { account: 'demo', password: await t.encrypt('Demo1234') }, device)).json.errcode,
    ).toBe(0);
  });
});

describe('sessions', () => {
  it('tokens are 64 hex characters, stored only as their SHA-256', async () => {
    const { token } = await newAccount();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const rows = await server.conn.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.filter((r) => r.tokenHash === hash)).toHaveLength(1);
  });

  it('logout revokes the token: the next token call answers 401; other sessions live on', async () => {
    const { account, token, device } = await newAccount();
    const second = parseAnswer(
      'accountLogin',
      (await t.call('accountLogin', { account, password: await t.encrypt('Secret12') }, device)).json,
    ).token;
    expect((await t.call('logout', {}, device, token)).json.errcode).toBe(0);
    const after = await t.call('getUserInfo', {}, device, token);
    expect({ status: after.status, code: after.json.code, errcode: after.json.errcode }).toEqual({
      status: 401,
      code: 401,
      errcode: 401,
    });
    expect((await t.call('logout', {}, device, token)).status).toBe(401);
    expect((await t.call('getAfterLoginInfoWeb', { os: 'Android' }, device, token)).status).toBe(401);
    expect((await t.call('getUserInfo', {}, device, second)).json.errcode).toBe(0);
  });

  it('getUserInfo, refreshData, online and getAfterLoginInfoWeb work with the new token', async () => {
    const { account, token, device } = await newAccount();
    expect(parseAnswer('getUserInfo', (await t.call('getUserInfo', {}, device, token)).json).user.account).toBe(
      account,
    );
    expect((await t.call('refreshData', {}, device, token)).json).toMatchObject({ errcode: 0, coin: 0 });
    expect(
      parseAnswer('online', (await t.call('online', { gameId: 7 }, device, token)).json).serverTime,
    ).toBeGreaterThan(0);
    const info = parseAnswer('getAfterLoginInfoWeb', (await t.call('getAfterLoginInfoWeb', {}, device, token)).json);
    expect(info.token).toBe(token);
    expect(info.user.account).toBe(account);
  });

  it('reportDevice stores the device info and visitor id on the session', async () => {
    const { token, device } = await newAccount();
    const phoneinfoJsonModel = {
      channel: 'web',
      appId: 'lucky',
      os: 'Android',
      isBrowser: 1,
      version: '1.0.28',
      deviceModel: 'Chrome',
      deviceIdJsonModel: { afuid: 'af-1' },
    };
    expect((await t.call('reportDevice', { phoneinfoJsonModel }, device, token)).json.errcode).toBe(0);
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await server.conn.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(row?.device).toEqual({ ...phoneinfoJsonModel, visitorId: device });
  });

  it('login stores the device info it carries on the new session', async () => {
    const { account, device } = await newAccount();
    const phoneinfoJsonModel = {
      channel: 'c',
      appId: 'a',
      os: 'iOS',
      isBrowser: 1,
      version: '1',
      deviceModel: 'Safari',
      deviceIdJsonModel: { afuid: '' },
    };
    const res = await t.call(
      'accountLogin',
      { account, password: await t.encrypt('Secret12'), phoneinfoJsonModel },
      device,
    );
    const hash = createHash('sha256').update(parseAnswer('accountLogin', res.json).token).digest('hex');
    const [row] = await server.conn.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(row?.device).toMatchObject({ os: 'iOS', deviceModel: 'Safari', visitorId: device });
  });
});

describe('updateProfile', () => {
  it('changes nickname and avatar and answers the user; a blank nickname is refused', async () => {
    const { account, token, device } = await newAccount();
    const res = await t.call('updateProfile', { nickname: '  Lucky Star ', avatar: 7 }, device, token);
    expect(parseAnswer('updateProfile', res.json).user).toMatchObject({ nickname: 'Lucky Star', avatar: 7 });
    const [row] = await server.conn.db.select().from(users).where(eq(users.account, account));
    expect(row).toMatchObject({ nickname: 'Lucky Star', avatar: 7 });
    const avatarOnly = await t.call('updateProfile', { avatar: 3 }, device, token);
    expect(parseAnswer('updateProfile', avatarOnly.json).user).toMatchObject({ nickname: 'Lucky Star', avatar: 3 });
    const blank = await t.call('updateProfile', { nickname: '   ' }, device, token);
    expect({ status: blank.status, errcode: blank.json.errcode }).toEqual({
      status: 200,
      errcode: PROFILE_ERRCODE.nicknameInvalid,
    });
    expect((await t.call('updateProfile', { avatar: 101 }, device, token)).json.errcode).toBe(9002);
  });
});

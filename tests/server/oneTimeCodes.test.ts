import { afterEach, describe, expect, it } from 'vitest';
import { ADULT, accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';

// A server clock that stands still: only setClock moves it, so "59 s later" is 59 s however slow the machine is.
const now = Date.now();
const server = setupServer({ testControls: true, seed: { games: 20 }, clock: () => now });
const t = accountTools(server);
const MINUTE = 60_000;

afterEach(async () => {
  await t.setClock(0);
});

/** A phone-without-code account (registerType 3) for forget-password tests. */
async function phoneAccount() {
  await t.scenario({ registerType: 3 });
  const { mobile, device } = fresh();
  const res = await t.call(
    'accountRegist',
    { account: mobile, password: await t.encrypt('Secret12'), type: 0, ...ADULT },
    device,
  );
  expect(res.json.errcode).toBe(0);
  return { mobile, device, token: parseAnswer('accountRegist', res.json).token };
}

describe('smsSend', () => {
  it('one code per mobile per 60 s (1021), whatever the type; 6 digits; another mobile is not affected', async () => {
    const { mobile, device } = fresh();
    expect((await t.call('smsSend', { mobile, type: 0 }, device)).json.errcode).toBe(0);
    // The refusal says how long to wait: the seconds until the next code may be sent.
    expect((await t.call('smsSend', { mobile, type: 0 }, device)).json).toMatchObject({
      code: 200,
      errcode: 1021,
      retryIn: 60,
    });
    expect((await t.call('smsSend', { mobile, type: 2 }, device)).json.errcode).toBe(1021);
    // Another mobile from another client (this one's hourly SMS allowance is kept for the checks below).
    const other = fresh();
    expect((await t.call('smsSend', { mobile: other.mobile, type: 0 }, other.device)).json.errcode).toBe(0);
    await t.setClock(59_000);
    expect((await t.call('smsSend', { mobile, type: 0 }, device)).json).toMatchObject({ errcode: 1021, retryIn: 1 });
    await t.setClock(61_000);
    expect((await t.call('smsSend', { mobile, type: 0 }, device)).json.errcode).toBe(0);
    expect(await t.lastCode(mobile, 0)).toMatch(/^\d{6}$/);
  });

  it('type 1 (forget) needs an existing account: 102; type 0 and 2 need a free mobile: 1019', async () => {
    const { device } = fresh();
    expect((await t.call('smsSend', { mobile: fresh().mobile, type: 1 }, device)).json.errcode).toBe(102);
    expect((await t.call('smsSend', { mobile: '9171234567', type: 2 }, device)).json.errcode).toBe(1019);
    expect((await t.call('smsSend', { mobile: '9171234567', type: 1 }, device)).json.errcode).toBe(0);
  });
});

describe('forgetPassword', () => {
  it('resets the password with the code; the code is single use; old sessions end', async () => {
    const { mobile, device, token } = await phoneAccount();
    await t.call('smsSend', { mobile, type: 1 }, device);
    const code = await t.lastCode(mobile, 1);
    const body = { mobile, code, password: await t.encrypt('NewPass34') };
    expect((await t.call('forgetPassword', body, device)).json.errcode).toBe(0);
    expect((await t.call('getUserInfo', {}, device, token)).status).toBe(401);
    expect(
      (await t.call('accountLogin', { account: mobile, password: await t.encrypt('Secret12') }, device)).json.errcode,
    ).toBe(101);
    expect(
      (await t.call('accountLogin', { account: mobile, password: await t.encrypt('NewPass34') }, device)).json.errcode,
    ).toBe(0);
    // Used once: the same code again is 1043.
    expect((await t.call('forgetPassword', body, device)).json).toMatchObject({ code: 200, errcode: 1043 });
  });

  it('102 unknown mobile; 1045 no code requested; 1043 expired after 5 min; 1052 short password', async () => {
    const { mobile, device } = await phoneAccount();
    const password = await t.encrypt('NewPass34');
    expect(
      (await t.call('forgetPassword', { mobile: fresh().mobile, code: '123456', password }, device)).json.errcode,
    ).toBe(102);
    expect((await t.call('forgetPassword', { mobile, code: '123456', password }, device)).json.errcode).toBe(1045);

    await t.call('smsSend', { mobile, type: 1 }, device);
    const code = await t.lastCode(mobile, 1);
    const short = await t.call('forgetPassword', { mobile, code, password: await t.encrypt('abc') }, device);
    expect(short.json.errcode).toBe(1052);
    await t.setClock(5 * MINUTE + 1);
    expect((await t.call('forgetPassword', { mobile, code, password }, device)).json.errcode).toBe(1043);
    // A fresh code (the 60 s have passed on the moved clock) works.
    await t.call('smsSend', { mobile, type: 1 }, device);
    const next = await t.lastCode(mobile, 1);
    expect((await t.call('forgetPassword', { mobile, code: next, password }, device)).json.errcode).toBe(0);
  });

  it('a code still works just before 5 min; five wrong guesses burn it', async () => {
    const { mobile, device } = await phoneAccount();
    const password = await t.encrypt('NewPass34');
    await t.call('smsSend', { mobile, type: 1 }, device);
    const code = await t.lastCode(mobile, 1);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await t.call('forgetPassword', { mobile, code: wrong, password }, device)).json.errcode).toBe(1043);
    }
    expect((await t.call('forgetPassword', { mobile, code, password }, device)).json.errcode).toBe(1043);

    await t.setClock(2 * MINUTE);
    await t.call('smsSend', { mobile, type: 1 }, device);
    const fresher = await t.lastCode(mobile, 1);
    await t.setClock(2 * MINUTE + 5 * MINUTE - 2000);
    expect((await t.call('forgetPassword', { mobile, code: fresher, password }, device)).json.errcode).toBe(0);
  });

  it('a code of another type does not count: a register code cannot reset a password', async () => {
    const { mobile, device } = fresh();
    await t.call('smsSend', { mobile, type: 0 }, device);
    const code = await t.lastCode(mobile, 0);
    await t.scenario({ registerType: 3 });
    await t.call(
      'accountRegist',
      { account: mobile, password: await t.encrypt('Secret12'), type: 0, ...ADULT },
      device,
    );
    const res = await t.call('forgetPassword', { mobile, code, password: await t.encrypt('NewPass34') }, device);
    expect(res.json.errcode).toBe(1045);
  });
});

describe('bindAccount', () => {
  it('binds a mobile with a type 2 code; 1019 for a registered mobile; 1045 / 1043; then login by the mobile works', async () => {
    await t.scenario({ registerType: 2 });
    const { username, device, mobile } = fresh();
    const reg = await t.call(
      'accountRegist',
      { account: username, password: await t.encrypt('Secret12'), type: 0, ...ADULT },
      device,
    );
    const token = parseAnswer('accountRegist', reg.json).token;

    expect((await t.call('bindAccount', { mobile: '9171234567', code: '123456' }, device, token)).json.errcode).toBe(
      1019,
    );
    expect((await t.call('bindAccount', { mobile, code: '123456' }, device, token)).json.errcode).toBe(1045);
    expect((await t.call('bindAccount', { mobile: '123', code: '123456' }, device, token)).json.errcode).toBe(1051);
    await t.call('smsSend', { mobile, type: 2 }, device);
    const code = await t.lastCode(mobile, 2);
    expect(
      (await t.call('bindAccount', { mobile, code: code === '000000' ? '000001' : '000000' }, device, token)).json
        .errcode,
    ).toBe(1043);
    const bound = await t.call('bindAccount', { mobile, code }, device, token);
    expect(parseAnswer('bindAccount', bound.json).user).toMatchObject({ account: username, mobile });
    const login = await t.call('accountLogin', { account: mobile, password: await t.encrypt('Secret12') }, device);
    expect(parseAnswer('accountLogin', login.json).user.account).toBe(username);
    expect((await t.call('bindAccount', { mobile, code }, device)).status).toBe(401);
  });
});

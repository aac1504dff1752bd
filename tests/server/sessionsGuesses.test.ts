import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCKOUT } from '../../server/auth/errcodes';
import * as lockout from '../../server/auth/lockout';
import { sessions, users } from '../../server/db/schema';
import { createSession } from '../../server/player/sessions';
import { passwordChecks } from '../../server/runtime/metrics';
import { ADULT, accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

/** Password verifications so far in this process, by scrypt cost. */
async function checksByCost(): Promise<Record<string, number>> {
  const { values } = await passwordChecks.get();
  return Object.fromEntries(values.map((v) => [String(v.labels.cost), v.value]));
}

/** Sessions and guesses: token lifetimes, log out everywhere, lock-outs that spare the owner, one answer. */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const t = accountTools(server);
const w = walletTools(server);
const MINUTE = 60_000;
const DAY = 86_400_000;

afterEach(async () => {
  await t.setClock(0);
});

/** A new username account with password Secret12, registered from `device` (which becomes a known device). */
async function newAccount(device = fresh().device) {
  const { username } = fresh();
  const res = await t.call(
    'accountRegist',
    { account: username, password: await t.encrypt('Secret12'), type: 0, ...ADULT },
    device,
  );
  return { account: username, token: parseAnswer('accountRegist', res.json).token, device };
}

/** A call from a client address of its own (each test scope is one address), with a visitor id of its choosing. */
function from(scope: string, name: 'accountLogin', body: unknown, device: string) {
  return server.call(name, body, { headers: { Fingerprint: device, 'x-test-scope': scope } });
}

async function status(token: string, device = 'd') {
  return (await t.call('refreshData', {}, device, token)).status;
}

describe('token lifetimes', () => {
  it('an idle token dies after 30 min; each call slides the idle clock', async () => {
    const { token } = await newAccount();
    await t.setClock(29 * MINUTE);
    expect(await status(token)).toBe(200);
    await t.setClock(58 * MINUTE);
    expect(await status(token)).toBe(200);
    await t.setClock(58 * MINUTE + 30 * MINUTE);
    expect(await status(token)).toBe(401);
    // Every call with it now answers 401.
    expect((await t.call('getUserInfo', {}, 'd', token)).json.errcode).toBe(401);
  });

  it('a token dies 30 days after it was issued even when used every minute', async () => {
    const [demo] = await server.conn.db.select({ id: users.id }).from(users).where(eq(users.account, 'demo'));
    const old = await createSession(server.conn.db, demo!.id, 'old-device', null, Date.now() - 30 * DAY + MINUTE);
    const younger = await createSession(server.conn.db, demo!.id, 'old-device', null, Date.now() - 29 * DAY);
    // Both were used just now.
    await server.conn.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, demo!.id));
    expect(await status(old)).toBe(200);
    expect(await status(younger)).toBe(200);
    await t.setClock(2 * MINUTE);
    expect(await status(old)).toBe(401);
    expect(await status(younger)).toBe(200);
  });

  it('logoutAll ends every session of the player (this one too) and no one else’s', async () => {
    const { account, token, device } = await newAccount();
    const second = parseAnswer(
      'accountLogin',
      (await t.call('accountLogin', { account, password: await t.encrypt('Secret12') }, device)).json,
    ).token;
    const other = await server.login('demo');
    expect(await status(second)).toBe(200);
    const res = await t.call('logoutAll', {}, device, token);
    expect(parseAnswer('logoutAll', res.json).ended).toBe(2);
    expect(await status(token)).toBe(401);
    expect(await status(second)).toBe(401);
    expect(await status(other)).toBe(200);
    expect((await t.call('logoutAll', {}, device, token)).status).toBe(401);
  });
});

describe('login lock-out', () => {
  it('wrong logins sent with the owner’s visitor id from another address never lock the owner out, on that device or a new one', async () => {
    const { account, device: owner } = await newAccount();
    const wrong = await t.encrypt('Wrong999');
    const right = await t.encrypt('Secret12');
    const errcodes: number[] = [];
    for (let i = 0; i < 8; i++) {
      errcodes.push((await from('attacker', 'accountLogin', { account, password: wrong }, owner)).json.errcode);
    }
    // The guesser's own address is locked at this account (the right password too)...
    expect(errcodes).toEqual([...Array(5).fill(101), ...Array(3).fill(1020)]);
    expect((await from('attacker', 'accountLogin', { account, password: right }, owner)).json.errcode).toBe(1020);
    // ...the owner is not: on the device whose id the guesser sent, and on a new one.
    expect((await from('owner-home', 'accountLogin', { account, password: right }, owner)).json.errcode).toBe(0);
    expect((await from('owner-phone', 'accountLogin', { account, password: right }, fresh().device)).json.errcode).toBe(
      0,
    );
  }, 30_000);

  it('one address guessing at many accounts is locked after 30 whatever visitor ids it sends; other addresses are not', async () => {
    const targets = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => newAccount()));
    const wrong = await t.encrypt('Wrong999');
    const delays = vi.spyOn(lockout, 'sleep').mockResolvedValue(undefined);
    const errcodes: number[] = [];
    for (let i = 0; i < LOCKOUT.perAddress; i++) {
      const target = targets[i % 6]!;
      errcodes.push(
        (await from('nat', 'accountLogin', { account: target.account, password: wrong }, fresh().device)).json.errcode,
      );
    }
    expect(errcodes).toEqual(Array(LOCKOUT.perAddress).fill(101));
    // Growing delays by the address's count although each account saw at most five from it.
    expect(delays.mock.calls.map(([ms]) => ms).slice(0, 5)).toEqual([0, 0, 250, 500, 750]);
    delays.mockRestore();
    const seventh = targets[6]!;
    const right = await t.encrypt('Secret12');
    expect(
      (await from('nat', 'accountLogin', { account: seventh.account, password: right }, fresh().device)).json.errcode,
    ).toBe(1020);
    expect(
      (await from('elsewhere', 'accountLogin', { account: seventh.account, password: right }, fresh().device)).json
        .errcode,
    ).toBe(0);
    await t.setClock(15 * MINUTE + 1000);
    expect(
      (await from('nat', 'accountLogin', { account: seventh.account, password: right }, fresh().device)).json.errcode,
    ).toBe(0);
  }, 60_000);

  it('an unknown account costs the same password-hash work as a wrong password', async () => {
    // The work is counted, not timed: a stopwatch on a busy machine proves nothing. scrypt at one cost is the
    // whole of the difference an attacker could time (without the dummy hash an unknown account answered at once).
    const { account } = await newAccount();
    const wrong = await t.encrypt('Wrong999');
    const workOf = async (name: string) => {
      const before = await checksByCost();
      const res = await t.call('accountLogin', { account: name, password: wrong }, fresh().device);
      expect(res.json.errcode).toBe(101);
      const after = await checksByCost();
      return Object.fromEntries(
        Object.entries(after)
          .map(([cost, n]) => [cost, n - (before[cost] ?? 0)] as const)
          .filter(([, n]) => n > 0),
      );
    };
    const known = await workOf(account);
    expect(Object.values(known)).toEqual([1]);
    expect(await workOf(`nobody${fresh().username}`)).toEqual(known);
  }, 30_000);
});

describe('wallet password lock-out', () => {
  it('5 wrong wallet passwords lock it for 15 min (the right one too); failures 3-5 are slowed', async () => {
    await w.start();
    await w.setWalletPassword('123456');
    await w.ok('safeboxTransfer', { direction: 'in', amount: 10_000 });
    const out = async (pin: string) => {
      const started = performance.now();
      const res = await w.call('safeboxTransfer', { direction: 'out', amount: 100, password: await w.encrypt(pin) });
      return { errcode: res.json.errcode, ms: performance.now() - started };
    };
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(await out('000000'));
    expect(tries.map((x) => x.errcode)).toEqual([3009, 3009, 3009, 3009, 3009, 1020]);
    expect(tries[4]!.ms).toBeGreaterThanOrEqual(740);
    expect((await out('123456')).errcode).toBe(1020);
    await t.setClock(14 * MINUTE);
    expect((await out('123456')).errcode).toBe(1020);
    await t.setClock(15 * MINUTE + 1000);
    expect((await out('123456')).errcode).toBe(0);
    // A success clears the count.
    expect((await out('000000')).errcode).toBe(3009);
  }, 30_000);
});

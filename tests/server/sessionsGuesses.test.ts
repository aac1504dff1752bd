import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { createSession } from '../../server/player/sessions';
import { ADULT, accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

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
  it('guesses from many devices lock the account for new devices only: the owner on a known device still gets in', async () => {
    const { account, device: owner } = await newAccount();
    const wrong = await t.encrypt('Wrong999');
    const right = await t.encrypt('Secret12');
    const errcodes: number[] = [];
    for (let i = 0; i < 8; i++) {
      errcodes.push((await t.call('accountLogin', { account, password: wrong }, fresh().device)).json.errcode);
    }
    expect(errcodes).toEqual([...Array(5).fill(101), ...Array(3).fill(1020)]);
    // A new device is refused even with the right password...
    expect((await t.call('accountLogin', { account, password: right }, fresh().device)).json.errcode).toBe(1020);
    // ...the owner's device is not.
    expect((await t.call('accountLogin', { account, password: right }, owner)).json.errcode).toBe(0);
  }, 30_000);

  it('one client guessing at many accounts is throttled as a client: locked after 5, other clients unaffected', async () => {
    const targets = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newAccount()));
    const attacker = fresh().device;
    const wrong = await t.encrypt('Wrong999');
    const errcodes: number[] = [];
    const ms: number[] = [];
    for (const target of targets.slice(0, 5)) {
      const started = performance.now();
      errcodes.push(
        (await t.call('accountLogin', { account: target.account, password: wrong }, attacker)).json.errcode,
      );
      ms.push(performance.now() - started);
    }
    expect(errcodes).toEqual(Array(5).fill(101));
    // Growing delays by the client's count although each account saw one failure.
    expect(ms[2]).toBeGreaterThanOrEqual(240);
    expect(ms[4]).toBeGreaterThanOrEqual(740);
    const sixth = targets[5]!;
    const right = await t.encrypt('Secret12');
    expect((await t.call('accountLogin', { account: sixth.account, password: right }, attacker)).json.errcode).toBe(
      1020,
    );
    expect(
      (await t.call('accountLogin', { account: sixth.account, password: right }, fresh().device)).json.errcode,
    ).toBe(0);
    await t.setClock(15 * MINUTE + 1000);
    expect((await t.call('accountLogin', { account: sixth.account, password: right }, attacker)).json.errcode).toBe(0);
  }, 30_000);

  it('an unknown account costs the same password-hash work as a wrong password (timing)', async () => {
    const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => newAccount()));
    const wrong = await t.encrypt('Wrong999');
    const timed = async (account: string) => {
      const started = performance.now();
      const res = await t.call('accountLogin', { account, password: wrong }, fresh().device);
      expect(res.json.errcode).toBe(101);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, one failure per account and device: no delay applies to either.
    for (const [i, a] of accounts.entries()) {
      known.push(await timed(a.account));
      unknown.push(await timed(`nobody${i}x${fresh().username}`));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // scrypt dominates both; without the dummy hash the unknown account answered several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
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

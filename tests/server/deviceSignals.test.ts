import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downlineOf } from '../../server/activity/downline';
import { ACCOUNTS_PER_DEVICE, INVITEES_PER_DEVICE } from '../../server/auth/errcodes';
import { users } from '../../server/db/schema';
import { DEVICE_COOKIE, deviceKeyOf, verifiedDevice } from '../../server/security/deviceCookie';
import { ADULT, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { verifiedPerson } from './paidDeposit';
import { walletTools } from './walletTools';

/**
 * The invitee device limit from signals the server controls: the signed device cookie, not the Fingerprint header,
 * groups accounts; only the first INVITEES_PER_DEVICE of a device count as invitees (server/activity/invitees.ts);
 * 1049 refuses a device's registration after ACCOUNTS_PER_DEVICE.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

/** The device cookie an answer set ('' when it set none). */
function cookieSet(headers: Headers): string {
  const match = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(headers.get('set-cookie') ?? '');
  return match?.[1] ?? '';
}

/** A browser's first call: the cookie the server gives it. */
async function newDevice(): Promise<string> {
  return cookieSet((await server.call('appConfig', {})).headers);
}

/** Registers over HTTP from `cookie` (none: a browser without one) with a Fingerprint of its own unless given. */
async function register(options: { cookie?: string; fingerprint?: string; inviteCode?: string } = {}) {
  const { username, device } = fresh();
  const headers: Record<string, string> = { Fingerprint: options.fingerprint ?? device };
  if (options.cookie) headers.Cookie = `${DEVICE_COOKIE}=${options.cookie}`;
  const body = { account: username, password: await w.encrypt('Secret12'), type: 0, ...ADULT };
  return server.call('accountRegist', { ...body, inviteCode: options.inviteCode }, { headers });
}

async function registered(options: Parameters<typeof register>[0] = {}) {
  return parseAnswer('accountRegist', (await register(options)).json).user;
}

/** Accounts written straight to the table (no password hashing): the rule under test is the SQL over them. */
async function accounts(n: number, values: Partial<typeof users.$inferInsert> = {}) {
  const rows = Array.from({ length: n }, () => {
    const { username } = fresh();
    return { uuid: username, account: username, passwordHash: 'x', nickname: username, inviteCode: username };
  });
  const made = await server.conn.db
    .insert(users)
    .values(rows.map((row) => ({ ...row, ...values })))
    .returning({ id: users.id, account: users.account, inviteCode: users.inviteCode });
  return made;
}

/** An inviter with a session. */
async function inviter() {
  const [made] = await accounts(1);
  if (!made) throw new Error('no inviter');
  return { ...made, token: await server.login(made.account) };
}

async function deviceIdOf(id: number): Promise<string> {
  const [row] = await server.conn.db.select({ deviceId: users.deviceId }).from(users).where(eq(users.id, id));
  return row?.deviceId ?? '';
}

/** The wallet's first-deposit stamp, as a paid deposit sets it; the rule under test is the device group. */
async function deposited(ids: number[]) {
  for (const id of ids) {
    await server.conn.db.update(users).set({ firstRechargeAt: new Date() }).where(eq(users.id, id));
    await verifiedPerson(server, id);
  }
}

const validCount = async (token: string) =>
  parseAnswer('actInviteUserStatus', await w.ok('actInviteUserStatus', {}, token)).actInviteUser.validCount;

describe('the device cookie', () => {
  it('is set once, signed, HttpOnly and Lax on the API path; a forged one is ignored and replaced', async () => {
    const first = await server.call('appConfig', {});
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/prod-api-2/);
    const cookie = cookieSet(first.headers);
    expect(cookie).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    const again = await server.call('appConfig', {}, { headers: { Cookie: `${DEVICE_COOKIE}=${cookie}` } });
    expect(cookieSet(again.headers)).toBe('');

    // The id of a real device with another signature, a made-up id, a bare id: treated as no cookie.
    const [id = ''] = cookie.split('.');
    const key = await deviceKeyOf(server.conn.db);
    expect(verifiedDevice(key, cookie)).toBe(id);
    // A value already checked stands for its own key only: another server's key refuses it.
    expect(verifiedDevice(Buffer.alloc(key.length, 7), cookie)).toBeNull();
    for (const forged of [`${id}.${'A'.repeat(43)}`, 'my-own-device', id, `${id}.${cookie.split('.')[1]}.x`]) {
      expect(verifiedDevice(key, forged)).toBeNull();
    }
    const forged = await server.call(
      'appConfig',
      {},
      { headers: { Cookie: `${DEVICE_COOKIE}=${id}.${'A'.repeat(43)}` } },
    );
    expect(cookieSet(forged.headers)).not.toBe('');
    // A registration with it is stored under a new device, not the one it names.
    const player = await registered({ cookie: `${id}.${'A'.repeat(43)}` });
    expect(await deviceIdOf(player.id)).not.toBe(id);
    expect(await deviceIdOf(player.id)).toMatch(/^[\w-]{22}$/);
  });
});

describe('valid invitees by server device', () => {
  it('the header alone no longer decides: a sixth account with one Fingerprint registers and counts', async () => {
    const { id, token, inviteCode } = await inviter();
    const five = await accounts(INVITEES_PER_DEVICE, { pid: id, fingerprint: 'one-phone' });
    const sixth = await registered({ fingerprint: 'one-phone', inviteCode });
    await deposited([...five.map((friend) => friend.id), sixth.id]);
    expect(await validCount(token)).toBe(6);
  });

  it('six accounts from one device cookie: the sixth is not a valid invitee even after a deposit', async () => {
    const first = await inviter();
    await w.ok('appInviteBonus1User', {}, first.token); // the invite offer starts before the friends register
    const cookie = await newDevice();
    const device = cookie.split('.')[0] ?? '';
    const five = await accounts(INVITEES_PER_DEVICE, { pid: first.id, deviceId: device });
    const sixth = await registered({ cookie, inviteCode: first.inviteCode });
    expect(await deviceIdOf(sixth.id)).toBe(device);
    await deposited([...five.map((friend) => friend.id), sixth.id]);

    expect(await validCount(first.token)).toBe(5);
    const invite = parseAnswer('appInviteBonus1User', await w.ok('appInviteBonus1User', {}, first.token));
    expect(invite.appInviteBonus1User?.inviteCount).toBe(5);
    const downline = await downlineOf(server.conn.db, first.id, 1);
    expect(downline.map((member) => member.valid)).toEqual([true, true, true, true, true, false]);
    // Counted over the device, whoever invited: a seventh account there, for another inviter, does not count either.
    const other = await inviter();
    const [seventh] = await accounts(1, { pid: other.id, deviceId: device });
    await deposited([seventh?.id ?? 0]);
    expect(await validCount(other.token)).toBe(0);
  });

  it(`1049 after ${ACCOUNTS_PER_DEVICE} registrations on one device cookie; another device still registers`, async () => {
    const cookie = await newDevice();
    await accounts(ACCOUNTS_PER_DEVICE, { deviceId: cookie.split('.')[0] ?? '' });
    expect((await register({ cookie })).json).toMatchObject({ code: 200, errcode: 1049 });
    expect((await register({ cookie: await newDevice() })).json.errcode).toBe(0);
  });

  it('the farmer: ten self-registered accounts without a deposit earn no invite prize', async () => {
    const farmer = await inviter();
    await w.ok('appInviteBonus1User', {}, farmer.token);
    // Each on a device of its own (cookies cleared): the farmer's best case against the device limit.
    await accounts(10, { pid: farmer.id });
    const invite = parseAnswer('appInviteBonus1User', await w.ok('appInviteBonus1User', {}, farmer.token));
    expect(invite.appInviteBonus1User).toMatchObject({ inviteCount: 0, itemStatus: 0 });
    expect((await w.call('appInviteBonus1UserReceive', { propId: 1 }, farmer.token)).json.errcode).toBe(1008);
    expect(await validCount(farmer.token)).toBe(0);
    expect((await w.call('actInviteUserSpin', {}, farmer.token)).json.errcode).toBe(1008);
    expect(await w.coin(farmer.account)).toBe(0);
  });
});

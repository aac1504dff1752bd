import { beforeEach, describe, expect, it } from 'vitest';
import { ADULT, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { verifiedPerson } from './paidDeposit';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

async function register(inviteCode?: string) {
  const { username, device } = fresh();
  const body = {
    account: username,
    password: await w.encrypt('Secret12'),
    type: 0,
    ...ADULT,
    ...(inviteCode ? { inviteCode } : {}),
  };
  const answer = (await server.call('accountRegist', body, { headers: { Fingerprint: device } })).json;
  if (answer.errcode !== 0) throw new Error(`register answered ${JSON.stringify(answer)}`);
  const json = parseAnswer('accountRegist', answer);
  return { account: username, token: json.token, inviteCode: json.user.inviteCode, id: json.user.id };
}

/**
 * A paid deposit through the sandbox pay page, by a verified person of its own (an approved identity check, unless
 * `asPerson` is false): what makes an invitation count.
 */
async function deposit(invitee: { token: string; id: number }, asPerson = true) {
  if (asPerson) await verifiedPerson(server, invitee.id);
  const order = parseAnswer(
    'recharge3',
    await w.ok('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 1 }, invitee.token),
  );
  expect((await w.payPage(order.payUrl!, 'paid')).result).toBe('paid');
}

const state = async (token: string) => parseAnswer('appInviteBonus1User', await w.ok('appInviteBonus1User', {}, token));

describe('invite friends (appInviteBonus1User, Receive, shortUrl, /s/{code})', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('counts friends who registered with the code and deposited, pays prize 1 at 3, once, then works on prize 2', async () => {
    const inviter = await register();
    expect(await state(inviter.token)).toMatchObject({
      appInviteBonus1User: { awardId: 1, inviteCount: 0, itemStatus: 0 },
    });
    expect((await w.call('appInviteBonus1UserReceive', { propId: 1 }, inviter.token)).json.errcode).toBe(1008);
    const first = await register(inviter.inviteCode);
    await deposit(await register()); // no code: not an invitation, deposit or not
    const second = await register(inviter.inviteCode);
    // Registered, not deposited: no invitation yet (a bare sign-up costs a farmer nothing, so it earns nothing).
    expect((await state(inviter.token)).appInviteBonus1User).toEqual({ awardId: 1, inviteCount: 0, itemStatus: 0 });
    await deposit(first);
    await deposit(second);
    expect((await state(inviter.token)).appInviteBonus1User).toEqual({ awardId: 1, inviteCount: 2, itemStatus: 0 });
    await deposit(await register(inviter.inviteCode));
    expect((await state(inviter.token)).appInviteBonus1User).toEqual({ awardId: 1, inviteCount: 3, itemStatus: 1 });
    expect((await w.call('appInviteBonus1UserReceive', { propId: 2 }, inviter.token)).json.errcode).toBe(1005);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => w.call('appInviteBonus1UserReceive', { propId: 1 }, inviter.token)),
    );
    expect(answers.filter((a) => a.json.errcode === 0)).toHaveLength(1);
    expect(await w.coin(inviter.account)).toBe(2_000);
    expect((await state(inviter.token)).appInviteBonus1User).toEqual({ awardId: 2, inviteCount: 3, itemStatus: 0 });
  });

  it('five cookie-less invitees of one farmer, each with a ₱100 deposit, do not pay the prize', async () => {
    const inviter = await register();
    await w.ok('appInviteBonus1User', {}, inviter.token);
    // No device cookie and a new Fingerprint each: five "devices". Without a verified identity none counts.
    const farm = [];
    for (let i = 0; i < 5; i += 1) farm.push(await register(inviter.inviteCode));
    for (const invitee of farm) await deposit(invitee, false);
    expect((await state(inviter.token)).appInviteBonus1User?.inviteCount).toBe(0);
    // Verified as one person (the farmer's own identity under five accounts, or one bank account): one counts at most.
    await verifiedPerson(server, inviter.id, 'Farm Er', '1985-02-02');
    for (const invitee of farm) await verifiedPerson(server, invitee.id, 'farm  ER', '1985-02-02');
    expect((await state(inviter.token)).appInviteBonus1User?.inviteCount).toBe(0);
    for (const invitee of farm) await verifiedPerson(server, invitee.id, 'Mule One', '1999-09-09');
    expect((await state(inviter.token)).appInviteBonus1User?.inviteCount).toBe(1);
    expect((await w.call('appInviteBonus1UserReceive', { propId: 1 }, inviter.token)).json.errcode).not.toBe(0);
  });

  it('invitees who share a bank account with the inviter or with each other count once; a distinct person counts', async () => {
    const inviter = await register();
    await w.ok('appInviteBonus1User', {}, inviter.token);
    await w.bindBdo(inviter.token);
    const sharer = await register(inviter.inviteCode);
    await deposit(sharer);
    await w.bindBdo(sharer.token); // the inviter's own account number: the inviter's person
    const a = await register(inviter.inviteCode);
    await deposit(a);
    await w.ok('addBankInfo', { bankId: 1002, accountName: 'Ana Reyes', cardNum: '5555000011112222' }, a.token);
    const b = await register(inviter.inviteCode);
    await deposit(b);
    await w.ok('addBankInfo', { bankId: 1002, accountName: 'Ana Reyes', cardNum: '5555 0000 1111 2222' }, b.token);
    const honest = await register(inviter.inviteCode);
    await deposit(honest);
    // a and honest count; the sharer is the inviter, b is a again.
    expect((await state(inviter.token)).appInviteBonus1User?.inviteCount).toBe(2);
  });

  it('refuses after the end (1002); the share link leads to registration with the code, account id and source', async () => {
    const inviter = await register();
    await state(inviter.token);
    const link = parseAnswer('shortUrl', await w.ok('shortUrl', { source: 'invite' }, inviter.token));
    expect(link).toMatchObject({ inviteCode: inviter.inviteCode, uid: inviter.id, source: 'invite' });
    expect(link.url).toMatch(/^\/s\/[\w-]{8}$/);
    // The same link on every visit of the page for that source; another source has its own.
    expect(parseAnswer('shortUrl', await w.ok('shortUrl', { source: 'invite' }, inviter.token)).url).toBe(link.url);
    expect(parseAnswer('shortUrl', await w.ok('shortUrl', { source: 'spin' }, inviter.token)).url).not.toBe(link.url);
    const res = await server.app.request(link.url);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/register?inviteCode=${inviter.inviteCode}&uid=${inviter.id}&source=invite`,
    );
    expect((await server.app.request('/s/unknown')).headers.get('location')).toBe('/lobby/home');

    await w.control('activity/expire', { account: inviter.account, activity: 'invite', inMs: -1 });
    expect((await w.call('appInviteBonus1UserReceive', { propId: 1 }, inviter.token)).json.errcode).toBe(1002);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledger, mails, users } from '../../server/db/schema';
import { EVENT_MAILS, sendMail } from '../../server/player/mail';
import { completeDeposit } from '../../server/wallet/deposits';
import { reviewWithdrawal } from '../../server/wallet/withdrawals';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { vipLevelUpCoin } from '../../src/api/contract/promotions';
import { expectLedgerBalanced, parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

async function demoId(account = 'demo') {
  return (await w.user(account)).id;
}

async function mailList(box?: number) {
  return parseAnswer(
    'getMail2',
    await w.ok('getMail2', { page: 1, pageSize: 20, ...(box === undefined ? {} : { box }) }),
  );
}

async function tasks() {
  const data = parseAnswer('getTaskUser', await w.ok('getTaskUser'));
  return { ...data, done: JSON.parse(data.taskData) as Record<string, number> };
}

beforeEach(async () => {
  await w.start();
});

describe('mail (getMail2, getMailDetail, receiveMail, delMail, hasMailUnread)', () => {
  it('lists newest first by box, reads, receives once through the ledger, deletes; the dots clear', async () => {
    const id = await demoId();
    await sendMail(server.conn.db, id, EVENT_MAILS.vipLevelUp(2));
    const all = await mailList();
    expect(all.total).toBe(2);
    expect(all.list.map((m) => m.title)).toEqual(['You reached VIP 2', 'Welcome to Lucky Lobby']);
    expect((await mailList(1)).list).toHaveLength(1);
    expect(parseAnswer('hasMailUnread', await w.ok('hasMailUnread'))).toMatchObject({ red0: 1, red1: 1, red2: 0 });

    const reward = all.list[0]!;
    expect(reward).toMatchObject({ isRead: 0, received: 0, propList: [{ propId: 2001, count: 2_000 }] });
    const detail = parseAnswer('getMailDetail', await w.ok('getMailDetail', { id: reward.id }));
    expect(detail.mail.isRead).toBe(1);
    expect(parseAnswer('hasMailUnread', await w.ok('hasMailUnread'))).toMatchObject({ red0: 1, red1: 0 });

    const before = await w.coin();
    const got = parseAnswer('receiveMail', await w.ok('receiveMail', { id: reward.id }));
    expect(got.propList).toEqual([{ propId: 2001, count: 2_000 }]);
    expect(got.mail.received).toBe(1);
    expect(await w.coin()).toBe(before + 2_000);
    expect((await w.call('receiveMail', { id: reward.id })).json.errcode).toBe(PROFILE_ERRCODE.mailAlreadyReceived);

    const welcome = all.list[1]!;
    expect((await w.call('receiveMail', { id: welcome.id })).json.errcode).toBe(PROFILE_ERRCODE.mailNothingToReceive);
    // Refused claims change nothing: the welcome mail stays unreceived and unread.
    expect((await mailList()).list[1]).toMatchObject({ received: 0, isRead: 0 });
    await w.ok('getMailDetail', { id: welcome.id });
    expect(parseAnswer('hasMailUnread', await w.ok('hasMailUnread'))).toMatchObject({ red0: 0, red1: 0, red2: 0 });

    expect(parseAnswer('delMail', await w.ok('delMail', { ids: [welcome.id, reward.id, 999_999] })).deleted).toBe(2);
    expect((await mailList()).total).toBe(0);
    expect((await w.call('getMailDetail', { id: reward.id })).json.errcode).toBe(PROFILE_ERRCODE.mailNotFound);
    await expectLedgerBalanced(server.conn.db);
  });

  it("never shows, reads, pays or deletes another player's mail", async () => {
    const other = await server.login('9171234567');
    const [mine] = (await mailList()).list;
    expect((await w.call('getMailDetail', { id: mine!.id }, other)).json.errcode).toBe(PROFILE_ERRCODE.mailNotFound);
    expect((await w.call('receiveMail', { id: mine!.id }, other)).json.errcode).toBe(PROFILE_ERRCODE.mailNotFound);
    expect(parseAnswer('delMail', await w.ok('delMail', { ids: [mine!.id] }, other)).deleted).toBe(0);
    expect((await mailList()).list[0]).toMatchObject({ id: mine!.id, isRead: 0 });
  });

  it('sends mails on real events: deposit credited, withdrawal approved and refused', async () => {
    const order = parseAnswer(
      'recharge3',
      await w.ok('recharge3', { amount: 10_000, version: 4, actType: 0, rechargeType: 1 }),
    );
    await completeDeposit(server.conn.db, order.orderId, 'paid', Date.now());
    await completeDeposit(server.conn.db, order.orderId, 'paid', Date.now());
    await w.bindBdo();
    await w.setWalletPassword();
    await w.approveKyc();
    const password = await w.encrypt('123456');
    const a = parseAnswer('exchange', await w.ok('exchange', { amount: 10_000, bankId: 1001, password }));
    const b = parseAnswer('exchange', await w.ok('exchange', { amount: 20_000, bankId: 1001, password }));
    await reviewWithdrawal(server.conn.db, a.order.orderId, 'approved', Date.now());
    await reviewWithdrawal(server.conn.db, b.order.orderId, 'rejected', Date.now());
    const titles = (await mailList(0)).list.map((m) => m.title);
    expect(titles).toEqual(['Withdrawal refused', 'Withdrawal approved', 'Deposit credited', 'Welcome to Lucky Lobby']);
    expect((await mailList(0)).list[2]!.content).toContain('₱100.00');
  });
});

describe('tasks (getTaskUser, receiveTaskAward)', () => {
  it('claims a done task once (50 concurrent: profileConcurrency.test.ts); the dot clears; a reward mail arrives', async () => {
    await server.conn.db.update(users).set({ firstRechargeAt: new Date() }).where(eq(users.account, 'demo'));
    expect(await tasks()).toMatchObject({ canReceiveTaskAward: true, done: { '105': 1 } });
    expect((await w.call('receiveTaskAward', { taskKey: 101 })).json.errcode).toBe(PROFILE_ERRCODE.taskNotDone);
    expect((await w.call('receiveTaskAward', { taskKey: 999 })).json.errcode).toBe(PROFILE_ERRCODE.taskUnknown);
    const user = await w.user();
    await w.ok('receiveTaskAward', { taskKey: 105 });
    expect((await w.call('receiveTaskAward', { taskKey: 105 })).json.errcode).toBe(PROFILE_ERRCODE.taskAlreadyClaimed);
    const after = await w.user();
    expect(after.coin).toBe(user.coin + 1_000);
    expect(after.lottery).toBe(user.lottery + 5_000);
    expect(await tasks()).toMatchObject({ canReceiveTaskAward: false, done: { '105': 2 } });
    const rewardMails = await server.conn.db
      .select()
      .from(mails)
      .where(and(eq(mails.userId, user.id), eq(mails.title, 'Reward received')));
    expect(rewardMails).toHaveLength(1);
    expect(rewardMails[0]!.content).toContain('Make your first deposit');
    await expectLedgerBalanced(server.conn.db);
  });
});

describe('VIP from real bets', () => {
  it('raises the level as demo-game bets pass the thresholds and mails each level reached', async () => {
    const { gameList } = await server.catalogue.get(server.conn.db);
    const game = gameList.find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0)!;
    const start = parseAnswer('startGame', await w.ok('startGame', { gameId: game.id }));
    const html = await (await w.raw(start.gameUrl)).text();
    const key = /data-key="([0-9a-f]{48})"/.exec(html)![1];
    // Level 1 needs ₱1,000 of bets: 100 spins of ₱10 (the balance is topped up so every spin can be paid).
    await server.conn.db.update(users).set({ bet: 99_000 }).where(eq(users.account, 'demo'));
    const spin = () =>
      w.raw('/sandbox/game/spin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key }),
      });
    await spin();
    const u = await w.user();
    expect(u.vip).toBe(1);
    expect(u.vipExp).toBe(u.bet);
    expect((await mailList(1)).list.map((m) => m.title)).toEqual(['You reached VIP 1']);
    // The level-up coin the VIP page lists is the one the mail carries.
    expect((await mailList(1)).list[0]!.propList).toEqual([{ propId: 2001, count: vipLevelUpCoin(1) }]);
    await spin();
    expect((await mailList(1)).total).toBe(1);
    const bets = await server.conn.db.select().from(ledger).where(eq(ledger.kind, 'game:bet'));
    expect(bets).toHaveLength(2);
    const t = await tasks();
    expect(JSON.parse(t.achieveData)['106']).toMatchObject({ progress: 2, target: 5, daily: true });
  });
});

describe('profile (updateProfile, agentFill, modifyPassword, appUserOther)', () => {
  it('validates the nickname and stores it inert; avatar in range', async () => {
    const ok = parseAnswer('updateProfile', await w.ok('updateProfile', { nickname: '  Juan Luna ', avatar: 5 }));
    expect(ok.user).toMatchObject({ nickname: 'Juan Luna', avatar: 5 });
    for (const nickname of ['<b>x</b>', 'a', 'x'.repeat(21), 'tab\there', '   ']) {
      const res = await w.call('updateProfile', { nickname });
      expect([PROFILE_ERRCODE.nicknameInvalid, 9002]).toContain(res.json.errcode);
    }
    expect((await w.user()).nickname).toBe('Juan Luna');
    expect((await w.call('updateProfile', { avatar: 101 })).json.errcode).toBe(9002);
  });

  it('sets the superior once; refuses unknown, own id and a second time', async () => {
    const me = await demoId();
    const other = await demoId('9171234567');
    await server.conn.db.update(users).set({ pid: 0 }).where(eq(users.id, me));
    expect((await w.call('agentFill', { pid: me })).json.errcode).toBe(PROFILE_ERRCODE.superiorSelf);
    expect((await w.call('agentFill', { pid: 9_999_999 })).json.errcode).toBe(PROFILE_ERRCODE.superiorUnknown);
    expect(parseAnswer('agentFill', await w.ok('agentFill', { pid: other })).pid).toBe(other);
    expect((await w.call('agentFill', { pid: other })).json.errcode).toBe(PROFILE_ERRCODE.superiorAlreadySet);
    expect((await w.user()).pid).toBe(other);
  });

  it('changes the login password with the old one; other sessions end, this one stays', async () => {
    const second = await server.login('demo');
    const wrong = await w.call('modifyPassword', {
      oldPassword: await w.encrypt('nope1234'),
      password: await w.encrypt('NewPass99'),
    });
    expect(wrong.json.errcode).toBe(PROFILE_ERRCODE.wrongOldPassword);
    const short = await w.call('modifyPassword', {
      oldPassword: await w.encrypt('Demo1234'),
      password: await w.encrypt('x'),
    });
    expect(short.json.errcode).toBe(1052);
    await w.ok('modifyPassword', { oldPassword: await w.encrypt('Demo1234'), password: await w.encrypt('NewPass99') });
    expect((await w.call('getUserInfo', {})).json.errcode).toBe(0);
    expect((await w.call('getUserInfo', {}, second)).status).toBe(401);
    const login = await server.call('accountLogin', {
      account: 'demo',
      password: await w.encrypt('NewPass99'),
    });
    expect(login.json.errcode).toBe(0);
  });

  it('stores the extra details and flags hasUserOther; answers the sign-up date of birth', async () => {
    const empty = parseAnswer('appUserOther', await w.ok('appUserOther'));
    expect(empty).toMatchObject({ appUserOther: null, birthDate: '1990-06-15' });
    await w.ok('updateAppUserOther', {
      realName: ' Juan Dela Cruz ',
      email: 'juan@example.ph',
      birthDate: '1990-06-15',
    });
    expect(parseAnswer('appUserOther', await w.ok('appUserOther')).appUserOther).toEqual({
      realName: 'Juan Dela Cruz',
      email: 'juan@example.ph',
      birthDate: '1990-06-15',
      address: '',
    });
    expect((await w.user()).hasUserOther).toBe(1);
  });

  it('refuses a blank name (5051), a bad e-mail (5052) and another date of birth (5053)', async () => {
    const refused = async (body: Record<string, string>) => (await w.call('updateAppUserOther', body)).json.errcode;
    expect(await refused({ realName: '   ' })).toBe(PROFILE_ERRCODE.detailsRealName);
    expect(await refused({ realName: '' })).toBe(PROFILE_ERRCODE.detailsRealName);
    expect(await refused({ realName: 'Juan', email: 'juan@' })).toBe(PROFILE_ERRCODE.detailsEmail);
    expect(await refused({ realName: 'Juan', birthDate: '1990-05-17' })).toBe(PROFILE_ERRCODE.detailsBirthDate);
    expect(await refused({ realName: 'Juan', birthDate: '2020-01-01' })).toBe(PROFILE_ERRCODE.detailsBirthDate);
    expect((await w.user()).hasUserOther).toBe(0);
    // Without a date the sign-up one is kept.
    const saved = parseAnswer(
      'updateAppUserOther',
      await w.ok('updateAppUserOther', { realName: 'Juan', address: 'Cebu' }),
    );
    expect(saved.appUserOther).toEqual({ realName: 'Juan', email: '', birthDate: '1990-06-15', address: 'Cebu' });
  });
});

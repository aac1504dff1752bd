import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { agent5LogPage, loadAgent5, receiveAgent5, receiveAgent5Invite } from '../../server/activity/agent5';
import { manilaDay, manilaDayStart } from '../../server/activity/freeSign';
import { agent5Log, ledger, users } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { post } from '../../server/ledger';
import { writeSetting } from '../../server/settings';
import {
  AGENT5_ACTIVITY,
  AGENT5_INVITE_COIN,
  AGENT5_LEVEL_BPS,
  AGENT5_MIN_RECEIVE,
} from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { verifiedPerson } from './paidDeposit';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const HOUR = 3_600_000;

const register = w.register;

/** Valid (a paid deposit) and registered `since`, so the days from then on are in the programme. */
async function validate(id: number, since = new Date()) {
  await server.conn.db.update(users).set({ firstRechargeAt: since, createdAt: since }).where(eq(users.id, id));
  await verifiedPerson(server, id);
}

/** A member's stake posted at `at` (a deposit to cover it first). */
async function bet(id: number, amount: number, at: number) {
  await server.conn.db.transaction(async (tx) => {
    await post(tx, { userId: id, amount, kind: 'deposit', ref: `agent5:stake:${id}:${at}` });
    await post(tx, { userId: id, amount: -amount, kind: 'game:bet', ref: `agent5:bet:${id}:${at}`, at });
  });
}

const errcodeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: unknown) => (error instanceof AppError ? error.errcode : -1),
  );

const paidToPlayer = (userId: number) =>
  server.conn.db
    .select({ amount: ledger.amount, ref: ledger.ref })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'activity')));

describe('Agent5 (appAgent5User, Log, Receive, InviteValidReceive)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it("pays each level its rate of the day's valid bets, once, the day after; five levels deep", async () => {
    const db = server.conn.db;
    const today = manilaDay(Date.now());
    const during = manilaDayStart(today) + HOUR;
    const tomorrow = manilaDayStart(today + 1) + HOUR;
    const top = await register();
    // A chain of six levels, every member valid and betting ₱100; plus an invitee who never deposited.
    const chain = [];
    let code = top.inviteCode;
    for (let level = 1; level <= 6; level++) {
      const member = await register(code);
      await validate(member.id);
      await bet(member.id, 10_000, during);
      chain.push(member);
      code = member.inviteCode;
    }
    const idle = await register(top.inviteCode);
    await bet(idle.id, 10_000, during);

    // Today's bets show as today's, and accrue nothing yet.
    const now = await loadAgent5(db, top.id, during + HOUR);
    expect(now.appAgent5User.levels.map((l) => [l.members, l.valid, l.todayBets, l.accrued])).toEqual([
      [2, 1, 10_000, 0],
      [1, 1, 10_000, 0],
      [1, 1, 10_000, 0],
      [1, 1, 10_000, 0],
      [1, 1, 10_000, 0],
    ]);
    expect(now.appAgent5User).toMatchObject({ accrued: 0, receivable: 0, itemStatus: 0 });

    // The next Manila day: level n earns its rate of ₱100; the sixth level and the idle invitee nothing.
    const reads = await Promise.all(Array.from({ length: 10 }, () => loadAgent5(db, top.id, tomorrow)));
    const state = reads[0]?.appAgent5User;
    expect(state?.levels.map((l) => [l.rateBps, l.bets, l.accrued, l.todayBets])).toEqual(
      // 1 %, 0.5 %, 0.3 %, 0.2 %, 0.1 % of ₱100 (10,000 hundredths) is the rate's basis points in hundredths.
      AGENT5_LEVEL_BPS.map((bps) => [bps, 10_000, bps, 0]),
    );
    expect(state).toMatchObject({ accrued: 210, received: 0, receivable: 210, itemStatus: 1 });
    const rows = await db.select().from(agent5Log).where(eq(agent5Log.userId, top.id));
    expect(rows.filter((row) => row.kind === 'day').map((row) => row.day)).toEqual([today]);
    expect(rows.filter((row) => row.kind === 'commission').map((row) => [row.level, row.memberId, row.amount])).toEqual(
      chain.slice(0, 5).map((member, i) => [i + 1, member.id, AGENT5_LEVEL_BPS[i]]),
    );

    // A computed day is final: a late row for it changes nothing on later reads.
    await bet(chain[0]?.id ?? 0, 10_000, during + 2 * HOUR);
    expect((await loadAgent5(db, top.id, tomorrow + HOUR)).appAgent5User.accrued).toBe(210);

    // The log: every commission with its level, bets and masked member, newest first, by page.
    const page1 = await agent5LogPage(db, top.id, tomorrow, 1, 3);
    const page2 = await agent5LogPage(db, top.id, tomorrow, 2, 3);
    expect(page1.total).toBe(5);
    expect([...page1.list, ...page2.list].map((row) => [row.kind, row.level, row.amount, row.bets])).toEqual(
      [5, 4, 3, 2, 1].map((level) => ['commission', level, AGENT5_LEVEL_BPS[level - 1], 10_000]),
    );
    const first = chain[0]?.account ?? '';
    expect(page2.list.at(-1)?.member).toBe(`${first.slice(0, 2)}****${first.slice(-2)}`);

    // Receive pays the receivable once through the ledger; then nothing is left.
    const received = await receiveAgent5(db, top.id, tomorrow);
    expect(received.propList).toEqual([{ propId: 2001, count: 210 }]);
    expect(received.appAgent5User).toMatchObject({ accrued: 210, received: 210, receivable: 0, itemStatus: 0 });
    expect(await w.coin(top.account)).toBe(210);
    expect(await errcodeOf(receiveAgent5(db, top.id, tomorrow))).toBe(1005);
    const log = await agent5LogPage(db, top.id, tomorrow, 1, 1);
    expect(log.list[0]).toMatchObject({ kind: 'receive', level: 0, amount: 210, member: '' });
  });

  it('below the minimum nothing is received (1005)', async () => {
    const db = server.conn.db;
    const today = manilaDay(Date.now());
    const top = await register();
    const member = await register(top.inviteCode);
    await validate(member.id);
    // 1 % of ₱99 is 99 hundredths, under the ₱1 minimum.
    await bet(member.id, 9_900, manilaDayStart(today) + HOUR);
    const next = manilaDayStart(today + 1) + HOUR;
    const state = (await loadAgent5(db, top.id, next)).appAgent5User;
    expect(state).toMatchObject({ receivable: 99, minReceive: AGENT5_MIN_RECEIVE, itemStatus: 0 });
    expect(await errcodeOf(receiveAgent5(db, top.id, next))).toBe(1005);
    expect(await paidToPlayer(top.id)).toEqual([]);
  });

  it('pays a reward per valid level-1 invitee, once each; not for one who has not deposited or is not theirs', async () => {
    const top = await register();
    const valid = await register(top.inviteCode);
    const waiting = await register(top.inviteCode);
    const deeper = await register(valid.inviteCode);
    await validate(valid.id);
    await validate(deeper.id);
    const state = parseAnswer('appAgent5User', await w.ok('appAgent5User', {}, top.token)).appAgent5User;
    expect(state.inviteReward).toBe(AGENT5_INVITE_COIN);
    expect(state.invitees.map((row) => [row.uid, row.valid, row.itemStatus])).toEqual([
      [waiting.id, false, 0],
      [valid.id, true, 1],
    ]);
    const claim = (id: number) => w.call('appAgent5UserInviteValidReceive', { id }, top.token);
    expect((await claim(waiting.id)).json.errcode).toBe(1005);
    expect((await claim(deeper.id)).json.errcode).toBe(1003);
    const paid = parseAnswer('appAgent5UserInviteValidReceive', (await claim(valid.id)).json);
    expect(paid.propList).toEqual([{ propId: 2001, count: AGENT5_INVITE_COIN }]);
    expect(paid.appAgent5User.invitees.find((row) => row.uid === valid.id)?.itemStatus).toBe(2);
    expect((await claim(valid.id)).json.errcode).toBe(1004);
    expect(await w.coin(top.account)).toBe(AGENT5_INVITE_COIN);
    const log = parseAnswer('appAgent5UserLog', await w.ok('appAgent5UserLog', { page: 1, pageSize: 20 }, top.token));
    expect(log.list.map((row) => [row.kind, row.level, row.amount])).toEqual([['invite', 1, AGENT5_INVITE_COIN]]);
  });

  it('50 concurrent receives pay once, and 50 concurrent claims of one invitee pay once', async () => {
    const top = await register();
    const member = await register(top.inviteCode);
    const yesterday = manilaDay(Date.now()) - 1;
    await validate(member.id, new Date(manilaDayStart(yesterday)));
    await bet(member.id, 50_000, manilaDayStart(yesterday) + HOUR);
    const receipts = await Promise.all(Array.from({ length: 50 }, () => w.call('appAgent5UserReceive', {}, top.token)));
    const codes = receipts.map((answer) => answer.json.errcode);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.every((code) => code === 0 || code === 1004 || code === 1005)).toBe(true);
    const claims = await Promise.all(
      Array.from({ length: 50 }, () => w.call('appAgent5UserInviteValidReceive', { id: member.id }, top.token)),
    );
    expect(claims.filter((answer) => answer.json.errcode === 0)).toHaveLength(1);
    expect(claims.filter((answer) => answer.json.errcode === 1004)).toHaveLength(49);
    expect((await paidToPlayer(top.id)).map((row) => row.amount).sort((a, b) => a - b)).toEqual([
      500,
      AGENT5_INVITE_COIN,
    ]);
    const rows = await server.conn.db.select().from(agent5Log).where(eq(agent5Log.userId, top.id));
    expect(rows.filter((row) => row.kind === 'commission')).toHaveLength(1);
  });

  it('runs while the seeded switch is on: off, it leaves the activity map and every call answers 1010', async () => {
    const top = await register();
    const ids = async () => parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, top.token)).activityIds;
    expect(await ids()).toContain(AGENT5_ACTIVITY);
    await writeSetting(server.conn.db, 'agent5Live', false);
    expect(await ids()).not.toContain(AGENT5_ACTIVITY);
    for (const [name, body] of [
      ['appAgent5User', {}],
      ['appAgent5UserLog', { page: 1, pageSize: 20 }],
      ['appAgent5UserReceive', {}],
      ['appAgent5UserInviteValidReceive', { id: top.id }],
    ] as const) {
      expect((await w.call(name, body, top.token)).json.errcode, name).toBe(1010);
    }
  });

  it("a player without invitees has an empty programme and their code; the state answers the server's figures", async () => {
    const top = await register();
    const state = parseAnswer('appAgent5User', await w.ok('appAgent5User', {}, top.token)).appAgent5User;
    expect(state).toMatchObject({ inviteCode: top.inviteCode, accrued: 0, receivable: 0, invitees: [] });
    expect(state.levels.map((l) => l.rateBps)).toEqual(AGENT5_LEVEL_BPS);
    expect(await errcodeOf(receiveAgent5Invite(server.conn.db, top.id, top.id, Date.now()))).toBe(1003);
  });
});

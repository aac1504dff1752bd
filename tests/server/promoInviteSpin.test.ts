import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { spinInviteWheel } from '../../server/activity/inviteSpin';
import { inviteSpins, ledger, users } from '../../server/db/schema';
import { SPIN_SEGMENTS, SPIN_TOTAL_WEIGHT, spinSegmentOf } from '../../src/api/contract/promotions';
import { expectLedgerBalanced, parseAnswer, setupServer } from './harness';
import { verifiedPerson } from './paidDeposit';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);

const register = w.register;

/** The invitee's first deposit, paid through the sandbox provider's callback. */
async function deposit(invitee: { account: string; token: string; id: number }) {
  await verifiedPerson(server, invitee.id);
  await w.ok('recharge3', { amount: 20_000, version: 4, actType: 0, rechargeType: 1 }, invitee.token);
  await w.control('deposit/complete', { account: invitee.account });
}

/** Marks invitees as deposited without the wallet round trip (the rule under test is the count). */
async function depositedInvitees(inviteCode: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    const invitee = await register(inviteCode);
    await server.conn.db.update(users).set({ firstRechargeAt: new Date() }).where(eq(users.id, invitee.id));
    await verifiedPerson(server, invitee.id);
  }
}

const status = async (token: string) =>
  parseAnswer('actInviteUserStatus', await w.ok('actInviteUserStatus', {}, token)).actInviteUser;

describe('the wheel rules', () => {
  it('lands a roll on the segment whose weight covers it; the weights add up to 1,000', () => {
    expect(SPIN_TOTAL_WEIGHT).toBe(1_000);
    expect(spinSegmentOf(0)).toBe(0);
    expect(spinSegmentOf(299)).toBe(0);
    expect(spinSegmentOf(300)).toBe(1);
    expect(spinSegmentOf(SPIN_TOTAL_WEIGHT - 1)).toBe(SPIN_SEGMENTS.length - 1);
  });
});

describe('invite-and-spin (actInviteUserStatus, Spin, Exchange, Record)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('a spin per invitee who made a paid deposit; the spin is recorded as wheel cash before the answer', async () => {
    const inviter = await register();
    expect(await status(inviter.token)).toMatchObject({ inviteCount: 0, validCount: 0, spinCount: 0, itemStatus: 0 });
    expect((await w.call('actInviteUserSpin', {}, inviter.token)).json.errcode).toBe(1008);
    const invitee = await register(inviter.inviteCode);
    await register(); // no code: not an invitation
    // Registered, not yet deposited: not a valid invitee, no spin.
    expect(await status(inviter.token)).toMatchObject({ inviteCount: 1, validCount: 0, spinCount: 0 });
    await deposit(invitee);
    const ready = await status(inviter.token);
    expect(ready).toMatchObject({ inviteCount: 1, validCount: 1, spinCount: 1, totalWon: 0, cash: 0, itemStatus: 1 });
    expect(ready.segments).toEqual(SPIN_SEGMENTS);

    const spun = parseAnswer('actInviteUserSpin', await w.ok('actInviteUserSpin', {}, inviter.token));
    const prize = SPIN_SEGMENTS[spun.spin.segment]?.prize;
    expect(spun.spin).toMatchObject({ spinNo: 1, prize, exchanged: false });
    // Nothing is paid by the spin: the prize is wheel cash until the exchange.
    expect(spun.propList).toEqual([]);
    expect(spun.actInviteUser).toMatchObject({ spinCount: 0, totalWon: prize, cash: prize, itemStatus: 0 });
    expect(await w.coin(inviter.account)).toBe(0);
    expect(await status(inviter.token)).toMatchObject({ spinCount: 0, totalWon: prize, cash: prize });
    expect((await w.call('actInviteUserSpin', {}, inviter.token)).json.errcode).toBe(1008);

    const record = parseAnswer(
      'actInviteUserRecord',
      await w.ok('actInviteUserRecord', { page: 1, pageSize: 20 }, inviter.token),
    );
    expect(record).toMatchObject({ total: 1, page: 1, list: [spun.spin] });
  });

  it('the exchange pays the whole wheel cash into coin once; a repeat, or nothing won, answers 1005', async () => {
    const inviter = await register();
    // Nothing won yet: nothing to exchange, nothing paid.
    expect((await w.call('actInviteUserExchange', {}, inviter.token)).json.errcode).toBe(1005);
    await depositedInvitees(inviter.inviteCode, 3);
    await spinInviteWheel(server.conn.db, inviter.id, Date.now(), () => 0);
    await spinInviteWheel(server.conn.db, inviter.id, Date.now(), () => 999);
    const cash = (SPIN_SEGMENTS[0]?.prize ?? 0) + (SPIN_SEGMENTS[7]?.prize ?? 0);
    expect(await status(inviter.token)).toMatchObject({ cash, totalWon: cash, spinCount: 1 });

    const exchanged = parseAnswer('actInviteUserExchange', await w.ok('actInviteUserExchange', {}, inviter.token));
    expect(exchanged.propList).toEqual([{ propId: 2001, count: cash }]);
    expect(exchanged.actInviteUser).toMatchObject({ cash: 0, totalWon: cash, spinCount: 1 });
    expect(await w.coin(inviter.account)).toBe(cash);
    expect((await w.call('actInviteUserExchange', {}, inviter.token)).json.errcode).toBe(1005);
    expect(await w.coin(inviter.account)).toBe(cash);

    // A later spin gathers new wheel cash; its exchange pays only that, under its own ledger key.
    await spinInviteWheel(server.conn.db, inviter.id, Date.now(), () => 300);
    const later = SPIN_SEGMENTS[1]?.prize ?? 0;
    const second = parseAnswer('actInviteUserExchange', await w.ok('actInviteUserExchange', {}, inviter.token));
    expect(second.propList).toEqual([{ propId: 2001, count: later }]);
    expect(await w.coin(inviter.account)).toBe(cash + later);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, inviter.id), eq(ledger.kind, 'activity')));
    expect(rows.map((row) => [row.ref, row.amount])).toEqual([
      [`user:${inviter.id}:inviteSpin:exchange:2:2001`, cash],
      [`user:${inviter.id}:inviteSpin:exchange:3:2001`, later],
    ]);
    const record = parseAnswer(
      'actInviteUserRecord',
      await w.ok('actInviteUserRecord', { page: 1, pageSize: 20 }, inviter.token),
    );
    expect(record.list.every((row) => row.exchanged)).toBe(true);
    await expectLedgerBalanced(server.conn.db);
  });

  it('50 concurrent exchanges of the same wheel cash pay once', async () => {
    const inviter = await register();
    await depositedInvitees(inviter.inviteCode, 2);
    await spinInviteWheel(server.conn.db, inviter.id, Date.now(), () => 0);
    await spinInviteWheel(server.conn.db, inviter.id, Date.now(), () => 400);
    const cash = (await status(inviter.token)).cash;
    expect(cash).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => w.call('actInviteUserExchange', {}, inviter.token)),
    );
    const codes = answers.map((answer) => answer.json.errcode);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1005)).toHaveLength(49);
    expect(await w.coin(inviter.account)).toBe(cash);
    const paid = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, inviter.id), eq(ledger.kind, 'activity')));
    expect(paid.map((row) => row.amount)).toEqual([cash]);
    await expectLedgerBalanced(server.conn.db);
  });

  it('50 concurrent spins with one spin left draw once', async () => {
    const inviter = await register();
    await depositedInvitees(inviter.inviteCode, 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('actInviteUserSpin', {}, inviter.token)));
    const codes = answers.map((answer) => answer.json.errcode);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1008)).toHaveLength(49);
    const spins = await server.conn.db.select().from(inviteSpins).where(eq(inviteSpins.userId, inviter.id));
    expect(spins).toHaveLength(1);
    expect((await status(inviter.token)).cash).toBe(spins[0]?.prize);
  });

  it('draws each segment from the roll it is given; the record lists every spin, newest first, by page', async () => {
    const inviter = await register();
    await depositedInvitees(inviter.inviteCode, 3);
    const rolls = [0, 999, 300];
    for (const roll of rolls) await spinInviteWheel(server.conn.db, inviter.id, Date.now(), () => roll);
    const page1 = parseAnswer(
      'actInviteUserRecord',
      await w.ok('actInviteUserRecord', { page: 1, pageSize: 2 }, inviter.token),
    );
    const page2 = parseAnswer(
      'actInviteUserRecord',
      await w.ok('actInviteUserRecord', { page: 2, pageSize: 2 }, inviter.token),
    );
    expect(page1.total).toBe(3);
    expect([...page1.list, ...page2.list].map((row) => [row.spinNo, row.segment])).toEqual([
      [3, 1],
      [2, 7],
      [1, 0],
    ]);
    const won = [0, 7, 1].reduce((sum, segment) => sum + (SPIN_SEGMENTS[segment]?.prize ?? 0), 0);
    expect(await w.coin(inviter.account)).toBe(0);
    expect(await status(inviter.token)).toMatchObject({ totalWon: won, cash: won });
  });

  it("the configuration's first invite bonus (the Spin tab's badge) is ₱20 of coin", async () => {
    const config = parseAnswer('appConfig', (await server.call('appConfig', {})).json);
    expect(config.webConfig.appInviteBonus1ConfigList[0]?.award).toEqual([{ id: 2001, count: 2_000 }]);
  });
});

import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { agentAwards, agentCommissions, ledger } from '../../server/db/schema';
import {
  AGENT_ACCRUAL_DAYS,
  AGENT_EXCHANGE_MIN,
  AGENT_TIERS,
  agentTier,
  commissionOf,
  LOTTERY_COST,
  lotteryPrize,
  SCRATCH_COST,
  SCRATCH_PRIZES,
  SCRATCH_WEIGHTS,
  scratchPrize,
} from '../../src/api/contract/agent';
import { AGENT_ACTIVITY, AGENT_COUNT_ACTIVITY } from '../../src/api/contract/promotions';
import { parseAnswer, setupServer } from './harness';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
/** The seeded phone player, in the AgentCount cohort. */
const COHORT = '9171234567';

/** Valid invitees of `account` who bet `bets` (hundredths) yesterday, plus `unpaid` registrations without deposit. */
async function downline(account: string, bets: number[], unpaid = 0): Promise<string[]> {
  const answer = await w.control('agent/downline', { account, bets, unpaid });
  return answer.accounts as string[];
}

const agentOf = async (token = w.token) => parseAnswer('agentData', await w.ok('agentData', {}, token)).agent;
const idsOf = async (token = w.token) => parseAnswer('getActivityIds', await w.ok('getActivityIds', {}, token));

async function agentLedgerRows(userId: number) {
  return server.conn.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), like(ledger.ref, `user:${userId}:agent:%`)));
}

describe('agent figures', () => {
  it('tiers by valid direct invitees, rates per level floored, prizes by weight and number', () => {
    expect([0, 4, 5, 19, 20, 99].map((n) => agentTier(n, AGENT_TIERS))).toEqual([0, 0, 1, 1, 2, 2]);
    // 0.30 % of ₱100.00 at level 1, 0.10 % of ₱100.00 at level 2, 0.05 % of ₱1.99 (floored to 0) at level 3.
    expect(commissionOf([10_000, 10_000, 199], 0, AGENT_TIERS)).toBe(30 + 10 + 0);
    expect(commissionOf([10_000, 10_000, 10_000], 2, AGENT_TIERS)).toBe(80 + 30 + 15);
    expect(scratchPrize(0)).toBe(SCRATCH_PRIZES[0]?.prize);
    expect(scratchPrize(SCRATCH_WEIGHTS - 1)).toBe(10_000);
    expect([0, 1, 4, 5, 24, 25, 64, 65, 99].map(lotteryPrize)).toEqual([
      50_000, 10_000, 10_000, 2_000, 2_000, 500, 500, 0, 0,
    ]);
  });
});

describe('the Agent programme (agentData, agent3Exchange, agent4 family)', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('the choice rule: demo holds Agent, the agent-count cohort AgentCount, and each is refused the other', async () => {
    const agentIds = await idsOf();
    expect(agentIds.activityIds).toContain(AGENT_ACTIVITY);
    expect(agentIds.activityIds).not.toContain(AGENT_COUNT_ACTIVITY);
    expect(agentIds.activityMap[String(AGENT_ACTIVITY)]?.name).toBe('Agent');
    expect(agentIds.hasAgent).toBe(false);
    expect((await w.call('agentCountData', {})).json.errcode).toBe(1003);

    const cohort = await server.login(COHORT);
    const countIds = await idsOf(cohort);
    expect(countIds.activityIds).toContain(AGENT_COUNT_ACTIVITY);
    expect(countIds.activityIds).not.toContain(AGENT_ACTIVITY);
    expect(countIds.activityMap[String(AGENT_COUNT_ACTIVITY)]?.name).toBe('AgentCount');
    for (const call of ['agentData', 'agent3Exchange', 'agent4Data', 'agent4Scratch', 'agent4Award'] as const) {
      expect((await w.call(call, {}, cohort)).json.errcode, call).toBe(1003);
    }
  });

  it('the cohort grows by invitation: a friend of a cohort member gets AgentCount, a friend of demo Agent', async () => {
    const friend = await w.register((await w.user(COHORT)).inviteCode);
    expect((await idsOf(friend.token)).activityIds).toContain(AGENT_COUNT_ACTIVITY);
    const demoCode = (await w.user()).inviteCode;
    const other = await w.register(demoCode);
    const ids = (await idsOf(other.token)).activityIds;
    expect(ids).toContain(AGENT_ACTIVITY);
    expect(ids).not.toContain(AGENT_COUNT_ACTIVITY);
  });

  it('pays commission of a completed day, never twice, and 50 concurrent exchanges pay once', async () => {
    const user = await w.user();
    const [first] = await downline('demo', [1_000_000, 200_000], 1);
    await downline(first ?? '', [500_000]);
    const agent = await agentOf();
    // Tier 0 (2 valid direct): 0.30 % of ₱12,000 at level 1 + 0.10 % of ₱5,000 at level 2 = ₱36 + ₱5.
    const commission = 3_600 + 500;
    expect(agent).toMatchObject({
      inviteCount: 3,
      validInviteCount: 2,
      levels: [
        { level: 1, members: 3, valid: 2 },
        { level: 2, members: 1, valid: 1 },
        { level: 3, members: 0, valid: 0 },
      ],
      tier: 0,
      totalReward: commission,
      pendingReward: commission,
      itemStatus: 1,
    });
    // Read again: the day is stored once, nothing doubles; no day before the first invitee registered is computed.
    expect((await agentOf()).totalReward).toBe(commission);
    const days = await server.conn.db.select().from(agentCommissions).where(eq(agentCommissions.userId, user.id));
    expect(days.map((day) => [day.bets, day.tier, day.amount])).toEqual([[1_700_000, 0, commission]]);
    expect((await idsOf()).hasAgent).toBe(true);

    const before = await w.coin();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('agent3Exchange', {})));
    const codes = answers.map((answer) => answer.json.errcode);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.every((code) => code === 0 || code === 1004 || code === 1005)).toBe(true);
    expect(await w.coin()).toBe(before + commission);
    expect(await agentLedgerRows(user.id)).toHaveLength(1);
    expect(await agentOf()).toMatchObject({ totalReward: commission, pendingReward: 0, exchanged: commission });
    expect((await idsOf()).hasAgent).toBe(false);
    expect(commission).toBeGreaterThanOrEqual(AGENT_EXCHANGE_MIN);

    // A day later the day with the bets is still the one row it was: only the new completed day is added.
    await w.setClock(86_400_000);
    const later = await server.login('demo');
    expect(await agentOf(later)).toMatchObject({ totalReward: commission, pendingReward: 0 });
    const stored = await server.conn.db.select().from(agentCommissions).where(eq(agentCommissions.userId, user.id));
    expect(stored).toHaveLength(2);
    expect(AGENT_ACCRUAL_DAYS).toBe(7);
    await w.setClock(0);
  });

  it('scratch cards and lottery tickets spend commission, draw on the server, pay and are listed', async () => {
    const user = await w.user();
    await downline('demo', [1_000_000]);
    // ₱30 of commission: a ticket (₱20), two cards (₱5 each), then nothing left.
    expect((await agentOf()).pendingReward).toBe(3_000);
    const before = await w.coin();
    const ticket = parseAnswer('agent4Lottery', await w.ok('agent4Lottery', {}));
    expect(ticket.agent4.last).toMatchObject({ kind: 2, cost: LOTTERY_COST });
    expect(ticket.agent4.last?.prize).toBe(lotteryPrize(ticket.agent4.last?.number ?? -1));
    const card = parseAnswer('agent4Scratch', await w.ok('agent4Scratch', {}));
    expect(card.agent4.last).toMatchObject({ kind: 1, cost: SCRATCH_COST, number: -1 });
    expect(SCRATCH_PRIZES.map((entry) => entry.prize)).toContain(card.agent4.last?.prize);
    expect(card.propList).toEqual([{ propId: 2001, count: card.agent4.last?.prize }]);
    await w.ok('agent4Scratch', {});
    expect((await w.call('agent4Scratch', {})).json.errcode).toBe(1005);
    expect((await w.call('agent4Lottery', {})).json.errcode).toBe(1005);

    const state = parseAnswer('agent4Data', await w.ok('agent4Data', {})).agent4;
    expect(state).toMatchObject({ pendingReward: 0, scratchCount: 2, lotteryCount: 1 });
    const awards = parseAnswer('agent4Award', await w.ok('agent4Award', {})).list;
    expect(awards.map((award) => award.kind)).toEqual([1, 1, 2]);
    const won = awards.reduce((sum, award) => sum + award.prize, 0);
    expect(await w.coin()).toBe(before + won);
    expect(await agentLedgerRows(user.id)).toHaveLength(awards.filter((award) => award.prize > 0).length);
  });

  it('50 concurrent scratches never spend more than the commission, and each paid card pays once', async () => {
    const user = await w.user();
    await downline('demo', [1_200_000]);
    const commission = 3_600;
    expect((await agentOf()).pendingReward).toBe(commission);
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('agent4Scratch', {})));
    const paid = answers.filter((answer) => answer.json.errcode === 0).length;
    expect(paid).toBeGreaterThanOrEqual(1);
    expect(paid).toBeLessThanOrEqual(Math.floor(commission / SCRATCH_COST));
    const spent = await server.conn.db.select().from(agentAwards).where(eq(agentAwards.userId, user.id));
    expect(spent).toHaveLength(paid);
    expect(await agentLedgerRows(user.id)).toHaveLength(paid);
    expect((await agentOf()).pendingReward).toBe(commission - paid * SCRATCH_COST);
  });

  it('lists the downline a page at a time: masked accounts, level, valid and valid bets', async () => {
    const [first] = await downline('demo', [250_000], 1);
    await downline(first ?? '', [100_000]);
    const page = parseAnswer('agent4InviteRows', await w.ok('agent4InviteRows', { page: 1, pageSize: 2 }));
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    expect(page.list.map((row) => [row.level, row.valid, row.bets])).toEqual([
      [1, true, 250_000],
      [1, false, 0],
    ]);
    expect(page.list[0]?.account).toMatch(/^dl\*{4}..$/);
    const next = parseAnswer('agent4InviteRows', await w.ok('agent4InviteRows', { page: 2, pageSize: 2 }));
    expect(next.list.map((row) => [row.level, row.valid, row.bets])).toEqual([[2, true, 100_000]]);
  });
});

describe('Agent count (agentCountData, agentCountReceive)', () => {
  let token = '';
  beforeEach(async () => {
    await w.start();
    token = await server.login(COHORT);
  });

  it('tiers open with valid invitees, each pays once; 50 concurrent claims of a tier pay once', async () => {
    const user = await w.user(COHORT);
    const state = async () => parseAnswer('agentCountData', await w.ok('agentCountData', {}, token)).agentCount;
    expect((await state()).tiers.map((tier) => tier.itemStatus)).toEqual([0, 0, 0, 0, 0]);
    expect((await w.call('agentCountReceive', { id: 1 }, token)).json.errcode).toBe(1008);
    await downline(COHORT, [0, 0, 0], 2);
    expect(await state()).toMatchObject({ validInviteCount: 3 });
    expect((await state()).tiers.map((tier) => tier.itemStatus)).toEqual([1, 1, 0, 0, 0]);
    expect((await idsOf(token)).hasAgent).toBe(true);

    const before = await w.coin(COHORT);
    const first = parseAnswer('agentCountReceive', await w.ok('agentCountReceive', { id: 1 }, token));
    expect(first.propList).toEqual([{ propId: 2001, count: 500 }]);
    expect(first.agentCount.tiers[0]?.itemStatus).toBe(2);
    expect((await w.call('agentCountReceive', { id: 1 }, token)).json.errcode).toBe(1004);
    expect((await w.call('agentCountReceive', { id: 5 }, token)).json.errcode).toBe(1008);
    expect((await w.call('agentCountReceive', { id: 7 }, token)).json.errcode).toBe(1010);

    const answers = await Promise.all(Array.from({ length: 50 }, () => w.call('agentCountReceive', { id: 3 }, token)));
    const codes = answers.map((answer) => answer.json.errcode);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 1004)).toHaveLength(49);
    expect(await w.coin(COHORT)).toBe(before + 500 + 2_000);
    const rows = await server.conn.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, user.id), like(ledger.ref, `user:${user.id}:agentCount:%`)));
    expect(rows).toHaveLength(2);
    expect((await idsOf(token)).hasAgent).toBe(false);
  });
});

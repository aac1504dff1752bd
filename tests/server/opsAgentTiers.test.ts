import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay } from '../../server/activity/freeSign';
import { agentCommissions, agentTierSets, ledger, promotionSettings } from '../../server/db/schema';
import { DEFAULT_PROMOS, type PromoSettingsAnswer } from '../../src/api/contract/promoSettings';
import { parseAnswer, setupServer } from './harness';
import { DAY, fromManilaNoon, guestWebConfig, HOUR } from './manilaDays';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * The agent programmes' tiers in /ops Promotions: checked whole (nothing stored on bad input, the refusal naming the
 * field), held to marketing and admin, audited with before and after, and counting from the next Manila day: a
 * day's commission is computed at that day's tiers, a count claim pays the tiers of its day, a tier claimed keeps
 * what it paid and a tier removed cannot be claimed again.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);
/** The seeded phone player, in the AgentCount cohort. */
const COHORT = '9171234567';

const agentBase = DEFAULT_PROMOS.agent;
const countBase = DEFAULT_PROMOS.agentCount;
const storedRows = async () => server.conn.db.select().from(promotionSettings);
const tierSets = async () => server.conn.db.select().from(agentTierSets);
const promoAudit = async () => (await ops.audit()).filter((r) => r.action === 'promotion.change');

async function promotionsOf(token: string): Promise<PromoSettingsAnswer> {
  const answer = await ops.get('/promotions', token);
  expect(answer.status).toBe(200);
  return answer.json as unknown as PromoSettingsAnswer;
}

/** Valid invitees of `account` registered and betting `bets` (hundredths) a day before the server's clock. */
async function downline(account: string, bets: number[]): Promise<void> {
  await w.control('agent/downline', { account, bets, unpaid: 0 });
}

const agentOf = async (token: string) => parseAnswer('agentData', await w.ok('agentData', {}, token)).agent;
const countOf = async (token: string) =>
  parseAnswer('agentCountData', await w.ok('agentCountData', {}, token)).agentCount;

describe('/ops promotions: the agent tiers', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('refuses tiers out of order, a first tier above 0, rates over 2 % together or falling, coin over ₱100 an invitee; nothing stored', async () => {
    const marketing = await ops.session('marketing');
    const agent = (tiers: unknown) => ops.post('/promotions/agent', marketing, { ...agentBase, tiers });
    const count = (tiers: unknown) => ops.post('/promotions/agentCount', marketing, { ...countBase, tiers });
    const refusal = async (answer: Promise<{ json: Record<string, unknown> }>) => (await answer).json.error;

    expect(await refusal(agent([{ minValid: 1, levelBps: [30, 10, 5] }]))).toBe(
      'agent.tiers.0.minValid: Tier 1 valid invitees is 0 (every agent earns).',
    );
    expect(
      await refusal(
        agent([
          { minValid: 0, levelBps: [30, 10, 5] },
          { minValid: 0, levelBps: [50, 20, 10] },
        ]),
      ),
    ).toBe("agent.tiers.1.minValid: Tier 2 valid invitees is above tier 1's (0).");
    expect(
      await refusal(
        agent([
          { minValid: 0, levelBps: [30, 10, 5] },
          { minValid: 5, levelBps: [50, 5, 10] },
        ]),
      ),
    ).toBe("agent.tiers.1.levelBps.1: Tier 2 level 2 rate is at least tier 1's (0.1 %).");
    expect(await refusal(agent([{ minValid: 0, levelBps: [150, 40, 20] }]))).toBe(
      'agent.tiers.0.levelBps: Tier 1 rates add up to at most 2 % (they are 2.1 %).',
    );
    expect(await refusal(agent([{ minValid: 0, levelBps: [201, 0, 0] }]))).toBe(
      'agent.tiers.0.levelBps.0: Tier 1 level 1 rate is at most 2 %.',
    );
    expect(await refusal(agent([{ minValid: 0, levelBps: [30, 10] }]))).toBe(
      'agent.tiers.0.levelBps: Tier 1 rates has exactly 3 rates, one per level.',
    );
    expect(await refusal(agent([]))).toBe('agent.tiers: Tiers has at least one tier.');
    expect(
      await refusal(
        count([
          { need: 3, coin: 2_000 },
          { need: 3, coin: 4_000 },
        ]),
      ),
    ).toBe("agentCount.tiers.1.need: Tier 2 valid invitees is above tier 1's (3).");
    expect(await refusal(count([{ need: 2, coin: 20_100 }]))).toBe(
      'agentCount.tiers.0.coin: Tier 1 reward is at most ₱100 per invitee it needs (₱200).',
    );
    expect(await refusal(count([{ need: 0, coin: 500 }]))).toBe(
      'agentCount.tiers.0.need: Tier 1 valid invitees is at least 1.',
    );
    expect(await refusal(count([{ need: 1, coin: 150 }]))).toBe(
      'agentCount.tiers.0.coin: Tier 1 reward is a whole number of pesos.',
    );
    expect(await refusal(count(Array.from({ length: 11 }, (_, i) => ({ need: i + 1, coin: 100 }))))).toBe(
      'agentCount.tiers: Tiers has at most 10 tiers.',
    );
    expect(await storedRows()).toEqual([]);
    expect(await tierSets()).toEqual([]);
    expect(await promoAudit()).toEqual([]);
    // Support has no part in the promotions.
    const support = await ops.session('support');
    expect((await ops.post('/promotions/agentCount', support, countBase)).status).toBe(403);
  });

  it("a change saved today does not change today's commission: each day is computed at that day's tiers", async () => {
    await fromManilaNoon(w, async ({ now, to }) => {
      // An invitee registered and betting ₱10,000 today (the control puts them a day before the clock it is given).
      await to(DAY);
      await downline('demo', [1_000_000]);
      await to(HOUR);
      const player = await server.login('demo');
      // Tier 1 (1 valid invitee): 0.30 % of ₱10,000 = ₱30 so far today.
      expect(await agentOf(player)).toMatchObject({ tier: 0, todayBets: 1_000_000, todayCommission: 3_000 });
      expect((await agentOf(player)).tiers).toEqual(agentBase.tiers);

      const marketing = await ops.session('marketing', now + HOUR);
      const doubled = {
        ...agentBase,
        tiers: [
          { minValid: 0, levelBps: [60, 20, 10] },
          { minValid: 5, levelBps: [80, 30, 15] },
        ],
      };
      expect((await ops.post('/promotions/agent', marketing, doubled)).status).toBe(200);
      // Saved today: today's commission and the tiers the player is shown are today's.
      expect(await agentOf(player)).toMatchObject({ todayCommission: 3_000, tiers: agentBase.tiers });
      const answer = await promotionsOf(marketing);
      expect(answer.promotions.agent).toEqual(doubled);
      expect(answer.agentTiersToday).toEqual(agentBase.tiers);
      expect((await promoAudit()).map((r) => [r.target, r.before, r.after])).toEqual([
        ['promotion:agent', agentBase, doubled],
      ]);

      // The next day: yesterday's commission was computed at yesterday's tiers, and the new tiers are shown.
      await to(DAY + HOUR);
      const next = await server.login('demo');
      expect(await agentOf(next)).toMatchObject({ totalReward: 3_000, tiers: doubled.tiers, todayCommission: 0 });
      const user = await w.user();
      const days = async () =>
        (await server.conn.db.select().from(agentCommissions).where(eq(agentCommissions.userId, user.id)))
          .sort((a, b) => a.day - b.day)
          .map((row) => [row.day - manilaDay(now), row.amount]);
      expect(await days()).toEqual([[0, 3_000]]);

      // Bets of that next day earn its tiers: 0.60 % of ₱10,000.
      await to(2 * DAY);
      await downline('demo', [1_000_000]);
      await to(2 * DAY + HOUR);
      expect((await agentOf(await server.login('demo'))).totalReward).toBe(3_000 + 6_000);
      expect(await days()).toEqual([
        [0, 3_000],
        [1, 6_000],
      ]);
    });
  });

  it('a count claim pays at most the coin configured that day; a tier claimed keeps what it paid, one removed cannot be claimed', async () => {
    await fromManilaNoon(w, async ({ now, to }) => {
      const token = await server.login(COHORT);
      const user = await w.user(COHORT);
      const paid = async () =>
        (
          await server.conn.db
            .select({ amount: ledger.amount, ref: ledger.ref })
            .from(ledger)
            .where(and(eq(ledger.userId, user.id), like(ledger.ref, `user:${user.id}:agentCount:%`)))
            .orderBy(ledger.id)
        ).map((row) => [row.ref.split('agentCount:')[1]?.split(':')[0], row.amount]);
      await downline(COHORT, [0, 0, 0]);
      expect(parseAnswer('agentCountReceive', await w.ok('agentCountReceive', { id: 1 }, token)).propList).toEqual([
        { propId: 2001, count: 500 },
      ]);

      // Saved today: tier 1 raised, tier 3 lowered, 5, 10 and 20 removed, 4 added. Today's tiers hold today.
      const marketing = await ops.session('marketing', now);
      const changed = {
        ...countBase,
        tiers: [
          { need: 1, coin: 1_000 },
          { need: 3, coin: 1_000 },
          { need: 4, coin: 4_000 },
        ],
      };
      expect((await ops.post('/promotions/agentCount', marketing, changed)).status).toBe(200);
      expect((await countOf(token)).tiers.map((tier) => [tier.need, tier.coin, tier.itemStatus])).toEqual([
        [1, 500, 2],
        [3, 2_000, 1],
        [5, 4_000, 0],
        [10, 10_000, 0],
        [20, 25_000, 0],
      ]);
      expect((await promotionsOf(marketing)).agentCountTiersToday).toEqual(countBase.tiers);

      // The next day: the new tiers. Tier 1 stays claimed with the ₱5 it paid; tier 3 pays the ₱10 now configured.
      await to(DAY);
      const next = await server.login(COHORT);
      expect((await countOf(next)).tiers.map((tier) => [tier.need, tier.coin, tier.itemStatus])).toEqual([
        [1, 1_000, 2],
        [3, 1_000, 1],
        [4, 4_000, 0],
      ]);
      expect((await w.call('agentCountReceive', { id: 1 }, next)).json.errcode).toBe(1004);
      expect((await w.call('agentCountReceive', { id: 5 }, next)).json.errcode).toBe(1010);
      const answers = await Promise.all(Array.from({ length: 20 }, () => w.call('agentCountReceive', { id: 3 }, next)));
      expect(answers.filter((answer) => answer.json.errcode === 0)).toHaveLength(1);
      expect(await paid()).toEqual([
        ['1', 500],
        ['3', 1_000],
      ]);

      // Tier 1 removed: no longer listed nor claimable; its past claim stands in the ledger.
      const later = await ops.session('marketing', now + DAY);
      const removed = { ...countBase, tiers: changed.tiers.slice(1) };
      expect((await ops.post('/promotions/agentCount', later, removed)).status).toBe(200);
      await to(2 * DAY);
      const third = await server.login(COHORT);
      expect((await countOf(third)).tiers.map((tier) => tier.need)).toEqual([3, 4]);
      expect((await w.call('agentCountReceive', { id: 1 }, third)).json.errcode).toBe(1010);
      expect(await paid()).toEqual([
        ['1', 500],
        ['3', 1_000],
      ]);
    });
  });

  it("the rule page's tiers come with appConfig: a change shows from the next Manila day", async () => {
    const shown = async () => (await guestWebConfig(server)).agentTiers;
    await fromManilaNoon(w, async ({ now, to }) => {
      expect(await shown()).toEqual(agentBase.tiers);
      const raised = { ...agentBase, tiers: [{ minValid: 0, levelBps: [100, 50, 25] }] };
      expect((await ops.post('/promotions/agent', await ops.session('admin', now), raised)).status).toBe(200);
      expect(await shown()).toEqual(agentBase.tiers);
      await to(DAY);
      expect(await shown()).toEqual(raised.tiers);
    });
  });

  it("a stored set that fails today's rules reads as the product's tiers; a switch-only row keeps its switch", async () => {
    await fromManilaNoon(w, async ({ now }) => {
      await server.conn.db.insert(agentTierSets).values({
        programme: 'agentCount',
        fromDay: manilaDay(now),
        tiers: [{ need: 1, coin: 99_900_000 }],
      });
      await server.conn.db.insert(promotionSettings).values({
        promo: 'agent',
        settings: { enabled: false, from: null, to: null },
      });
      const token = await server.login(COHORT);
      expect((await countOf(token)).tiers.map((tier) => tier.coin)).toEqual(countBase.tiers.map((tier) => tier.coin));
      const answer = await promotionsOf(await ops.session('admin', now));
      expect(answer.promotions.agent).toEqual({ ...agentBase, enabled: false });
      expect(answer.agentCountTiersToday).toEqual(countBase.tiers);
    });
  });
});

import { and, asc, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { manilaDay, manilaDayStart } from '../../server/activity/freeSign';
import { agentAccrualDays, agentAwards, agentCommissions, ledger, promotionSettings } from '../../server/db/schema';
import { AGENT_FIGURES } from '../../src/api/contract/agent';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { DEFAULT_PROMOS, type PromoSettingsAnswer } from '../../src/api/contract/promoSettings';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/**
 * The Agent programme's figures in /ops Promotions: the least exchange and a card's and a ticket's cost count at
 * once and are read inside the spend's transaction (a spend is charged the cost in force at its moment; concurrent
 * spends still pay once); the look-back days count from the next Manila day and a completed day accrues within the
 * look-back of its own day, so a shorter look-back never takes a day already earned. Checked whole with the field
 * named, held to marketing and admin, audited with before and after.
 */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);
const DAY = 86_400_000;
const HOUR = 3_600_000;

const base = DEFAULT_PROMOS.agent;
const promoAudit = async () => (await ops.audit()).filter((r) => r.action === 'promotion.change');

/** Valid invitees of `account` registered and betting `bets` (hundredths) a day before the server's clock. */
async function downline(account: string, bets: number[]): Promise<void> {
  await w.control('agent/downline', { account, bets, unpaid: 0 });
}

const agentOf = async (token = w.token) => parseAnswer('agentData', await w.ok('agentData', {}, token)).agent;

/** The web config players get with appConfig (the rule page states the figures from it). */
async function shownFigures() {
  const res = await server.app.request(`${API_BASE}${endpoints.appConfig.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  return parseAnswer('appConfig', await res.json()).webConfig.agentFigures;
}

async function promotionsOf(token: string): Promise<PromoSettingsAnswer> {
  const answer = await ops.get('/promotions', token);
  expect(answer.status).toBe(200);
  return answer.json as unknown as PromoSettingsAnswer;
}

/** Manila noon of today on the real clock, and the offset that puts the server's clock there. */
function manilaNoon() {
  const now = manilaDayStart(manilaDay(Date.now())) + 12 * HOUR;
  return { now, offset: now - Date.now() };
}

describe('/ops promotions: the agent programme figures', () => {
  beforeEach(async () => {
    await w.start();
  });

  it('refuses figures out of their bounds with the field named; nothing stored; support has no part', async () => {
    const marketing = await ops.session('marketing');
    const refusal = async (figures: Record<string, unknown>) =>
      (await ops.post('/promotions/agent', marketing, { ...base, ...figures })).json.error;
    expect(await refusal({ exchangeMin: 0 })).toBe('agent.exchangeMin: Smallest exchange is at least ₱1.');
    expect(await refusal({ exchangeMin: 100_100 })).toBe('agent.exchangeMin: Smallest exchange is at most ₱1,000.');
    expect(await refusal({ exchangeMin: 550 })).toBe(
      'agent.exchangeMin: Smallest exchange is a whole number of pesos.',
    );
    // A card pays ₱4.95 on average and ₱100 at most; a ticket ₱15 on average and ₱500 at most.
    expect(await refusal({ scratchCost: 400 })).toBe('agent.scratchCost: Scratch card cost is at least ₱5.');
    expect(await refusal({ scratchCost: 10_100 })).toBe('agent.scratchCost: Scratch card cost is at most ₱100.');
    expect(await refusal({ lotteryCost: 1_400 })).toBe('agent.lotteryCost: Lottery ticket cost is at least ₱15.');
    expect(await refusal({ lotteryCost: 50_100 })).toBe('agent.lotteryCost: Lottery ticket cost is at most ₱500.');
    expect(await refusal({ accrualDays: 0 })).toBe('agent.accrualDays: Look-back days is at least 1 day.');
    expect(await refusal({ accrualDays: 31 })).toBe('agent.accrualDays: Look-back days is at most 30 days.');
    expect(await refusal({ accrualDays: 1.5 })).toBe('agent.accrualDays: Look-back days is a whole number of days.');
    expect(await server.conn.db.select().from(promotionSettings)).toEqual([]);
    expect(await server.conn.db.select().from(agentAccrualDays)).toEqual([]);
    expect(await promoAudit()).toEqual([]);
    const support = await ops.session('support');
    expect((await ops.post('/promotions/agent', support, { ...base, scratchCost: 1_000 })).status).toBe(403);

    // Prices alone schedule no look-back; the save is audited with before and after.
    const admin = await ops.session('admin');
    const priced = { ...base, exchangeMin: 1_000, scratchCost: 1_000, lotteryCost: 5_000 };
    expect((await ops.post('/promotions/agent', admin, priced)).status).toBe(200);
    expect(await server.conn.db.select().from(agentAccrualDays)).toEqual([]);
    expect((await promoAudit()).map((r) => [r.target, r.before, r.after])).toEqual([['promotion:agent', base, priced]]);
  });

  it('a spend after a raise of the cost is charged the new cost, and concurrent spends still pay once', async () => {
    const user = await w.user();
    await downline('demo', [1_200_000]);
    // ₱36 of commission (0.30 % of ₱12,000); a card at the product's ₱5.
    expect(await agentOf()).toMatchObject({ pendingReward: 3_600, ...AGENT_FIGURES });
    expect(parseAnswer('agent4Scratch', await w.ok('agent4Scratch', {})).agent4.last?.cost).toBe(500);

    const marketing = await ops.session('marketing');
    const raised = { ...base, scratchCost: 1_000, lotteryCost: 2_500 };
    expect((await ops.post('/promotions/agent', marketing, raised)).status).toBe(200);
    // At once: the page, the rule page and the next spend.
    expect(await agentOf()).toMatchObject({ pendingReward: 3_100, scratchCost: 1_000, lotteryCost: 2_500 });
    expect(await shownFigures()).toEqual({ ...AGENT_FIGURES, scratchCost: 1_000, lotteryCost: 2_500 });
    const ticket = parseAnswer('agent4Lottery', await w.ok('agent4Lottery', {}));
    expect(ticket.agent4.last?.cost).toBe(2_500);
    expect(ticket.agent4.pendingReward).toBe(600);
    const short = await w.call('agent4Scratch', {});
    expect(short.json).toMatchObject({ errcode: 1005, msg: 'Not enough commission: this needs 10 pesos.' });

    // The card bought at ₱5 keeps its cost; 20 concurrent cards at ₱10 from a fresh ₱36 never overspend, each paid once.
    await w.setClock(DAY);
    try {
      const later = await server.login('demo');
      await downline('demo', [1_200_000]);
      expect((await agentOf(later)).pendingReward).toBe(600 + 3_600);
      const answers = await Promise.all(Array.from({ length: 20 }, () => w.call('agent4Scratch', {}, later)));
      const paid = answers.filter((answer) => answer.json.errcode === 0).length;
      expect(paid).toBeGreaterThanOrEqual(1);
      expect(paid).toBeLessThanOrEqual(4);
      expect(answers.every((answer) => [0, 1004, 1005].includes(answer.json.errcode))).toBe(true);
      const rows = await server.conn.db
        .select({ kind: agentAwards.kind, cost: agentAwards.cost })
        .from(agentAwards)
        .where(eq(agentAwards.userId, user.id))
        .orderBy(asc(agentAwards.seq));
      expect(rows).toEqual([
        { kind: 1, cost: 500 },
        { kind: 2, cost: 2_500 },
        ...Array.from({ length: paid }, () => ({ kind: 1, cost: 1_000 })),
      ]);
      const payouts = await server.conn.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.userId, user.id), like(ledger.ref, `user:${user.id}:agent:%`)));
      expect(payouts.length).toBe(rows.filter((row) => row.kind === 1).length + (ticket.agent4.last?.prize ? 1 : 0));
      expect((await agentOf(later)).pendingReward).toBe(4_200 - paid * 1_000);
    } finally {
      await w.setClock(0);
    }
  });

  it('the exchange below a raised minimum answers with the minimum named; lowered, it exchanges all', async () => {
    await downline('demo', [1_000_000]);
    expect(await agentOf()).toMatchObject({ pendingReward: 3_000, itemStatus: 1 });
    const marketing = await ops.session('marketing');
    expect((await ops.post('/promotions/agent', marketing, { ...base, exchangeMin: 5_000 })).status).toBe(200);
    expect(await agentOf()).toMatchObject({ pendingReward: 3_000, itemStatus: 0, exchangeMin: 5_000 });
    const ids = async () => parseAnswer('getActivityIds', await w.ok('getActivityIds', {}));
    expect((await ids()).hasAgent).toBe(false);
    const refused = await w.call('agent3Exchange', {});
    expect(refused.json).toMatchObject({ errcode: 1005, msg: 'Not enough commission: this needs 50 pesos.' });

    expect((await ops.post('/promotions/agent', marketing, { ...base, exchangeMin: 3_000 })).status).toBe(200);
    expect((await ids()).hasAgent).toBe(true);
    const before = await w.coin();
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.call('agent3Exchange', {})));
    expect(answers.filter((answer) => answer.json.errcode === 0)).toHaveLength(1);
    expect(await w.coin()).toBe(before + 3_000);
  });

  it('a shorter look-back counts from the next Manila day and never drops a day already earned', async () => {
    const { now, offset } = manilaNoon();
    const user = await w.user();
    const days = async () =>
      (await server.conn.db.select().from(agentCommissions).where(eq(agentCommissions.userId, user.id)))
        .sort((a, b) => a.day - b.day)
        .map((row) => [row.day - manilaDay(now), row.amount]);
    try {
      // Day 0: an invitee bets ₱10,000 (₱30 of commission at 0.30 %); nobody looks at the agent page.
      await w.setClock(offset + DAY);
      await downline('demo', [1_000_000]);

      // Day 2: the look-back is cut to 1 day. It counts from day 3; today's page and rules still say 7.
      await w.setClock(offset + 2 * DAY);
      const marketing = await ops.session('marketing', now + 2 * DAY);
      expect((await ops.post('/promotions/agent', marketing, { ...base, accrualDays: 1 })).status).toBe(200);
      const answer = await promotionsOf(marketing);
      expect([answer.promotions.agent.accrualDays, answer.agentAccrualDaysToday]).toEqual([1, 7]);
      expect((await shownFigures())?.accrualDays).toBe(7);
      expect(await server.conn.db.select({ fromDay: agentAccrualDays.fromDay }).from(agentAccrualDays)).toEqual([
        { fromDay: manilaDay(now) + 3 },
      ]);

      // Day 3: another invitee bets ₱10,000, a day under the 1-day look-back. The rules now say 1 day.
      await w.setClock(offset + 4 * DAY);
      await downline('demo', [1_000_000]);
      await w.setClock(offset + 3 * DAY);
      expect((await shownFigures())?.accrualDays).toBe(1);

      // Day 5: day 0 is 5 days back, within the 7 days of its own day: it accrues. Day 3 is 2 days back, past its
      // 1 day: it lapsed. Day 4 (no bets) is within its 1 day.
      await w.setClock(offset + 5 * DAY);
      const player = await server.login('demo');
      expect(await agentOf(player)).toMatchObject({ totalReward: 3_000, accrualDays: 1 });
      expect(await days()).toEqual([
        [0, 3_000],
        [1, 0],
        [2, 0],
        [4, 0],
      ]);
    } finally {
      await w.setClock(0);
    }
  });
});

import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  AGENT_DEPTH,
  type AgentFigures,
  agentTier,
  commissionOf,
  LOTTERY_NUMBERS,
  lotteryPrize,
  SCRATCH_WEIGHTS,
  scratchPrize,
} from '../../src/api/contract/agent';
import { maskWinner } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { agentAwards, agentCommissions, users } from '../db/schema';
import { AppError } from '../errors';
import { accrualDaysHistory, agentSpendFigures } from './agentFigures';
import { agentTiersOn } from './agentTiers';
import { ACTIVITY_ERRCODE } from './config';
import { type DownlineMember, downlineOf } from './downline';
import { manilaDay } from './freeSign';
import { payAward } from './payout';

/**
 * The Agent programme (Agent 26; agentData, agent3Exchange and the agent4 family; docs/promotions.md). Commission
 * is a share of the valid bets of the player's downline (./downline.ts, three levels), at the rates of the tier the
 * player's valid direct invitees reach, the tiers being the operator's in force that Manila day (./agentTiers.ts: a
 * change counts from the next day, so a day's commission never changes once it began). It accrues per completed
 * Manila day: the first read after a day ends computes it and stores one agent_commissions row (the primary key makes
 * it once), within the look-back days of that day (./agentFigures.ts; the operator's, counting from the next Manila
 * day) but not before the first invitee registered. The commission left (accrued minus spent) is exchanged into coin
 * from the least exchange, or spent on a scratch card or a lottery ticket at their cost (the operator's figures in
 * force when the spend is made, read in its transaction) whose prize is drawn here with crypto.randomInt; each spend
 * is an agent_awards row numbered per player and its payout, in one transaction, a ledger entry named by that
 * number: paid once.
 */

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;
const AWARDS_SHOWN = 20;
/** agent_awards kinds. */
export const SPEND = { exchange: 0, scratch: 1, lottery: 2 } as const;

const dayStart = (day: number) => new Date(day * DAY_MS - MANILA_OFFSET_MS);

/** The valid members' bets by level (index 0 = level 1). */
function validBetsByLevel(members: readonly DownlineMember[]): number[] {
  const bets = Array.from({ length: AGENT_DEPTH }, () => 0);
  for (const member of members) if (member.valid) bets[member.level - 1] = (bets[member.level - 1] ?? 0) + member.bets;
  return bets;
}

const validDirect = (members: readonly DownlineMember[]) =>
  members.filter((member) => member.level === 1 && member.valid).length;

/** Stores the commission of each completed Manila day still within its look-back and not stored yet. */
export async function accrueCommission(db: Db, userId: number, now: number): Promise<void> {
  const today = manilaDay(now);
  // Nobody in the downline bet before the first invitee registered (deeper levels registered later still).
  const [first] = await db
    .select({ at: users.createdAt })
    .from(users)
    .where(eq(users.pid, userId))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!first) return;
  const history = await accrualDaysHistory(db);
  const from = Math.max(today - history.longest, manilaDay(first.at.getTime()));
  const stored = await db
    .select({ day: agentCommissions.day })
    .from(agentCommissions)
    .where(and(eq(agentCommissions.userId, userId), gte(agentCommissions.day, from)));
  const done = new Set(stored.map((row) => row.day));
  for (let day = from; day < today; day += 1) {
    // A day accrues within the look-back of its own day (a later change never shortens it); past it, it lapsed.
    if (done.has(day) || today - day > history.on(day)) continue;
    const [members, tiers] = await Promise.all([
      downlineOf(db, userId, AGENT_DEPTH, { since: dayStart(day), until: dayStart(day + 1) }),
      agentTiersOn(db, 'agent', day),
    ]);
    const tier = agentTier(validDirect(members), tiers);
    const bets = validBetsByLevel(members);
    await db
      .insert(agentCommissions)
      .values({ userId, day, tier, bets: bets.reduce((a, b) => a + b, 0), amount: commissionOf(bets, tier, tiers) })
      .onConflictDoNothing();
  }
}

/** Whether the player has anyone in their downline (only then can commission accrue). */
async function hasDownline(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.pid, userId)).limit(1);
  return row !== undefined;
}

/**
 * Accrued, spent and exchanged commission and the last spend's number, read in ONE statement (one snapshot on
 * PostgreSQL): a spend that read a balance and numbers its row from the same read cannot spend what a concurrent
 * spend already took; their rows collide on the number instead.
 */
async function balanceOf(db: Db | Tx, userId: number) {
  const result = (await db.execute(sql`
    SELECT
      (SELECT COALESCE(SUM(amount), 0) FROM agent_commissions WHERE user_id = ${userId}) AS "accrued",
      (SELECT COALESCE(SUM(cost), 0) FROM agent_awards WHERE user_id = ${userId}) AS "spent",
      (SELECT COALESCE(SUM(cost), 0) FROM agent_awards WHERE user_id = ${userId} AND kind = ${SPEND.exchange}) AS "exchanged",
      (SELECT COALESCE(MAX(seq), 0) FROM agent_awards WHERE user_id = ${userId}) AS "seq"`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0] ?? {};
  const accrued = Number(row.accrued ?? 0);
  const spent = Number(row.spent ?? 0);
  return { accrued, left: accrued - spent, exchanged: Number(row.exchanged ?? 0), seq: Number(row.seq ?? 0) };
}

/** hasAgent for an Agent player: commission to exchange (accrued first when they have a downline at all). */
export async function hasAgentCommission(db: Db, userId: number, now: number): Promise<boolean> {
  if (!(await hasDownline(db, userId))) return false;
  await accrueCommission(db, userId, now);
  const [balance, figures] = await Promise.all([balanceOf(db, userId), agentSpendFigures(db)]);
  return balance.left >= figures.exchangeMin;
}

async function agentState(db: Db | Tx, userId: number, now: number) {
  const today = manilaDay(now);
  const [[user], members, balance, tiers, spendFigures, history] = await Promise.all([
    db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId)),
    downlineOf(db, userId, AGENT_DEPTH, { since: dayStart(today), until: new Date(now) }),
    balanceOf(db, userId),
    agentTiersOn(db, 'agent', today),
    agentSpendFigures(db),
    accrualDaysHistory(db),
  ]);
  const tier = agentTier(validDirect(members), tiers);
  const bets = validBetsByLevel(members);
  const levels = Array.from({ length: AGENT_DEPTH }, (_, i) => {
    const at = members.filter((member) => member.level === i + 1);
    return { level: i + 1, members: at.length, valid: at.filter((member) => member.valid).length };
  });
  return {
    inviteCode: user?.inviteCode ?? '',
    inviteCount: levels[0]?.members ?? 0,
    validInviteCount: levels[0]?.valid ?? 0,
    levels,
    tier,
    // Today's tiers: the page states them, and today's commission is computed at them.
    tiers: tiers.map(({ minValid, levelBps }) => ({ minValid, levelBps: [...levelBps] })),
    todayBets: bets.reduce((a, b) => a + b, 0),
    todayCommission: commissionOf(bets, tier, tiers),
    totalReward: balance.accrued,
    pendingReward: balance.left,
    exchanged: balance.exchanged,
    itemStatus: balance.left >= spendFigures.exchangeMin ? 1 : 0,
    // The figures in force: the page and its buttons state them (a spend is charged the ones of its moment), and
    // today's commission accrues within today's look-back.
    ...spendFigures,
    accrualDays: history.on(today),
  };
}

/** agentData. */
export async function loadAgent(db: Db, userId: number, now: number) {
  await accrueCommission(db, userId, now);
  return { agent: await agentState(db, userId, now) };
}

const awardOf = (row: typeof agentAwards.$inferSelect) => ({
  id: row.seq,
  kind: row.kind,
  cost: row.cost,
  prize: row.prize,
  number: row.number,
  createTime: row.createdAt.getTime(),
});

async function agent4State(db: Db | Tx, userId: number) {
  const [balance, counts] = await Promise.all([
    balanceOf(db, userId),
    db
      .select({ kind: agentAwards.kind, n: sql<number>`count(*)`.mapWith(Number) })
      .from(agentAwards)
      .where(eq(agentAwards.userId, userId))
      .groupBy(agentAwards.kind),
  ]);
  const countOf = (kind: number) => counts.find((row) => row.kind === kind)?.n ?? 0;
  return {
    pendingReward: balance.left,
    scratchCount: countOf(SPEND.scratch),
    lotteryCount: countOf(SPEND.lottery),
  };
}

/** agent4Data. */
export async function loadAgent4(db: Db, userId: number, now: number) {
  await accrueCommission(db, userId, now);
  return { agent4: await agent4State(db, userId) };
}

interface Draw {
  cost: number;
  prize: number;
  number: number;
}

type SpendFigures = Pick<AgentFigures, 'exchangeMin' | 'scratchCost' | 'lotteryCost'>;

/**
 * One spend of commission, paid once: the balance and the last number read together, the operator's figures read
 * in the same transaction (the spend is charged the ones in force at its moment), the spend numbered next (a
 * concurrent spend of the same balance collides on that number and is refused), then its coin through the ledger
 * as `agent:{number}`, all in one transaction.
 */
async function spend(
  db: Db,
  userId: number,
  now: number,
  kind: number,
  draw: (left: number, figures: SpendFigures) => Draw,
) {
  await accrueCommission(db, userId, now);
  return db.transaction(async (tx) => {
    const [balance, figures] = await Promise.all([balanceOf(tx, userId), agentSpendFigures(tx)]);
    const { cost, prize, number } = draw(balance.left, figures);
    const seq = balance.seq + 1;
    const [row] = await tx
      .insert(agentAwards)
      .values({ userId, seq, kind, cost, prize, number, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(ACTIVITY_ERRCODE.alreadyClaimed, 'That commission was just spent: look again.');
    const propList = await payAward(tx, userId, [{ id: 2001, count: prize }], `agent:${seq}`, now);
    return { row, propList };
  });
}

const notEnough = (cost: number) =>
  new AppError(ACTIVITY_ERRCODE.notClaimable, `Not enough commission: this needs ${cost / 100} pesos.`);

/** agent3Exchange: all the commission left into coin, from the least exchange in force. */
export async function exchangeCommission(db: Db, userId: number, now: number) {
  const { propList } = await spend(db, userId, now, SPEND.exchange, (left, { exchangeMin }) => {
    if (left < exchangeMin) throw notEnough(exchangeMin);
    return { cost: left, prize: left, number: -1 };
  });
  return { agent: await agentState(db, userId, now), propList };
}

/** agent4Scratch: a card for the card's cost in force; its prize drawn by weight. */
export async function scratchCard(db: Db, userId: number, now: number, roll: (max: number) => number = randomInt) {
  const { row, propList } = await spend(db, userId, now, SPEND.scratch, (left, { scratchCost }) => {
    if (left < scratchCost) throw notEnough(scratchCost);
    return { cost: scratchCost, prize: scratchPrize(roll(SCRATCH_WEIGHTS)), number: -1 };
  });
  return { agent4: { ...(await agent4State(db, userId)), last: awardOf(row) }, propList };
}

/** agent4Lottery: a ticket for the ticket's cost in force; the server draws its number 00-99. */
export async function lotteryTicket(db: Db, userId: number, now: number, roll: (max: number) => number = randomInt) {
  const { row, propList } = await spend(db, userId, now, SPEND.lottery, (left, { lotteryCost }) => {
    if (left < lotteryCost) throw notEnough(lotteryCost);
    const number = roll(LOTTERY_NUMBERS);
    return { cost: lotteryCost, prize: lotteryPrize(number), number };
  });
  return { agent4: { ...(await agent4State(db, userId)), last: awardOf(row) }, propList };
}

/** agent4Award: the scratch cards and tickets bought, newest first. */
export async function agentAwardList(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(agentAwards)
    .where(and(eq(agentAwards.userId, userId), inArray(agentAwards.kind, [SPEND.scratch, SPEND.lottery])))
    .orderBy(desc(agentAwards.seq))
    .limit(AWARDS_SHOWN);
  return { list: rows.map(awardOf) };
}

/** agent4InviteRows: one page of the downline, level by level, with the valid bets of today's look-back window. */
export async function agentInviteRows(db: Db, userId: number, now: number, page: number, pageSize: number) {
  const today = manilaDay(now);
  const days = (await accrualDaysHistory(db)).on(today);
  const members = await downlineOf(db, userId, AGENT_DEPTH, {
    since: dayStart(today - days),
    until: new Date(now),
  });
  const slice = members.slice((page - 1) * pageSize, page * pageSize);
  const names =
    slice.length === 0
      ? []
      : await db
          .select({ id: users.id, account: users.account, mobile: users.mobile })
          .from(users)
          .where(
            inArray(
              users.id,
              slice.map((member) => member.userId),
            ),
          );
  const list = slice.map((member) => {
    const name = names.find((row) => row.id === member.userId);
    return {
      uid: member.userId,
      account: maskWinner(name?.mobile || null, name?.account ?? ''),
      level: member.level,
      valid: member.valid,
      bets: member.valid ? member.bets : 0,
      createTime: member.registeredAt.getTime(),
    };
  });
  return { list, total: members.length, page };
}

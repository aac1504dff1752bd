import type { AgentClaimed, AgentLoaded } from '../../../machines/activity/agent.machine';
import type { AgentCountLoaded } from '../../../machines/activity/agentCount.machine';

/** Agent programme answers for the machine tests and coverage (amounts in hundredths). */
export const agentLoaded = (left: number): AgentLoaded => ({
  agent: {
    inviteCode: '12345678',
    inviteCount: 2,
    validInviteCount: 1,
    levels: [
      { level: 1, members: 2, valid: 1 },
      { level: 2, members: 0, valid: 0 },
      { level: 3, members: 0, valid: 0 },
    ],
    tier: 0,
    tiers: [
      { minValid: 0, levelBps: [30, 10, 5] },
      { minValid: 5, levelBps: [50, 20, 10] },
    ],
    todayBets: 0,
    todayCommission: 0,
    totalReward: left,
    pendingReward: left,
    exchanged: 0,
    itemStatus: left >= 500 ? 1 : 0,
    exchangeMin: 500,
    scratchCost: 500,
    lotteryCost: 2_000,
    accrualDays: 7,
  },
  agent4: { pendingReward: left, scratchCount: 0, lotteryCount: 0 },
  rows: { list: [], total: 2, page: 1 },
  awards: [],
});

export const exchanged = (amount: number): AgentClaimed => ({
  agent: { ...agentLoaded(0).agent, totalReward: amount, exchanged: amount },
  propList: [{ propId: 2001, count: amount }],
});

/** A card (kind 1) or ticket (kind 2) bought, leaving `left`. */
export const bought = (kind: 1 | 2, left: number, prize: number, number = -1): AgentClaimed => ({
  agent4: {
    pendingReward: left,
    scratchCount: kind === 1 ? 1 : 0,
    lotteryCount: kind === 2 ? 1 : 0,
    last: { id: 1, kind, cost: kind === 1 ? 500 : 2_000, prize, number, createTime: 1_000_000 },
  },
  propList: prize > 0 ? [{ propId: 2001, count: prize }] : [],
});

export const agentCount = (valid: number, claimed: number[] = []): AgentCountLoaded => ({
  agentCount: {
    validInviteCount: valid,
    tiers: [1, 3, 5].map((need) => ({
      id: need,
      need,
      coin: need * 500,
      itemStatus: claimed.includes(need) ? 2 : valid >= need ? 1 : 0,
    })),
  },
});

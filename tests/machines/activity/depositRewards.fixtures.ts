import type { CollectionState } from '../../../machines/activity/rechargeCollection';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { DEPOSIT_STREAK_DAYS, LADDER_TIERS } from '../../../src/api/contract/promotions';

/** Answers of the deposit promotions' calls for the machine tests and coverage specs. */

type Status = 0 | 1 | 2;

/** A week of the deposit streak with these statuses (day 1 first; missing days 0). */
export function streakWeek(statuses: Status[], todayDone = false): CollectionState {
  const days = statuses.filter((status) => status > 0).length;
  return {
    totalRecharge: todayDone ? 10_000 : 0,
    expireTime: -1,
    tiers: DEPOSIT_STREAK_DAYS.map((day, index) => ({
      id: day.id,
      needRecharge: day.minDeposit,
      award: [{ id: 2001, count: day.coin }],
      itemStatus: statuses[index] ?? 0,
    })),
    streak: { days, next: (days % 7) + 1, todayDone },
  };
}

/** The month's ladder with these statuses (first tier first). */
export function ladderMonth(statuses: Status[], totalRecharge = 60_000): CollectionState {
  return {
    totalRecharge,
    expireTime: Date.UTC(2026, 11, 1) - 8 * 3_600_000,
    tiers: LADDER_TIERS.map((tier, index) => ({
      id: tier.id,
      needRecharge: tier.needRecharge,
      award: [{ id: 2001, count: tier.coin }],
      itemStatus: statuses[index] ?? 0,
    })),
  };
}

/** A claim's answer: the new state and the coin it paid. */
export const paidTier = (state: CollectionState, coin: number) => ({
  rechargeBonusCollection: state,
  propList: [{ propId: 2001, count: coin }],
});

export const cashFund = (itemStatus: 0 | 1, claimable = 1_550) => ({
  cashBonus: {
    deposits: 100_000,
    bets: 31_000,
    accrued: 5_000,
    released: claimable,
    claimed: 0,
    claimable,
    itemStatus,
    accrualBps: 500,
    releaseBps: 500,
    minClaim: 100,
  },
});

/** Coverage specs: the answers every activity run sees around its own, and the state's identity. */

const claimPath = '/app/v1/receiverRechargeBonusCollection6';

/** The load and claim answers every activity run sees, around the activity's own. */
export function activityEvents<TLoaded, TClaimed>(
  path: string,
  loads: TLoaded[],
  claimed: TClaimed,
  claimIds: number[],
) {
  return [
    ...loads.map((output) => ({ type: 'xstate.done.actor.load' as const, output, actorId: 'load' as const })),
    { type: 'xstate.error.actor.load' as const, error: new ErrcodeError(path, 1010, 200), actorId: 'load' as const },
    {
      type: 'xstate.error.actor.load' as const,
      error: new NetworkError(path, new Error('offline')),
      actorId: 'load' as const,
    },
    ...claimIds.map((id) => ({ type: 'CLAIM' as const, id })),
    { type: 'RETRY' as const },
    { type: 'ACKNOWLEDGE' as const },
    { type: 'xstate.done.actor.claim' as const, output: claimed, actorId: 'claim' as const },
    {
      type: 'xstate.error.actor.claim' as const,
      error: new ErrcodeError(claimPath, 1004, 200),
      actorId: 'claim' as const,
    },
  ];
}

export const serializeState = (snapshot: {
  value: unknown;
  context: { data: unknown; claiming: number | null; notice: { id: string } | null };
}) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.data,
    snapshot.context.claiming,
    snapshot.context.notice?.id ?? null,
  ]);

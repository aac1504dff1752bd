import type { DepositStreakEvent, DepositStreakLoaded } from '../../../machines/activity/depositStreak.machine';
import { depositStreakMachine } from '../../../machines/activity/depositStreak.machine';
import type { CollectionClaimed } from '../../../machines/activity/rechargeCollection';
import { DEPOSIT_STREAK_DAYS } from '../../../src/api/contract/promotions';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { activityEvents, paidTier, serializeState, streakWeek } from './depositRewards.fixtures';

const streakEvents: DepositStreakEvent[] = activityEvents(
  '/app/v1/rechargeBonusCollection8',
  [{ rechargeBonusCollection8: streakWeek([1]) }, { rechargeBonusCollection8: streakWeek([2]) }],
  paidTier(streakWeek([2]), 500),
  [DEPOSIT_STREAK_DAYS[0]!.id, DEPOSIT_STREAK_DAYS[1]!.id],
);

export const depositStreakSpec = defineMachineSpec({
  name: 'depositStreak',
  machine: depositStreakMachine,
  input: { session: { send: () => undefined } },
  events: streakEvents,
  mocks: (mocks) => ({
    load: mocks.promise<DepositStreakLoaded>(),
    claim: mocks.promise<CollectionClaimed, { id: number }>(),
  }),
  serializeState,
});

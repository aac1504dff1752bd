import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';
import { type CollectionClaimed, type CollectionState, tierClaim } from './rechargeCollection';

/**
 * Deposit streak (ContinuousRecharge 43; /activity/depositEvery; docs/promotions.md) on the activity skeleton:
 * this week's days from rechargeBonusCollection8; CLAIM {id: the day's id} takes a reached day's reward once.
 * Never ends (no countdown): a missed date restarts the week on the server.
 */

export type DepositStreakLoaded = DataOf<'rechargeBonusCollection8'>;
export type DepositStreakEvent = ActivityEvent<DepositStreakLoaded, CollectionClaimed>;

export const depositStreakMachine = createActivityMachine<
  object,
  DepositStreakLoaded,
  CollectionState,
  CollectionClaimed
>({
  id: 'depositStreak',
  countdown: false,
  load: (signal) => callApi('rechargeBonusCollection8', {}, { signal }),
  read: (loaded) => ({ data: loaded.rechargeBonusCollection8 }),
  claim: tierClaim('promotions.depositStreak.paid'),
});

export type DepositStreakMachine = typeof depositStreakMachine;

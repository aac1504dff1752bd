import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';
import { type CollectionClaimed, type CollectionState, tierClaim } from './rechargeCollection';

/**
 * Ladder recharge (LadderRecharge 17; a section of /activity/depositEvery; docs/promotions.md) on the activity
 * skeleton: this Manila month's paid deposits and the tiers from rechargeBonusCollection6; CLAIM {id: a tier's id}
 * takes a reached tier once. The month's end (data.expireTime) is shown as a date, not counted down: the ladder
 * starts again rather than closing.
 */

export type LadderRechargeLoaded = DataOf<'rechargeBonusCollection6'>;
export type LadderRechargeEvent = ActivityEvent<LadderRechargeLoaded, CollectionClaimed>;

export const ladderRechargeMachine = createActivityMachine<
  object,
  LadderRechargeLoaded,
  CollectionState,
  CollectionClaimed
>({
  id: 'ladderRecharge',
  countdown: false,
  load: (signal) => callApi('rechargeBonusCollection6', {}, { signal }),
  read: (loaded) => ({ data: loaded.rechargeBonusCollection6 }),
  claim: tierClaim('promotions.ladderRecharge.paid'),
});

export type LadderRechargeMachine = typeof ladderRechargeMachine;

import type { LadderRechargeEvent, LadderRechargeLoaded } from '../../../machines/activity/ladderRecharge.machine';
import { ladderRechargeMachine } from '../../../machines/activity/ladderRecharge.machine';
import type { CollectionClaimed } from '../../../machines/activity/rechargeCollection';
import { LADDER_TIERS } from '../../../src/api/contract/promotions';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { activityEvents, ladderMonth, paidTier, serializeState } from './depositRewards.fixtures';

const ladderEvents: LadderRechargeEvent[] = activityEvents(
  '/app/v1/rechargeBonusCollection6',
  [{ rechargeBonusCollection6: ladderMonth([1]) }, { rechargeBonusCollection6: ladderMonth([2]) }],
  paidTier(ladderMonth([2]), 1_000),
  [LADDER_TIERS[0]!.id, LADDER_TIERS[1]!.id],
);

export const ladderRechargeSpec = defineMachineSpec({
  name: 'ladderRecharge',
  machine: ladderRechargeMachine,
  input: { session: { send: () => undefined } },
  events: ladderEvents,
  mocks: (mocks) => ({
    load: mocks.promise<LadderRechargeLoaded>(),
    claim: mocks.promise<CollectionClaimed, { id: number }>(),
  }),
  serializeState,
});

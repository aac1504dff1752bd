import type { CashBonusClaimed, CashBonusEvent, CashBonusLoaded } from '../../../machines/activity/cashBonus.machine';
import { cashBonusMachine } from '../../../machines/activity/cashBonus.machine';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { activityEvents, cashFund, serializeState } from './depositRewards.fixtures';

const cashEvents: CashBonusEvent[] = activityEvents<CashBonusLoaded, CashBonusClaimed>(
  '/app/v1/cashBonus',
  [cashFund(1), cashFund(0, 0)],
  { ...cashFund(0, 0), propList: [{ propId: 2001, count: 1_550 }] },
  [0, 1],
);

export const cashBonusSpec = defineMachineSpec({
  name: 'cashBonus',
  machine: cashBonusMachine,
  input: { session: { send: () => undefined } },
  events: cashEvents,
  mocks: (mocks) => ({
    load: mocks.promise<CashBonusLoaded>(),
    claim: mocks.promise<CashBonusClaimed, { id: number }>(),
  }),
  serializeState,
});

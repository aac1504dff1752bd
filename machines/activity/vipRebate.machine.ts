import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * VIP rebate (VIP 8; /activity/vipRebate; docs/promotions.md) on the activity skeleton: the previous Manila date's
 * bets, the VIP level's rate and the rebate; CLAIM {id: 0} takes it while itemStatus is 1.
 */

export type VipRebateLoaded = DataOf<'vipRebate'>;
export type VipRebateClaimed = DataOf<'vipRebateReceive'>;
export type VipRebateState = VipRebateLoaded['vipRebate'];
export type VipRebateEvent = ActivityEvent<VipRebateLoaded, VipRebateClaimed>;

/** The one claimable item of the rebate. */
export const REBATE_ITEM = 0;

export const vipRebateMachine = createActivityMachine<object, VipRebateLoaded, VipRebateState, VipRebateClaimed>({
  id: 'vipRebate',
  countdown: false,
  load: (signal) => callApi('vipRebate', {}, { signal }),
  read: (loaded) => ({ data: loaded.vipRebate }),
  claim: {
    call: (_, signal) => callApi('vipRebateReceive', {}, { signal }),
    allowed: (context, id) => id === REBATE_ITEM && context.data?.itemStatus === 1,
    apply: (_, claimed) => claimed.vipRebate,
    message: 'promotions.vipRebate.paid',
  },
});

export type VipRebateMachine = typeof vipRebateMachine;

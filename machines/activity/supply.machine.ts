import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * Supply (bankruptBonus; /activity/supply; docs/promotions.md) on the activity skeleton: the load is the player's
 * activity data (isBankrupt), CLAIM {id: 0} takes today's top-up while bankrupt; once paid the balance is no longer
 * below the floor and the page says so.
 */

export type SupplyLoaded = DataOf<'getActivityIds'>;
export type SupplyClaimed = DataOf<'bankruptBonus'>;
export interface SupplyState {
  isBankrupt: boolean;
  /** The top-up just paid (this visit). */
  paid: number;
}
export type SupplyEvent = ActivityEvent<SupplyLoaded, SupplyClaimed>;

/** The one claimable item of Supply. */
export const SUPPLY_ITEM = 0;

export const supplyMachine = createActivityMachine<object, SupplyLoaded, SupplyState, SupplyClaimed>({
  id: 'supply',
  countdown: false,
  load: (signal) => callApi('getActivityIds', {}, { signal }),
  read: (loaded) => ({ data: { isBankrupt: loaded.isBankrupt, paid: 0 } }),
  claim: {
    call: (_, signal) => callApi('bankruptBonus', {}, { signal }),
    allowed: (context, id) => id === SUPPLY_ITEM && context.data?.isBankrupt === true,
    apply: (_, claimed) => ({
      isBankrupt: false,
      paid: claimed.propList.reduce((sum, item) => sum + item.count, 0),
    }),
    message: 'promotions.supply.paid',
  },
});

export type SupplyMachine = typeof supplyMachine;

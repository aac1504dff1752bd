import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * The player's deposit coupons (couponList; docs/promotions.md) on the activity skeleton: a load, nothing to claim
 * (a coupon is used by choosing it at a deposit).
 */

export type CouponsLoaded = DataOf<'couponList'>;
export type Coupon = CouponsLoaded['list'][number];
export type CouponsEvent = ActivityEvent<CouponsLoaded, never>;

export const couponsMachine = createActivityMachine<object, CouponsLoaded, readonly Coupon[]>({
  id: 'coupons',
  countdown: false,
  load: (signal) => callApi('couponList', {}, { signal }),
  read: (loaded) => ({ data: loaded.list }),
});

export type CouponsMachine = typeof couponsMachine;

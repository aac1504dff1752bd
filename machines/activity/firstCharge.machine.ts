import { callApi } from '../../src/api/client/call';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { firstChargeBonusPercent } from '../../src/api/contract/rewards';
import { type ActivityContext, type ActivityEvent, createActivityMachine } from './activity.machine';
import { activityHostOf } from './activityHost.machine';

/**
 * First-charge (spec §2, §4, §8, §9) on the activity skeleton (machines/activity/activity.machine.ts), one machine for the
 * page /activity/firstCharge and the home modal. Status 0 can buy (BUY → the session's deposit with actType 39 and
 * the pack's price), 1 has free rewards to claim (CLAIM { id }: each prop of the pack once), 2 all claimed. The
 * countdown reaching expireTime at status 0 ends the offer: the modal closes at once, the page alerts and goes
 * back. The reload after a purchase (DEPOSIT.FINISHED, routed by the session) refreshes the coins in the modal
 * when it shows status 1. A closing errcode on load also refreshes the session's activity ids (spec §8).
 */

export type FirstChargeState = DataOf<'rechargeBonusCollection9'>;
export type FirstChargeData = NonNullable<FirstChargeState['appRechargeBonusCollection9']>;
export type FirstChargeClaim = DataOf<'rechargeBonusCollection9Receive'>;
export type FirstChargePack = WebConfig['appRechargeBonusCollection9ConfigList'][number];
export type FirstChargeMode = 'page' | 'modal';

/** First-charge activity type: recharge3 actType of a pack purchase. */
export const FIRST_CHARGE_ACT_TYPE = 39;

export interface FirstChargeParams {
  mode: FirstChargeMode;
  /** appRechargeBonusCollection9ConfigList of the web config. */
  packs: readonly FirstChargePack[];
}

export type FirstChargeContext = ActivityContext<FirstChargeParams, FirstChargeData>;
export type FirstChargeEvent = ActivityEvent<FirstChargeState, FirstChargeClaim>;

/**
 * The player's pack: once bought, the pack as bought (what its claims pay, whatever the operator offers now);
 * before, the pack on offer in the config.
 */
export function packOf(context: Pick<FirstChargeContext, 'params' | 'data'>): FirstChargePack | undefined {
  return context.data?.pack ?? context.params.packs.find((pack) => pack.id === context.data?.awardId);
}

/** Bonus percentage of the player's pack (spec §9). */
export function bonusPercentOf(context: Pick<FirstChargeContext, 'params' | 'data'>): number {
  const pack = packOf(context);
  return pack ? firstChargeBonusPercent(pack.price, pack.award) : 0;
}

export const firstChargeMachine = createActivityMachine<
  FirstChargeParams,
  FirstChargeState,
  FirstChargeData,
  FirstChargeClaim
>({
  id: 'firstCharge',
  load: (signal) => callApi('rechargeBonusCollection9', {}, { signal }),
  read: (loaded) => ({ data: loaded.appRechargeBonusCollection9, expireTime: loaded.expireTime }),
  claim: {
    call: (propId, signal) => callApi('rechargeBonusCollection9Receive', { propId }, { signal }),
    allowed: (context, propId) =>
      context.data?.itemStatus === 1 &&
      !context.data.propReceiveList.includes(propId) &&
      (packOf(context)?.award.some((item) => item.id === propId) ?? false),
    apply: (data, claimed) => claimed.appRechargeBonusCollection9 ?? data,
    message: 'activity.firstCharge.claimed',
  },
  purchase: (context) => {
    const pack = packOf(context);
    return context.data?.itemStatus === 0 && pack
      ? { actType: FIRST_CHARGE_ACT_TYPE, amount: pack.price, propId: pack.id }
      : undefined;
  },
  // After a purchase, reaching status 1 in the modal refreshes the coins (spec §4).
  afterPurchase: (context) =>
    context.params.mode === 'modal' && context.data?.itemStatus === 1 ? [{ type: 'BALANCE.REFRESH' }] : [],
  ends: (context) => (context.data?.itemStatus === 0 ? (context.params.mode === 'modal' ? 'exit' : 'close') : false),
  closeRefreshesActivities: true,
  optional: true,
});

export type FirstChargeMachine = typeof firstChargeMachine;

/** The session's firstCharge child (loaded on first use): one run per visit. */
export const firstChargeHost = activityHostOf<FirstChargeParams, FirstChargeMachine>('firstCharge', firstChargeMachine);
export type FirstChargeHost = typeof firstChargeHost;

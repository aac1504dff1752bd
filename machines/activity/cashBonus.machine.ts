import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * Cash bonus (Fund 16; /activity/cashBonus; docs/promotions.md) on the activity skeleton: the fund accrued from
 * paid deposits and released by bets (cashBonus); CLAIM {id: 0} takes what is released while itemStatus is 1.
 * After a claim the session re-reads its activity data, so the hasFund dot follows the server.
 */

export type CashBonusLoaded = DataOf<'cashBonus'>;
export type CashBonusClaimed = DataOf<'cashBonusReceive'>;
export type CashBonusState = CashBonusLoaded['cashBonus'];
export type CashBonusEvent = ActivityEvent<CashBonusLoaded, CashBonusClaimed>;

/** The one claimable item of the cash bonus. */
export const CASH_BONUS_ITEM = 0;

export const cashBonusMachine = createActivityMachine<object, CashBonusLoaded, CashBonusState, CashBonusClaimed>({
  id: 'cashBonus',
  countdown: false,
  load: (signal) => callApi('cashBonus', {}, { signal }),
  read: (loaded) => ({ data: loaded.cashBonus }),
  claim: {
    call: (_, signal) => callApi('cashBonusReceive', {}, { signal }),
    allowed: (context, id) => id === CASH_BONUS_ITEM && context.data?.itemStatus === 1,
    apply: (_, claimed) => claimed.cashBonus,
    message: 'promotions.cashBonus.paid',
    alsoTell: [{ type: 'ACTIVITIES.REFRESH' }],
  },
});

export type CashBonusMachine = typeof cashBonusMachine;

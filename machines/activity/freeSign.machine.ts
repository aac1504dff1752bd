import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * Daily sign-in (FreeSign; /activity/freeSign; docs/promotions.md) on the activity skeleton: the week's 7-day
 * calendar by Manila date; CLAIM {id: day} claims today's day (the one with itemStatus 1), debounced, once.
 */

export type FreeSignLoaded = DataOf<'loginBonus3User'>;
export type FreeSignClaimed = DataOf<'loginBonus3UserReceive'>;
export type FreeSignWeek = FreeSignLoaded['loginBonus3User'];
export type FreeSignEvent = ActivityEvent<FreeSignLoaded, FreeSignClaimed>;

/** Today's claimable day of the week, or null when today's is claimed. */
export const todaysDay = (week: FreeSignWeek | null): number | null =>
  week?.days.find((day) => day.itemStatus === 1)?.day ?? null;

export const freeSignMachine = createActivityMachine<object, FreeSignLoaded, FreeSignWeek, FreeSignClaimed>({
  id: 'freeSign',
  countdown: false,
  load: (signal) => callApi('loginBonus3User', {}, { signal }),
  read: (loaded) => ({ data: loaded.loginBonus3User, expireTime: loaded.loginBonus3User.expireTime }),
  claim: {
    call: (day, signal) => callApi('loginBonus3UserReceive', { day }, { signal }),
    allowed: (context, day) => todaysDay(context.data) === day,
    apply: (_, claimed) => claimed.loginBonus3User,
    message: 'promotions.freeSign.paid',
    refreshesActivities: true,
  },
});

export type FreeSignMachine = typeof freeSignMachine;

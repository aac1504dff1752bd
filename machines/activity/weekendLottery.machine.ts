import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * The weekend lottery (WeekendLottery; /activity/weekendLottery, public; docs/promotions.md) on the activity
 * skeleton: a load and nothing to claim. The server draws on the first read after Monday 20:00 Manila and credits
 * the prizes itself, so the page only shows: this weekend's window and draw time, the reader's tickets (null for a
 * guest) and the last draw's winners.
 */

export type WeekendLotteryLoaded = DataOf<'weekendLottery'>;
export type WeekendLotteryState = WeekendLotteryLoaded['weekendLottery'];
export type WeekendLotteryEvent = ActivityEvent<WeekendLotteryLoaded, never>;

export const weekendLotteryMachine = createActivityMachine<object, WeekendLotteryLoaded, WeekendLotteryState>({
  id: 'weekendLottery',
  countdown: false,
  load: (signal) => callApi('weekendLottery', {}, { signal }),
  read: (loaded) => ({ data: loaded.weekendLottery }),
});

export type WeekendLotteryMachine = typeof weekendLotteryMachine;

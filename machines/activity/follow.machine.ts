import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * Follow rewards (FollowRewards; /activity/follow, /lobby/follow; docs/promotions.md) on the activity skeleton: the
 * operator's social accounts. Its one claim runs either call, by the item: `visitItem(id)` records that the player
 * opened account `id` (Share, sent as its link opens in a new tab; while not yet opened), `id` itself receives the
 * account's reward (Receive; once opened, not yet received).
 */

export type FollowLoaded = DataOf<'appProxyUser4TaskUser'>;
export type FollowClaimed = DataOf<'appProxyUser4TaskUserReceive'> | (FollowLoaded & { visited: true });
export type FollowState = FollowLoaded['appProxyUser4TaskUser'];
export type FollowTask = FollowState['tasks'][number];
export type FollowEvent = ActivityEvent<FollowLoaded, FollowClaimed>;

/** Claim items from this number up record a visit of account `item - VISIT`. */
const VISIT = 1_000;
/** The claim item that records opening account `id`. */
export const visitItem = (id: number): number => VISIT + id;

const taskOf = (data: FollowState | null, id: number) => data?.tasks.find((task) => task.id === id);

export const followMachine = createActivityMachine<object, FollowLoaded, FollowState, FollowClaimed>({
  id: 'follow',
  countdown: false,
  load: (signal) => callApi('appProxyUser4TaskUser', {}, { signal }),
  read: (loaded) => ({ data: loaded.appProxyUser4TaskUser }),
  claim: {
    call: async (item, signal) =>
      item >= VISIT
        ? { ...(await callApi('appProxyUser4TaskUserShare', { id: item - VISIT }, { signal })), visited: true }
        : callApi('appProxyUser4TaskUserReceive', { id: item }, { signal }),
    allowed: (context, item) =>
      item >= VISIT
        ? taskOf(context.data, item - VISIT)?.itemStatus === 0
        : taskOf(context.data, item)?.itemStatus === 1,
    apply: (_, claimed) => claimed.appProxyUser4TaskUser,
    message: (claimed) => ('visited' in claimed ? 'promotions.follow.visited' : 'promotions.follow.paid'),
  },
});

export type FollowMachine = typeof followMachine;

import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { NEW_YEAR_BOX_SET, NEW_YEAR_LOTTERY_SET } from '../../src/api/contract/promotions';
import { copyText } from '../../src/platform/exchange/clipboard';
import { absoluteUrl, canWebShare, webShare } from '../../src/platform/exchange/share';
import type { MessageId } from '../../src/platform/intl/messages';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * New Year (/activity/newYear; docs/promotions.md "New Year") on the activity skeleton: the season's dates, the
 * items held (40001-40004), today's tasks and the extra set. CLAIM {id}: a task's id (its items), BOX_ITEM and
 * LOTTERY_ITEM (spend a set; the coin is drawn on the server), EXTRA_ITEM, SHARE_ITEM (the player's invite link
 * through the share sheet or the clipboard, then the share is recorded for the share task). The countdown runs to
 * the next change and reads the state again (a new day's tasks, and the ticker of recent openings).
 */

/** The recent openings of the lobby's `newYearList` ticker (lobbyTips), newest first, phones masked. */
export type NewYearRecent = DataOf<'lobbyTips'>['newYearList'];
export type NewYearLoaded = DataOf<'newYearUser'> & { newYearList: NewYearRecent };
export type NewYearState = DataOf<'newYearUser'>['newYearUser'] & { recent: NewYearRecent };
/** A claim's answer and which item it was (a share answers no propList of its own). */
export type NewYearClaimed = DataOf<'newYearBoxOpen'> & { item: number };
export type NewYearEvent = ActivityEvent<NewYearLoaded, NewYearClaimed>;

export const BOX_ITEM = 1_001;
export const LOTTERY_ITEM = 1_002;
export const EXTRA_ITEM = 1_003;
export const SHARE_ITEM = 1_004;

/** How many of item `id` the player holds. */
export const heldOf = (state: NewYearState, id: number) => state.items.find((item) => item.propId === id)?.count ?? 0;
const holdsSet = (state: NewYearState, set: readonly number[]) => set.every((id) => heldOf(state, id) > 0);

function claimable(state: NewYearState, item: number): boolean {
  if (state.phase !== 'running') return false;
  if (item === BOX_ITEM) return holdsSet(state, NEW_YEAR_BOX_SET);
  if (item === LOTTERY_ITEM) return holdsSet(state, NEW_YEAR_LOTTERY_SET);
  if (item === EXTRA_ITEM) return state.extra.itemStatus === 1;
  if (item === SHARE_ITEM) return true;
  return state.tasks.some((task) => task.id === item && task.itemStatus === 1);
}

async function share(signal: AbortSignal): Promise<DataOf<'newYearBoxOpen'>> {
  const { url } = await callApi('shortUrl', { source: 'newYear' }, { signal });
  // The share sheet where the browser has one, else the link goes to the clipboard (the share task's proof either way).
  const link = absoluteUrl(url);
  const outcome = canWebShare() ? await webShare(link, 'Lucky Lobby') : (await copyText(link)) ? 'shared' : 'failed';
  if (outcome !== 'shared') throw new Error(`share ${outcome}`);
  return { ...(await callApi('newYearShare', {}, { signal })), propList: [] };
}

function claimCall(item: number, signal: AbortSignal) {
  if (item === BOX_ITEM) return callApi('newYearBoxOpen', {}, { signal });
  if (item === LOTTERY_ITEM) return callApi('newYearOpen', {}, { signal });
  if (item === EXTRA_ITEM) return callApi('newYearExtra', {}, { signal });
  if (item === SHARE_ITEM) return share(signal);
  return callApi('newYearReceiveTask', { id: item }, { signal });
}

const MESSAGE: Readonly<Record<number, MessageId>> = {
  [BOX_ITEM]: 'promotions.newYear.opened',
  [LOTTERY_ITEM]: 'promotions.newYear.opened',
  [SHARE_ITEM]: 'promotions.newYear.shared',
};

export const newYearMachine = createActivityMachine<object, NewYearLoaded, NewYearState, NewYearClaimed>({
  id: 'newYear',
  reloadAt: true,
  // The player's state and the ticker of everyone's openings together; a ticker that fails to load is left empty
  // (it decorates the page, spec §7's silent lists).
  load: async (signal) => {
    const [user, tips] = await Promise.all([
      callApi('newYearUser', {}, { signal }),
      callApi('lobbyTips', {}, { signal }).catch(() => ({ newYearList: [] })),
    ]);
    return { ...user, newYearList: tips.newYearList };
  },
  read: (loaded) => ({
    data: { ...loaded.newYearUser, recent: loaded.newYearList },
    expireTime: loaded.newYearUser.expireTime,
  }),
  claim: {
    call: async (item, signal) => ({ ...(await claimCall(item, signal)), item }),
    allowed: (context, item) => context.data !== null && claimable(context.data, item),
    apply: (data, claimed) => ({ ...claimed.newYearUser, recent: data.recent }),
    message: (claimed) => MESSAGE[claimed.item] ?? 'promotions.newYear.collected',
  },
});

export type NewYearMachine = typeof newYearMachine;

import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import type { MessageId } from '../../src/platform/intl/messages';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * Christmas (/activity/christmas; docs/promotions.md "Christmas") on the activity skeleton: the season's dates (the
 * page says when it opens or that it ended), today's sign-in and advent box, the milestones and the extra box.
 * CLAIM {id}: SIGN_ITEM, BOX_ITEM (today's box, once signed), EXTRA_ITEM, or a milestone's id (its boxes). The
 * countdown runs to the next change (the next Manila midnight, the start, the end) and reads the state again.
 */

export type ChristmasLoaded = DataOf<'christmasUser'>;
export type ChristmasState = ChristmasLoaded['christmasUser'];
/** A paid claim's answer and which item it was. */
export type ChristmasClaimed = DataOf<'christmasSign'> & { item: number };
export type ChristmasEvent = ActivityEvent<ChristmasLoaded, ChristmasClaimed>;

export const SIGN_ITEM = 1_000;
export const BOX_ITEM = 1_001;
export const EXTRA_ITEM = 1_002;

/** Today's box, while the season runs. */
export const todayBox = (state: ChristmasState) => (state.day > 0 ? state.boxes[state.day - 1] : undefined);

function claimable(state: ChristmasState, item: number): boolean {
  if (state.phase !== 'running') return false;
  if (item === SIGN_ITEM) return !state.signedToday;
  if (item === BOX_ITEM) return todayBox(state)?.itemStatus === 1;
  if (item === EXTRA_ITEM) return state.extra.itemStatus === 1;
  return state.milestones.some((milestone) => milestone.id === item && milestone.itemStatus === 1);
}

function claimCall(item: number, signal: AbortSignal) {
  if (item === SIGN_ITEM) return callApi('christmasSign', {}, { signal });
  if (item === BOX_ITEM) return callApi('christmasOpen', {}, { signal });
  if (item === EXTRA_ITEM) return callApi('christmasExtra', {}, { signal });
  return callApi('christmasReceive', { id: item }, { signal });
}

const MESSAGE: Readonly<Record<number, MessageId>> = {
  [SIGN_ITEM]: 'promotions.christmas.signed',
  [BOX_ITEM]: 'promotions.christmas.opened',
  [EXTRA_ITEM]: 'promotions.christmas.opened',
};

export const christmasMachine = createActivityMachine<object, ChristmasLoaded, ChristmasState, ChristmasClaimed>({
  id: 'christmas',
  reloadAt: true,
  load: (signal) => callApi('christmasUser', {}, { signal }),
  read: (loaded) => ({ data: loaded.christmasUser, expireTime: loaded.christmasUser.expireTime }),
  claim: {
    call: async (item, signal) => ({ ...(await claimCall(item, signal)), item }),
    allowed: (context, item) => context.data !== null && claimable(context.data, item),
    apply: (_, claimed) => claimed.christmasUser,
    message: (claimed) => MESSAGE[claimed.item] ?? 'promotions.christmas.received',
  },
});

export type ChristmasMachine = typeof christmasMachine;

import { callApi } from '../../src/api/client/call';
import type { DataOf } from '../../src/api/contract/map';
import { type ActivityEvent, createActivityMachine } from './activity.machine';

/**
 * The payday festival (/activity/festival; docs/promotions.md) on the activity skeleton: the red packet window
 * open now or the next one, and the player's packets. CLAIM {id: 0} opens this window's packet (drawn on the
 * server) while it waits (itemStatus 1) and the player has deposited. The countdown runs to the next change (the
 * window opens, or closes) and then reads the state again (`reloadAt`).
 */

export type FestivalLoaded = DataOf<'festival'>;
export type FestivalOpened = DataOf<'festivalRedPacket'>;
export type FestivalState = FestivalLoaded['festival'];
export type FestivalEvent = ActivityEvent<FestivalLoaded, FestivalOpened>;

/** The one claimable item: this window's packet. */
export const PACKET_ITEM = 0;

/** When the state next changes: the open window's end, else the next window's start. */
export const nextChange = (festival: FestivalState): number => (festival.open ? festival.end : festival.start);

export const festivalMachine = createActivityMachine<object, FestivalLoaded, FestivalState, FestivalOpened>({
  id: 'festival',
  reloadAt: true,
  load: (signal) => callApi('festival', {}, { signal }),
  read: (loaded) => ({ data: loaded.festival, expireTime: nextChange(loaded.festival) }),
  claim: {
    call: (_, signal) => callApi('festivalRedPacket', {}, { signal }),
    allowed: (context, id) => id === PACKET_ITEM && context.data?.itemStatus === 1 && context.data.deposited,
    apply: (_, opened) => opened.festival,
    message: 'promotions.festival.opened',
  },
});

export type FestivalMachine = typeof festivalMachine;

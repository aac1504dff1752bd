import { checkPromo, DEFAULT_PROMOS, type PromoAmounts } from '../../src/api/contract/promoSettings';
import type { Db, Tx } from '../db/connect';
import { festivalPacketSettings } from '../db/schema';
import { manilaDay } from './freeSign';
import { type DaySchedule, settingsByDay } from './settingsByDay';

/**
 * The payday festival's days of the month, red packet windows and packet range by Manila day (docs/promotions.md
 * "Payday festival and red packets"; server/activity/settingsByDay.ts). A change saved in /ops counts from the next
 * Manila day: today stays a festival day or not as it was, a window of today, open or to come, keeps its times (and so its key: one packet per player per key) and a packet of today
 * is drawn from today's range, while a packet already opened keeps what it paid (its ledger row).
 */

/** The festival's figures that count by day. */
export type FestivalDaySettings = PromoAmounts['festival'];

/** Each figure and the column of festival_packet_settings that holds it (under the same name). */
const COLUMNS: { [F in keyof FestivalDaySettings]: true } = { days: true, windows: true, packet: true };
const FIELDS = Object.keys(COLUMNS) as (keyof FestivalDaySettings)[];

/** The day's figures of a whole setting (the switch and dates are not by day). */
const figures = (setting: FestivalDaySettings): FestivalDaySettings =>
  Object.fromEntries(FIELDS.map((field) => [field, setting[field]])) as FestivalDaySettings;

const byDay = settingsByDay({
  table: festivalPacketSettings,
  columns: FIELDS,
  check: (stored) => {
    const checked = checkPromo('festival', { ...DEFAULT_PROMOS.festival, ...stored });
    return checked.ok ? figures(checked.value) : null;
  },
  product: figures(DEFAULT_PROMOS.festival),
  store: figures,
});

/** The settings of each Manila day from `now`'s on: today's in force and any saved to count from a later day. */
export type FestivalSchedule = DaySchedule<FestivalDaySettings>;

/** The schedule as stored at `now` (read inside the transaction that opens a packet, when it opens one). */
export const festivalScheduleAt = (db: Db | Tx, now: number): Promise<FestivalSchedule> =>
  byDay.schedule(db, manilaDay(now));

/**
 * The largest packet of `now`'s Manila day (the players' promotion card says "up to" it: webConfig.festivalPacketMax),
 * the day's festival days (the festival's terms: webConfig.festivalDays) and until when they hold: the Manila
 * midnight from which a change saved since counts, or unbounded.
 */
export async function festivalPacketMaxAt(
  db: Db | Tx,
  now: number,
): Promise<{ max: number; days: number[]; until: number }> {
  const { settings, until } = await byDay.at(db, now);
  return { max: settings.packet.max, days: settings.days, until };
}

/** Sets the days, windows and range from the next Manila day on (a second change the same day replaces the first). */
export const scheduleFestival = (tx: Tx, setting: FestivalDaySettings, now: number): Promise<void> =>
  byDay.save(tx, setting, now);

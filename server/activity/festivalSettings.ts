import { asc, desc, gt, lte } from 'drizzle-orm';
import { checkPromo, DEFAULT_PROMOS, type PromoSetting } from '../../src/api/contract/promoSettings';
import type { FestivalWindow } from '../../src/api/contract/promotions';
import type { Db, Tx } from '../db/connect';
import { festivalPacketSettings } from '../db/schema';
import { manilaDay, manilaDayStart } from './freeSign';

/**
 * The payday festival's days of the month, red packet windows and packet range by Manila day (docs/promotions.md
 * "Payday festival and red packets"). A change saved in /ops counts from the next Manila day: today stays a festival
 * day or not as it was, a window of today, open or to come, keeps
 * its times (and so its key: one packet per player per key) and a packet of today is drawn from today's range,
 * while a packet already opened keeps what it paid (its ledger row). A stored set that fails the rules reads as the
 * product's, so nothing opens or pays from a figure nobody checked.
 */

export interface FestivalDaySettings {
  days: number[];
  windows: FestivalWindow[];
  packet: { min: number; max: number };
}

const PRODUCT: FestivalDaySettings = {
  days: DEFAULT_PROMOS.festival.days,
  windows: DEFAULT_PROMOS.festival.windows,
  packet: DEFAULT_PROMOS.festival.packet,
};

const checked = (row: { days: unknown; windows: unknown; packet: unknown }): FestivalDaySettings => {
  const { days, windows, packet } = row;
  const result = checkPromo('festival', { ...DEFAULT_PROMOS.festival, days, windows, packet });
  return result.ok ? { days: result.value.days, windows: result.value.windows, packet: result.value.packet } : PRODUCT;
};

/** The settings of each Manila day from `now`'s on: today's in force and any saved to count from a later day. */
export interface FestivalSchedule {
  on(day: number): FestivalDaySettings;
}

/** The schedule as stored at `now` (read inside the transaction that opens a packet, when it opens one). */
export async function festivalScheduleAt(db: Db | Tx, now: number): Promise<FestivalSchedule> {
  const today = manilaDay(now);
  const [current, later] = await Promise.all([
    db
      .select()
      .from(festivalPacketSettings)
      .where(lte(festivalPacketSettings.fromDay, today))
      .orderBy(desc(festivalPacketSettings.fromDay))
      .limit(1),
    db
      .select()
      .from(festivalPacketSettings)
      .where(gt(festivalPacketSettings.fromDay, today))
      .orderBy(asc(festivalPacketSettings.fromDay)),
  ]);
  const sets = [...current, ...later].map((row) => ({ fromDay: row.fromDay, settings: checked(row) }));
  return {
    on(day) {
      let found = PRODUCT;
      for (const set of sets) if (set.fromDay <= day) found = set.settings;
      return found;
    },
  };
}

/**
 * The largest packet of `now`'s Manila day (the players' promotion card says "up to" it: webConfig.festivalPacketMax),
 * the day's festival days (the festival's terms: webConfig.festivalDays) and until when they hold: the Manila midnight from which a change saved since counts, or unbounded.
 */
export async function festivalPacketMaxAt(
  db: Db | Tx,
  now: number,
): Promise<{ max: number; days: number[]; until: number }> {
  const today = manilaDay(now);
  const [schedule, [next]] = await Promise.all([
    festivalScheduleAt(db, now),
    db
      .select({ fromDay: festivalPacketSettings.fromDay })
      .from(festivalPacketSettings)
      .where(gt(festivalPacketSettings.fromDay, today))
      .orderBy(asc(festivalPacketSettings.fromDay))
      .limit(1),
  ]);
  return {
    max: schedule.on(today).packet.max,
    days: schedule.on(today).days,
    until: next ? manilaDayStart(next.fromDay) : Number.POSITIVE_INFINITY,
  };
}

/** Sets the days, windows and range from the next Manila day on (a second change the same day replaces the first). */
export async function scheduleFestival(tx: Tx, setting: PromoSetting<'festival'>, now: number): Promise<void> {
  const fromDay = manilaDay(now) + 1;
  const values = { days: setting.days, windows: setting.windows, packet: setting.packet, setAt: new Date(now) };
  await tx
    .insert(festivalPacketSettings)
    .values({ fromDay, ...values })
    .onConflictDoUpdate({ target: festivalPacketSettings.fromDay, set: values });
}

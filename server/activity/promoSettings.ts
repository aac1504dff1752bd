import { eq } from 'drizzle-orm';
import {
  checkPromo,
  DEFAULT_PROMOS,
  isPromoKey,
  type PromoKey,
  type PromoSetting,
  type PromoSettingsMap,
  promoOfActivity,
  promoRuns,
} from '../../src/api/contract/promoSettings';
import type { Db, Tx } from '../db/connect';
import { promotionSettings } from '../db/schema';
import { AppError } from '../errors';
import { ACTIVITY_ERRCODE } from './config';

/**
 * The promotions as the operator set them in /ops (docs/ops.md "Promotions"), read from the database on every
 * use: every server instance sees a change at once, and a claim reads them inside its own transaction so it pays
 * at most what is configured then. A stored row that no longer passes its rules (written by an older rule set)
 * falls back to the product's defaults rather than pay from a figure nobody checked.
 */
export async function readPromos(db: Db | Tx): Promise<PromoSettingsMap> {
  const rows = await db.select().from(promotionSettings);
  const out: Record<string, unknown> = { ...DEFAULT_PROMOS };
  for (const row of rows) {
    if (isPromoKey(row.promo)) out[row.promo] = storedPromo(row.promo, row.settings);
  }
  return out as PromoSettingsMap;
}

export async function readPromo<K extends PromoKey>(db: Db | Tx, key: K): Promise<PromoSetting<K>> {
  const [row] = await db.select().from(promotionSettings).where(eq(promotionSettings.promo, key));
  return row ? storedPromo(key, row.settings) : DEFAULT_PROMOS[key];
}

/**
 * A stored row checked by today's rules. A row saved before the promotion's amounts were data (its switch and
 * dates only) keeps them, with the product's amounts; anything else that fails reads as the defaults.
 */
function storedPromo<K extends PromoKey>(key: K, settings: unknown): PromoSetting<K> {
  const stored = typeof settings === 'object' && settings !== null ? settings : {};
  const checked = checkPromo(key, { ...DEFAULT_PROMOS[key], ...stored });
  return checked.ok ? checked.value : DEFAULT_PROMOS[key];
}

/** Refuses a claim of a promotion switched off or outside its dates (1010, like an activity that is not there). */
export function requireRunning(settings: PromoSetting<PromoKey>, now: number): void {
  if (!promoRuns(settings, now)) {
    throw new AppError(ACTIVITY_ERRCODE.notAvailable, 'This promotion is not running now.');
  }
}

/** The claim gate of the promotion an activity type belongs to (activity types the operator does not run pass). */
export async function requireActivityRunning(db: Db | Tx, activity: number, now: number): Promise<void> {
  const key = promoOfActivity(activity);
  if (key) requireRunning(await readPromo(db, key), now);
}

import { inArray, sql } from 'drizzle-orm';
import type { WebConfig } from '../src/api/contract/entities';
import type { WithdrawalLimits } from '../src/api/contract/lobbySettings';
import type { DataOf } from '../src/api/contract/map';
import type { Db, Tx } from './db/connect';
import { settings } from './db/schema';
import { announce } from './live/publish';

/**
 * Web-config fields stored as one settings document; the lists come from their own tables, and the first-charge
 * packs from the promotions the operator sets (server/activity/promoSettings.ts).
 */
export type BaseWebConfig = Omit<
  WebConfig,
  | 'appRechargeBonusCollection9ConfigList'
  | 'rsaPublicKey'
  | 'appGameTypeList'
  | 'appGameBrandList'
  | 'appRechargeTypeMap'
  | 'appUserLevelConfigList'
  | 'appGenericImgList'
  | 'appNoticeConfigList'
  | 'appLobbyAdConfigList'
  | 'appPromotionalVideoList'
  | 'appCustomerServiceList'
>;

/** Test-only switches (POST /__test__/scenario) laid over the web config. */
export interface Scenario {
  mode?: WebConfig['mode'];
  registerType?: WebConfig['registerType'];
  otpStatus?: number;
  /** Turns Line sign-in (and its sandbox) on or off. */
  lineLoginEnabled?: boolean;
  /** Every token call answers 401 while set. */
  force401?: boolean;
}

export interface RsaKeyPair {
  bits: number;
  publicKey: string;
  privateKey: string;
}

export type FeaturedEntry = DataOf<'anonymousTradeInfo'>['entries'][number];

export interface SettingValues {
  webConfig: BaseWebConfig;
  scenario: Scenario;
  rsaKeyPair: RsaKeyPair;
  /** Hash of the game rows (server/catalogue/version.ts). */
  gameListVersion: string;
  /** Bumped on every write of a setting the web config is built from; part of the cache key. */
  configRevision: number;
  featuredRewards: FeaturedEntry[];
  /** Test-only offset added to the server clock (POST /__test__/clock). */
  clockOffsetMs: number;
  /** Agent5 (activity 41) runs: in the activity map, its calls answer (docs/promotions.md "Agent5"). Seeded on. */
  agent5Live: boolean;
  /** The OutLink activity's outside address (https); no OutLink while absent (docs/promotions.md "OutLink"). */
  outLink: { url: string };
  /** /ops: withdrawals above this many hundredths need a second approver, as admin set it (server/ops/config.ts). */
  opsSecondApprovalAbove: number;
  /** The withdrawal minimum and maximum an admin set in /ops (server/wallet/withdrawalLimits.ts); defaults while absent. */
  withdrawalLimits: WithdrawalLimits;
}
export type SettingKey = keyof SettingValues;

type Queryable = Db | Tx;

export async function readSettings<K extends SettingKey>(
  db: Queryable,
  keys: readonly K[],
): Promise<Partial<Pick<SettingValues, K>>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  const out: Partial<Pick<SettingValues, K>> = {};
  // Values were written through writeSetting with the matching type.
  for (const row of rows) (out as Record<string, unknown>)[row.key] = row.value;
  return out;
}

export async function readSetting<K extends SettingKey>(db: Queryable, key: K): Promise<SettingValues[K] | undefined> {
  return (await readSettings(db, [key]))[key];
}

/** Upserts a setting and bumps configRevision so cached web configs are rebuilt. */
export async function writeSetting<K extends Exclude<SettingKey, 'configRevision'>>(
  db: Queryable,
  key: K,
  value: SettingValues[K],
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  await bumpConfigRevision(db);
}

export async function bumpConfigRevision(db: Queryable): Promise<void> {
  await db
    .insert(settings)
    .values({ key: 'configRevision', value: 1 })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`to_jsonb((${settings.value} #>> '{}')::int + 1)`, updatedAt: sql`now()` },
    });
  // Every instance's open tabs hear that the configuration or the game list moved.
  announce(db, { kind: 'catalogue', accountId: null });
}

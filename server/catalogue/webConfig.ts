import { asc, eq } from 'drizzle-orm';
import type { WebConfig } from '../../src/api/contract/entities';
import { configuredPacks } from '../activity/firstCharge';
import { configuredCardProps } from '../activity/loginPay';
import type { LobbyMode } from '../config';
import type { Db } from '../db/connect';
import {
  banners,
  brands,
  customerServices,
  gameTypes,
  genericImgs,
  notices,
  promoVideos,
  rechargeTypes,
  userLevelConfigs,
} from '../db/schema';
import type { BaseWebConfig, RsaKeyPair, Scenario } from '../settings';

/** The instants between which what a schedule shows stays the same: from the last edge passed to the next one. */
export interface ScheduleWindow {
  from: number;
  until: number;
}

type Scheduled = { startsAt: number | null; endsAt: number | null };

/** Whether a scheduled row is shown at `now`: from its start (inclusive) to its end (exclusive). */
export const inSchedule = (row: Scheduled, now: number): boolean =>
  (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || now < row.endsAt);

/** The window around `now` in which no banner's schedule starts or ends. */
export function scheduleWindow(rows: readonly Scheduled[], now: number): ScheduleWindow {
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  for (const edge of rows.flatMap((r) => [r.startsAt, r.endsAt])) {
    if (edge === null) continue;
    if (edge <= now) from = Math.max(from, edge);
    else until = Math.min(until, edge);
  }
  return { from, until };
}

/**
 * Assembles the web configuration from the settings document, the scenario switches and the content tables; the
 * banners are those whose schedule holds `now`.
 */
export async function buildWebConfig(
  db: Db,
  base: BaseWebConfig,
  scenario: Scenario,
  keyPair: RsaKeyPair,
  lobbyMode: LobbyMode,
  now: number,
): Promise<WebConfig> {
  const [types, brandRows, channels, levels, imgs, noticeRows, bannerRows, videos, services, packs, cards] =
    await Promise.all([
      db.select().from(gameTypes).orderBy(asc(gameTypes.sort), asc(gameTypes.id)),
      db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)),
      db.select().from(rechargeTypes).where(eq(rechargeTypes.status, 1)).orderBy(asc(rechargeTypes.sort)),
      db.select().from(userLevelConfigs).orderBy(asc(userLevelConfigs.level)),
      db.select().from(genericImgs).orderBy(asc(genericImgs.uniqueKey)),
      db.select().from(notices).orderBy(asc(notices.sort), asc(notices.id)),
      db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)),
      db.select().from(promoVideos).orderBy(asc(promoVideos.sort), asc(promoVideos.id)),
      db.select().from(customerServices).orderBy(asc(customerServices.sort), asc(customerServices.id)),
      // The first-charge packs as the operator set them (/ops Promotions): players see the prices and rewards paid.
      configuredPacks(db),
      // The sign-up cards' prices as set (their names carry the price).
      configuredCardProps(db),
    ]);
  return {
    ...base,
    lobbyMode,
    mode: scenario.mode ?? base.mode,
    registerType: scenario.registerType ?? base.registerType,
    otpStatus: scenario.otpStatus ?? base.otpStatus,
    lineLoginEnabled: scenario.lineLoginEnabled ?? base.lineLoginEnabled,
    rsaPublicKey: keyPair.publicKey,
    appRechargeBonusCollection9ConfigList: packs,
    appPropConfigMap: { ...base.appPropConfigMap, ...cards },
    appGameTypeList: types.map(({ id, name, status, sort }) => ({ id, name, status, sort })),
    appGameBrandList: brandRows.map(({ id, showName, status, sort, icon3 }) => ({ id, showName, status, sort, icon3 })),
    appRechargeTypeMap: Object.fromEntries(
      channels.map((c) => [
        String(c.id),
        {
          id: c.id,
          name: c.name,
          iconH5: c.iconH5,
          bankId: c.bankId,
          payMode: c.payMode,
          minAmount: c.minAmount,
          maxAmount: c.maxAmount,
          amounts: c.amounts,
          sort: c.sort,
        },
      ]),
    ),
    appUserLevelConfigList: levels.map(({ level, betAmount }) => ({ level, betAmount })),
    appGenericImgList: imgs.map(({ uniqueKey, img }) => ({ uniqueKey, img })),
    appNoticeConfigList: noticeRows.map((n) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      imgUrl2: n.imgUrl2,
      isH5Pop: n.isH5Pop,
      sort: n.sort,
      createTime: n.createTime,
      clickType: n.clickType,
      clickAction: n.clickAction,
    })),
    appLobbyAdConfigList: bannerRows
      .filter((b) => inSchedule(b, now))
      .map(({ id, imgUrl2, sort, clickType, clickAction, layout }) => ({
        id,
        imgUrl2,
        sort,
        clickType,
        clickAction,
        ...(layout === 'both' ? {} : { layout }),
      })),
    appPromotionalVideoList: videos.map(({ id, coverImg, path, clickType, clickAction, home }) => ({
      id,
      coverImg,
      path,
      clickType,
      clickAction,
      ...(home ? { home: 1 as const } : {}),
    })),
    appCustomerServiceList: services.map(({ id, nickname, url, isOut, icon }) => ({ id, nickname, url, isOut, icon })),
  };
}

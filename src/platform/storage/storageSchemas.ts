import { z } from 'zod/mini';
import { game, userInfo, webConfig } from '../../api/contract/entities';
import { LOCALES } from '../intl/locales';

/*
 * What each key of local and session storage holds (spec §3): the types of src/platform/storage/storage.ts, and the source
 * `npm run docs` writes its checks from (src/api/contract/homeShapes.ts, scripts/shapes.ts), so the app reads storage without
 * downloading zod.
 */

/** Ad and attribution parameters (spec §3 session storage). */
const adParams = z.object({
  afuid: z.optional(z.string()),
  entry: z.optional(z.string()),
  proxy_id: z.optional(z.string()),
  install_referrer: z.optional(z.string()),
  fbp: z.optional(z.string()),
  fbc: z.optional(z.string()),
  ttclid: z.optional(z.string()),
  ttp: z.optional(z.string()),
});
export type AdParams = z.infer<typeof adParams>;

/** A record whose fields this schema does not fix; only "is an object" is checked here. */
const looseRecord = z.record(z.string(), z.unknown());

export const localSchemas = {
  token: z.string(),
  gameConfig: looseRecord,
  gameUser: userInfo,
  gameUserInfo: looseRecord,
  tempKey: z.string(),
  localTempKey: z.string(),
  serviceUrl: z.string(),
  gameList: z.array(game),
  gameMap: z.record(z.string(), game),
  gameVersion: z.string(),
  webConfig,
  userState: looseRecord,
  appId: z.string(),
  visitorId: z.string(),
  adParams,
  uiTips: z.record(z.string(), z.boolean()),
  rechargeUpdate: z.boolean(),
  activityModalIds: z.array(z.number()),
  dailyCompleteModalAt: z.record(z.string(), z.number()),
  addDesktopTip: z.boolean(),
  addDesktopTipAt: z.number(),
  showHeaderDownload: z.boolean(),
  /** The language the player chose; absent until they choose. */
  locale: z.enum(LOCALES),
} satisfies Record<string, z.ZodMiniType>;

export const sessionSchemas = {
  activityData: looseRecord,
  adParams,
  greenAgreement: z.boolean(),
  /** The home notice pop-up was closed in this tab (spec §4: once per session). */
  noticePopupShown: z.boolean(),
  /** A promotional dialog was shown in this visit: one per visit before the player has played (no pile of pop-ups). */
  promoDialogShown: z.boolean(),
  /** The player hid the home's floating activity icons in this tab. */
  floatingHidden: z.boolean(),
} satisfies Record<string, z.ZodMiniType>;

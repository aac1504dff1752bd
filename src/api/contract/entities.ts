import { z } from 'zod/mini';
import { id, list, money, text } from './define';

/** Game (spec §3). status 1 = active; maintain 1 = under maintenance. */
export const game = z.object({
  id,
  name: text(120),
  brandId: id,
  typeId: id,
  platformId: id,
  hot: z.int(),
  hotSort: z.int(),
  recent: z.int(),
  showType: z.int(),
  sort: z.int(),
  status: z.int(),
  version: z.int(),
  maintain: z.int(),
  params: z.object({ brandMaintain: z.int() }),
  icon: text(300),
});
export type Game = z.infer<typeof game>;

/** Game brand (spec §3); called platform in some payloads. */
export const gameBrand = z.object({
  id,
  showName: text(80),
  status: z.int(),
  sort: z.int(),
  icon3: text(300),
});
export type GameBrand = z.infer<typeof gameBrand>;

/** Game type: slots 1, fish 2, poker 3, sports 4, live 5, games 6 (spec §1). */
export const gameType = z.object({
  id,
  name: text(40),
  status: z.int(),
  sort: z.int(),
});
export type GameType = z.infer<typeof gameType>;

/** Click target: none 0, activity 1, game 2, url 3 (spec §4). */
export const clickTarget = {
  clickType: z.int(),
  clickAction: text(300),
};

/** `layout`: shown on that lobby layout only (absent: on both); the server sends only banners within their schedule. */
export const banner = z.object({
  id,
  imgUrl2: text(300),
  sort: z.int(),
  ...clickTarget,
  layout: z.optional(z.enum(['phone', 'desktop'])),
});
export type Banner = z.infer<typeof banner>;

export const notice = z.object({
  id,
  title: text(120),
  content: text(4000),
  imgUrl2: text(300),
  isH5Pop: z.int(),
  sort: z.int(),
  createTime: z.int(),
  ...clickTarget,
});
export type Notice = z.infer<typeof notice>;

export const promoVideo = z.object({
  id,
  coverImg: text(300),
  path: text(300),
  ...clickTarget,
  /** Designed: 1 on the video the operator chose for the home, shown before spec §4's rule picks one (absent: none). */
  home: z.optional(z.literal(1)),
});
export type PromoVideo = z.infer<typeof promoVideo>;

export const genericImg = z.object({ uniqueKey: text(80), img: text(300) });

export const customerService = z.object({
  id,
  nickname: text(80),
  url: text(500),
  /** 1 = opens outside the app (external URL), 0 = live chat inside. */
  isOut: z.int(),
  icon: text(300),
});
export type CustomerService = z.infer<typeof customerService>;

export const userLevelConfig = z.object({ level: z.int(), betAmount: money });

export const rechargeType = z.object({
  id,
  name: text(80),
  iconH5: text(300),
  /** 0 = not a bank channel; otherwise the bank it pays into (the player needs a bound card of that bank). */
  bankId: id,
  /** Designed: which deposit view the channel opens — embedded pay page, QR code or bank-transfer details. */
  payMode: z.enum(['url', 'qr', 'bank']),
  minAmount: money,
  maxAmount: money,
  amounts: list(money, 20),
  /** Designed: the operator's order of the channels in the picker, ascending (by id when absent). */
  sort: z.optional(z.int()),
});
export type RechargeType = z.infer<typeof rechargeType>;

export const awardItem = z.object({ id, count: z.int() });

export const firstChargeConfig = z.object({
  id,
  price: money,
  award: list(awardItem, 20),
  showType: z.int().check(z.minimum(1), z.maximum(3)),
});

export const inviteBonusConfig = z.object({ id, award: list(awardItem, 20), inviteCount: z.int() });

export const propConfig = z.object({ id, name: text(80), price: money });

/** Web and lobby configuration (spec §3). */
export const webConfig = z.object({
  /** The server's run mode: `demo` (sandbox payments, demo accounts: the app shows a banner) or `production`. */
  lobbyMode: z.optional(z.enum(['demo', 'production'])),
  mode: z.enum(['green', 'normal']),
  /** Designed: the operator shows the age notice in every mode, not only in green mode (absent: green mode only). */
  ageNoticeAllModes: z.optional(z.boolean()),
  /** Designed: the oldest app version the operator lets play (absent or empty: any); an older build updates first. */
  minAppVersion: z.optional(text(20)),
  /** Login method numbers of spec §4: phone 1, username (account) 2, phone without code 3. */
  registerType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  otpStatus: z.int(),
  countryCode: text(8),
  accountLengthMin: z.int(),
  accountLengthMax: z.int(),
  usernameLengthMin: z.int(),
  usernameLengthMax: z.int(),
  passwordLengthMin: z.int(),
  passwordLengthMax: z.int(),
  accountRule: z.object({ mobileStartsWith: text(8) }),
  rsaPublicKey: text(1000),
  gameResourceUrl: text(300),
  socialMedia: list(z.object({ id: text(40), url: text(300) }), 30),
  lineLoginEnabled: z.boolean(),
  isDepositBank: z.int(),
  h5: z.object({ downloadType: z.int(), downloadUrl: text(300), url: list(text(300), 20) }),
  appGameTypeList: list(gameType, 50),
  appGameBrandList: list(gameBrand, 500),
  appRechargeTypeMap: z.record(z.string(), rechargeType),
  appUserLevelConfigList: list(userLevelConfig, 100),
  appGenericImgList: list(genericImg, 100),
  appNoticeConfigList: list(notice, 100),
  appLobbyAdConfigList: list(banner, 100),
  appPromotionalVideoList: list(promoVideo, 50),
  appPropConfigMap: z.record(z.string(), propConfig),
  appRechargeBonusCollection9ConfigList: list(firstChargeConfig, 20),
  appInviteBonus1ConfigList: list(inviteBonusConfig, 20),
  appCustomerServiceList: list(customerService, 30),
  loginPayConfig: z.object({ propIds: list(id, 20) }),
  /** Designed: the home's floating activity icons the operator shows, in order (absent: all four, in this order). */
  floatingActivities: z.optional(list(z.enum(['firstCharge', 'inviteFriends', 'freeSign', 'more']), 4)),
  /**
   * Designed: the VIP rebate's rates in force this Manila day, in basis points of a day's bets by VIP level (index;
   * the last holds for every higher level), as the operator set them in /ops (a change counts from the next Manila
   * day). Absent (an older server's answer, a config stored before): the product's rates, VIP_REBATE_BPS.
   */
  vipRebateRates: z.optional(list(z.int().check(z.minimum(0), z.maximum(10_000)), 50).check(z.minLength(1))),
  /**
   * Designed: the Agent programme's commission tiers in force this Manila day, as the operator set them in /ops (a
   * change counts from the next Manila day): the valid direct invitees that reach each tier and its rates in basis
   * points of levels 1 to 3's valid bets. The rule page states them; absent (an older config), it lists none.
   */
  agentTiers: z.optional(
    list(
      z.object({
        minValid: z.int().check(z.nonnegative()),
        levelBps: list(z.int().check(z.minimum(0), z.maximum(10_000)), 3),
      }),
      10,
    ),
  ),
  /**
   * Designed: the Agent programme's figures in force, as the operator set them in /ops: the least exchange and a
   * scratch card's and a lottery ticket's cost (hundredths; a change counts at once) and the look-back days of this
   * Manila day's commission (a change counts from the next Manila day). The rule page states them; absent (an older
   * config), it states none.
   */
  agentFigures: z.optional(
    z.object({
      exchangeMin: z.int().check(z.minimum(0), z.maximum(10_000_000)),
      scratchCost: z.int().check(z.minimum(0), z.maximum(10_000_000)),
      lotteryCost: z.int().check(z.minimum(0), z.maximum(10_000_000)),
      accrualDays: z.int().check(z.minimum(1), z.maximum(30)),
    }),
  ),
  /**
   * Designed: the share (basis points) of a deposit paid this Manila day that goes to the cash bonus fund, as the
   * operator set it in /ops (a change counts from the next Manila day); the cash bonus card shows it. Absent (an
   * older server's answer, a config stored before): the product's, FUND_ACCRUAL_BPS.
   */
  cashBonusAccrualBps: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
  /**
   * Designed: the largest festival red packet of this Manila day (hundredths), as the operator set it in /ops (a
   * change counts from the next Manila day), for the festival's promotion card. Absent (an older server's answer):
   * the product's, RED_PACKET_PESOS.max.
   */
  festivalPacketMax: z.optional(z.int().check(z.minimum(100), z.maximum(10_000_000))),
  /**
   * Designed: the festival's days of the month in force this Manila day (1 to 31, ascending; a day beyond a month's
   * length is its last day), as the operator set them in /ops, for the festival's terms. Absent (an older server's
   * answer): the product's, FESTIVAL_DAYS.
   */
  festivalDays: z.optional(list(z.int().check(z.minimum(1), z.maximum(31)), 10)),
});
export type WebConfig = z.infer<typeof webConfig>;

/** The catalogue part of appConfig / login info: the list is null when the client's version is current. */
export const catalogue = {
  gameListVersion: text(40),
  gameList: z.nullable(z.array(game).check(z.maxLength(50_000))),
};

/** User info (spec §3). Money fields in hundredths. */
export const userInfo = z.object({
  id,
  uuid: text(64),
  account: text(50),
  accountType: z.int(),
  nickname: text(60),
  avatar: z.int(),
  avatarOther: text(300),
  mobile: text(30),
  facebookAccount: text(120),
  googleAccount: text(120),
  lineAccount: text(120),
  hasSafeboxPassword: z.int(),
  hasKyc: z.int(),
  hasUserOther: z.int(),
  coin: money,
  lottery: money,
  safebox: money,
  totalRecharge: money,
  bet: money,
  vip: z.int(),
  vipExp: z.int(),
  userLevel: z.int(),
  pid: id,
  regPeriod: z.int(),
  inviteCode: text(40),
  aid: id,
});
export type UserInfo = z.infer<typeof userInfo>;

export const bigWin = z.object({ phone: text(30), gameId: id, amount: money, timestamp: z.int() });
export const newYearEntry = z.object({ phone: text(30), amount: money, timestamp: z.int() });
export const propItem = z.object({ propId: id, count: z.int() });

/** One page of a paged list (designed: page numbers from 1). */
export const pageRequest = {
  page: z.int().check(z.minimum(1), z.maximum(10_000)),
  pageSize: z.int().check(z.minimum(1), z.maximum(100)),
};
export const pageOf = <T extends z.ZodMiniType>(item: T) => ({
  list: list(item, 100),
  total: z.int(),
  page: z.int(),
});

/** Secret encrypted client-side with the configured RSA key, base64 (a 2048-bit key gives 344 characters). */
export const encryptedSecret = text(1024).check(z.minLength(1));

/** An amount a player moves: hundredths, at least 1. */
export const amount = money.check(z.minimum(1));

/** Claim state of an activity item (spec §4): 0 not reached / available, 1 claimable, 2 claimed. */
export const itemStatus = z.int().check(z.minimum(0), z.maximum(2));

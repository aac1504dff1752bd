import type { Game, GameType, UserInfo, WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';

type LoginResult = DataOf<'accountLogin'>;

/** Small, typed stand-ins for server data; only the fields a test reads carry meaning. */

export function gameType(id: number, name: string, overrides: Partial<GameType> = {}): GameType {
  return { id, name, status: 1, sort: id, ...overrides };
}

export function game(id: number, overrides: Partial<Game> = {}): Game {
  return {
    id,
    name: `Game ${id}`,
    brandId: 1,
    typeId: 1,
    platformId: 1,
    hot: 0,
    hotSort: 0,
    recent: 0,
    showType: 0,
    sort: id,
    status: 1,
    version: 1,
    maintain: 0,
    params: { brandMaintain: 0 },
    icon: `/icons/${id}.png`,
    ...overrides,
  };
}

export function webConfig(overrides: Partial<WebConfig> = {}): WebConfig {
  return {
    mode: 'normal',
    registerType: 1,
    otpStatus: 1,
    countryCode: '63',
    accountLengthMin: 10,
    accountLengthMax: 10,
    usernameLengthMin: 6,
    usernameLengthMax: 16,
    passwordLengthMin: 6,
    passwordLengthMax: 16,
    accountRule: { mobileStartsWith: '9' },
    rsaPublicKey: '',
    gameResourceUrl: 'https://example.test/res',
    socialMedia: [],
    lineLoginEnabled: false,
    isDepositBank: 0,
    h5: { downloadType: 0, downloadUrl: '', url: [] },
    appGameTypeList: [gameType(1, 'Slots'), gameType(2, 'Fish')],
    appGameBrandList: [],
    appRechargeTypeMap: {},
    appUserLevelConfigList: [],
    appGenericImgList: [],
    appNoticeConfigList: [],
    appLobbyAdConfigList: [],
    appPromotionalVideoList: [],
    appPropConfigMap: {},
    appRechargeBonusCollection9ConfigList: [],
    appInviteBonus1ConfigList: [],
    appCustomerServiceList: [],
    loginPayConfig: { propIds: [] },
    ...overrides,
  };
}

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 501,
    uuid: 'u-501',
    account: 'demo',
    accountType: 2,
    nickname: 'Demo',
    avatar: 0,
    avatarOther: '',
    mobile: '',
    facebookAccount: '',
    googleAccount: '',
    lineAccount: '',
    hasSafeboxPassword: 0,
    hasKyc: 0,
    hasUserOther: 0,
    coin: 12_345,
    lottery: 0,
    safebox: 0,
    totalRecharge: 0,
    bet: 0,
    vip: 0,
    vipExp: 0,
    userLevel: 0,
    pid: 0,
    regPeriod: 0,
    inviteCode: 'INV501',
    aid: 77,
    ...overrides,
  };
}

/** What accountLogin / accountRegist answer (without the envelope). */
export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'token-abc',
    user: userInfo(),
    appUserBankList: [{ bankId: 3, bankName: 'GCash', accountName: 'Demo', cardNum: '0917' }],
    gameLikes: { '7': 1 },
    gameHistory: [7, 8],
    isBankrupt: false,
    hasTurntable: false,
    activityIds: [39, 40],
    activityMap: {},
    loginPaying: false,
    hasSignUpBonus: false,
    hasFreeBonus: false,
    totalRecharge: 0,
    ...overrides,
  };
}

import type { AppConfig } from '../../machines/session/session.machine';
import type { Game, GameBrand, GameType, WebConfig } from '../../src/api/contract/entities';

/** Game types out of sort order, one inactive, so the tabs prove filtering and sorting. */
export const gameTypes: GameType[] = [
  { id: 2, name: 'Fish', status: 1, sort: 3 },
  { id: 1, name: 'Slots', status: 1, sort: 1 },
  { id: 3, name: 'Poker', status: 0, sort: 2 },
  { id: 5, name: 'Live', status: 1, sort: 2 },
];

export const brands: GameBrand[] = [
  { id: 11, showName: 'Jade Reels', status: 1, sort: 2, icon3: '/static/brand/11.png' },
  { id: 12, showName: 'Coral Bay', status: 1, sort: 1, icon3: '/static/brand/12.png' },
];

let nextId = 1000;
export function makeGame(overrides: Partial<Game> = {}): Game {
  const id = nextId++;
  return {
    id,
    name: `Game ${id}`,
    brandId: 11,
    typeId: 1,
    platformId: 11,
    hot: 0,
    hotSort: 0,
    recent: 0,
    showType: 0,
    sort: 1,
    status: 1,
    version: 1,
    maintain: 0,
    params: { brandMaintain: 0 },
    icon: `/static/game/${id}.png`,
    ...overrides,
  };
}

export const games: Game[] = [
  makeGame({ name: 'Golden Dragon', hot: 1, hotSort: 2 }),
  makeGame({ name: 'Lucky Koi', hot: 1, hotSort: 1, typeId: 2, brandId: 12 }),
  makeGame({ name: 'Hidden Hot', hot: 1, hotSort: 3, showType: 1 }),
  makeGame({ name: 'Mango Spins', brandId: 12, sort: 2 }),
  makeGame({ name: 'Pearl Rush', brandId: 12, sort: 1 }),
  makeGame({ name: 'Closed Slot', status: 0 }),
];

export const webConfig: WebConfig = {
  mode: 'normal',
  registerType: 2,
  otpStatus: 0,
  countryCode: '63',
  accountLengthMin: 10,
  accountLengthMax: 11,
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 6,
  passwordLengthMax: 20,
  accountRule: { mobileStartsWith: '9' },
  rsaPublicKey: 'test-key',
  gameResourceUrl: '',
  socialMedia: [],
  lineLoginEnabled: false,
  isDepositBank: 0,
  h5: { downloadType: 0, downloadUrl: '', url: [] },
  appGameTypeList: gameTypes,
  appGameBrandList: brands,
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
};

export const appConfig: AppConfig = { webConfig, gameListVersion: 'v1', gameList: games };

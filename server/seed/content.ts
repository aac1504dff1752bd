import type { InferInsertModel } from 'drizzle-orm';
import { LOBBY_CHAT_URL } from '../../src/api/contract/chat';
import type {
  banners,
  customerServices,
  genericImgs,
  notices,
  promoVideos,
  rechargeTypes,
  userLevelConfigs,
} from '../db/schema';
import { artUrl, videoUrl } from '../static/urls';
import { FIRST_GAME_ID } from './catalogue';
import { BANNER_TEXTS, PROMO_TEXTS } from './posterTexts';

/** Fixed publication time of the seeded notices (2025-01-06 09:00 +08:00), so the seed does not depend on the clock. */
const NOTICE_BASE_TIME = Date.UTC(2025, 0, 6, 1, 0, 0);
const DAY = 86_400_000;

/** The banners' and posters' pictures are named by their headline (server/seed/posterTexts.ts). */
const bannerArt = (id: number) => artUrl('banner', BANNER_TEXTS[id]!.headline);
const promoArt = (id: number) => artUrl('promo', PROMO_TEXTS[id]!.headline);
const promoVideo = (id: number) => videoUrl(PROMO_TEXTS[id]!.headline);

/**
 * Click targets (spec §4): clickType 1 = activity (clickAction is the activity name, or '10000' for tasks),
 * 2 = game (clickAction is the game id), 3 = url.
 */
export const BANNERS: InferInsertModel<typeof banners>[] = [
  { id: 1, imgUrl2: bannerArt(1), sort: 1, clickType: 1, clickAction: 'FirstCharge' },
  { id: 2, imgUrl2: bannerArt(2), sort: 2, clickType: 1, clickAction: 'InviteFriends' },
  { id: 3, imgUrl2: bannerArt(3), sort: 3, clickType: 1, clickAction: 'Bind' },
  { id: 4, imgUrl2: bannerArt(4), sort: 4, clickType: 1, clickAction: '10000' },
  { id: 5, imgUrl2: bannerArt(5), sort: 5, clickType: 2, clickAction: String(FIRST_GAME_ID) },
  {
    id: 6,
    imgUrl2: bannerArt(6),
    sort: 6,
    clickType: 3,
    clickAction: '/lobby/responsible-gaming',
  },
  // Seasonal events: shown only within their dates (hidden while absent from the activity map).
  { id: 7, imgUrl2: bannerArt(7), sort: 7, clickType: 1, clickAction: 'Christmas' },
  { id: 8, imgUrl2: bannerArt(8), sort: 8, clickType: 1, clickAction: 'NewYear' },
];

export const NOTICES: InferInsertModel<typeof notices>[] = [
  {
    id: 1,
    title: 'Welcome to Lucky Lobby',
    content: 'Deposit today and get a first-deposit bonus of up to 300 coins. Players must be 21 or older.',
    imgUrl2: artUrl('notice', 'Welcome'),
    isH5Pop: 1,
    sort: 1,
    createTime: NOTICE_BASE_TIME,
    clickType: 1,
    clickAction: 'FirstCharge',
  },
  {
    id: 2,
    title: 'Scheduled maintenance',
    content: 'Some live tables are under maintenance every Tuesday from 04:00 to 06:00 (PHT).',
    imgUrl2: artUrl('notice', 'Maintenance'),
    isH5Pop: 0,
    sort: 2,
    createTime: NOTICE_BASE_TIME + DAY,
    clickType: 0,
    clickAction: '',
  },
  {
    id: 3,
    title: 'Free daily sign-in',
    content: 'Sign in every day this week to collect free rewards.',
    imgUrl2: artUrl('notice', 'Free Sign In'),
    isH5Pop: 0,
    sort: 3,
    createTime: NOTICE_BASE_TIME + 2 * DAY,
    clickType: 1,
    clickAction: 'FreeSign',
  },
  {
    id: 4,
    title: 'Play safe',
    content: 'Set limits and play responsibly. Read our terms before you play.',
    imgUrl2: artUrl('notice', 'Play Safe'),
    isH5Pop: 0,
    sort: 4,
    createTime: NOTICE_BASE_TIME + 3 * DAY,
    clickType: 3,
    clickAction: '/lobby/responsible-gaming',
  },
  {
    id: 5,
    title: 'New game of the week',
    content: 'Try our featured slot this week: every spin counts towards your daily tasks.',
    imgUrl2: artUrl('notice', 'New Game'),
    isH5Pop: 0,
    sort: 5,
    createTime: NOTICE_BASE_TIME + 4 * DAY,
    clickType: 2,
    clickAction: String(FIRST_GAME_ID),
  },
  {
    id: 6,
    title: 'Daily tasks are here',
    content: 'Complete daily tasks such as binding your mobile and playing a game to earn rewards.',
    imgUrl2: artUrl('notice', 'Daily Tasks'),
    isH5Pop: 0,
    sort: 6,
    createTime: NOTICE_BASE_TIME + 5 * DAY,
    clickType: 1,
    clickAction: '10000',
  },
];

/**
 * `path` is a short loop drawn from the poster (`npm run promo-video`, committed under server/static/video/ as MP4 and
 * WebM twins; docs/design.md "Promotional video"); `coverImg` is the poster itself. An operator replaces a video by
 * its row (promo_videos): any URL of a video file, ideally an .mp4 with its .webm twin beside it.
 */
export const PROMO_VIDEOS: InferInsertModel<typeof promoVideos>[] = [
  {
    id: 1,
    coverImg: promoArt(1),
    path: promoVideo(1),
    sort: 1,
    clickType: 1,
    clickAction: 'SignUpBonus',
  },
  {
    id: 2,
    coverImg: promoArt(2),
    path: promoVideo(2),
    sort: 2,
    clickType: 1,
    clickAction: 'LadderRecharge',
  },
  {
    id: 3,
    coverImg: promoArt(3),
    path: promoVideo(3),
    sort: 3,
    clickType: 2,
    clickAction: String(FIRST_GAME_ID),
  },
];

/** isOut 0 = live chat inside the app; 1 = external link. */
export const CUSTOMER_SERVICES: InferInsertModel<typeof customerServices>[] = [
  {
    id: 1,
    nickname: 'Customer Service',
    url: LOBBY_CHAT_URL,
    isOut: 0,
    icon: artUrl('service', 'Chat'),
    sort: 1,
  },
  {
    id: 2,
    nickname: 'Telegram',
    url: '/sandbox/site/telegram',
    isOut: 1,
    icon: artUrl('service', 'Telegram'),
    sort: 2,
  },
  { id: 3, nickname: 'Facebook Page', url: '', isOut: 1, icon: artUrl('service', 'Facebook'), sort: 3 },
];

/** VIP ladder: bet needed per level, in hundredths, ascending. */
export const USER_LEVEL_CONFIGS: InferInsertModel<typeof userLevelConfigs>[] = [
  1_000, 5_000, 20_000, 50_000, 100_000, 300_000, 800_000, 2_000_000, 5_000_000, 10_000_000,
].map((pesos, i) => ({ level: i + 1, betAmount: pesos * 100 }));

/** Amount presets in hundredths: ₱100 … ₱10,000. */
const PRESETS = [10_000, 20_000, 50_000, 100_000, 300_000, 500_000, 1_000_000];

/** Deposit channels; bankId ≠ 0 marks a bank-transfer channel (the player must bind that bank first). */
export const RECHARGE_TYPES: InferInsertModel<typeof rechargeTypes>[] = [
  {
    id: 1,
    name: 'GCash',
    iconH5: artUrl('channel', 'GCash'),
    bankId: 0,
    payMode: 'url',
    minAmount: 10_000,
    maxAmount: 5_000_000,
    amounts: PRESETS,
    sort: 1,
    status: 1,
  },
  {
    id: 2,
    name: 'Maya',
    iconH5: artUrl('channel', 'Maya'),
    bankId: 0,
    payMode: 'qr',
    minAmount: 10_000,
    maxAmount: 5_000_000,
    amounts: PRESETS,
    sort: 2,
    status: 1,
  },
  {
    id: 3,
    name: 'BDO Bank Transfer',
    iconH5: artUrl('channel', 'BDO'),
    bankId: 1001,
    payMode: 'bank',
    minAmount: 50_000,
    maxAmount: 50_000_000,
    amounts: PRESETS.slice(2),
    sort: 3,
    status: 1,
  },
];

export const GENERIC_IMGS: InferInsertModel<typeof genericImgs>[] = [
  { uniqueKey: 'loginHero', img: artUrl('generic', 'Lucky Lobby') },
  { uniqueKey: 'registerHero', img: artUrl('generic', 'Join Lucky Lobby') },
  { uniqueKey: 'depositBanner', img: artUrl('generic', 'Deposit') },
  { uniqueKey: 'downloadApp', img: artUrl('generic', 'Get the App') },
];

import { FEATURED_KEYS, FEATURED_REWARDS as FEATURED_TITLES } from '../../src/api/contract/contentMedia';
import { SIGN_UP_CARDS, signUpCardName } from '../../src/api/contract/promotions';
import type { BaseWebConfig, FeaturedEntry } from '../settings';
import { artUrl } from '../static/urls';

/**
 * Web configuration of the seeded lobby, chosen for the Philippines:
 * - countryCode '63'; mobile numbers are typed without the leading 0 or +63, e.g. 9171234567 (10 digits),
 *   so accounts are 10–11 characters (11 allows the local 0917… form) and mobileStartsWith is '9'.
 * - registerType 2 (username), otpStatus 1 (one-time code on where the register type uses it), mode 'normal'.
 * - usernames 6–16 letters/digits, passwords 6–20 characters.
 * - gameResourceUrl '' : every image path the server hands out is same-origin and absolute (/static/…).
 */
export const BASE_WEB_CONFIG: BaseWebConfig = {
  mode: 'normal',
  registerType: 2,
  otpStatus: 1,
  countryCode: '63',
  accountLengthMin: 10,
  accountLengthMax: 11,
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 6,
  passwordLengthMax: 20,
  accountRule: { mobileStartsWith: '9' },
  gameResourceUrl: '',
  // 'x' is not an id the client knows and instagram has no URL: both must stay hidden (spec §5).
  socialMedia: [
    { id: 'facebook', url: '/sandbox/site/facebook' },
    { id: 'telegram', url: '/sandbox/site/telegram' },
    { id: 'instagram', url: '' },
    { id: 'x', url: '/sandbox/site/x' },
  ],
  lineLoginEnabled: false,
  isDepositBank: 1,
  // The app download (docs/promotions.md): a sandbox stand-in file served by the reference server.
  // No Android build exists: /apkdownload installs the web app and offers no APK (docs/pwa.md).
  h5: { downloadType: 1, downloadUrl: '', url: [] },
  // The sign-up cards (loginPayConfig); players get their names and prices as set in /ops Promotions.
  appPropConfigMap: Object.fromEntries(
    SIGN_UP_CARDS.map(({ id, price }) => [String(id), { id, name: signUpCardName(price), price }]),
  ),
  appInviteBonus1ConfigList: [
    { id: 1, award: [{ id: 2001, count: 2_000 }], inviteCount: 3 },
    { id: 2, award: [{ id: 2001, count: 10_000 }], inviteCount: 10 },
  ],
  loginPayConfig: { propIds: [1, 2, 3] },
};

/**
 * The block's entry of a reward the operator chose (/ops/content): a stable id by its place in the offer, its
 * title and the picture drawn from it.
 */
export const featuredEntryOf = (key: string): FeaturedEntry => ({
  id: FEATURED_KEYS.indexOf(key) + 1,
  title: FEATURED_TITLES[key]!,
  img: artUrl('reward', FEATURED_TITLES[key]!),
  clickType: 1,
  clickAction: key,
});

/** Featured-rewards block of the home tab (tradeInfo); an operator changes it in /ops/content. */
export const FEATURED_REWARDS: FeaturedEntry[] = ['FirstCharge', 'InviteFriends', 'VIP'].map(featuredEntryOf);

/** First-deposit badge: +300 coins (spec §9), in hundredths. */
export const FIRST_RECHARGE_BONUS = 30_000;

import { FIRST_CHARGE_PACKS } from '../../src/api/contract/promotions';
import { firstChargeOfferPercent } from '../../src/api/contract/rewards';
import type { PosterTexts } from '../static/urls';

/** The first-deposit banner states the offer's one figure: the percent the home's badge and the pack's page show. */
const FIRST_CHARGE_PERCENT = firstChargeOfferPercent(FIRST_CHARGE_PACKS, false) ?? 0;

/** What each seeded banner says (by banner id); the headline also names its picture's URL. */
export const BANNER_TEXTS: Readonly<Record<number, PosterTexts>> = {
  1: {
    headline: 'First Deposit Bonus',
    sub: `${FIRST_CHARGE_PERCENT}% bonus with the first-deposit pack`,
    cta: 'See the pack',
  },
  2: { headline: 'Invite Friends', sub: 'Earn a reward for every friend who joins and plays', cta: 'Invite now' },
  3: { headline: 'Bind Your Mobile', sub: 'Keep your account safe and unlock daily rewards', cta: 'Bind now' },
  4: { headline: 'Daily Tasks', sub: 'Finish simple tasks every day and collect coins', cta: 'See tasks' },
  5: { headline: 'Play Now', sub: 'Spin our featured slot of the week', cta: 'Play' },
  6: { headline: 'Responsible Gaming', sub: 'Set your limits and play for fun. Players 21+ only', cta: 'Learn more' },
  7: { headline: 'Christmas Advent Calendar', sub: 'A new gift behind every door until Christmas', cta: 'Open today' },
  8: { headline: 'New Year Celebration', sub: 'Ring in the new year with lucky red envelopes', cta: 'Join now' },
};

/** What each seeded promotional video's poster says (by video id). */
export const PROMO_TEXTS: Readonly<Record<number, PosterTexts>> = {
  1: { headline: 'Sign Up Bonus', sub: 'New players get a welcome gift on their first days', cta: 'Get started' },
  2: { headline: 'Ladder Recharge', sub: 'The more you deposit, the higher your bonus climbs', cta: 'Top up' },
  3: { headline: 'Featured Game', sub: 'This week’s pick: big reels, bigger wins', cta: 'Play now' },
};

/** The pill of a notice by its click type (spec §4: 1 activity, 2 game, 3 url; 0 has no target). */
export const NOTICE_CTA: Readonly<Record<number, string>> = { 0: '', 1: 'Join now', 2: 'Play now', 3: 'Read more' };

/** What the generic pictures (login and register heroes, deposit banner, app download) say, by uniqueKey. */
export const GENERIC_TEXTS: Readonly<Record<string, PosterTexts>> = {
  loginHero: { headline: 'Lucky Lobby', sub: 'Slots, fish, cards and live tables in one place', cta: '' },
  registerHero: { headline: 'Join Lucky Lobby', sub: 'Sign up in a minute. Players 21+ only', cta: '' },
  depositBanner: { headline: 'Deposit', sub: 'GCash, Maya and bank transfer', cta: '' },
  downloadApp: { headline: 'Get the App', sub: 'Faster games, right from your home screen', cta: 'Download' },
};

import { describe, expect, it } from 'vitest';
import { promoArtOf, promoCardOf, promoChipOf, promoValueOf } from '../../machines/activity/promotionCards';
import { vipProgressOf, vipTierOf } from '../../machines/profile/vipProgress';
import {
  AGENT5_INVITE_COIN,
  FIRST_CHARGE_PACKS,
  FREE_SIGN_WEEK_COIN,
  FUND_ACCRUAL_BPS,
  SUPPLY_COIN,
} from '../../src/api/contract/promotions';
import { firstChargeOfferPercent } from '../../src/api/contract/rewards';

/** The promotion cards' art, value and state chip (machines/activity/promotionCards.ts), and the VIP progress. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight in Manila (UTC+8) of a date. */
const manila = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) - 8 * HOUR;

const quiet = {
  hasSignUpBonus: false,
  hasFreeBonus: false,
  hasFund: false,
  hasAgent: false,
  loginPaying: false,
  totalRecharge: 0,
};
const AN_ORDINARY_DAY = manila(2026, 3, 10, 12);

const config = {
  appRechargeBonusCollection9ConfigList: [...FIRST_CHARGE_PACKS],
  appInviteBonus1ConfigList: [
    { id: 1, award: [{ id: 2001, count: 2_000 }], inviteCount: 1 },
    {
      id: 2,
      award: [
        { id: 2001, count: 10_000 },
        { id: 1001, count: 5 },
      ],
      inviteCount: 3,
    },
  ],
  loginPayConfig: { propIds: [3, 1] },
  appPropConfigMap: {
    '1': { id: 1, name: 'Card 100', price: 10_000 },
    '3': { id: 3, name: 'Card 500', price: 50_000 },
  },
};

describe('promotion card state chip', () => {
  it('says Claimable whenever the red dot is on, before anything else', () => {
    expect(promoChipOf({ ...quiet, hasFreeBonus: true }, 'FreeSign', AN_ORDINARY_DAY)).toEqual({ kind: 'claimable' });
    expect(promoChipOf({ ...quiet, hasSignUpBonus: true, loginPaying: true }, 'SignUpBonus', AN_ORDINARY_DAY)).toEqual({
      kind: 'claimable',
    });
    expect(promoChipOf({ ...quiet, hasFund: true, totalRecharge: 10_000 }, 'Fund', AN_ORDINARY_DAY)).toEqual({
      kind: 'claimable',
    });
    expect(promoChipOf({ ...quiet, hasAgent: true }, 'AgentCount', AN_ORDINARY_DAY)).toEqual({ kind: 'claimable' });
    expect(promoChipOf({ ...quiet, hasFreeBonus: true }, 'Christmas', manila(2026, 12, 20))).toEqual({
      kind: 'endsIn',
      days: 6,
    });
  });

  it('counts the whole Manila days left of a season, 1 on its last day', () => {
    // Christmas runs 1–25 December; its end is midnight after the 25th in Manila.
    expect(promoChipOf(quiet, 'Christmas', manila(2026, 12, 1))).toEqual({ kind: 'endsIn', days: 25 });
    expect(promoChipOf(quiet, 'Christmas', manila(2026, 12, 24, 23))).toEqual({ kind: 'endsIn', days: 2 });
    expect(promoChipOf(quiet, 'Christmas', manila(2026, 12, 25))).toEqual({ kind: 'endsIn', days: 1 });
    expect(promoChipOf(quiet, 'Christmas', manila(2026, 12, 25, 23))).toEqual({ kind: 'endsIn', days: 1 });
    // New Year runs across the turn of the year, to 7 January.
    expect(promoChipOf(quiet, 'NewYear', manila(2026, 12, 31, 9))).toEqual({ kind: 'endsIn', days: 8 });
    expect(promoChipOf(quiet, 'NewYear', manila(2027, 1, 7, 9))).toEqual({ kind: 'endsIn', days: 1 });
  });

  it('gives no end for a season outside its dates (the server does not list it then)', () => {
    expect(promoChipOf(quiet, 'Christmas', AN_ORDINARY_DAY)).toBeNull();
    expect(promoChipOf(quiet, 'NewYear', manila(2026, 12, 20))).toBeNull();
  });

  it('ends the festival with its Manila day', () => {
    expect(promoChipOf(quiet, 'Festival', manila(2026, 3, 15, 0))).toEqual({ kind: 'endsIn', days: 1 });
    expect(promoChipOf(quiet, 'Festival', manila(2026, 3, 15, 23))).toEqual({ kind: 'endsIn', days: 1 });
  });

  it('says In progress for a card still paying and a cash bonus building up, Claimed for today’s sign-in', () => {
    expect(promoChipOf({ ...quiet, loginPaying: true }, 'SignUpBonus', AN_ORDINARY_DAY)).toEqual({
      kind: 'inProgress',
    });
    expect(promoChipOf({ ...quiet, totalRecharge: 10_000 }, 'Fund', AN_ORDINARY_DAY)).toEqual({ kind: 'inProgress' });
    expect(promoChipOf(quiet, 'FreeSign', AN_ORDINARY_DAY)).toEqual({ kind: 'claimed' });
  });

  it('shows no chip where the activity data cannot tell', () => {
    expect(promoChipOf(quiet, 'SignUpBonus', AN_ORDINARY_DAY)).toBeNull();
    expect(promoChipOf(quiet, 'Fund', AN_ORDINARY_DAY)).toBeNull();
    for (const name of ['FirstCharge', 'InviteFriend1', 'VIP', 'ContinuousRecharge', 'LadderRecharge', 'Agent', 'X']) {
      expect(promoChipOf({ ...quiet, totalRecharge: 10_000, loginPaying: true }, name, AN_ORDINARY_DAY)).toBeNull();
    }
  });

  it('reads only the clock it is given', () => {
    const days = [1, 5, 10, 24].map((d) => promoChipOf(quiet, 'Christmas', manila(2030, 12, d, 6)));
    expect(days).toEqual([25, 21, 16, 2].map((n) => ({ kind: 'endsIn', days: n })));
    expect(promoChipOf(quiet, 'Christmas', manila(2030, 12, 24, 6) + DAY)).toEqual({ kind: 'endsIn', days: 1 });
  });
});

describe('promotion card value', () => {
  it('says the first deposit by the formula the home uses, invite friends by the best coin reward', () => {
    expect(promoValueOf('FirstCharge', config)).toEqual({
      kind: 'bonus',
      percent: firstChargeOfferPercent(FIRST_CHARGE_PACKS, false),
    });
    expect(firstChargeOfferPercent(FIRST_CHARGE_PACKS, false)).toBeGreaterThan(100);
    expect(promoValueOf('InviteFriend1', config)).toEqual({ kind: 'upTo', amount: 10_000 });
    expect(promoValueOf('FirstCharge', { ...config, appRechargeBonusCollection9ConfigList: [] })).toBeNull();
  });

  it('starts the sign-up cards at the cheapest price', () => {
    expect(promoValueOf('SignUpBonus', config)).toEqual({ kind: 'from', amount: 10_000 });
    expect(promoValueOf('SignUpBonus', { ...config, loginPayConfig: { propIds: [] } })).toBeNull();
  });

  it('states the product’s own figures', () => {
    expect(promoValueOf('FreeSign', config)).toEqual({ kind: 'upTo', amount: FREE_SIGN_WEEK_COIN });
    expect(promoValueOf('Supply', config)).toEqual({ kind: 'amount', amount: SUPPLY_COIN });
    expect(promoValueOf('Fund', config)).toEqual({ kind: 'back', bps: FUND_ACCRUAL_BPS });
    expect(promoValueOf('Agent5', config)).toEqual({ kind: 'perFriend', amount: AGENT5_INVITE_COIN });
    expect(promoValueOf('VIP', config)).toEqual({ kind: 'upToBack', bps: 100 });
    expect(promoValueOf('InviteUserSpin', config)).toEqual({ kind: 'upTo', amount: 50_000 });
  });

  it('says the festival by the largest red packet in force today, as the operator set it', () => {
    expect(promoValueOf('Festival', { ...config, festivalPacketMax: 8_000 })).toEqual({ kind: 'upTo', amount: 8_000 });
    // An older config without it: the product's ₱20.
    expect(promoValueOf('Festival', { ...config, festivalPacketMax: undefined })).toEqual({
      kind: 'upTo',
      amount: 2_000,
    });
  });

  it('says the VIP rebate by the best of the rates in force today, as the operator set them', () => {
    expect(promoValueOf('VIP', { ...config, vipRebateRates: [10, 250, 120] })).toEqual({ kind: 'upToBack', bps: 250 });
    // A config without them (an older server, one stored before): the product's rates.
    expect(promoValueOf('VIP', { ...config, vipRebateRates: undefined })).toEqual({ kind: 'upToBack', bps: 100 });
  });

  it('has none where the operator sets amounts the config does not carry, or there is no figure', () => {
    for (const name of ['ContinuousRecharge', 'LadderRecharge', 'WeekendLottery', 'Agent', 'AgentCount', 'OutLink']) {
      expect(promoValueOf(name, config)).toBeNull();
    }
  });
});

describe('promotion card art', () => {
  it('draws each known kind its own picture and anything new a gift', () => {
    expect(promoArtOf('FirstCharge')).toBe('coins');
    expect(promoArtOf('Christmas')).toBe('tree');
    expect(promoArtOf('SomethingNew')).toBe('gift');
    expect(promoCardOf(quiet, config, { name: 'FreeSign' }, AN_ORDINARY_DAY)).toEqual({
      art: 'calendar',
      value: { kind: 'upTo', amount: FREE_SIGN_WEEK_COIN },
      chip: { kind: 'claimed' },
    });
  });
});

describe('VIP progress', () => {
  const levels = [
    { level: 2, betAmount: 500_000 },
    { level: 0, betAmount: 0 },
    { level: 1, betAmount: 100_000 },
  ];

  it('runs from the reached threshold to the next level', () => {
    expect(vipProgressOf(levels, 0)).toEqual({
      next: { level: 1, betAmount: 100_000 },
      done: 0,
      span: 100_000,
      left: 100_000,
    });
    expect(vipProgressOf(levels, 300_000)).toEqual({
      next: { level: 2, betAmount: 500_000 },
      done: 200_000,
      span: 400_000,
      left: 200_000,
    });
  });

  it('has no next level at the top, nor without levels', () => {
    expect(vipProgressOf(levels, 500_000)).toBeNull();
    expect(vipProgressOf([], 0)).toBeNull();
  });

  it('colours every two levels as a tier', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 10].map(vipTierOf)).toEqual([
      'base',
      'bronze',
      'bronze',
      'silver',
      'silver',
      'gold',
      'gold',
      'diamond',
      'diamond',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  activityById,
  agent5Figures,
  freeSignFigures,
  isRuleName,
  pointsFigures,
  RULE_OF,
  supplyFigures,
} from '../../machines/activity/promotions';
import { WALLET_RULES } from '../../server/wallet/errcodes';
import { agent5Commission, FREE_SIGN_WEEK_COIN } from '../../src/api/contract/promotions';

/** The promotions hub's pure rules (machines/activity/promotions.ts). */
describe('promotions rules', () => {
  const data = { activityMap: { '101': { id: 101, type: 101, name: 'FreeSign', sort: 4 } } };

  it('finds a reward detail by its activity id, only among the live ones', () => {
    expect(activityById(data, '101')?.name).toBe('FreeSign');
    expect(activityById(data, '102')).toBeUndefined();
    expect(activityById(data, '1e2')).toBeUndefined();
    expect(activityById(data, undefined)).toBeUndefined();
    expect(activityById(null, '101')).toBeUndefined();
  });

  it('knows the eight rule pages and which activity each describes', () => {
    for (const name of ['points', 'signBonus', 'agent', 'dayBonus', 'supply', 'christmas', 'newYear', 'agent5']) {
      expect(isRuleName(name)).toBe(true);
    }
    expect(isRuleName('toString')).toBe(false);
    expect(isRuleName(undefined)).toBe(false);
    expect(RULE_OF.FreeSign).toBe('signBonus');
  });

  it('states the figures the server pays with', () => {
    const figures = freeSignFigures();
    expect(figures.days.map((day) => day.pesos)).toEqual([1, 2, 3, 5, 8, 10, 20]);
    expect(figures.weekPesos * 100).toBe(FREE_SIGN_WEEK_COIN);
    expect(supplyFigures()).toEqual({ belowPesos: 1, coinPesos: 5 });
    // The points page and the exchange the server makes: 100 to 100,000 points, ₱0.50 (50 hundredths) a point.
    expect(pointsFigures()).toEqual({ min: 100, max: 100_000, pointCoin: 50 });
    expect(pointsFigures().min * 100).toBe(WALLET_RULES.pointsMin);
    // Agent5: 1 %, 0.5 %, 0.3 %, 0.2 %, 0.1 % by level; ₱10 a valid invitee; receipts from ₱1.
    expect(agent5Figures()).toEqual({
      levels: [100, 50, 30, 20, 10].map((rateBps, i) => ({ level: i + 1, rateBps })),
      inviteReward: 1_000,
      minReceive: 100,
    });
    // A member's day floors to whole centavos: 0.1 % of ₱9.99 is nothing, 1 % of ₱123.45 is ₱1.23.
    expect(agent5Commission(999, 5)).toBe(0);
    expect(agent5Commission(12_345, 1)).toBe(123);
    expect(agent5Commission(12_345, 6)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { agentChoice, guestOffers, hasRedDot, rewardLists, signUpCards } from '../../machines/activity/rewards';

const entry = (id: number, name: string, sort: number) => ({ id, type: id, name, sort });
const config = {
  loginPayConfig: { propIds: [3, 1, 2, 9] },
  appPropConfigMap: {
    '1': { id: 1, name: 'Card ₱100', price: 10_000 },
    '2': { id: 2, name: 'Card ₱300', price: 30_000 },
    '3': { id: 3, name: 'Card ₱50', price: 5_000 },
  },
};

describe('rewards list rules (spec §4)', () => {
  it('hides Supply unless bankrupt, Agent when AgentCount is there, moves SignUpBonus out, sorts by sort', () => {
    const map = Object.fromEntries(
      [
        entry(40, 'InviteFriend1', 3),
        entry(7, 'Supply', 1),
        entry(26, 'Agent', 2),
        entry(27, 'AgentCount', 5),
        entry(15, 'SignUpBonus', 0),
        entry(39, 'FirstCharge', 4),
      ].map((e) => [String(e.id), e]),
    );
    const lists = rewardLists({ activityMap: map, isBankrupt: false }, config);
    expect(lists.activities.map((e) => e.name)).toEqual(['InviteFriend1', 'FirstCharge', 'AgentCount']);
    expect(lists.signUpBonus.map((c) => c.price)).toEqual([5_000, 10_000, 30_000]);
    const bankrupt = rewardLists({ activityMap: map, isBankrupt: true }, config);
    expect(bankrupt.activities.map((e) => e.name)).toEqual(['Supply', 'InviteFriend1', 'FirstCharge', 'AgentCount']);
  });

  it('keeps Agent without AgentCount; no sign-up list without SignUpBonus', () => {
    const map = { '26': entry(26, 'Agent', 1) };
    const lists = rewardLists({ activityMap: map, isBankrupt: false }, config);
    expect(lists.activities.map((e) => e.name)).toEqual(['Agent']);
    expect(lists.signUpBonus).toEqual([]);
  });

  it('chooses AgentCount over Agent, else none', () => {
    expect(agentChoice(new Set(['Agent', 'AgentCount']))).toBe('AgentCount');
    expect(agentChoice(new Set(['Agent']))).toBe('Agent');
    expect(agentChoice(new Set(['Supply']))).toBeNull();
  });

  it('sorts sign-up cards by price and leaves out unknown props; guests see the configured offers', () => {
    expect(signUpCards(config).map((c) => c.id)).toEqual([3, 1, 2]);
    expect(
      guestOffers({
        appRechargeBonusCollection9ConfigList: [{ id: 1, price: 1, award: [], showType: 1 }],
        appInviteBonus1ConfigList: [],
        loginPayConfig: { propIds: [1] },
      }),
    ).toEqual(['FirstCharge', 'SignUpBonus']);
  });
});

describe('red dots (docs/promotions.md)', () => {
  it('hasSignUpBonus marks the sign-up bonus, hasFreeBonus the daily sign-in, nothing else', () => {
    const both = { hasSignUpBonus: true, hasFreeBonus: true };
    const none = { hasSignUpBonus: false, hasFreeBonus: false };
    expect(['SignUpBonus', 'FreeSign', 'FirstCharge', 'Fund'].map((name) => hasRedDot(both, name))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(hasRedDot({ hasSignUpBonus: true, hasFreeBonus: false }, 'FreeSign')).toBe(false);
    expect(hasRedDot({ hasSignUpBonus: false, hasFreeBonus: true }, 'SignUpBonus')).toBe(false);
    expect(['SignUpBonus', 'FreeSign'].map((name) => hasRedDot(none, name))).toEqual([false, false]);
  });

  it('hasAgent marks the agent programme the map holds (Agent or AgentCount)', () => {
    const dot = { hasSignUpBonus: false, hasFreeBonus: false, hasAgent: true };
    expect(['Agent', 'AgentCount', 'Agent5'].map((name) => hasRedDot(dot, name))).toEqual([true, true, false]);
    expect(hasRedDot({ ...dot, hasAgent: false }, 'Agent')).toBe(false);
    expect(hasRedDot({ hasSignUpBonus: true, hasFreeBonus: true }, 'AgentCount')).toBe(false);
  });
});

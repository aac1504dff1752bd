import { describe, expect, it } from 'vitest';
import { endpointDef } from '../../src/api/client/endpointDefs';
import { lobbyHome } from '../../src/api/contract/endpoints/lobbyHome';
import { endpointNames, endpoints } from '../../src/api/contract/map';

describe('endpointDefs (lazy schema groups of callApi)', () => {
  it('finds every endpoint of the contract map: a lazy group’s as the very same definition', async () => {
    for (const name of endpointNames) {
      const def = await endpointDef(name);
      expect(def.path, name).toBe(endpoints[name].path);
      // The guest home's calls check with their written shapes (tests/unit/contract-shapes.test.ts).
      if (!Object.hasOwn(lobbyHome, name)) expect(def, name).toBe(endpoints[name]);
    }
  });

  it('checks a guest home answer as its schema does', async () => {
    const def = await endpointDef('anonymousTradeInfo');
    const answer = { code: 200, errcode: 0, firstRechargeDone: true, firstRechargeBonus: 0, entries: [], extra: 1 };
    expect(def.response.safeParse(answer)).toStrictEqual({
      success: true,
      data: lobbyHome.anonymousTradeInfo.response.parse(answer),
    });
    expect(def.response.safeParse({ ...answer, entries: 'none' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { endpointDef } from '../../src/api/client/endpointDefs';
import { endpointNames, endpoints } from '../../src/api/contract/map';

describe('endpointDefs (lazy schema groups of callApi)', () => {
  it('finds every endpoint of the contract map, as the very same definition', async () => {
    for (const name of endpointNames) {
      expect(await endpointDef(name), name).toBe(endpoints[name]);
    }
  });
});

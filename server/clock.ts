import type { Db } from './db/connect';
import { readSetting } from './settings';
import { testScope } from './testScope';

/**
 * The test clock offset (POST /__test__/clock): added to the server clock for every request while test
 * controls are on, so tests move past the 15 min lock-out or the 5 min code expiry without sleeping.
 * Kept in the settings table like the other switches; a reset clears it.
 */
export async function clockOffset(db: Db, testControls: boolean): Promise<number> {
  if (!testControls) return 0;
  // A client with its own clock (x-test-scope, server/testScope.ts) sees its own offset.
  const scoped = testScope()?.clockOffsetMs;
  if (scoped !== undefined) return scoped;
  return (await readSetting(db, 'clockOffsetMs')) ?? 0;
}

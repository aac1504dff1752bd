import { manilaDay, manilaDayStart } from '../../server/activity/freeSign';
import { API_BASE } from '../../src/api/contract/define';
import type { WebConfig } from '../../src/api/contract/entities';
import { endpoints } from '../../src/api/contract/map';
import { parseAnswer, type TestServer } from './harness';

/**
 * Steps across Manila days for the promotion figures that count from the next Manila day (VIP rebate, agent tiers,
 * cash bonus, festival): the server's clock set from Manila noon of today, so a save, a deposit and a bet of "today"
 * fall on one Manila day whatever the hour the test runs, and the players' web config read as a guest gets it.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The server's clock set off the real one by `offsetMs` (a test control: walletTools or accountTools). */
interface Clock {
  setClock(offsetMs: number): Promise<unknown>;
}

/** What the steps get: Manila noon of today, and a move of the server's clock to `ms` after it. */
export interface NoonClock {
  now: number;
  /** The server's clock at `now + ms` (`DAY`: the next Manila day's noon). */
  to(ms: number): Promise<void>;
}

/**
 * Runs `steps` with the server's clock at Manila noon of today (on the real clock) and puts the clock back after
 * them, whether they pass or fail.
 */
export async function fromManilaNoon(tools: Clock, steps: (clock: NoonClock) => Promise<void>): Promise<void> {
  const now = manilaDayStart(manilaDay(Date.now())) + 12 * HOUR;
  const offset = now - Date.now();
  const to = async (ms: number) => {
    await tools.setClock(offset + ms);
  };
  await to(0);
  try {
    await steps({ now, to });
  } finally {
    await tools.setClock(0);
  }
}

/** The web config a guest's appConfig answers at the server's clock: the figures the players' screens show. */
export async function guestWebConfig(server: TestServer): Promise<WebConfig> {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };
  const res = await server.app.request(`${API_BASE}${endpoints.appConfig.path}`, init);
  return parseAnswer('appConfig', await res.json()).webConfig;
}

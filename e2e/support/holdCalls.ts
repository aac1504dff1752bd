import type { Page, Route } from '@playwright/test';
import { API_BASE } from '../../src/api/contract/define';
import { LIVE_PATH } from '../../src/api/contract/live';

/**
 * Holds every API call the page starts from now on, except those `passes` lets through, until the returned release
 * continues them. A journey that revokes a token to prove which call meets the 401 needs this: on a loaded machine a
 * lazily mounted part (red dots, a featured block) can start its first token call late, meet the revocation first
 * and end the session before the call under test is sent.
 */
export async function holdOtherCalls(page: Page, passes: (url: URL) => boolean): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const matches = (url: URL) => url.pathname.startsWith(`${API_BASE}/`) && url.pathname !== LIVE_PATH && !passes(url);
  const handler = (route: Route) => {
    if (holding) held.push(route);
    else void route.fallback();
  };
  await page.route(matches, handler);
  return async () => {
    holding = false;
    await page.unroute(matches, handler);
    await Promise.all(held.map((route) => route.fallback().catch(() => undefined)));
  };
}

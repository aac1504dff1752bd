import type { Request, Response } from '@playwright/test';
import { API_BASE } from '../src/api/contract/define';
import { endpoints } from '../src/api/contract/map';
import { expect, test } from './fixtures';

/** Read-only guest journey: no reset needed (docs/testing.md). */

// With motion, unlike the other journeys (playwright.config.ts): the home as most players see it, banner turning.
test.use({ reducedMotion: 'no-preference' });
const APP_CONFIG = `${API_BASE}${endpoints.appConfig.path}`;
const isAppConfig = (r: Request | Response) => new URL(r.url()).pathname === APP_CONFIG;

test.describe('guest home', () => {
  test('shows Home, Collect and the active game types from the server, in sort order', async ({ page, api }) => {
    const { status, json } = await api.call('appConfig');
    expect(status).toBe(200);
    expect(json.errcode).toBe(0);
    const types = (json.webConfig?.appGameTypeList ?? [])
      .filter((type) => type.status === 1)
      .sort((a, b) => a.sort - b.sort)
      .map((type) => type.name);
    // The seed (spec §2): six types, slots 1 … games 6.
    expect(types).toHaveLength(6);

    await page.goto('/lobby/home');
    const home = page.locator('[data-state]').first();
    await expect(home).toHaveAttribute('data-state', 'guest');

    const tablist = page.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveText(['Home', 'Collect', ...types]);
    await expect(tablist.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');

    const popular = page.getByRole('list', { name: 'Popular games' });
    await expect(popular).toBeVisible();
    expect(await popular.getByRole('listitem').count()).toBeGreaterThan(0);
  });

  test('a reload sends the stored gameListVersion and gets no game list back, yet the tabs render', async ({
    page,
  }) => {
    const first = page.waitForResponse(isAppConfig);
    await page.goto('/lobby/home');
    const firstJson = (await (await first).json()) as { errcode: number; gameListVersion: string; gameList: unknown };
    expect(firstJson.errcode).toBe(0);
    expect(Array.isArray(firstJson.gameList)).toBe(true);
    await expect(page.locator('[data-state]').first()).toHaveAttribute('data-state', 'guest');
    const tabs = page.getByRole('tablist').getByRole('tab');
    const tabNames = await tabs.allTextContents();
    expect(tabNames.length).toBe(8);

    const request = page.waitForRequest(isAppConfig);
    const response = page.waitForResponse(isAppConfig);
    await page.reload();
    const sent = (await request).postDataJSON() as { gameListVersion?: string };
    expect(sent.gameListVersion).toBe(firstJson.gameListVersion);
    const answer = (await (await response).json()) as { errcode: number; gameListVersion: string; gameList: unknown };
    expect(answer.errcode).toBe(0);
    expect(answer.gameList).toBeNull();
    expect(answer.gameListVersion).toBe(firstJson.gameListVersion);

    await expect(page.locator('[data-state]').first()).toHaveAttribute('data-state', 'guest');
    await expect(tabs).toHaveText(tabNames);
    await expect(page.getByRole('list', { name: 'Popular games' })).toBeVisible();
  });

  test('a protected route sends a guest to /login', async ({ page }) => {
    await page.goto('/points');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });
});

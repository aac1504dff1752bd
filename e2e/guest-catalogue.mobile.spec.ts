import type { Request, Response } from '@playwright/test';
import { API_BASE } from '../src/api/contract/define';
import { endpoints } from '../src/api/contract/map';
import { expect, test } from './fixtures';

/**
 * The guest's catalogue and guard, layout-independent (mobile project only; docs/testing.md): the stored
 * gameListVersion on reload, and a protected route. The home as each layout shows it is e2e/guest-home.spec.ts.
 */
const APP_CONFIG = `${API_BASE}${endpoints.appConfig.path}`;
const isAppConfig = (r: Request | Response) => new URL(r.url()).pathname === APP_CONFIG;

test.describe('guest catalogue', () => {
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

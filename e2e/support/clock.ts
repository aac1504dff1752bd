import type { Page } from '@playwright/test';

/**
 * Pauses the page's installed clock `aheadMs` after its current time. The page's clock follows the wall clock until
 * paused, so on a loaded machine more than `aheadMs` can pass between reading its time and pausing it, and Playwright
 * refuses to pause in the past: then the time is read again (a few tries), never a sleep.
 */
export async function pauseClockAhead(page: Page, aheadMs: number): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

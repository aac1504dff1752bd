import { LOTTERY_TICKET_BETS } from '../src/api/contract/promotions';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { pesos } from './support/deposit';

/**
 * The weekend lottery is public (docs/promotions.md): a guest sees the rules with the server's figures, the last
 * draw (drawn by the server on the first read after Monday 20:00 Manila) and a way to log in to collect tickets.
 * Read-only. The ticket counting, the one draw and the payouts are proved on the server
 * (tests/server/promoWeekendLottery.test.ts); the page's states on the machine (tests/machines/activity/weekendLottery.test.ts).
 */
test('a guest reads the weekend lottery: rules, the last draw, and a login link', async ({ page }) => {
  await page.goto('/activity/weekendLottery');
  const lottery = page.getByTestId('weekend-lottery');
  await expect(lottery.getByRole('heading', { name: text('promotions.weekendLottery.rules') })).toBeVisible();
  await expect(lottery.getByTestId('lottery-rules')).toContainText(
    text('promotions.weekendLottery.ruleTickets', { bet: pesos(LOTTERY_TICKET_BETS) }),
  );
  await expect(lottery.getByTestId('lottery-last').getByRole('heading')).toContainText(/^Last draw: Mon/);
  expect(await seriousViolations(page)).toEqual([]);
  await lottery.getByRole('link', { name: text('promotions.weekendLottery.login') }).click();
  await expect(page).toHaveURL(/\/login/);
});

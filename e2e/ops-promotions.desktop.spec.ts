import { DEMO_STAFF } from '../server/seed/staff';
import { DEFAULT_PROMOS, ladderTierId } from '../src/api/contract/promoSettings';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { pesos, registerByApi } from './support/deposit';
import { opsLogIn } from './support/ops';

/**
 * Promotions from the back office reach players: marketing changes the deposit ladder's top tier reward in /ops
 * (its own browser context, as on the operator's desk); an over-cap amount is refused by field first and nothing
 * is stored; the player's deposit rewards page, in the player's browser, then shows the new reward. The reward is
 * put back at the end. Rules, roles, audit and claims are proved in tests/server/opsPromotions.test.ts.
 */
// Its own account: a TOTP code works once, and the other /ops journeys log in at the same time.
const marketing = DEMO_STAFF.find((s) => s.username === 'marketing3')!;

const TOP = DEFAULT_PROMOS.ladder.tiers.length - 1;
const top = DEFAULT_PROMOS.ladder.tiers[TOP]!;
/** Whole pesos as the page's fields take them. */
const typed = (hundredths: number) => String(hundredths / 100);

test('marketing changes a ladder reward in /ops, and the player’s deposit rewards page shows it', async ({
  page,
  api,
  browser,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 'op');
  await registerByApi(page, api, account);
  await page.goto('/activity/depositEvery');
  const tier = page.getByTestId('ladder-recharge').locator(`[data-tier="${ladderTierId(TOP)}"]`);
  await expect(tier.locator('strong')).toHaveText(pesos(top.coin));

  const desk = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  const ops = await desk.newPage();
  await ops.goto('/ops/promotions');
  await opsLogIn(ops, marketing, testInfo);
  await expect(ops.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  expect(await seriousViolations(ops)).toEqual([]);

  const ladder = ops.getByRole('region', { name: 'Deposit ladder' });
  const reward = ladder.getByLabel(`Tier ${TOP + 1} reward (pesos)`);
  const save = ladder.getByRole('button', { name: 'Save Deposit ladder' });
  await expect(reward).toHaveValue(typed(top.coin));

  // Over the cap (more than the tier's deposits): refused beside the field, nothing sent.
  await reward.fill(typed(top.needRecharge + 100));
  await save.click();
  await expect(reward).toHaveAccessibleDescription(
    `Tier ${TOP + 1} reward is at most the tier's deposits (₱${(top.needRecharge / 100).toLocaleString('en-PH')}).`,
  );
  await expect(ops.getByRole('status').filter({ hasText: 'Nothing was saved' })).toBeVisible();

  const changed = top.coin + 50_000;
  await reward.fill(typed(changed));
  await save.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();
  expect(await seriousViolations(ops)).toEqual([]);

  // The player's next look at the page has the new reward, without any restart.
  await page.reload();
  await expect(tier.locator('strong')).toHaveText(pesos(changed));

  // Put back what was changed, for every other journey.
  await reward.fill(typed(top.coin));
  await save.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();
  await desk.close();
  await page.reload();
  await expect(tier.locator('strong')).toHaveText(pesos(top.coin));
});

import { DEMO_STAFF } from '../server/seed/staff';
import { DEFAULT_PROMOS, ladderTierId } from '../src/api/contract/promoSettings';
import { expect, test, uniqueAccount } from './fixtures';
import { seriousViolations } from './support/a11y';
import { activityControls, friendDeposits } from './support/activity';
import { pesos, registerByApi } from './support/deposit';
import { opsLogIn } from './support/ops';

/**
 * Promotions from the back office reach players: marketing changes the deposit ladder's top tier reward in /ops
 * (its own browser context, as on the operator's desk); an over-cap amount is refused by field first and nothing
 * is stored; the player's deposit rewards page, in the player's browser, then shows the new reward. Then the same
 * for a first-charge pack's coin reward: the player's first-charge page shows it. Then a VIP rebate rate, which
 * counts from the next Manila day: the player's rebate page keeps today's; and a spin wheel prize, which the
 * player's wheel lists. All are put back at the end.
 * Rules, roles, audit and claims are proved in tests/server/opsPromotions.test.ts and activityFirstCharge.test.ts.
 */
// Its own account: a TOTP code works once, and the other /ops journeys log in at the same time.
const marketing = DEMO_STAFF.find((s) => s.username === 'marketing3')!;

const TOP = DEFAULT_PROMOS.ladder.tiers.length - 1;
const top = DEFAULT_PROMOS.ladder.tiers[TOP]!;
/**
 * Pack 2, the one offered to a player who has deposited: the first-charge journeys buy pack 1 meanwhile, and a
 * change to it would alter what they are paid.
 */
const PACK = 1;
const pack = DEFAULT_PROMOS.firstCharge.packs[PACK]!;
/** Whole pesos as the page's fields take them. */
const typed = (hundredths: number) => String(hundredths / 100);

test('marketing changes a ladder reward, a first-charge pack, a VIP rebate rate and a wheel prize in /ops; the player’s pages show them', async ({
  page,
  api,
  browser,
}, testInfo) => {
  // Four changes, each seen from both browsers, and an accessibility scan of a page holding every promotion's form.
  test.setTimeout(120_000);
  const account = uniqueAccount(testInfo, 'op');
  const { token } = await registerByApi(page, api, account);
  // A paid deposit, then the first-charge offer chosen again: this player is offered pack 2, the depositors' one.
  await friendDeposits(page.request, api, account, token);
  await activityControls(page.request).reoffer(account);
  await page.goto('/activity/depositEvery');
  const tier = page.getByTestId('ladder-recharge').locator(`[data-tier="${ladderTierId(TOP)}"]`);
  await expect(tier.locator('.day-chip__value')).toHaveText(pesos(top.coin));

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
  await expect(tier.locator('.day-chip__value')).toHaveText(pesos(changed));

  // Put back what was changed, for every other journey.
  await reward.fill(typed(top.coin));
  await save.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();
  await page.reload();
  await expect(tier.locator('.day-chip__value')).toHaveText(pesos(top.coin));

  // A first-charge pack's coin reward: more than its price is refused by field, a lower one reaches the player.
  await page.goto('/activity/firstCharge');
  const coin = page.locator('[data-first-charge] [data-prop="2001"]');
  await expect(coin).toContainText(pesos(pack.coin));
  const packs = ops.getByRole('region', { name: 'First-charge packs' });
  const packReward = packs.getByLabel(`Pack ${PACK + 1} reward (pesos)`);
  const savePacks = packs.getByRole('button', { name: 'Save First-charge packs' });
  await expect(packs.getByLabel(`Pack ${PACK + 1} price (pesos)`)).toHaveValue(typed(pack.price));
  await packReward.fill(typed(pack.price + 100));
  await savePacks.click();
  await expect(packReward).toHaveAccessibleDescription(
    `Pack ${PACK + 1} reward is at most the pack's price (₱${(pack.price / 100).toLocaleString('en-PH')}).`,
  );
  const packCoin = pack.coin + 10_000;
  await packReward.fill(typed(packCoin));
  await savePacks.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();
  await page.reload();
  await expect(coin).toContainText(pesos(packCoin));

  await packReward.fill(typed(pack.coin));
  await savePacks.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();
  await page.reload();
  await expect(coin).toContainText(pesos(pack.coin));

  // VIP rebate rates: over 3 % refused by field; a saved rate counts from the next Manila day, so the player's
  // rebate page still lists today's rate (today's bets keep it) and the page says when the new one counts.
  await page.goto('/activity/vipRebate');
  const vip3 = page.getByTestId('vip-rebate').getByRole('listitem').filter({ hasText: 'VIP 3' });
  await expect(vip3).toContainText('0.5%');
  const rebate = ops.getByRole('region', { name: 'VIP rebate' });
  const rate = rebate.getByLabel('VIP 3 rate (percent)');
  const saveRebate = rebate.getByRole('button', { name: 'Save VIP rebate' });
  await expect(rate).toHaveValue('0.5');
  await rate.fill('3.5');
  await saveRebate.click();
  await expect(rate).toHaveAccessibleDescription('VIP 3 rate is at most 3 %.');
  await rate.fill('0.55');
  await saveRebate.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();
  await expect(rebate).toContainText(/VIP 3 0\.5 %.*Rates saved today count from \d{4}-\d{2}-\d{2}\./);
  await page.reload();
  await expect(vip3).toContainText('0.5%');
  await rate.fill('0.5');
  await saveRebate.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();

  // The spin wheel: segment 8 from ₱20 to ₱25; staff see a spin's average prize move before saving, and the
  // player's wheel lists the new prize.
  await page.goto('/activity/spin');
  const odds = page.getByTestId('spin-odds');
  await expect(odds).toContainText(pesos(2_000));
  const wheel = ops.getByRole('region', { name: 'Invite-and-spin wheel' });
  const prize = wheel.getByLabel('Segment 8 prize (pesos)');
  const saveWheel = wheel.getByRole('button', { name: 'Save Invite-and-spin wheel' });
  await expect(wheel).toContainText('a spin pays ₱10.4 on average');
  await prize.fill('25');
  await expect(wheel).toContainText('a spin pays ₱10.75 on average');
  await saveWheel.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();
  await page.reload();
  await expect(odds).toContainText(pesos(2_500));
  await prize.fill('20');
  await saveWheel.click();
  await expect(ops.getByRole('status').filter({ hasText: 'Promotion saved.' })).toBeVisible();
  await desk.close();
});

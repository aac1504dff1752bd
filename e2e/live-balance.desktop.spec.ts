import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { depositScreens, newPlayerOnDeposit, pesos } from './support/deposit';

/**
 * Live updates (docs/architecture.md "Live updates"): money credited to a logged-in player elsewhere (a deposit
 * approved, a win on another device) shows on the open page at once, without the 60 s heartbeat: the page's clock
 * stands still, so no timer of the page can be what fetched the new balance.
 */
test('a credit made elsewhere shows on the open page without waiting for the heartbeat', async ({
  page,
  api,
  request,
}, info) => {
  await page.clock.install();
  // The session's live child opens the stream once the player is logged in.
  const streamOpened = page.waitForResponse((res) => res.url().endsWith('/prod-api-2/live') && res.status() === 200);
  const account = uniqueAccount(info, 'lv');
  await newPlayerOnDeposit(page, api, account);
  const screens = depositScreens(page);
  await streamOpened;
  // From here the page's timers stand still: the heartbeat (60 s) cannot run.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await walletControls(request).credit(account, 'coin', 12_345);
  await expect(screens.balance).toHaveText(pesos(12_345));
});

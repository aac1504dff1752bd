import type { Page } from '@playwright/test';
import { expect, test, uniqueAccount } from './fixtures';
import { registerUsername, text } from './support/auth';

/**
 * Customer service on both layouts, and on desktop the shell around it: /service lists the seeded
 * entries, the in-app one embeds the lobby's own chat with support in the page, the external one opens a
 * new tab; on desktop the left menu shows the player's block and the footer its contact links, badges and 21+.
 * The 5 s throttle is proved on the simulated clock (tests/machines/profile/serviceDesk.test.ts).
 */
const desktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

test('customer service: live chat embedded, external entry in a new tab; desktop player block and footer', async ({
  page,
}, testInfo) => {
  const account = uniqueAccount(testInfo, 's');
  await registerUsername(page, account);
  await page.goto(desktop(page) ? '/lobby/service' : '/service');

  const list = page.getByRole('list', { name: text('profile.service.list') });
  // The seed's third entry has no URL: it is left out.
  await expect(list.getByRole('button')).toHaveCount(2);

  // The in-app entry: the lobby's own chat with support inside the page; the message waits for an agent (the
  // agent's side is e2e/ops-chat.desktop.spec.ts).
  await list.getByRole('button', { name: /Customer Service/ }).click();
  const chat = page.getByRole('region', { name: text('profile.service.chat') });
  await chat.getByLabel(text('lobby.chat.message')).fill('Where is my deposit?');
  await chat.getByRole('button', { name: text('lobby.chat.send') }).click();
  await expect(chat.getByRole('log', { name: text('lobby.chat.conversation') })).toContainText('Where is my deposit?');
  await expect(chat.getByRole('status')).toHaveText(text('lobby.chat.waiting'));
  await chat.getByRole('button', { name: text('profile.service.close') }).click();
  await expect(chat).toHaveCount(0);

  // The external entry: a new tab on the sandbox site, without a handle on this page.
  const popup = page.waitForEvent('popup');
  await list.getByRole('button', { name: /Telegram/ }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/sandbox/site/telegram');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await expect(page.getByRole('status').filter({ hasText: text('profile.service.opened') })).toBeVisible();

  if (!desktop(page)) return;
  // Desktop shell: the player's block (nickname, avatar, add button to the deposit page) and the footer.
  const block = page.getByRole('region', { name: text('shell.player') });
  await expect(block.getByTestId('shell-player')).toContainText(account);
  const contacts = page.getByRole('navigation', { name: text('shell.contact') });
  // 'Customer Service' is left out of the contacts (spec §2), Telegram stays.
  await expect(contacts.getByRole('link')).toHaveText(['Telegram']);
  await expect(contacts.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('list', { name: text('shell.apps') }).getByRole('link')).toHaveCount(2);
  await expect(page.getByText(text('footer.ageNotice'))).toBeVisible();
  await expect(page.getByText(text('shell.country'))).toBeVisible();
  await block.getByRole('link', { name: text('shell.addFunds') }).click();
  await expect(page).toHaveURL(/\/lobby\/wallets\/deposit$/);
});

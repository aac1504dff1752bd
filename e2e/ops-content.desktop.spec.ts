import { DEMO_STAFF } from '../server/seed/staff';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { opsLogIn } from './support/ops';

/**
 * Marketing adds a home banner in /ops/content (its own browser context, as on the operator's desk): the form's
 * refusal is said beside its field first, the preview shows the draft on the desktop strip only, and a player's
 * home in another browser shows the new banner after a reload, with no server restart; the journey removes it at
 * its end. Parallel-safe: the banner goes last and is kept to the desktop layout, so the first banners other
 * journeys click, and every phone journey, see the home as it was. Rules, roles and audit: tests/server/opsContent.test.ts.
 */
// Its own account: a TOTP code works once, and the other marketing journeys log in at the same time.
const marketing = DEMO_STAFF.find((s) => s.username === 'marketing4')!;

test('marketing adds a desktop banner; a player’s home shows it after a reload', async ({ page, browser }, info) => {
  const headline = `Desk ${info.workerIndex} ${Date.now().toString(36)}`;
  const drawn = `/static/art/banner/${headline.replace(/ +/g, '-')}.svg`;
  const banners = page.getByRole('region', { name: text('lobby.banners') });
  const ours = banners.locator(`img[src="${drawn}"]`);

  const desk = await browser.newContext({ baseURL: String(info.project.use.baseURL) });
  const ops = await desk.newPage();
  await ops.goto('/ops/content');
  await opsLogIn(ops, marketing, info);
  await expect(ops.getByRole('heading', { name: 'Content: home banners', level: 1 })).toBeVisible();
  await expect(ops.getByRole('row', { name: /Banner #1\b/ })).toBeVisible();
  // The banners' part of the page: its outcome line and its form (the notices below have their own).
  const status = ops.getByRole('region', { name: 'Content: home banners' }).getByRole('status');
  const form = ops.getByRole('form', { name: 'Add a banner' });
  expect(await seriousViolations(ops)).toEqual([]);

  // Nothing typed yet: the picture is asked for beside its field, and nothing is sent.
  await form.getByRole('button', { name: 'Add banner' }).click();
  await expect(form.getByRole('textbox', { name: 'Headline', exact: true })).toHaveAccessibleDescription(
    /Upload a picture or give the drawn art/,
  );

  await form.getByRole('textbox', { name: 'Headline', exact: true }).fill(headline);
  await form.getByLabel('A tap opens', { exact: true }).selectOption('activity');
  await form.getByLabel('Activity or page', { exact: true }).selectOption({ label: 'VIP levels' });
  await form.getByRole('radio', { name: 'Desktop only' }).check();
  const desktopStrip = ops.getByRole('figure', { name: /^Desktop/ });
  await expect(desktopStrip.getByRole('img', { name: /^Draft, place \d+$/ })).toHaveAttribute('src', drawn);
  await expect(ops.getByRole('figure', { name: /^Phone/ }).getByRole('img', { name: /^Draft/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Add banner' }).click();
  await expect(status).toHaveText(/^Banner #\d+ added\.$/);
  const added = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  const row = ops.getByRole('row', { name: new RegExp(`Banner #${added}\\b`) });
  await expect(row).toContainText('Desktop only');
  await expect(row).toContainText('VIP levels');
  expect(await seriousViolations(ops)).toEqual([]);

  // The player's home (desktop): the banner is in the strip once the carousel holds every banner.
  await page.goto('/lobby/home');
  await expect(banners).toBeVisible();
  await banners.dispatchEvent('pointerdown', { pointerType: 'touch' });
  await expect(ours.first()).toBeAttached();

  // Clean up: removed in /ops, and gone from the player's home on the next reload.
  await row.getByRole('button', { name: `Remove banner #${added}` }).click();
  await expect(status).toHaveText(`Banner #${added} removed.`);
  await expect(row).toHaveCount(0);
  await desk.close();
  await page.reload();
  await expect(banners).toBeVisible();
  await banners.dispatchEvent('pointerdown', { pointerType: 'touch' });
  await expect(banners.locator('.swiper')).toBeVisible();
  await expect(ours).toHaveCount(0);
});

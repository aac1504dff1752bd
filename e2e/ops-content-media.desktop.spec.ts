import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_STAFF } from '../server/seed/staff';
import { VIDEO_DIR } from '../server/static/video';
import { expect, joinScope, quieten, test } from './fixtures';
import { seriousViolations } from './support/a11y';
import { text } from './support/auth';
import { opsLogIn } from './support/ops';

/**
 * Marketing uploads a promotional video with its poster in /ops/content and marks it for the home, and moves a
 * floating icon first (its own browser context, as on the operator's desk); a guest's phone home in another browser
 * then plays the uploaded file and shows the icons in the new order, with no server restart. The journey puts
 * both back at its end. Rules, roles and audit: tests/server/opsContentMedia.test.ts.
 */
// Its own account: a TOTP code works once, and the other marketing journeys log in at the same time.
const marketing = DEMO_STAFF.find((s) => s.username === 'marketing5')!;
/** A real short WebM: the seeded sign-up video's bytes, uploaded as the operator's own file. */
const WEBM = readFileSync(join(VIDEO_DIR, 'Sign-Up-Bonus.webm'));

test('marketing uploads a home video and reorders the floating icons; a phone home shows both', async ({
  browser,
}, info) => {
  const baseURL = String(info.project.use.baseURL);
  const desk = await browser.newContext({ baseURL });
  const ops = await desk.newPage();
  await ops.goto('/ops/content');
  await opsLogIn(ops, marketing, info);
  await expect(ops.getByRole('heading', { name: 'Promotional videos', level: 2 })).toBeVisible();
  await expect(ops.getByRole('row', { name: /Video #1\b/ })).toBeVisible();
  const status = ops.getByRole('region', { name: 'Promotional videos' }).getByRole('status');
  const form = ops.getByRole('form', { name: 'Add a video' });

  // Nothing uploaded: both files are asked for beside their fields, and nothing is sent.
  await form.getByRole('button', { name: 'Add video' }).click();
  await expect(form.getByLabel('Video file')).toHaveAccessibleDescription(/Upload a WebM or MP4 video/);
  await expect(form.getByLabel('Poster picture')).toHaveAccessibleDescription(/Upload a poster picture/);

  await form.getByLabel('Video file').setInputFiles({ name: 'loop.webm', mimeType: 'video/webm', buffer: WEBM });
  await expect(status).toHaveText('Video uploaded.');
  // The poster: a real PNG, a picture of the page itself.
  const poster = await ops.screenshot({ clip: { x: 0, y: 0, width: 375, height: 210 } });
  await form.getByLabel('Poster picture').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: poster });
  await expect(status).toHaveText('Poster uploaded.');
  await form.getByRole('checkbox', { name: /The home plays this video/ }).check();
  // The preview shows the new poster where the home plays its video.
  const preview = ops.getByRole('figure', { name: 'Phone home' });
  await expect(preview.getByRole('img', { name: "The home video's poster" })).toHaveAttribute(
    'src',
    /^\/static\/content\/[0-9a-f]{64}\.png$/,
  );
  await form.getByRole('button', { name: 'Add video' }).click();
  await expect(status).toHaveText(/^Video #\d+ added\.$/);
  const added = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  await expect(ops.getByRole('row', { name: new RegExp(`Video #${added}\\b`) })).toContainText('Chosen');

  // The floating icons: Invite friends moved first, and the preview shows it first.
  const floating = ops.getByRole('table', { name: 'Floating icons' });
  await floating.getByRole('button', { name: 'Move Invite friends up' }).click();
  await ops.getByRole('button', { name: 'Save floating icons' }).click();
  const choices = ops.getByRole('region', { name: 'Floating icons and featured rewards' }).getByRole('status');
  await expect(choices).toHaveText('Floating icons saved.');
  await expect(preview.getByRole('list', { name: 'Floating icons' }).getByRole('listitem').first()).toHaveText(
    'Invite friends',
  );
  expect(await seriousViolations(ops)).toEqual([]);

  // A guest's phone, in another browser: the home plays the uploaded file, and the icons are in the new order.
  // With motion, as a player who did not ask for less: the home plays its video by itself.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    reducedMotion: 'no-preference',
  });
  await joinScope(phone, info);
  await quieten(phone);
  const player = await phone.newPage();
  await player.goto('/lobby/home');
  const video = player.getByRole('region', { name: 'Promotional video' }).locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => ({ ready: v.readyState >= 2, src: v.currentSrc })))
    .toEqual({ ready: true, src: expect.stringMatching(/\/static\/content-video\/[0-9a-f]{64}\.webm$/) });
  const icons = player.getByRole('navigation', { name: text('shell.activities') }).getByRole('link');
  await expect(icons.first()).toHaveAccessibleName(text('shell.activity.inviteFriends'));

  // Put back: the video removed and the icons in their first order.
  await ops.getByRole('button', { name: `Remove video #${added}` }).click();
  await expect(status).toHaveText(`Video #${added} removed.`);
  await floating.getByRole('button', { name: 'Move Invite friends down' }).click();
  await ops.getByRole('button', { name: 'Save floating icons' }).click();
  await expect(choices).toHaveText('Floating icons saved.');
  await player.reload();
  await expect(icons.first()).toHaveAccessibleName(text('shell.activity.firstCharge'));
  await phone.close();
  await desk.close();
});

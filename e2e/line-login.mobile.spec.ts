import { expect, test } from './fixtures';
import { seriousViolations } from './support/a11y';
import { authScreen, home, isCall, LOGGED_IN, text } from './support/auth';

/**
 * LINE sign-in (docs/auth.md "LINE login") for a newcomer, on both layouts: the sandbox provider's consent page, back
 * to /login/line, and no session until the player has given a date of birth that is 21 or older in
 * Manila and the excluded-persons declaration. Each test's browser is a new sandbox LINE user, so a newcomer; the
 * switch is scoped to this test. The rules (ticket single use, expiry, older LINE accounts) are proved a layer down:
 * tests/server/lineSignUp.test.ts, tests/machines/auth/lineLogin.test.ts.
 */

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('a LINE newcomer gives a date of birth and the declaration; under 21 is refused, then logged in', async ({
  page,
  api,
  controls,
}) => {
  await controls.scenario({ lineLoginEnabled: true });
  await page.goto('/login');
  await page.getByRole('link', { name: text('auth.line') }).click();

  // The sandbox provider's consent page, then back to /login/line with a code.
  const exchanged = page.waitForResponse(isCall('lineLogin'));
  await page.getByRole('button', { name: /^Continue as Line user / }).click();
  const asked = (await (await exchanged).json()) as { errcode: number; token?: string; ticket?: string };
  expect(asked).toMatchObject({ errcode: 1056 });
  expect(asked.token).toBeUndefined();

  const form = authScreen(page);
  await expect(form.root).toHaveAttribute('data-state', 'details');
  await expect(form.root.getByText(text('auth.line.details'))).toBeVisible();
  await expect(form.birthDate).toHaveAttribute('min', '1900-01-01');
  const latest = (await form.birthDate.getAttribute('max')) ?? '';
  expect(latest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const submit = form.root.getByRole('button', { name: text('auth.line.submit'), exact: true });

  // One day short of 21: refused on the date input, before any call.
  await form.birthDate.fill(dayAfter(latest));
  await form.notExcluded.check();
  await submit.click();
  const underAge = text('auth.birthDate.underAge');
  await expect(form.toast).toHaveText(underAge);
  await expect(form.birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(form.birthDate).toHaveAccessibleDescription(`${text('auth.birthDate.hint')} ${underAge}`);
  expect(await seriousViolations(page), 'the LINE sign-up step with its error').toEqual([]);
  // The server holds the same rule for any caller (1053), and a refused date leaves the ticket usable.
  const refused = await api.call('lineSignUp', {
    ticket: asked.ticket ?? '',
    birthDate: dayAfter(latest),
    notExcluded: true,
  });
  expect(refused.json.errcode).toBe(1053);
  expect(refused.json.token).toBeUndefined();

  // Exactly 21 today: signed up and logged in.
  await form.birthDate.fill(latest);
  await expect(form.birthDate).not.toHaveAttribute('aria-invalid', 'true');
  const sent = page.waitForRequest(isCall('lineSignUp'));
  const answer = page.waitForResponse(isCall('lineSignUp'));
  await submit.click();
  expect((await sent).postDataJSON()).toMatchObject({ ticket: asked.ticket, birthDate: latest, notExcluded: true });
  expect(((await (await answer).json()) as { errcode: number }).errcode).toBe(0);
  await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);

  // The ticket was single use.
  const again = await api.call('lineSignUp', { ticket: asked.ticket ?? '', birthDate: latest, notExcluded: true });
  expect(again.json.errcode).toBe(1057);
});

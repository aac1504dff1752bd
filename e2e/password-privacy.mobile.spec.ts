import type { Page } from '@playwright/test';
import { expect, test, uniqueAccount } from './fixtures';
import { authScreen, declareAdult, home, isCall, LOGGED_IN, logIn, logOut, storages } from './support/auth';

/**
 * The clear password never leaves the form: not in any request (URL, headers, body), not in local or session
 * storage, during register and login. The third place, the server's log lines, is checked by
 * tests/server/passwordPrivacy.test.ts (it reads what the server prints), not repeated here.
 */

// Distinctive, so a stray copy cannot hide among other text; letters, digits and symbols within 6–20.
const SECRET = 'Pr1vate!Kz9#wq';

function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(
      `${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`,
    );
  });
  return seen;
}

async function expectNowhere(page: Page, requests: string[]): Promise<void> {
  const encoded = [SECRET, encodeURIComponent(SECRET), JSON.stringify(SECRET).slice(1, -1)];
  for (const request of requests) for (const form of encoded) expect(request).not.toContain(form);
  const { local, session } = await storages(page);
  const stored = JSON.stringify({ local, session });
  for (const form of encoded) expect(stored).not.toContain(form);
}

test('register and login send and store the password only encrypted', async ({ page }, info) => {
  const requests = recordRequests(page);
  const account = uniqueAccount(info, 'p');

  await page.goto('/register');
  const form = authScreen(page);
  await form.username.fill(account);
  await form.password.fill(SECRET);
  await form.confirmation.fill(SECRET);
  await declareAdult(page);
  const registered = page.waitForRequest(isCall('accountRegist'));
  await form.register.click();
  const body = (await registered).postDataJSON() as { password: string };
  // What was sent is an RSA block in base64 (a 1024- or 2048-bit key), not the password.
  expect(body.password).toMatch(/^[A-Za-z0-9+/]{100,}={0,2}$/);
  await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
  await expectNowhere(page, requests);

  await logOut(page);
  const login = page.waitForRequest(isCall('accountLogin'));
  expect(await logIn(page, account, SECRET)).toBe(0);
  expect(((await login).postDataJSON() as { password: string }).password).not.toBe(SECRET);
  await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
  await expectNowhere(page, requests);
  expect(requests.some((request) => request.includes('/accountLogin'))).toBe(true);
});

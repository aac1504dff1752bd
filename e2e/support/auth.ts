import type { Page, Request, TestInfo } from '@playwright/test';
import { API_BASE } from '../../src/api/contract/define';
import type { WebConfig } from '../../src/api/contract/entities';
import { type EndpointName, endpoints } from '../../src/api/contract/map';
import { everyMessage } from '../../src/platform/intl/everyMessage';
import { filPH } from '../../src/platform/intl/fil-PH';
import type { Locale } from '../../src/platform/intl/locales';
import type { MessageId } from '../../src/platform/intl/messages';
import type { Api } from '../fixtures';
import { expect } from '../fixtures';

const catalogues: Record<Locale, Record<MessageId, string>> = { 'en-PH': everyMessage, 'fil-PH': filPH };

/** A message (any area's) with its `{name}` values filled in, as react-intl renders these simple ones. */
export function text(id: MessageId, values: Record<string, string | number> = {}, locale: Locale = 'en-PH'): string {
  return catalogues[locale][id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** The server's web configuration as the client receives it (bounds of the §5 rules). */
export async function webConfigOf(api: Api): Promise<WebConfig> {
  const { json } = await api.call('appConfig');
  if (!json.webConfig) throw new Error('appConfig answered without webConfig');
  return json.webConfig;
}

/** True when a request is the contract call `name`. */
export const isCall = (name: EndpointName) => (request: Request | { url(): string }) =>
  new URL(request.url()).pathname === `${API_BASE}${endpoints[name].path}`;

/** A mobile number no other test uses: '9' and nine digits (the seed's accountRule and 10–11 bounds). */
export function uniqueMobile(info: TestInfo, salt = ''): string {
  const seed = `${info.project.name}${info.testId}${info.workerIndex}${salt}${Date.now()}${Math.random()}`;
  let hash = 7;
  for (const ch of seed) hash = (hash * 131 + ch.charCodeAt(0)) % 1_000_000_000;
  return `9${String(hash).padStart(9, '0')}`;
}

export const PASSWORD = 'Secret#2024';

/** What every registration sends: an adult's birth date and the excluded-persons declaration. */
export const ADULT = { birthDate: '1990-06-15', notExcluded: true } as const;

/** The /register and /login screens by their labels (docs/auth.md "Screens"). */
export function authScreen(page: Page) {
  const root = page.locator('.auth-screen');
  return {
    root,
    toast: root.getByRole('status'),
    account: root.getByLabel('Account', { exact: true }),
    username: root.getByLabel(text('auth.username'), { exact: true }),
    mobile: root.getByLabel(text('auth.mobile'), { exact: true }),
    password: root.getByLabel(text('auth.password'), { exact: true }),
    confirmation: root.getByLabel(text('auth.confirmPassword'), { exact: true }),
    code: root.getByLabel(text('auth.code'), { exact: true }),
    birthDate: root.getByLabel(text('auth.birthDate'), { exact: true }),
    notExcluded: root.getByRole('checkbox', { name: text('auth.notExcluded'), exact: true }),
    sendCode: root.getByRole('button', { name: /^(Send code|Resend in \d+ s)$/ }),
    register: root.getByRole('button', { name: text('auth.submitRegister'), exact: true }),
    login: root.getByRole('button', { name: text('auth.submitLogin'), exact: true }),
  };
}

/** The home page's flow root: its data-state is the session state. */
export const home = (page: Page) => page.locator('.lobby-home');
export const LOGGED_IN = /^loggedIn\./;

/** The register form's age check: an adult's date of birth (unless given) and the excluded-persons declaration. */
export async function declareAdult(page: Page, birthDate: string = ADULT.birthDate): Promise<void> {
  const form = authScreen(page);
  await form.birthDate.fill(birthDate);
  await form.notExcluded.check();
}

/** Registers a username account through /register and waits for the logged-in home. */
export async function registerUsername(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  const form = authScreen(page);
  await form.username.fill(account);
  await form.password.fill(password);
  await form.confirmation.fill(password);
  await declareAdult(page);
  const answer = page.waitForResponse(isCall('accountRegist'));
  await form.register.click();
  expect(((await (await answer).json()) as { errcode: number }).errcode).toBe(0);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
}

/** Logs in through /login; returns the answer's errcode. */
export async function logIn(page: Page, account: string, password = PASSWORD): Promise<number> {
  const form = authScreen(page);
  await form.account.fill(account);
  await form.password.fill(password);
  const answer = page.waitForResponse(isCall('accountLogin'));
  await form.login.click();
  return ((await (await answer).json()) as { errcode: number }).errcode;
}

/** Logs out through the confirmation dialog (confirming). */
export async function logOut(page: Page): Promise<void> {
  await home(page)
    .getByRole('button', { name: text('logout.confirm') })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text('logout.confirm') })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/** What the page keeps in both storages. */
export async function storages(
  page: Page,
): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

import type { Page } from '@playwright/test';
import forge from 'node-forge';
import { API_BASE, headers } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { type Api, expect } from '../fixtures';
import { ADULT, PASSWORD, text, webConfigOf } from './auth';

/** Seeded channels (server/seed/content.ts): one per deposit view. */
export const CHANNELS = { payPage: 'GCash', qr: 'Maya', bankTransfer: 'BDO Bank Transfer' } as const;

/** A peso amount as the app shows it (src/ui/Money.tsx: ₱, two decimals, en-PH grouping). */
export const pesos = (hundredths: number) =>
  (hundredths / 100).toLocaleString('en-PH', {
    style: 'currency',
    currency: 'PHP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** The deposit's screens by role and name (docs/deposit.md "Selectors"). */
export function depositScreens(page: Page) {
  const title = text('wallet.deposit.title');
  const pick = page.locator('.deposit-pick');
  const view = page.locator('.deposit-view');
  return {
    panel: page.locator('.deposit-panel'),
    balance: page.locator('.deposit-panel').getByTestId('balance'),
    open: page.getByRole('button', { name: text('wallet.deposit.open') }),
    pick,
    pickDialog: page.getByRole('dialog', { name: title }),
    channel: (name: string) => pick.getByRole('radio', { name, exact: true }),
    confirm: pick.getByRole('button', { name: text('wallet.deposit.confirm') }),
    cancel: pick.getByRole('button', { name: text('wallet.deposit.cancel') }),
    view,
    close: view.getByRole('button', { name: text('wallet.deposit.close') }),
    payFrame: page.frameLocator('iframe.deposit-view__frame'),
    qr: view.locator('.deposit-qr'),
    toast: page.getByRole('status'),
    /** The sheet after a paid deposit ("₱500.00 credited · Play now"). */
    credited: page.getByRole('dialog', { name: text('wallet.deposit.credited.title') }),
    playNow: page.getByRole('button', { name: text('wallet.deposit.credited.play') }),
  };
}

/** The credited sheet shows the amount paid in, with Play now focused; Close (or `Escape`) closes it. */
export async function expectCredited(page: Page, amount: number): Promise<void> {
  const screens = depositScreens(page);
  await expect(screens.credited).toBeVisible();
  await expect(screens.credited).toContainText(text('wallet.deposit.credited.amount', { amount: pesos(amount) }));
  await expect(screens.playNow).toBeFocused();
}

/** Opens the pick dialog from the deposit tab. */
export async function openDeposit(page: Page): Promise<void> {
  const screens = depositScreens(page);
  await screens.open.click();
  await expect(screens.pick).toBeVisible();
}

/** Picks a channel and confirms; the confirm debounce (300 ms) runs on the real clock. */
export async function confirmChannel(page: Page, channel: string): Promise<void> {
  const screens = depositScreens(page);
  await screens.channel(channel).click();
  await expect(screens.channel(channel)).toHaveAttribute('aria-checked', 'true');
  await screens.confirm.click();
}

/**
 * Registers `account` through the API with its own fingerprint (the server allows five accounts per device, 1049)
 * and logs the page in by the stored token: faster than the form, same account and session as a real sign-up.
 * Answers the login result (token, user with its invite code).
 */
export async function registerByApi(
  page: Page,
  api: Api,
  account: string,
  extra: { inviteCode?: string; channel?: string } = {},
): Promise<{ token: string; user: { id: number; inviteCode: string } }> {
  const { rsaPublicKey } = await webConfigOf(api);
  const key = forge.pki.publicKeyFromPem(rsaPublicKey);
  // What jsencrypt sends: RSAES-PKCS1-V1_5, base64.
  const password = forge.util.encode64(key.encrypt(forge.util.encodeUtf8(PASSWORD), 'RSAES-PKCS1-V1_5'));
  const res = await page.request.post(`${API_BASE}${endpoints.accountRegist.path}`, {
    data: { account, password, type: 0, ...ADULT, ...extra },
    headers: { [headers.fingerprint]: `e2e-${account}` },
  });
  const json = (await res.json()) as { errcode: number; token: string; user: { id: number; inviteCode: string } };
  expect(json.errcode, JSON.stringify(json)).toBe(0);
  await page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', JSON.stringify(token));
  }, json.token);
  return json;
}

/** A new player (registerByApi) opened on the deposit tab. */
export async function newPlayerOnDeposit(page: Page, api: Api, account: string): Promise<void> {
  await registerByApi(page, api, account);
  await page.goto('/lobby/wallets/deposit');
  await expect(depositScreens(page).balance).toHaveText(pesos(0));
}

import { expect, test, uniqueAccount, walletControls } from './fixtures';
import { at, expectModalDialog } from './support/a11y';
import { ADULT, home, isCall, LOGGED_IN, text } from './support/auth';
import { registerByApi } from './support/deposit';

/**
 * Axe (0 serious or critical, docs/accessibility.md) on what the page sweep never sees because it only
 * appears after something happens. This file: the dialogs the player opens, on both layouts (their openers differ:
 * the desktop drawer and header). The overlays that open by themselves and the forms with their errors shown are the
 * same components on both layouts and are checked on the phone (e2e/a11y-states.mobile.spec.ts); the desktop shell
 * around them is axe-checked on every desktop route by e2e/links.spec.ts. Each dialog also keeps Tab inside, closes
 * on Escape and gives focus back to the control that opened it. Writes only on accounts of its own. The pages'
 * structure (one `main`, everything in a landmark) is checked on every page by e2e/links.spec.ts.
 */

test('dialogs the player opens: the terms, the avatar and bank pickers, the withdraw password, the live chat', async ({
  page,
  api,
  controls,
}, info) => {
  // Five dialogs, each axe-checked, with a player set up through the API in between: on a loaded machine (CI beside
  // other jobs) it outgrew the default 60 s once; a longer ceiling costs nothing when the page is quick.
  test.setTimeout(120_000);
  // The terms panel: in green mode the register form's agreement box opens it (the build's variant decides
  // whether the agreement's links open it too: docs/accessibility.md). Green mode's 21+ notice is taken as accepted.
  await controls.scenario({ mode: 'green' });
  await page.addInitScript(() => {
    const tips = JSON.parse(window.localStorage.getItem('uiTips') ?? '{}') as Record<string, boolean>;
    window.localStorage.setItem('uiTips', JSON.stringify({ ...tips, agePrompt: true }));
  });
  await page.goto('/register');
  const agreement = page.getByRole('checkbox', { name: text('auth.agreement') });
  await agreement.focus();
  await page.keyboard.press('Space');
  await expectModalDialog(page, page.getByRole('dialog', { name: text('footer.terms') }), 'the terms', {
    opener: agreement,
  });
  await expect(agreement).not.toBeChecked();
  await controls.scenario({ mode: 'normal' });

  // A player who may withdraw once a card is bound and the wallet password set: funds and an approved KYC.
  const account = uniqueAccount(info, 'ap');
  const { token } = await registerByApi(page, api, account);
  const wallet = walletControls(page.request);
  await wallet.credit(account, 'coin', 2_000_00);
  const photo = Buffer.concat([
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ', 'base64'),
    Buffer.alloc(20_480),
  ]);
  const upload = await api.call('uploadKyc', { image: photo.toString('base64'), mimeType: 'image/png' }, token);
  expect(upload.json.errcode, JSON.stringify(upload.json)).toBe(0);
  const kyc = { documentType: 'passport', realName: 'Juan Dela Cruz', birthDate: ADULT.birthDate } as const;
  const added = await api.call('addKyc', { ...kyc, fileId: upload.json.fileId ?? '' }, token);
  expect(added.json.errcode, JSON.stringify(added.json)).toBe(0);
  await wallet.reviewKyc(account, 'approved');

  await page.goto(at(page, '/profile'));
  const avatar = page.getByRole('button', { name: text('profile.avatar.change') });
  await avatar.click();
  await expectModalDialog(page, page.getByRole('dialog', { name: text('profile.avatar.title') }), 'avatars', {
    opener: avatar,
  });

  // The bank picker, then a card bound through it.
  await page.goto(at(page, '/bindBankCard'));
  const bankForm = page.locator('.bank-form');
  const choose = bankForm.getByRole('button', { name: text('wallet.bank.choose') });
  await choose.click();
  const banks = page.getByRole('dialog', { name: text('wallet.bank.selectTitle') });
  await expectModalDialog(page, banks, 'the bank picker', { opener: choose });
  await choose.click();
  await banks.getByRole('button', { name: /BDO/ }).first().click();
  await bankForm.getByLabel(text('wallet.bank.accountName')).fill('Juan Dela Cruz');
  await bankForm.getByLabel(text('wallet.bank.cardNum')).fill('1234567890');
  const bound = page.waitForResponse(isCall('addBankInfo'));
  await bankForm.getByRole('button', { name: text('wallet.bank.submit') }).click();
  expect(((await (await bound).json()) as { errcode: number }).errcode).toBe(0);

  // The wallet password set (the page goes on to the withdraw tab), then asked by the withdrawal.
  await page.goto(at(page, '/walletsPassword'));
  const passwordPage = page.locator('.wallet-page[data-mode]');
  await expect(passwordPage).toHaveAttribute('data-state', 'editing');
  await passwordPage.getByLabel(text('wallet.password.new')).fill('246810');
  await passwordPage.getByLabel(text('wallet.password.confirm')).fill('246810');
  await passwordPage.getByRole('button', { name: text('wallet.password.save') }).click();
  const withdraw = page.locator('.withdraw');
  await expect(withdraw).toHaveAttribute('data-state', 'editing');
  await withdraw.getByLabel(text('wallet.withdraw.amount')).fill('500');
  const submit = withdraw.getByRole('button', { name: text('wallet.withdraw.submit') });
  await submit.click();
  const ask = page.getByRole('dialog', { name: text('wallet.password.ask') });
  await expectModalDialog(page, ask, 'the withdraw password', { opener: submit });

  // The live chat from the header: the lobby's own chat with support, a modal dialog like the others.
  await page.goto('/lobby/home');
  await expect(home(page)).toHaveAttribute('data-state', LOGGED_IN);
  const service = page.getByRole('button', { name: text('auth.service') }).first();
  await service.click();
  const chat = page.getByRole('dialog', { name: text('lobby.service.chat') });
  await expect(chat.getByLabel(text('lobby.chat.message'))).toBeVisible();
  const close = chat.getByRole('button', { name: text('lobby.service.close') });
  await expectModalDialog(page, chat, 'the live chat', { opener: service, escapeFrom: close });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WALLET_ERRCODE } from '../../machines/wallet/walletSession';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { exchangeOptions } from '../machines/walletFixtures';
import { answers, calls, LOAD, playerApp, refuse, renderApp } from './playerApp';

/**
 * WCAG 3.3.1 and 4.1.3, one error display per field: an error about one input shows once, under it, tied by
 * aria-invalid and aria-describedby; the polite status region reads it out without drawing a toast (no second copy
 * on screen). One wallet form (withdraw), profile forms (the profile page, personal details).
 * The screens' machines and the session run for real; only the HTTP client and the RSA step are replaced.
 */
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({
  encryptPassword: vi.fn(async (password: string) => `rsa(${password})`),
}));
playerApp();

/** The texts an input is described by, in order. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
/** The status region reads `text` out, and draws no toast with it. */
const announcedOnly = (text: string) =>
  screen
    .getAllByRole('status')
    .some((region) => region.textContent === text && region.querySelector('.toast') === null);
/** How many elements on screen draw `text` (a visually hidden one is read out, not drawn). */
const drawn = (text: string) =>
  [...document.body.querySelectorAll('*')].filter(
    (element) => element.children.length === 0 && element.textContent === text && !element.closest('.visually-hidden'),
  ).length;

describe('withdraw (a wallet form)', () => {
  it('ties the amount over the balance to the amount, and a wrong wallet password (3009) to the password', async () => {
    answers.getExchange = () => exchangeOptions({ coin: 200_000 });
    answers.exchange = refuse(WALLET_ERRCODE.wrongWalletPassword);
    renderApp('/withdrawal/bank');
    const amount = await screen.findByLabelText('Amount (PHP)', undefined, LOAD);
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(amount.getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const over = 'That is more than you have (₱2,000.00).';
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(description(amount)).toEqual([over]);
    expect(announcedOnly(over)).toBe(true);
    expect(drawn(over)).toBe(1);
    expect(calls('exchange')).toEqual([]);

    // Typing the amount again takes its error away.
    fireEvent.change(amount, { target: { value: '1500' } });
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(amount.getAttribute('aria-describedby')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your wallet password' }, LOAD);
    const password = within(dialog).getByLabelText('Wallet password');
    fireEvent.change(password, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const wrong = 'The wallet password is not correct.';
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(description(password)).toEqual([wrong]);
    expect((password as HTMLInputElement).value).toBe('');
    expect(announcedOnly(wrong)).toBe(true);
    expect(drawn(wrong)).toBe(1);
    expect(calls('exchange')).toEqual([{ amount: 150_000, bankId: 1001, password: 'rsa(000000)' }]);
    // The amount was not what the server refused.
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the profile page (a profile form)', () => {
  it('ties a refused nickname to the nickname beside its hint, and a wrong current password (5031) to that field', async () => {
    answers.modifyPassword = refuse(PROFILE_ERRCODE.wrongOldPassword);
    renderApp('/profile');
    const nickname = await screen.findByLabelText('Nickname', undefined, LOAD);
    expect(description(nickname)).toEqual(['2 to 20 characters.']);

    fireEvent.change(nickname, { target: { value: '<b>x</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save nickname' }));
    const rule = 'Use 2 to 20 characters, without < > & " \' or `.';
    await waitFor(() => expect(nickname.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(description(nickname)).toEqual(['2 to 20 characters.', rule]);
    expect(announcedOnly(rule)).toBe(true);
    expect(drawn(rule)).toBe(1);
    expect(calls('updateProfile')).toEqual([]);

    const current = screen.getByLabelText('Current password');
    fireEvent.change(current, { target: { value: 'Demo1234' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'NewPass99' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'NewPass99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const wrong = 'The current password is wrong.';
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(description(current)).toEqual([wrong]);
    expect(announcedOnly(wrong)).toBe(true);
    expect(drawn(wrong)).toBe(1);
    // One error at a time: the nickname's went with the new notice.
    expect(nickname.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(current, { target: { value: 'Demo12345' } });
    expect(current.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('personal details (/profile/info, task 119)', () => {
  it('shows the sign-up date of birth read-only, ties the name rule and a refused e-mail (5052) to their inputs, keeps the typing', async () => {
    answers.appUserOther = () => ({ appUserOther: null, birthDate: '1990-06-15' });
    answers.updateAppUserOther = refuse(PROFILE_ERRCODE.detailsEmail);
    renderApp('/profile/info');
    const realName = await screen.findByLabelText('Real name', undefined, LOAD);
    const born = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(born.readOnly).toBe(true);
    expect(born.value).toBe('June 15, 1990');
    expect(description(born)).toEqual([
      'The date you gave when you signed up. It cannot be changed here; if it is wrong, contact customer service.',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const required = 'Enter your real name.';
    await waitFor(() => expect(realName.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(description(realName)).toEqual(['As on your ID. Up to 120 characters.', required]);
    expect(announcedOnly(required)).toBe(true);
    expect(drawn(required)).toBe(1);
    expect(calls('updateAppUserOther')).toEqual([]);

    fireEvent.change(realName, { target: { value: 'Juan Dela Cruz' } });
    const email = screen.getByLabelText('E-mail (optional)');
    fireEvent.change(email, { target: { value: 'juan@example.p' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const refused = 'Enter an e-mail address like name@example.com, or leave it empty.';
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(description(email)).toEqual([refused]);
    expect(calls('updateAppUserOther')).toEqual([{ realName: 'Juan Dela Cruz', email: 'juan@example.p' }]);
    expect((realName as HTMLInputElement).value).toBe('Juan Dela Cruz');
    expect((email as HTMLInputElement).value).toBe('juan@example.p');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../src/api/client/call';
import { ErrcodeError } from '../../src/api/client/errors';
import { forgetCachedToken } from '../../src/platform/storage/token';
import { loginResult } from '../machines/fixtures';
import { appConfig } from './fixtures';
import { renderApp } from './playerApp';

// The screens' own machines run for real; only the HTTP client and the RSA step are replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({
  encryptPassword: vi.fn(async (password: string) => `rsa(${password})`),
}));
const callApiMock = vi.mocked(callApi);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetCachedToken();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (name) => {
    switch (name) {
      case 'appConfig':
        return appConfig as never;
      case 'accountLogin':
      case 'accountRegist':
        return loginResult({ user: { ...loginResult().user, nickname: 'Lucky Demo' } }) as never;
      default:
        return {} as never;
    }
  });
});
afterEach(cleanup);

/** Lazy routes load their modules on first use; under a busy machine that can take seconds (never a sleep: a wait). */
const LOAD = { timeout: 15_000 };
const flowRoot = () => document.querySelector('.auth-screen') as HTMLElement;
const calls = (name: string) => callApiMock.mock.calls.filter(([called]) => called === name);

describe('/login', () => {
  it('logs in, lands on /lobby/home after the redirect, and logs out through the confirmation', async () => {
    localStorage.setItem('gameUserInfo', JSON.stringify({ account: 'saved' }));
    const history = renderApp('/login');
    // The form starts again once the session has the configuration: take its fields after that.
    await waitFor(
      () => expect(document.querySelector('[data-session]')?.getAttribute('data-session')).toBe('guest'),
      LOAD,
    );
    const account = (await screen.findByLabelText('Account', undefined, LOAD)) as HTMLInputElement;
    expect(account.value).toBe('saved');
    expect(account.getAttribute('autocomplete')).toBe('username');
    const password = () => screen.getByLabelText('Password') as HTMLInputElement;
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().type).toBe('password');
    // Read afresh each time: on a busy machine the form may still be laid out again once after its first paint.
    await waitFor(() => {
      if (password().type === 'password') fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
      expect(password().type).toBe('text');
    }, LOAD);
    expect(screen.queryByRole('button', { name: 'Log in with LINE' })).toBeNull();

    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'demo' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(password(), { target: { value: 'Demo1234' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    expect(await screen.findByText('Success', undefined, LOAD)).toBeTruthy();
    expect(flowRoot().dataset.state).toBe('succeeded');
    const [, payload] = calls('accountLogin')[0]!;
    expect(payload).toMatchObject({ account: 'demo', password: 'rsa(Demo1234)' });
    expect(JSON.parse(localStorage.getItem('gameUserInfo') ?? '{}')).toEqual({ account: 'demo' });

    // The player header (loaded for players only) with the avatar that opens the menu.
    expect(await screen.findByRole('button', { name: 'Open the menu' }, LOAD)).toBeTruthy();
    expect(history.location.pathname).toBe('/lobby/home');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    fireEvent.click(dialog.querySelector('.button--primary') as HTMLElement);
    await screen.findByLabelText('Account', undefined, LOAD);
    expect(history.location.pathname).toBe('/login');
    expect(calls('logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the errcode message of a refused login and stays on the form', async () => {
    callApiMock.mockImplementation(async (name) => {
      if (name === 'appConfig') return appConfig as never;
      throw new ErrcodeError('/app/v1/accountLogin', 101, 200);
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Account', undefined, LOAD), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong account or password.', undefined, LOAD)).toBeTruthy();
    expect(flowRoot().dataset.state).toBe('editing');
  });

  it('says why the player was logged out when the session sent them here', async () => {
    callApiMock.mockImplementation(async (name) => {
      if (name === 'appConfig') return appConfig as never;
      throw new Error(`unexpected ${name}`);
    });
    renderApp('/login?reason=sessionEnded');
    const why = await screen.findByTestId('login-reason', undefined, LOAD);
    expect(why.textContent).toBe(
      'Your session ended: you logged in on another device, your password was changed, or it expired. Please log in again.',
    );
    expect(why.getAttribute('role')).toBe('status');
  });
});

/**
 * An error about one input is drawn once, under it (`.field__error`), while the polite status region holds the same
 * text only to read it out (visually hidden, no toast drawn).
 */
async function drawnOnce(text: string): Promise<boolean> {
  const all = await screen.findAllByText(text, undefined, LOAD);
  const drawn = all.filter(
    (element) => !element.closest('.visually-hidden') && !element.classList.contains('visually-hidden'),
  );
  const status = screen.getAllByRole('status').find((region) => region.textContent === text);
  return drawn.length === 1 && drawn[0]!.classList.contains('field__error') && status?.querySelector('.toast') === null;
}

describe('/register', () => {
  it('username registration: validates after the debounce, then registers', async () => {
    renderApp('/register');
    const username = await screen.findByLabelText('Username', undefined, LOAD);
    fireEvent.change(username, { target: { value: 'bad name' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const rule = 'Username must be 6–16 letters or digits.';
    // Shown once, under the field, which carries it (aria-invalid, its description); the status region reads it out.
    expect(await drawnOnce(rule)).toBe(true);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe(rule);
    expect(calls('accountRegist')).toHaveLength(0);

    fireEvent.change(username, { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-06-15' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^I am not an excluded person/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    });
    expect(await screen.findByText('Success', undefined, LOAD)).toBeTruthy();
    expect(calls('accountRegist')[0]?.[1]).toMatchObject({
      account: 'player01',
      password: 'rsa(Secret12)',
      type: 0,
      birthDate: '1990-06-15',
      notExcluded: true,
    });
  });

  it('the date of birth and the declaration: each error tied to its input', async () => {
    renderApp('/register');
    const username = await screen.findByLabelText('Username', undefined, LOAD);
    fireEvent.change(username, { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret12' } });
    const birthDate = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(birthDate.type).toBe('date');
    expect(birthDate.getAttribute('autocomplete')).toBe('bday');
    expect(birthDate.min).toBe('1900-01-01');
    expect(birthDate.max).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const described = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(described(birthDate)).toBe('You must be 21 or older to register.');

    fireEvent.change(birthDate, { target: { value: '2010-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const underAge = 'You must be 21 or older to register. Lucky Lobby is for adults only.';
    // One error display: our text under the field, no toast beside it (and no browser tooltip: the form is noValidate).
    expect(await drawnOnce(underAge)).toBe(true);
    expect(birthDate.form?.noValidate).toBe(true);
    expect(birthDate.getAttribute('aria-invalid')).toBe('true');
    expect(described(birthDate)).toBe(`You must be 21 or older to register. | ${underAge}`);

    fireEvent.change(birthDate, { target: { value: '1990-06-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const declare =
      'Please confirm that you are not an excluded person (Terms of Use, section 2). Excluded persons may not register.';
    expect(await drawnOnce(declare)).toBe(true);
    const box = screen.getByRole('checkbox', { name: /^I am not an excluded person/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(described(box)).toBe(declare);
    expect(birthDate.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('link', { name: 'Who may not play (Terms of Use, section 2)' }).getAttribute('href')).toBe(
      '/terms-of-use',
    );
    expect(calls('accountRegist')).toHaveLength(0);

    // The server says the same (1055 here), tied to the same box.
    callApiMock.mockImplementation(async (name) => {
      if (name === 'accountRegist') throw new ErrcodeError('/app/v1/accountRegist', 1055, 200);
      return (name === 'appConfig' ? appConfig : {}) as never;
    });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    });
    await waitFor(() => expect(calls('accountRegist')).toHaveLength(1), LOAD);
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(described(box)).toBe(declare);
  });

  it('unchecking the agreement disables Register', async () => {
    renderApp('/register');
    await screen.findByLabelText('Username', undefined, LOAD);
    const checkbox = () => screen.getByRole('checkbox', { name: /agree to the Terms of Use/ }) as HTMLInputElement;
    const register = () => screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
    await waitFor(() => expect(checkbox().checked && !register().disabled).toBe(true), LOAD);
    fireEvent.click(checkbox());
    await waitFor(() => expect(register().disabled).toBe(true), LOAD);
    expect(checkbox().checked).toBe(false);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINE_STATE } from '../../machines/auth/lineLogin.machine';
import { callApi } from '../../src/api/client/call';
import { ErrcodeError } from '../../src/api/client/errors';
import { forgetCachedToken } from '../../src/platform/storage/token';
import { loginResult } from '../machines/fixtures';
import { appConfig, webConfig } from './fixtures';
import { renderApp } from './playerApp';

// The screens' machines run for real; only the HTTP client and the RSA step are replaced.
vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
vi.mock('../../src/platform/crypto/rsa', () => ({
  encryptPassword: vi.fn(async (password: string) => `rsa(${password})`),
}));
const callApiMock = vi.mocked(callApi);

let config = appConfig;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetCachedToken();
  config = appConfig;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (name) => {
    if (name === 'appConfig') return config as never;
    if (name === 'lineLogin') return loginResult() as never;
    return {} as never;
  });
});
afterEach(cleanup);

/** Lazy routes load their modules on first use; under a busy machine that can take seconds (never a sleep: a wait). */
const LOAD = { timeout: 15_000 };
const flowRoot = () => document.querySelector('.auth-screen') as HTMLElement;
const calls = (name: string) => callApiMock.mock.calls.filter(([called]) => called === name);

describe('/forget', () => {
  it('sends a type-1 code, validates, resets with the encrypted password and goes to /login', async () => {
    const history = renderApp('/forget');
    const mobile = await screen.findByLabelText('Mobile number', undefined, LOAD);
    fireEvent.change(mobile, { target: { value: '9171234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    // The send-code child debounces the press before it calls: wait for the call, not for a fixed time.
    await waitFor(() => expect(calls('smsSend')[0]?.[1]).toMatchObject({ mobile: '9171234567', type: 1 }));

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const rule = 'Please enter the verification code.';
    expect(await screen.findAllByText(rule, undefined, LOAD)).toHaveLength(2);
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(rule);
    expect(calls('forgetPassword')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been changed. Please log in.', undefined, LOAD)).toBeTruthy();
    expect(calls('forgetPassword')[0]?.[1]).toMatchObject({
      mobile: '9171234567',
      code: '123456',
      password: 'rsa(Secret12)',
    });
    await screen.findByLabelText('Account', undefined, LOAD);
    expect(history.location.pathname).toBe('/login');
  });

  it('shows the errcode message of a refused reset', async () => {
    callApiMock.mockImplementation(async (name) => {
      if (name === 'appConfig') return config as never;
      throw new ErrcodeError('/app/v1/forgetPassword', 102, 200);
    });
    renderApp('/forget');
    fireEvent.change(await screen.findByLabelText('Mobile number', undefined, LOAD), {
      target: { value: '9171234567' },
    });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret12' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This account does not exist.', undefined, LOAD)).toBeTruthy();
    expect(flowRoot().dataset.state).toBe('editing');
  });
});

describe('/login with LINE', () => {
  it('links to the authorize page when LINE is configured', async () => {
    config = { ...appConfig, webConfig: { ...webConfig, lineLoginEnabled: true } };
    renderApp('/login');
    const link = (await screen.findByRole('link', { name: 'Log in with LINE' }, LOAD)) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.pathname).toBe('/sandbox/line/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login/line`);
  });

  it('/login/line exchanges the code and logs in', async () => {
    const history = renderApp(`/login/line?code=abc&state=${LINE_STATE}`);
    expect(await screen.findByText('Success', undefined, LOAD)).toBeTruthy();
    expect(calls('lineLogin')[0]?.[1]).toMatchObject({ code: 'abc', state: LINE_STATE });
    await vi.waitFor(() => expect(history.location.pathname).toBe('/lobby/home'), { timeout: 15_000 });
  });

  it('/login/line for a LINE newcomer (1056): date of birth and declaration, errors tied to them, then logged in', async () => {
    let refuseAge = true;
    callApiMock.mockImplementation(async (name) => {
      if (name === 'appConfig') return config as never;
      if (name === 'lineLogin') throw new ErrcodeError('/app/v1/lineLogin', 1056, 200, undefined, undefined, 'T1');
      if (name === 'lineSignUp' && refuseAge) throw new ErrcodeError('/app/v1/lineSignUp', 1053, 200);
      if (name === 'lineSignUp') return loginResult() as never;
      return {} as never;
    });
    const history = renderApp(`/login/line?code=abc&state=${LINE_STATE}`);
    const date = (await screen.findByLabelText('Date of birth', undefined, LOAD)) as HTMLInputElement;
    expect(flowRoot().dataset.state).toBe('details');
    expect(date.type).toBe('date');
    expect(document.getElementById(date.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must be 21 or older to register.',
    );
    const box = screen.getByRole('checkbox', { name: /I am not an excluded person/ });
    // The terms open on this page (leaving it would lose the single-use ticket).
    expect(screen.getByRole('button', { name: 'Who may not play (Terms of Use, section 2)' })).toBeTruthy();

    fireEvent.change(date, { target: { value: '2010-01-01' } });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const error = 'You must be 21 or older to register. Lucky Lobby is for adults only.';
    await vi.waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'), LOAD);
    const described = (date.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(described.map((node) => node?.textContent)).toContain(error);
    expect(calls('lineSignUp')).toHaveLength(0);

    // The server refuses (1053): the message is tied to the same input.
    fireEvent.change(date, { target: { value: '1990-06-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(calls('lineSignUp')).toHaveLength(1), LOAD);
    await vi.waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(calls('lineSignUp')[0]?.[1]).toMatchObject({ ticket: 'T1', birthDate: '1990-06-15', notExcluded: true });

    refuseAge = false;
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Success', undefined, LOAD)).toBeTruthy();
    await vi.waitFor(() => expect(history.location.pathname).toBe('/lobby/home'), { timeout: 15_000 });
  });

  it('/login/line without a code says it was cancelled', async () => {
    renderApp('/login/line?error=access_denied');
    expect(await screen.findByText('LINE sign-in was cancelled. Please try again.', undefined, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeTruthy();
    expect(calls('lineLogin')).toHaveLength(0);
  });
});

describe('age notice', () => {
  it('shows in green mode, not on the terms page, and not again once accepted', async () => {
    config = { ...appConfig, webConfig: { ...webConfig, mode: 'green' } };
    const history = renderApp('/terms-of-use');
    await screen.findAllByText('Terms of use', undefined, LOAD);
    expect(screen.queryByRole('alertdialog', { name: 'Age notice' })).toBeNull();
    await act(async () => {
      history.push('/lobby/home');
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Age notice' }, LOAD);
    expect(dialog.querySelector('a[href="/terms-of-use"]')?.textContent).toBe('TERMS and CONDITIONS');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('alertdialog', { name: 'Age notice' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('uiTips') ?? '{}')).toEqual({ agePrompt: true });
  });

  it('does not show outside green mode', async () => {
    renderApp('/login');
    await screen.findByLabelText('Account', undefined, LOAD);
    expect(screen.queryByRole('alertdialog', { name: 'Age notice' })).toBeNull();
  });
});

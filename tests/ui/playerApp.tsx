import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionMachine } from '../../machines/session/session.machine';
import { callApi } from '../../src/api/client/call';
import { ErrcodeError } from '../../src/api/client/errors';
import { forgetCachedToken } from '../../src/platform/storage/token';
import { SessionContext } from '../../src/screens/shared/sessionContext';
import { loginResult } from '../machines/fixtures';
import { appConfig } from './fixtures';
import { memoryRouter } from './memoryRouter';
import { enPH } from './messages';

/**
 * A returning player's app on the mobile routes: the session and the screens' machines run for real, only the HTTP
 * client answers from `answers`. The test file itself mocks the client and the RSA step (vi.mock is hoisted only
 * there):
 *
 *   vi.mock('../../src/api/client/call', () => ({ callApi: vi.fn() }));
 *   vi.mock('../../src/platform/crypto/rsa', () => ({ encryptPassword: vi.fn(async (p: string) => `rsa(${p})`) }));
 *   playerApp();
 */

type Answer = (payload: unknown) => unknown;

/** What the client answers per call, by name (an empty object for any other); emptied before every test. */
export const answers: Record<string, Answer> = {};

const callApiMock = vi.mocked(callApi);

/** Resets storage and answers before every test (the player is logged in) and unmounts after it. */
export function playerApp() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    forgetCachedToken();
    // A returning player: the session starts with the login info.
    localStorage.setItem('token', JSON.stringify('tok'));
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    for (const name of Object.keys(answers)) delete answers[name];
    callApiMock.mockReset();
    callApiMock.mockImplementation(async (name, payload) => {
      if (name === 'getAfterLoginInfoWeb') return { ...appConfig, ...loginResult({ token: 'tok' }) } as never;
      if (name === 'appConfig') return appConfig as never;
      const answer = answers[name];
      return (answer ? answer(payload) : {}) as never;
    });
  });
  afterEach(cleanup);
}

/** Renders the app at `path`; the history is returned to read where the player went. */
export function renderApp(path: string) {
  const { history, router } = memoryRouter(path);
  render(
    <IntlProvider locale="en-PH" messages={enPH} timeZone="Asia/Manila">
      <SessionContext.Provider logic={sessionMachine}>{router}</SessionContext.Provider>
    </IntlProvider>,
  );
  return history;
}

/** Long enough for a lazy route and its machines on a busy machine. */
export const LOAD = { timeout: 15_000 };

/** The bodies the app sent to call `name`, in order. */
export const calls = (name: string) =>
  callApiMock.mock.calls.filter(([called]) => called === name).map(([, body]) => body);

/** An answer that refuses with `errcode`. */
export const refuse = (errcode: number) => () => {
  throw new ErrcodeError('/app/v1/call', errcode, 200);
};

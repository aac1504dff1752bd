import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionMachine } from '../../machines/session/session.machine';
import { callApi } from '../../src/api/client/call';
import { ErrcodeError } from '../../src/api/client/errors';
import type { UserInfo, WebConfig } from '../../src/api/contract/entities';
import { forgetCachedToken } from '../../src/platform/storage/token';
import { SessionContext } from '../../src/screens/shared/sessionContext';
import { loginResult, userInfo } from '../machines/fixtures';
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

/** What `servePlayer` sets up: the player, the one activity of the lobby the test is about, the web config's figures. */
export interface ServedPlayer {
  user?: Partial<UserInfo>;
  /** The activity's id (its type too) and name, as the lobby's activity map lists it. */
  activity: { id: number; name: string };
  /** Fields of the web config other than the fixture's (undefined: a config stored before, an older server's). */
  webConfig?: Partial<WebConfig>;
}

/**
 * A logged-in player whose lobby lists one activity, with the web config given: the login info, appConfig and
 * getActivityIds answer as the server does for that player; every other call from `answers` (an empty object for
 * any other). Call it in the test or its beforeEach, after `playerApp()`'s reset.
 */
export function servePlayer({ user, activity, webConfig }: ServedPlayer) {
  const config = { ...appConfig, webConfig: { ...appConfig.webConfig, ...webConfig } };
  const login = loginResult({
    token: 'tok',
    user: userInfo(user),
    activityIds: [activity.id],
    activityMap: { [activity.id]: { id: activity.id, type: activity.id, name: activity.name, sort: 1 } },
  });
  // getActivityIds answers the lobby's part of the login info: without the token, the player and their lists.
  const { token: _token, user: _user, appUserBankList: _banks, gameLikes: _likes, gameHistory: _h, ...ids } = login;
  callApiMock.mockImplementation(async (name, payload) => {
    if (name === 'getAfterLoginInfoWeb') return { ...config, ...login } as never;
    if (name === 'appConfig') return config as never;
    if (name === 'getActivityIds') return ids as never;
    const answer = answers[name];
    return (answer ? answer(payload) : {}) as never;
  });
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

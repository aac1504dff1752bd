import { expect } from 'vitest';
import { LINE_SANDBOX_COOKIE, lineDisplayName } from '../../server/auth/lineSandbox';
import { LINE_SIGN_UP_ERRCODE } from '../../src/api/contract/accountRules';
import { ADULT } from './accounts';
import type { TestServer } from './harness';

/** Where the sandbox sends the browser back (any loopback address is accepted). */
export const LINE_REDIRECT = 'http://127.0.0.1:8080/line/callback';

/** The sandbox authorize page's query for this OAuth state. */
export function authorizeQuery(state: string, redirect = LINE_REDIRECT): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'lucky-lobby',
    redirect_uri: redirect,
    state,
    scope: 'profile openid email',
  }).toString();
}

/** One browser's cookie for the sandbox: its Line user. */
export interface LineBrowser {
  cookie: string;
}

/** The browser's Line user id (from its sandbox cookie). */
export const lineUserOf = (browser: LineBrowser) => browser.cookie.split('=')[1] ?? '';

/**
 * The sandbox's consent page, then its button (the form POST), as a browser does: answers the redirect target,
 * `redirect_uri?code=…&state=…`.
 */
export async function authorizeLine(server: TestServer, state: string, browser: LineBrowser): Promise<URL> {
  const page = await server.app.request(`http://127.0.0.1:8080/sandbox/line/authorize?${authorizeQuery(state)}`, {
    headers: browser.cookie ? { Cookie: browser.cookie } : {},
  });
  expect(page.status).toBe(200);
  const set = /line_sandbox_user=(U[0-9a-f]{32})/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  if (set) browser.cookie = `${LINE_SANDBOX_COOKIE}=${set}`;
  const html = await page.text();
  expect(html).toContain(`Continue as ${lineDisplayName(lineUserOf(browser))}`);
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(name!, value!.replaceAll('&amp;', '&'));
  }
  expect(form.get('redirect_uri')).toBe(LINE_REDIRECT);
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const res = await server.app.request(`http://127.0.0.1:8080${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: browser.cookie },
    body: form.toString(),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** A fresh one-time Line code for this browser's Line user. */
export async function lineCode(server: TestServer, state: string, browser: LineBrowser): Promise<string> {
  return (await authorizeLine(server, state, browser)).searchParams.get('code') ?? '';
}

/**
 * A whole LINE sign-in from this browser: the code, lineLogin, and, when it answers 1056, lineSignUp with an adult's
 * birth date and the declaration. Answers the last call's answer.
 */
export async function signInWithLine(server: TestServer, browser: LineBrowser, device: string, state = 'line-state') {
  const code = await lineCode(server, state, browser);
  const headers = { headers: { Fingerprint: device } };
  const first = await server.call('lineLogin', { code, state }, headers);
  if (first.json.errcode !== LINE_SIGN_UP_ERRCODE.detailsNeeded) return first;
  return server.call('lineSignUp', { ticket: first.json.ticket, ...ADULT }, headers);
}

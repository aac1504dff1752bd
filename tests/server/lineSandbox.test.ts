import { describe, expect, it } from 'vitest';
import { LINE_DEMO_USER } from '../../server/auth/lineSandbox';
import { accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const t = accountTools(server);
const REDIRECT = 'http://127.0.0.1:8080/line/callback';

function authorizeQuery(state: string, redirect = REDIRECT): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'lucky-lobby',
    redirect_uri: redirect,
    state,
    scope: 'profile openid email',
  }).toString();
}

/** The page, then its button (the form POST), as a browser would: answers the redirect target. */
async function authorize(state: string): Promise<URL> {
  const page = await server.app.request(`http://127.0.0.1:8080/sandbox/line/authorize?${authorizeQuery(state)}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Continue as Line demo user');
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(name!, value!.replaceAll('&amp;', '&'));
  }
  expect(form.get('redirect_uri')).toBe(REDIRECT);
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const res = await server.app.request(`http://127.0.0.1:8080${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe('Line sandbox', () => {
  it('authorize page → code → lineLogin → token; the first use creates the Line-linked account, the next finds it', async () => {
    const { device } = fresh();
    const target = await authorize('fixed-state');
    expect(`${target.origin}${target.pathname}`).toBe(REDIRECT);
    expect(target.searchParams.get('state')).toBe('fixed-state');
    const code = target.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f]{48}$/);

    const res = await t.call('lineLogin', { state: 'fixed-state', code }, device);
    const first = parseAnswer('lineLogin', res.json);
    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    expect(first.user).toMatchObject({ lineAccount: LINE_DEMO_USER.id, nickname: LINE_DEMO_USER.displayName });
    expect((await t.call('getUserInfo', {}, device, first.token)).json.errcode).toBe(0);

    // Single use.
    expect((await t.call('lineLogin', { state: 'fixed-state', code }, device)).json).toMatchObject({
      code: 200,
      errcode: 1043,
    });

    const again = await authorize('fixed-state');
    const second = await t.call('lineLogin', { state: 'fixed-state', code: again.searchParams.get('code') }, device);
    expect(parseAnswer('lineLogin', second.json).user.id).toBe(first.user.id);
  });

  it('refuses a code with another state, an unknown code and an expired one (1043)', async () => {
    const { device } = fresh();
    const code = (await authorize('state-a')).searchParams.get('code');
    expect((await t.call('lineLogin', { state: 'state-b', code }, device)).json.errcode).toBe(1043);
    expect((await t.call('lineLogin', { state: 'state-a', code: 'f'.repeat(48) }, device)).json.errcode).toBe(1043);
    await t.setClock(5 * 60_000 + 1);
    expect((await t.call('lineLogin', { state: 'state-a', code }, device)).json.errcode).toBe(1043);
    await t.setClock(0);
  });

  it('the authorize page refuses bad requests and foreign redirect targets (HTML 400, no redirect)', async () => {
    const good = new URLSearchParams(authorizeQuery('s'));
    const variants: Record<string, [string, string]> = {
      responseType: ['response_type', 'token'],
      clientId: ['client_id', ''],
      state: ['state', ''],
      scope: ['scope', 'email'],
      relative: ['redirect_uri', '/line/callback'],
      foreign: ['redirect_uri', 'https://evil.example/callback'],
      scheme: ['redirect_uri', 'javascript:alert(1)'],
    };
    for (const [name, [key, value]] of Object.entries(variants)) {
      const q = new URLSearchParams(good);
      q.set(key, value);
      const res = await server.app.request(`http://127.0.0.1:8080/sandbox/line/authorize?${q}`);
      expect({ name, status: res.status, location: res.headers.get('location') }).toEqual({
        name,
        status: 400,
        location: null,
      });
    }
    // Echoed values are escaped.
    const xss = new URLSearchParams(good);
    xss.set('client_id', '<script>x</script>');
    const html = await (await server.app.request(`http://127.0.0.1:8080/sandbox/line/authorize?${xss}`)).text();
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;');
  });
});

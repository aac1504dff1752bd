import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { lineDisplayName } from '../../server/auth/lineSandbox';
import { users } from '../../server/db/schema';
import { ADULT, accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import {
  authorizeLine,
  authorizeQuery,
  LINE_REDIRECT,
  type LineBrowser,
  lineUserOf,
  signInWithLine,
} from './lineTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const t = accountTools(server);
/** Each test's browsers; the default one is shared by the tests that need no other Line user. */
const defaultBrowser: LineBrowser = { cookie: '' };
const authorize = (state: string, browser: LineBrowser = defaultBrowser) => authorizeLine(server, state, browser);

describe('Line sandbox', () => {
  beforeEach(async () => {
    await t.control('scenario', { lineLoginEnabled: true });
  });

  it('authorize page → code → lineLogin → token; the first use creates the Line-linked account, the next finds it', async () => {
    const { device } = fresh();
    const target = await authorize('fixed-state');
    expect(`${target.origin}${target.pathname}`).toBe(LINE_REDIRECT);
    expect(target.searchParams.get('state')).toBe('fixed-state');
    const code = target.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f]{48}$/);

    // A newcomer gets no token but a sign-up ticket; lineSignUp with an adult's birth date completes it.
    const res = await t.call('lineLogin', { state: 'fixed-state', code }, device);
    expect(res.json).toMatchObject({ code: 200, errcode: 1056 });
    expect(res.json.token).toBeUndefined();
    const done = await t.call('lineSignUp', { ticket: res.json.ticket, ...ADULT }, device);
    const first = parseAnswer('lineSignUp', done.json);
    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    const lineUserId = lineUserOf(defaultBrowser);
    expect(first.user).toMatchObject({ lineAccount: lineUserId, nickname: lineDisplayName(lineUserId) });
    expect((await t.call('getUserInfo', {}, device, first.token)).json.errcode).toBe(0);
    const [row] = await server.conn.db.select().from(users).where(eq(users.id, first.user.id));
    expect(row?.birthDate).toBe(ADULT.birthDate);

    // Single use.
    expect((await t.call('lineLogin', { state: 'fixed-state', code }, device)).json).toMatchObject({
      code: 200,
      errcode: 1043,
    });

    // The account has a birth date now: the next LINE sign-in logs in at once.
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

  it('each sandbox Line user (browser) gets its own account; the same browser comes back to its own', async () => {
    const { device } = fresh();
    const ana: LineBrowser = { cookie: '' };
    const ben: LineBrowser = { cookie: '' };
    const login = async (b: LineBrowser) =>
      parseAnswer('lineLogin', (await signInWithLine(server, b, device)).json).user;
    const a1 = await login(ana);
    const b1 = await login(ben);
    expect(ana.cookie).not.toBe(ben.cookie);
    expect(a1.id).not.toBe(b1.id);
    expect(a1.lineAccount).not.toBe(b1.lineAccount);
    expect((await login(ana)).id).toBe(a1.id);
    expect((await login(ben)).id).toBe(b1.id);
  });

  it('a POST without the browser cookie is refused (no shared identity to fall back to)', async () => {
    const form = new URLSearchParams(authorizeQuery('s'));
    const res = await server.app.request('http://127.0.0.1:8080/sandbox/line/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('while lineLoginEnabled is false the sandbox pages answer 403 and lineLogin refuses a valid code (9005)', async () => {
    const { device } = fresh();
    const code = (await authorize('off')).searchParams.get('code');
    await t.control('scenario', { lineLoginEnabled: false });
    expect(
      (await server.app.request(`http://127.0.0.1:8080/sandbox/line/authorize?${authorizeQuery('x')}`)).status,
    ).toBe(403);
    const post = await server.app.request('http://127.0.0.1:8080/sandbox/line/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: defaultBrowser.cookie },
      body: authorizeQuery('x'),
    });
    expect(post.status).toBe(403);
    expect((await t.call('lineLogin', { state: 'off', code }, device)).json).toMatchObject({ errcode: 9005 });
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINE_SIGN_UP_TTL_MS } from '../../server/auth/lineSignUp';
import { lineSignUps, playerBreaks, users } from '../../server/db/schema';
import { ADULT, accountTools, fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { type LineBrowser, lineCode, lineUserOf, signInWithLine } from './lineTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const t = accountTools(server);

/** No LINE player gets a token before they have given a birth date (21+ in Manila) and the declaration. */
describe('the LINE sign-up step (1056, 1057)', () => {
  // The server clock at 2026-03-01 16:30 UTC, which is already 2 March 2026 (00:30) in Manila.
  const MANILA_2_MARCH = Date.UTC(2026, 2, 1, 16, 30);
  const accountsOf = async (browser: LineBrowser) =>
    server.conn.db
      .select()
      .from(users)
      .where(eq(users.lineAccount, lineUserOf(browser)));

  /** lineLogin with a fresh code from this browser. */
  async function lineLogin(browser: LineBrowser, device: string) {
    return t.call('lineLogin', { code: await lineCode(server, 'su', browser), state: 'su' }, device);
  }

  beforeEach(async () => {
    await t.scenario({ lineLoginEnabled: true });
    await t.setClock(MANILA_2_MARCH - Date.now());
  });
  afterEach(async () => {
    await t.setClock(0);
  });

  it('a newcomer gets 1056 and a ticket, no token and no account; under 21 in Manila is 1053 and keeps the ticket', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const asked = await lineLogin(browser, device);
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ code: 200, errcode: 1056 });
    expect(asked.json.ticket).toMatch(/^[0-9a-f]{64}$/);
    expect(asked.json.token).toBeUndefined();
    expect(await accountsOf(browser)).toEqual([]);
    // Only its hash is stored.
    const stored = await server.conn.db.select().from(lineSignUps);
    expect(stored.some((row) => row.ticketHash === asked.json.ticket)).toBe(false);

    const ticket = asked.json.ticket;
    // 21 tomorrow in Manila (already 21 in no time zone) → 1053; 2 March 2005 is exactly 21 today.
    const young = await t.call('lineSignUp', { ticket, birthDate: '2005-03-03', notExcluded: true }, device);
    expect(young.json).toMatchObject({ code: 200, errcode: 1053 });
    expect(young.json.token).toBeUndefined();
    expect(await accountsOf(browser)).toEqual([]);

    const adult = await t.call('lineSignUp', { ticket, birthDate: '2005-03-02', notExcluded: true }, device);
    const answer = parseAnswer('lineSignUp', adult.json);
    expect(answer.user.lineAccount).toBe(lineUserOf(browser));
    expect((await t.call('getUserInfo', {}, device, answer.token)).json.errcode).toBe(0);
    const [row] = await accountsOf(browser);
    expect(row?.birthDate).toBe('2005-03-02');
  });

  it('refuses a missing declaration (1055) and an impossible date (1054) with HTTP 200, before spending the ticket', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const { ticket } = (await lineLogin(browser, device)).json;
    const cases: [Record<string, unknown>, number][] = [
      [{ birthDate: ADULT.birthDate }, 1055],
      [{ birthDate: ADULT.birthDate, notExcluded: false }, 1055],
      [{ birthDate: '1990-02-30', notExcluded: true }, 1054],
      [{ birthDate: '2026-03-03', notExcluded: true }, 1054],
      [{ notExcluded: true }, 1054],
    ];
    for (const [details, errcode] of cases) {
      const res = await t.call('lineSignUp', { ticket, ...details }, device);
      expect({ details, status: res.status, errcode: res.json.errcode }).toEqual({ details, status: 200, errcode });
    }
    expect(await accountsOf(browser)).toEqual([]);
    expect((await t.call('lineSignUp', { ticket, ...ADULT }, device)).json.errcode).toBe(0);
  });

  it('a ticket is single use; an unknown (forged) or expired one is 1057; a body without one is 9002', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const { ticket } = (await lineLogin(browser, device)).json;
    expect((await t.call('lineSignUp', { ticket, ...ADULT }, device)).json.errcode).toBe(0);
    expect((await t.call('lineSignUp', { ticket, ...ADULT }, device)).json).toMatchObject({ code: 200, errcode: 1057 });
    expect((await t.call('lineSignUp', { ticket: 'f'.repeat(64), ...ADULT }, device)).json.errcode).toBe(1057);
    expect((await t.call('lineSignUp', ADULT, device)).json.errcode).toBe(9002);

    const later: LineBrowser = { cookie: '' };
    const stale = (await lineLogin(later, device)).json.ticket;
    await t.setClock(MANILA_2_MARCH - Date.now() + LINE_SIGN_UP_TTL_MS + 60_000);
    expect((await t.call('lineSignUp', { ticket: stale, ...ADULT }, device)).json.errcode).toBe(1057);
    expect(await accountsOf(later)).toEqual([]);
  });

  it('two tickets of one LINE user (two tabs) make one account', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const first = (await lineLogin(browser, device)).json.ticket;
    const second = (await lineLogin(browser, device)).json.ticket;
    const a = parseAnswer('lineSignUp', (await t.call('lineSignUp', { ticket: first, ...ADULT }, device)).json);
    const b = parseAnswer('lineSignUp', (await t.call('lineSignUp', { ticket: second, ...ADULT }, device)).json);
    expect(b.user.id).toBe(a.user.id);
    expect(await accountsOf(browser)).toHaveLength(1);
  });

  it('two tickets redeemed at the same moment also make one account, and both tabs are logged in', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const first = (await lineLogin(browser, device)).json.ticket;
    const second = (await lineLogin(browser, device)).json.ticket;
    const [a, b] = await Promise.all(
      [first, second].map(async (ticket) =>
        parseAnswer('lineSignUp', (await t.call('lineSignUp', { ticket, ...ADULT }, device)).json),
      ),
    );
    expect(b?.user.id).toBe(a?.user.id);
    expect(await accountsOf(browser)).toHaveLength(1);
  });

  it('an older LINE account without a birth date is asked once, keeps its id, then logs in directly', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const made = parseAnswer('lineSignUp', (await signInWithLine(server, browser, device)).json).user;
    // An older LINE account, made before sign-up asked for a birth date.
    await server.conn.db.update(users).set({ birthDate: null }).where(eq(users.id, made.id));

    const asked = await lineLogin(browser, device);
    expect(asked.json).toMatchObject({ errcode: 1056 });
    expect(asked.json.token).toBeUndefined();
    const young = await t.call(
      'lineSignUp',
      { ticket: asked.json.ticket, birthDate: '2010-01-01', notExcluded: true },
      device,
    );
    expect(young.json.errcode).toBe(1053);
    expect((await accountsOf(browser))[0]?.birthDate).toBeNull();
    const done = parseAnswer(
      'lineSignUp',
      (await t.call('lineSignUp', { ticket: asked.json.ticket, birthDate: '1985-11-02', notExcluded: true }, device))
        .json,
    );
    expect(done.user.id).toBe(made.id);
    expect((await accountsOf(browser)).map((row) => row.birthDate)).toEqual(['1985-11-02']);

    const direct = await lineLogin(browser, device);
    expect(parseAnswer('lineLogin', direct.json).user.id).toBe(made.id);
  });

  it('a LINE account with a birth date logs in directly, as before; a suspended one is 1047 before any ticket', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const made = parseAnswer('lineSignUp', (await signInWithLine(server, browser, device)).json).user;
    const again = parseAnswer('lineLogin', (await lineLogin(browser, device)).json);
    expect(again.user.id).toBe(made.id);
    expect(again.token).toMatch(/^[0-9a-f]{64}$/);

    await server.conn.db
      .update(users)
      .set({ birthDate: null, suspendedAt: new Date(MANILA_2_MARCH) })
      .where(eq(users.id, made.id));
    const refused = await lineLogin(browser, device);
    expect(refused.json).toMatchObject({ errcode: 1047 });
    expect(refused.json.ticket).toBeUndefined();
  });

  it('an older LINE account without a birth date on a break is refused (5103) before any ticket', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const made = parseAnswer('lineSignUp', (await signInWithLine(server, browser, device)).json).user;
    await server.conn.db.update(users).set({ birthDate: null }).where(eq(users.id, made.id));
    await server.conn.db.insert(playerBreaks).values({
      userId: made.id,
      kind: 'timeOut',
      breakId: 'timeOut24h',
      startedAt: new Date(MANILA_2_MARCH),
      until: new Date(MANILA_2_MARCH + 86_400_000),
    });
    const refused = await lineLogin(browser, device);
    expect(refused.json).toMatchObject({ errcode: 5103 });
    expect(refused.json.ticket).toBeUndefined();
  });

  it('lineSignUp is 9005 while LINE sign-in is turned off', async () => {
    const browser: LineBrowser = { cookie: '' };
    const { device } = fresh();
    const { ticket } = (await lineLogin(browser, device)).json;
    await t.scenario({ lineLoginEnabled: false });
    expect((await t.call('lineSignUp', { ticket, ...ADULT }, device)).json.errcode).toBe(9005);
    expect(await accountsOf(browser)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventLogs, mails, playerBreaks, users } from '../../server/db/schema';
import { EVENT_MAILS, MAIL_BOX, sendPromotionalMail } from '../../server/player/mail';
import { reviewWithdrawal } from '../../server/wallet/withdrawals';
import { BREAK_IDS, BREAKS, RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import { fresh } from './accounts';
import { parseAnswer, setupServer } from './harness';
import { type LineBrowser, signInWithLine } from './lineTools';
import { walletTools } from './walletTools';

const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const PASSWORD = 'Demo1234';

const PROMO = { box: MAIL_BOX.activity, title: 'Weekend reload bonus', content: 'Deposit this weekend for 10% extra.' };

async function takeBreak(breakId: string, password = PASSWORD, as = w.token) {
  return w.call('rgTakeBreak', { breakId, password: await w.encrypt(password) }, as);
}

async function login(account = 'demo', password = PASSWORD, device = fresh().device) {
  const body = { account, password: await w.encrypt(password) };
  return server.call('accountLogin', body, { headers: { Fingerprint: device } });
}

/** The test-controls session route (a token without the password): refused during a break too. */
async function controlSession(account = 'demo') {
  const res = await server.app.request('/__test__/session', { method: 'POST', body: JSON.stringify({ account }) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The server clock's now after moving it (real time + offset), from the control's answer. */
async function clockAt(offsetMs: number): Promise<number> {
  return (await w.setClock(offsetMs)).now as number;
}

/** retryIn is whole seconds to the end, taken at the request's own time: a little under the figure from `now`. */
function expectRetryIn(retryIn: unknown, until: number, now: number) {
  const expected = Math.ceil((until - now) / 1000);
  expect(retryIn).toBeTypeOf('number');
  expect(retryIn as number).toBeLessThanOrEqual(expected);
  expect(retryIn as number).toBeGreaterThanOrEqual(expected - 5);
}

async function demoId(account = 'demo') {
  return (await w.user(account)).id;
}

async function mailTitles(userId: number) {
  return (await server.conn.db.select().from(mails).where(eq(mails.userId, userId))).map((m) => m.title);
}

beforeEach(async () => {
  await w.start();
});

describe('rgTakeBreak: the password', () => {
  it('a wrong password, one that cannot be decrypted and an empty one all answer 5105; nothing changes', async () => {
    expect((await takeBreak('timeOut24h', 'Wrong999')).json).toMatchObject({
      code: 200,
      errcode: RG_ERRCODE.wrongPassword,
    });
    const garbage = await w.call('rgTakeBreak', { breakId: 'timeOut24h', password: 'bm90IHJzYQ==' });
    expect(garbage.json.errcode).toBe(RG_ERRCODE.wrongPassword);
    expect((await takeBreak('timeOut24h', '')).json.errcode).toBe(RG_ERRCODE.wrongPassword);
    // The same message for each: nothing tells which check failed.
    expect(garbage.json.msg).toBe((await takeBreak('timeOut24h', 'Wrong999')).json.msg);
    expect(await server.conn.db.select().from(playerBreaks)).toEqual([]);
    expect((await w.call('refreshData')).json.errcode).toBe(0);
    // Not a break of BREAKS: the contract refuses the body.
    expect((await takeBreak('forever')).json.errcode).toBe(9002);
  });

  it('5 wrong passwords within 15 min lock confirmation (1020) like modifyPassword; it opens again after 15 min', async () => {
    for (let i = 0; i < 5; i++) expect((await takeBreak('timeOut24h', 'Wrong999')).json.errcode).toBe(5105);
    expect((await takeBreak('timeOut24h')).json.errcode).toBe(1020);
    await w.setClock(16 * MIN);
    const token = await server.login('demo');
    expect((await takeBreak('timeOut24h', PASSWORD, token)).json.errcode).toBe(0);
  });
});

describe('a time-out', () => {
  it('answers until = now + 24 h, revokes every token (401), closes open games, and refuses log-in with 5103 and retryIn until it ends', async () => {
    const other = parseAnswer('accountLogin', (await login()).json).token;
    const game = parseAnswer(
      'startGame',
      await w.ok('startGame', { gameId: (await server.catalogue.get(server.conn.db)).gameList[0]!.id }),
    );
    const page = await server.app.request(game.gameUrl);
    const key = /data-key="([0-9a-f]{48})"/.exec(await page.text())?.[1];
    expect(key).toBeDefined();

    const before = await clockAt(0);
    const answer = parseAnswer('rgTakeBreak', (await takeBreak('timeOut24h')).json);
    const after = Date.now();
    expect(answer.break.kind).toBe('timeOut');
    expect(answer.break.until).toBeGreaterThanOrEqual(before + DAY);
    expect(answer.break.until).toBeLessThanOrEqual(after + DAY);
    const until = answer.break.until;
    const [row] = await server.conn.db.select().from(playerBreaks);
    expect(row).toMatchObject({ userId: await demoId(), kind: 'timeOut', breakId: 'timeOut24h' });
    expect(row!.until.getTime() - row!.startedAt.getTime()).toBe(DAY);

    // Every session ended: the token that asked and the other device's.
    for (const token of [w.token, other]) {
      const res = await w.call('refreshData', {}, token);
      expect(res.status).toBe(401);
      expect(res.json.errcode).toBe(401);
    }
    // The open game's play key stops too.
    const spin = await server.app.request('/sandbox/game/spin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key }),
    });
    expect(spin.status).toBe(409);

    // Log-in: the right password answers 5103 with the seconds left; a wrong one stays 101 (tells nothing).
    const now = await clockAt(0);
    const refused = await login();
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ code: 200, errcode: RG_ERRCODE.inTimeOut });
    expectRetryIn(refused.json.retryIn, until, now);
    expect((await login('demo', 'Wrong999')).json.errcode).toBe(101);
    const control = await controlSession();
    expect(control.status).toBe(409);
    expect(control.json.errcode).toBe(RG_ERRCODE.inTimeOut);

    // Ten minutes before the end: still refused, retryIn about 600.
    const late = await clockAt(DAY - 10 * MIN);
    const still = await login();
    expect(still.json.errcode).toBe(RG_ERRCODE.inTimeOut);
    expectRetryIn(still.json.retryIn, until, late);
    expect(still.json.retryIn as number).toBeLessThanOrEqual(600);

    // Once it has ended: log-in works and the new token does.
    await clockAt(DAY + 5_000);
    const back = await login();
    expect(back.json.errcode).toBe(0);
    const token = parseAnswer('accountLogin', back.json).token;
    expect((await w.call('rgSettings', {}, token)).json.errcode).toBe(0);
  });

  it('every break of BREAKS lasts its days; time-outs answer 5103, self-exclusions 5104', async () => {
    for (const breakId of BREAK_IDS) {
      await w.start();
      const now = await clockAt(0);
      const answer = parseAnswer('rgTakeBreak', (await takeBreak(breakId)).json);
      const { kind, days } = BREAKS[breakId];
      expect(answer.break.kind).toBe(kind);
      const [row] = await server.conn.db.select().from(playerBreaks);
      expect(row!.until.getTime() - row!.startedAt.getTime()).toBe(days * DAY);
      const refused = await login();
      expect({ breakId, errcode: refused.json.errcode }).toEqual({
        breakId,
        errcode: kind === 'exclusion' ? RG_ERRCODE.selfExcluded : RG_ERRCODE.inTimeOut,
      });
      expectRetryIn(refused.json.retryIn, answer.break.until, now);
    }
  }, 60_000);
});

describe('a self-exclusion', () => {
  it('1 year: log-in refused with 5104 on the last day, allowed after it; the other player is untouched', async () => {
    const answer = parseAnswer('rgTakeBreak', (await takeBreak('exclusion1y')).json);
    expect(answer.break.kind).toBe('exclusion');
    const lastDay = await clockAt(364 * DAY);
    const refused = await login();
    expect(refused.json).toMatchObject({ code: 200, errcode: RG_ERRCODE.selfExcluded });
    expectRetryIn(refused.json.retryIn, answer.break.until, lastDay);
    expect(refused.json.retryIn as number).toBeLessThanOrEqual(DAY / 1000);
    expect((await login('9171234567')).json.errcode).toBe(0);
    await clockAt(365 * DAY + 5_000);
    expect((await login()).json.errcode).toBe(0);
  });
});

describe('defence in depth: a token that escaped the revocation', () => {
  it('is refused on every token call (startGame, recharge3, exchange, claims…) with 5103 / 5104, and is a guest on public calls', async () => {
    // A log-in racing the break: the token exists, then the break row is written without revoking it.
    const token = await server.login('demo');
    const userId = await demoId();
    const now = await clockAt(0);
    await server.conn.db.insert(playerBreaks).values({
      userId,
      kind: 'exclusion',
      breakId: 'exclusion6m',
      startedAt: new Date(now),
      until: new Date(now + 183 * DAY),
    });
    const calls: [Parameters<typeof w.call>[0], unknown][] = [
      ['startGame', { gameId: (await server.catalogue.get(server.conn.db)).gameList[0]!.id }],
      ['recharge3', { amount: 20_000, version: 4, actType: 0, rechargeType: 1 }],
      ['exchange', { amount: 10_000, bankId: 1001, password: await w.encrypt('123456') }],
      ['receiveTaskAward', { taskKey: 105 }],
      ['vipRebateReceive', {}],
      ['refreshData', {}],
      ['rgSettings', {}],
    ];
    for (const [name, body] of calls) {
      const res = await w.call(name, body, token);
      expect({ name, status: res.status, errcode: res.json.errcode }).toEqual({
        name,
        status: 200,
        errcode: RG_ERRCODE.selfExcluded,
      });
      expectRetryIn(res.json.retryIn, now + 183 * DAY, now);
    }
    // A public call with the token answers as for a guest: the event is not recorded as the player's.
    const event = { event: 'probe', eventTime: now, eventUserId: userId, channel: '', appId: '', version: '1' };
    expect((await w.call('appEventLogClient', { eventList: [event] }, token)).json.errcode).toBe(0);
    const [logged] = await server.conn.db.select().from(eventLogs).where(eq(eventLogs.event, 'probe'));
    expect(logged!.userId).toBeNull();
    expect(await server.conn.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it('a game ticket issued before the break does not open during it', async () => {
    const game = parseAnswer(
      'startGame',
      await w.ok('startGame', { gameId: (await server.catalogue.get(server.conn.db)).gameList[0]!.id }),
    );
    const now = await clockAt(0);
    await server.conn.db.insert(playerBreaks).values({
      userId: await demoId(),
      kind: 'timeOut',
      breakId: 'timeOut24h',
      startedAt: new Date(now),
      until: new Date(now + DAY),
    });
    const page = await server.app.request(game.gameUrl);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This game session has ended');
  });
});

describe('Line sign-in during a break', () => {
  it('is refused with 5103 like a password log-in', async () => {
    await w.control('scenario', { lineLoginEnabled: true });
    const browser = { cookie: '' };
    const first = await lineLogin(browser);
    expect(first.json.errcode).toBe(0);
    const { user } = parseAnswer('lineLogin', first.json);
    // A Line account has no password its player knows; a break recorded for it (e.g. by support) still holds.
    const now = await clockAt(0);
    await server.conn.db.insert(playerBreaks).values({
      userId: user.id,
      kind: 'timeOut',
      breakId: 'timeOut7d',
      startedAt: new Date(now),
      until: new Date(now + 7 * DAY),
    });
    const refused = await lineLogin(browser);
    expect(refused.json.errcode).toBe(RG_ERRCODE.inTimeOut);
    expectRetryIn(refused.json.retryIn, now + 7 * DAY, now);
  });
});

/** A LINE sign-in from this browser (its first completes the sign-up step with an adult's birth date). */
const lineLogin = (browser: LineBrowser) => signInWithLine(server, browser, fresh().device, 'rg-state');

describe('mails during a break', () => {
  it('promotional mails are skipped; transactional ones (a withdrawal approved) still arrive; promotions resume after', async () => {
    const userId = await demoId();
    expect(await sendPromotionalMail(server.conn.db, userId, PROMO, await clockAt(0))).toBe(true);

    await w.bindBdo();
    await w.setWalletPassword();
    await w.approveKyc();
    const order = parseAnswer(
      'exchange',
      await w.ok('exchange', { amount: 10_000, bankId: 1001, password: await w.encrypt('123456') }),
    ).order;
    const answer = parseAnswer('rgTakeBreak', (await takeBreak('timeOut24h')).json);

    const during = await clockAt(MIN);
    expect(await sendPromotionalMail(server.conn.db, userId, PROMO, during)).toBe(false);
    await reviewWithdrawal(server.conn.db, order.orderId, 'approved', during);
    const titles = await mailTitles(userId);
    expect(titles.filter((t) => t === PROMO.title)).toHaveLength(1);
    expect(titles).toContain(EVENT_MAILS.withdrawalApproved(10_000, order.orderId).title);

    expect(await sendPromotionalMail(server.conn.db, userId, PROMO, answer.break.until + 1)).toBe(true);
    expect((await mailTitles(userId)).filter((t) => t === PROMO.title)).toHaveLength(2);
    // Another player is not affected by this one's break.
    const otherId = await demoId('9171234567');
    expect(await sendPromotionalMail(server.conn.db, otherId, PROMO, during)).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE_RULES } from '../../server/auth/errcodes';
// The server function's name reads like a React hook to the linter; it is a database call.
import { useCode as spendCode } from '../../server/auth/oneTimeCodes';
import { smsCodes } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { ADDRESS_LIMITS } from '../../server/security/rateLimit';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { ADULT, accountTools, fresh } from './accounts';
import { setupServer } from './harness';

/**
 * A one-time code's attempt cap holds under a burst: every guess takes one attempt with a single conditional
 * update, so parallel guesses are counted one by one by the database, and the code dies at the cap whatever
 * arrives after. On PostgreSQL (tests/server/run-on-postgres.ts) the guesses really run on separate connections.
 */
const now = Date.now();
const server = setupServer({ testControls: true, seed: { games: 20 }, clock: () => now });
const t = accountTools(server);
const FORGET = 1;
const BURST = 150;

afterEach(async () => {
  await t.setClock(0);
});

/** A code for a fresh mobile, written straight to the table (no SMS allowance spent). */
async function plantCode(): Promise<{ mobile: string; code: string; id: number }> {
  const { mobile } = fresh();
  const code = '424242';
  const [row] = await server.conn.db
    .insert(smsCodes)
    .values({ mobile, type: FORGET, code, createdAt: new Date(now), expiresAt: new Date(now + CODE_RULES.ttlMs) })
    .returning({ id: smsCodes.id });
  if (!row) throw new Error('no code row');
  return { mobile, code, id: row.id };
}

async function attemptsOf(id: number): Promise<{ attempts: number; usedAt: Date | null }> {
  const [row] = await server.conn.db
    .select({ attempts: smsCodes.attempts, usedAt: smsCodes.usedAt })
    .from(smsCodes)
    .where(eq(smsCodes.id, id));
  if (!row) throw new Error('code row gone');
  return row;
}

/** The errcode a guess ends with: 0 spent, else the refusal's. */
async function guess(mobile: string, code: string): Promise<number> {
  try {
    await spendCode(server.conn.db, mobile, FORGET, code, now);
    return 0;
  } catch (err) {
    if (err instanceof AppError) return err.errcode;
    throw err;
  }
}

describe('one-time code attempts under a burst', () => {
  it(`${BURST} parallel wrong guesses take exactly the cap; the right code afterwards is refused`, async () => {
    const { mobile, code, id } = await plantCode();
    const results = await Promise.all(Array.from({ length: BURST }, () => guess(mobile, '000000')));
    expect(results.every((errcode) => errcode === 1043)).toBe(true);
    expect(await attemptsOf(id)).toEqual({ attempts: CODE_RULES.maxAttempts, usedAt: null });
    expect(await guess(mobile, code)).toBe(1043);
    expect((await attemptsOf(id)).attempts).toBe(CODE_RULES.maxAttempts);
  });

  it('a burst that hides the right code among wrong ones spends it at most once, and only within the cap', async () => {
    const { mobile, code, id } = await plantCode();
    const guesses = Array.from({ length: BURST }, (_, i) => (i === BURST - 1 ? code : String(100000 + i)));
    const results = await Promise.all(guesses.map((g) => guess(mobile, g)));
    const spent = results.filter((errcode) => errcode === 0).length;
    const row = await attemptsOf(id);
    expect(row.attempts).toBe(CODE_RULES.maxAttempts);
    // Spent only if the right guess was among the first five the database counted.
    expect(spent).toBe(row.usedAt === null ? 0 : 1);
    expect(results.filter((errcode) => errcode !== 0).every((errcode) => errcode === 1043)).toBe(true);
  });

  it('two parallel right guesses spend the code once', async () => {
    const { mobile, code, id } = await plantCode();
    const results = await Promise.all([guess(mobile, code), guess(mobile, code)]);
    expect(results.sort()).toEqual([0, 1043]);
    expect((await attemptsOf(id)).usedAt).not.toBeNull();
  });

  it('the right code is refused after the cap, counted one guess at a time', async () => {
    const { mobile, code, id } = await plantCode();
    for (let i = 0; i < CODE_RULES.maxAttempts; i++) expect(await guess(mobile, '000000')).toBe(1043);
    expect(await guess(mobile, code)).toBe(1043);
    expect(await attemptsOf(id)).toEqual({ attempts: CODE_RULES.maxAttempts, usedAt: null });
  });
});

describe('forgetPassword over HTTP', () => {
  /** A phone-without-code account (registerType 3) whose reset code was sent. */
  async function accountWithCode(): Promise<{ mobile: string; code: string }> {
    await t.scenario({ registerType: 3 });
    const { mobile, device } = fresh();
    const registered = await t.call(
      'accountRegist',
      { account: mobile, password: await t.encrypt('Secret12'), type: 0, ...ADULT },
      device,
    );
    expect(registered.json.errcode).toBe(0);
    expect((await t.call('smsSend', { mobile, type: FORGET }, device)).json.errcode).toBe(0);
    return { mobile, code: await t.lastCode(mobile, FORGET) };
  }

  /** forgetPassword over a socket from `peer` (what @hono/node-server puts in env). */
  async function forget(peer: string, body: object, headers: Record<string, string> = {}): Promise<number> {
    const res = await server.app.request(
      `${API_BASE}${endpoints.forgetPassword.path}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Fingerprint: fresh().device, ...headers },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );
    return ((await res.json()) as { errcode: number }).errcode;
  }

  it(`${BURST} parallel wrong guesses from many addresses burn the code; the right one after is refused`, async () => {
    const { mobile, code } = await accountWithCode();
    const password = await t.encrypt('NewPass34');
    const wrong = code === '999999' ? '999998' : '999999';
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) => forget(`198.51.100.${i}`, { mobile, code: wrong, password })),
    );
    expect(results.every((errcode) => errcode === 1043)).toBe(true);
    expect(await forget('203.0.113.200', { mobile, code, password })).toBe(1043);
  });

  it('is limited per client address, whatever visitor id or X-Forwarded-For the client sends', async () => {
    const { mobile, code } = await accountWithCode();
    const password = await t.encrypt('NewPass34');
    const peer = '203.0.113.9';
    // Unknown mobiles: each call is a full guess through the limit, none touches the planted code.
    for (let i = 0; i < ADDRESS_LIMITS.forgetPassword.max; i++) {
      expect(await forget(peer, { mobile: fresh().mobile, code: '000000', password })).toBe(102);
    }
    // A new visitor id and a forged forwarded address do not reset the count (TRUST_PROXY is off).
    expect(await forget(peer, { mobile, code, password }, { 'X-Forwarded-For': '192.0.2.1' })).toBe(9007);
    // Another address still resets the password with the code, which the refused call never touched.
    expect(await forget('203.0.113.10', { mobile, code, password })).toBe(0);
    // The window slides: an hour later the first address may try again.
    await t.setClock(ADDRESS_LIMITS.forgetPassword.windowMs + 1000);
    expect(await forget(peer, { mobile: fresh().mobile, code: '000000', password })).toBe(102);
  });
});

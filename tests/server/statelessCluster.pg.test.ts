import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLobbyApp } from '../../server/app';
import { CODE_TYPE } from '../../server/auth/errcodes';
// The server function's name reads like a React hook to the linter; it is a database call.
import { sendCode, useCode as spendCode } from '../../server/auth/oneTimeCodes';
import { hashToken } from '../../server/auth/tokens';
import { boot } from '../../server/boot';
import { type Connection, connect } from '../../server/db/connect';
import { sessions, smsCodes } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { createPostgresBus, type LiveBus } from '../../server/live/bus';
import { createLogger } from '../../server/log';
import { setLocked } from '../../server/ops/playerSupport';
import { forgetUserSessions, SESSION_CACHE_MS } from '../../server/player/sessions';
import { RATE_LIMITS } from '../../server/security/rateLimit';
import { readSetting } from '../../server/settings';
import { API_BASE } from '../../src/api/contract/define';
import type { LiveEvent } from '../../src/api/contract/live';
import { endpoints } from '../../src/api/contract/map';
import { encryptLikeJsencrypt } from './accounts';
import { TEST_ROLES } from './pg';
import { privateDatabase } from './pgDatabase';

/**
 * Two instances on one PostgreSQL, each with its own connection pool, live bus and caches, as behind a balancer
 * (docs/architecture.md "State across instances"): nothing correct depends on which one a call reaches. A session
 * ended on A is refused on B as soon as B hears of it (its cached copy would otherwise live on), a rate limit and a
 * lock-out count the calls of both, a one-time code is spent once whichever instance it reaches, a ledger write on A
 * shows in B's next refreshData. Both instances run on one moved-by-hand clock, so no cache ever ages out by itself
 * here: what B forgets, it forgets because it was told. PostgreSQL only (`.pg.test.ts`).
 */
const db = privateDatabase();
let now = Date.now();
const clock = () => now;

interface Instance {
  url: string;
  conn: Connection;
  bus: LiveBus;
  close(): Promise<void>;
}

/** One instance: its own pool, its own LISTEN connection, its own app and socket. */
async function instance(id: string): Promise<Instance> {
  const conn = await connect(db.as(TEST_ROLES.app));
  // Listening again at once after a drop, so the test of a dropped connection need not wait out the back-off.
  const bus = await createPostgresBus(db.as(TEST_ROLES.app), { reconnectMs: () => 10 });
  const { app } = createLobbyApp({
    db: conn.db,
    live: bus,
    clock,
    testControls: true,
    instanceId: id,
    log: createLogger(false),
    seed: { games: 30, rsaBits: 1024 },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    conn,
    bus,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
      await conn.close();
    },
  };
}

let a: Instance;
let b: Instance;

beforeAll(async () => {
  await db.create();
  // One boot migrates and seeds (as the owner role), then steps aside for the two instances under test.
  const first = await boot(db.config({ TEST_CONTROLS: '1' }));
  await first.close();
  a = db.keep(await instance('a'));
  b = db.keep(await instance('b'));
}, 180_000);

async function call(
  base: string,
  path: string,
  body: unknown,
  options: { token?: string; device?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Fingerprint: options.device ?? 'stateless-cluster',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(`${base}${API_BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const refresh = (base: string, token: string) => call(base, endpoints.refreshData.path, {}, { token });

async function tokenOf(base: string, account: string): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${base}/__test__/session`, { method: 'POST', body: JSON.stringify({ account }) });
  return (await res.json()) as { token: string; userId: number };
}

/** Resolves when `bus` has told this instance that the player's sessions ended (after the ending committed). */
function heardEnd(bus: LiveBus, userId: number): Promise<LiveEvent> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(userId, (event) => {
      if (event.kind !== 'sessionEnded') return;
      stop();
      resolve(event);
    });
  });
}

/** Resolves when `bus` listens again after its connection dropped. */
function listensAgain(bus: LiveBus): Promise<void> {
  return new Promise((resolve) => {
    const stop = bus.subscribeAll(
      () => {},
      () => {
        stop();
        resolve();
      },
    );
  });
}

/** B has the session in its cache: a call through it answered. */
async function cachedOnB(token: string): Promise<void> {
  expect((await refresh(b.url, token)).json.errcode).toBe(0);
}

describe('two instances on one PostgreSQL', () => {
  it('keep a session cached for a moment at most when nobody tells them it ended (the bound)', async () => {
    const { token } = await tokenOf(a.url, 'demo');
    await cachedOnB(token);
    // Ended behind every instance's back (no announcement): B still honours it until its cached copy ages out…
    await a.conn.db
      .update(sessions)
      .set({ revokedAt: new Date(now) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await refresh(b.url, token)).json.errcode).toBe(0);
    // …which it does after SESSION_CACHE_MS.
    now += SESSION_CACHE_MS;
    expect((await refresh(b.url, token)).status).toBe(401);
  });

  it('forget every cached session when the bus listens again after a drop (events may have gone by unheard)', async () => {
    const { token } = await tokenOf(a.url, 'demo');
    await cachedOnB(token);
    await a.conn.db
      .update(sessions)
      .set({ revokedAt: new Date(now) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await refresh(b.url, token)).json.errcode).toBe(0);
    // Both instances listen again (A too: the tests after this one publish through it).
    const missed = Promise.all([a.bus, b.bus].map(listensAgain));
    // Every listening connection of the database is cut, as a failover or a network blip would.
    await db.adminQuery(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db.name}' AND query ILIKE 'LISTEN%'`,
    );
    await missed;
    expect((await refresh(b.url, token)).status).toBe(401);
  });

  it('refuse on B at once a token logged out on A, and every token after a log-out everywhere on A', async () => {
    const { token, userId } = await tokenOf(a.url, 'demo');
    await cachedOnB(token);
    const ended = heardEnd(b.bus, userId);
    expect((await call(a.url, endpoints.logout.path, {}, { token })).json.errcode).toBe(0);
    await ended;
    expect((await refresh(b.url, token)).status).toBe(401);

    const first = await tokenOf(a.url, 'demo');
    const second = await tokenOf(b.url, 'demo');
    await cachedOnB(first.token);
    await cachedOnB(second.token);
    const all = heardEnd(b.bus, userId);
    expect((await call(a.url, endpoints.logoutAll.path, {}, { token: first.token })).json.errcode).toBe(0);
    await all;
    expect((await refresh(b.url, first.token)).status).toBe(401);
    expect((await refresh(b.url, second.token)).status).toBe(401);
  });

  it('refuse on B at once the other sessions of a password changed on A, and keep the one that changed it', async () => {
    const pem = await publicKeyOf(a);
    const { token: asking, userId } = await tokenOf(a.url, '9171234567');
    const { token: other } = await tokenOf(b.url, '9171234567');
    await cachedOnB(asking);
    await cachedOnB(other);
    const ended = heardEnd(b.bus, userId);
    const changed = await call(
      a.url,
      endpoints.modifyPassword.path,
      { oldPassword: encryptLikeJsencrypt(pem, 'Demo1234'), password: encryptLikeJsencrypt(pem, 'NewPass99') },
      { token: asking },
    );
    expect(changed.json.errcode).toBe(0);
    await ended;
    expect((await refresh(b.url, other)).status).toBe(401);
    expect((await refresh(b.url, asking)).json.errcode).toBe(0);
  });

  it('refuse on B at once a player locked on A, with the errcode that says suspended', async () => {
    const { token, userId } = await tokenOf(a.url, 'demo');
    await cachedOnB(token);
    const ended = heardEnd(b.bus, userId);
    const staff = { id: 1, username: 'support', role: 'support' as const };
    await setLocked(a.conn.db, staff, userId, true, 'Account takeover reported by phone', now);
    forgetUserSessions(a.conn.db, userId);
    await ended;
    const refused = await refresh(b.url, token);
    expect(refused.status).toBe(401);
    expect(refused.json.errcode).toBe(1047);
    await setLocked(a.conn.db, staff, userId, false, 'Owner verified', now);
  });

  it('count a rate limit over the calls of both', async () => {
    const device = `rate-${randomBytes(4).toString('hex')}`;
    const { max } = RATE_LIMITS.smsSend.client;
    const answers: number[] = [];
    // Code requests for new mobiles, one client, turn about through A and B: the client's limit is for both.
    for (let i = 0; i <= max; i += 1) {
      const mobile = `917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
      const res = await call(
        i % 2 === 0 ? a.url : b.url,
        endpoints.smsSend.path,
        { mobile, type: CODE_TYPE.register },
        { device },
      );
      answers.push(res.json.errcode as number);
    }
    expect(answers.slice(0, max)).toEqual(Array(max).fill(0));
    expect(answers[max]).toBe(9007);
  });

  it('count a lock-out over the wrong guesses made through both', async () => {
    const pem = await publicKeyOf(a);
    const login = (base: string, password: string) =>
      call(base, endpoints.accountLogin.path, { account: 'demo', password: encryptLikeJsencrypt(pem, password) });
    for (let i = 0; i < 5; i += 1) {
      expect((await login(i % 2 === 0 ? a.url : b.url, 'Wrong999')).json.errcode).not.toBe(1020);
    }
    // Five wrong guesses, split between the instances, lock the account from this address on both.
    expect((await login(a.url, 'Demo1234')).json.errcode).toBe(1020);
    expect((await login(b.url, 'Demo1234')).json.errcode).toBe(1020);
  }, 60_000);

  it('spend a one-time code issued on A once, whichever instance the guesses reach', async () => {
    const mobile = '9171234567';
    const sent: string[] = [];
    await sendCode(
      a.conn.db,
      { sandbox: true, send: (_mobile, code) => void sent.push(code) },
      mobile,
      CODE_TYPE.forget,
      now,
    );
    const code = sent[0] ?? '';
    expect(code).toMatch(/^\d+$/);
    const spend = async (conn: Connection) => {
      try {
        await spendCode(conn.db, mobile, CODE_TYPE.forget, code, now);
        return 0;
      } catch (err) {
        if (err instanceof AppError) return err.errcode;
        throw err;
      }
    };
    // Ten right guesses at once, half on each instance: one spends it, the others are refused.
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => spend(i % 2 === 0 ? b.conn : a.conn)));
    expect(results.filter((r) => r === 0)).toHaveLength(1);
    expect(results.filter((r) => r !== 0).every((r) => r === 1043)).toBe(true);
    const [row] = await b.conn.db.select({ usedAt: smsCodes.usedAt }).from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row?.usedAt).not.toBeNull();
  });

  it('show a ledger write on A in the next refreshData on B', async () => {
    const { token } = await tokenOf(a.url, '9171234567');
    const before = (await refresh(b.url, token)).json.coin as number;
    const moved = await call(a.url, endpoints.safeboxTransfer.path, { direction: 'in', amount: 100 }, { token });
    expect(moved.json.errcode).toBe(0);
    expect((await refresh(b.url, token)).json.coin).toBe(before - 100);
  });
});

/** The RSA public key the app encrypts passwords with (what appConfig hands the browser). */
async function publicKeyOf(i: Instance): Promise<string> {
  const keys = await readSetting(i.conn.db, 'rsaKeyPair');
  if (!keys) throw new Error('no RSA key pair: database not seeded');
  return keys.publicKey;
}

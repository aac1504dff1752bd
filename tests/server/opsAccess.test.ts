import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staff, withdrawals } from '../../server/db/schema';
import { createFirstAdmin, generateStaffPassword } from '../../server/ops/firstAdmin';
import { OPS_ROUTES } from '../../server/ops/routes';
import { STAFF_SESSION } from '../../server/ops/sessions';
import { STAFF_ROLES } from '../../server/ops/staff';
import { staffPasswordProblem } from '../../server/ops/staffPassword';
import { totpCode } from '../../server/ops/totp';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/** /ops access: staff apart from players, roles on every call, TOTP, lock-out, short sessions, audit. */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);

/** A concrete path for a route (its parameters filled in), so every entry of the table is called. */
const concrete = (path: string) => path.replace(':orderId', 'W-none').replace(/:[A-Za-z]+/g, '1');
const guarded = OPS_ROUTES.filter((r) => r.roles !== 'open');

const ROLE_USER = { support: 'support', finance: 'finance', admin: 'admin' } as const;

describe('/ops access', () => {
  beforeEach(async () => {
    await w.start();
    await w.setClock(0);
  });

  it('a player token, no token or a made-up token gets 401 from every /ops call', async () => {
    const playerToken = w.token;
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      for (const token of [playerToken, undefined, 'f'.repeat(64)]) {
        const res = await ops.request(route.method, concrete(route.path), token, {});
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 401,
        });
      }
    }
    // The open log-in refuses the player's own credentials: players are not staff.
    expect(
      (await ops.post('/login', undefined, { username: 'demo', password: 'Demo1234', code: '000000' })).status,
    ).toBe(401);
  });

  it('each role reaches exactly its calls; a refusal is 403 and written to the audit log', async () => {
    for (const role of STAFF_ROLES) {
      const token = await ops.session(ROLE_USER[role]);
      // Log-out last: it ends the token the other calls use.
      for (const route of [...guarded].sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'))) {
        const res = await ops.request(route.method, concrete(route.path), token, {});
        const allowed = route.roles.includes(role);
        const label = `${role} ${route.method} ${route.path}`;
        // Allowed calls may still answer 400/404/409 for the made-up ids; never 401 or 403.
        if (allowed) expect({ label, denied: [401, 403].includes(res.status) }).toEqual({ label, denied: false });
        else expect({ label, status: res.status }).toEqual({ label, status: 403 });
      }
    }
    const denied = (await ops.audit()).filter((r) => r.action === 'denied');
    const expected = STAFF_ROLES.reduce((n, role) => n + guarded.filter((r) => !r.roles.includes(role)).length, 0);
    expect(denied).toHaveLength(expected);
  });

  it('support cannot approve or reject money: 403, the withdrawal still waits', async () => {
    await w.bindBdo();
    await w.setWalletPassword();
    await w.approveKyc();
    const out = await w.ok('exchange', { amount: 20_000, bankId: 1001, password: await w.encrypt('123456') });
    const { orderId } = parseAnswer('exchange', out).order;
    const support = await ops.session('support');
    expect((await ops.post(`/withdrawals/${orderId}/approve`, support)).status).toBe(403);
    expect((await ops.post(`/withdrawals/${orderId}/reject`, support, { reason: 'no' })).status).toBe(403);
    expect((await ops.get('/withdrawals', support)).status).toBe(403);
    const [row] = await server.conn.db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId));
    expect(row).toMatchObject({ status: 0, approvedBy: null });
  });

  it('logs in with password and TOTP; a code works once; every attempt is audited', async () => {
    const now = Date.now();
    const ok = await ops.login('finance', now);
    expect(ok.status).toBe(200);
    expect(ok.json.staff).toMatchObject({ username: 'finance', role: 'finance' });
    const token = ok.json.token as string;
    expect((await ops.get('/me', token)).json.staff).toMatchObject({ role: 'finance' });
    // The same code again (a replay within its window) is refused.
    expect((await ops.login('finance', now)).status).toBe(401);
    expect((await ops.login('finance', now, { code: '000000' })).status).toBe(401);
    expect((await ops.login('finance', now, { password: 'Wrong-Pass-0000' })).status).toBe(401);
    expect((await ops.login('nobody', now, { password: 'x', code: '123456' })).status).toBe(401);
    expect((await ops.post('/logout', token)).status).toBe(200);
    expect((await ops.get('/me', token)).status).toBe(401);
    const actions = (await ops.audit()).map((r) => `${r.staffName}:${r.action}`);
    expect(actions).toEqual([
      'finance:login',
      'finance:login.failed',
      'finance:login.failed',
      'finance:login.failed',
      'nobody:login.failed',
      'finance:logout',
    ]);
  });

  it('locks a name after 5 failures for 15 min on the server clock, even with the right code', async () => {
    const now = Date.now();
    for (let i = 0; i < 5; i += 1) {
      expect((await ops.login('admin', now, { code: '000000' })).status).toBe(401);
    }
    const locked = await ops.login('admin', now);
    expect(locked.status).toBe(423);
    expect(locked.json.error).toMatch(/Too many failed log-ins/);
    await w.setClock(15 * 60_000 + 1_000);
    expect((await ops.login('admin', Date.now() + 15 * 60_000 + 1_000)).status).toBe(200);
  });

  it('locks an address after 30 failures across any names; another address still logs in', async () => {
    const now = Date.now();
    const from = (scope: string, body: Record<string, string>) =>
      server.app.request('/ops-api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-test-scope': scope },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 30; i += 1) {
      const res = await from('guesser', { username: `nobody${i % 6}`, password: 'Wrong-Pass-0000', code: '000000' });
      expect(res.status).toBe(401);
    }
    const code = totpCode(ops.demo('support').totpSecret, now);
    const right = { username: 'support', password: ops.demo('support').password, code };
    expect((await from('guesser', right)).status).toBe(423);
    expect((await from('elsewhere', right)).status).toBe(200);
  });

  it('a session dies after 15 min idle and after 8 h whatever happens (server clock)', async () => {
    const idle = await ops.session('support');
    await w.setClock(STAFF_SESSION.idleMs - 60_000);
    expect((await ops.get('/me', idle)).status).toBe(200);
    await w.setClock(2 * STAFF_SESSION.idleMs - 120_000);
    expect((await ops.get('/me', idle)).status).toBe(200);
    await w.setClock(3 * STAFF_SESSION.idleMs);
    expect((await ops.get('/me', idle)).status).toBe(401);

    await w.setClock(0);
    const busy = await ops.session('support');
    for (let at = 10 * 60_000; at < STAFF_SESSION.absoluteMs; at += 10 * 60_000) {
      await w.setClock(at);
      expect((await ops.get('/me', busy)).status).toBe(200);
    }
    await w.setClock(STAFF_SESSION.absoluteMs);
    expect((await ops.get('/me', busy)).status).toBe(401);
  });

  it('admin creates staff (strong password only), disables them (their sessions end) and resets a TOTP', async () => {
    const admin = await ops.session('admin');
    const weak = await ops.post('/staff', admin, { username: 'ana', role: 'support', password: 'password1234' });
    expect(weak.status).toBe(400);
    const made = await ops.post('/staff', admin, { username: 'ana', role: 'support', password: 'Blue-River-Stone-82' });
    expect(made.status).toBe(200);
    const secret = made.json.totpSecret as string;
    expect(made.json.totpUri).toContain(`secret=${secret}`);
    expect(
      (await ops.post('/staff', admin, { username: 'ana', role: 'admin', password: 'Blue-River-Stone-82' })).status,
    ).toBe(409);
    const now = Date.now();
    const login = await ops.request('POST', '/login', undefined, {
      username: 'ana',
      password: 'Blue-River-Stone-82',
      code: totpCode(secret, now),
    });
    expect(login.status).toBe(200);
    const anaToken = login.json.token as string;
    const id = made.json.id as number;

    const reset = await ops.post(`/staff/${id}/reset-totp`, admin);
    expect(reset.json.totpSecret).not.toBe(secret);
    expect((await ops.get('/me', anaToken)).status).toBe(401);
    const again = await ops.session('ana');
    expect((await ops.post(`/staff/${id}/disable`, admin)).status).toBe(200);
    expect((await ops.get('/me', again)).status).toBe(401);
    const [row] = await server.conn.db.select().from(staff).where(eq(staff.id, id));
    expect(row?.disabledAt).not.toBeNull();
    expect((await ops.post(`/staff/${id}/disable`, admin)).status).toBe(404);
    const [self] = await server.conn.db.select().from(staff).where(eq(staff.username, 'admin'));
    expect((await ops.post(`/staff/${self!.id}/disable`, admin)).status).toBe(400);

    const listed = await ops.get('/staff', admin);
    expect(listed.json.list).toEqual(expect.arrayContaining([expect.objectContaining({ username: 'ana' })]));
    const actions = (await ops.audit()).filter((r) => r.staffName === 'admin').map((r) => r.action);
    expect(actions).toEqual(['staff.create', 'staff.resetTotp', 'staff.disable']);
  });

  it('staff change their own password with the current one and a code: strong rule, other sessions end, audited', async () => {
    const now = Date.now();
    const { password, totpSecret } = ops.demo('support');
    const here = await ops.session('support', now);
    const elsewhere = await ops.session('support', now);
    const change = (body: Record<string, string>) => ops.post('/me/password', here, body);
    const next = 'Green-Harbor-Lamp-47';
    // The new password first: refused by the staff rule before any code is used.
    expect((await change({ current: password, next: 'short1', code: totpCode(totpSecret, now) })).json.error).toMatch(
      /12 to 128/,
    );
    expect((await change({ current: password, next: password, code: totpCode(totpSecret, now) })).status).toBe(400);
    // A wrong current password or code: 400 (the session itself is fine), counted and audited.
    expect((await change({ current: 'Wrong-Pass-0000', next, code: totpCode(totpSecret, now) })).status).toBe(400);
    expect((await change({ current: password, next, code: '000000' })).status).toBe(400);
    const ok = await change({ current: password, next, code: totpCode(totpSecret, now) });
    expect(ok.json).toEqual({ ok: true, sessionsEnded: 1 });
    expect((await ops.get('/me', here)).status).toBe(200);
    expect((await ops.get('/me', elsewhere)).status).toBe(401);
    // The old password no longer logs in; the new one does (with the next step's code: the change used this one).
    expect((await ops.login('support', now + 30_000)).status).toBe(401);
    expect((await ops.login('support', now + 30_000, { password: next })).status).toBe(200);
    const actions = (await ops.audit()).filter((r) => r.action.startsWith('password')).map((r) => r.action);
    expect(actions).toEqual(['password.failed', 'password.failed', 'password.change']);
    expect(JSON.stringify(await ops.audit())).not.toContain(next);
  });

  it('five wrong passwords or codes at a password change lock the name, the log-in too', async () => {
    const now = Date.now();
    const token = await ops.session('finance', now);
    const { password, totpSecret } = ops.demo('finance');
    for (let i = 0; i < 5; i += 1) {
      const body = { current: `Wrong-Pass-000${i}`, next: 'Green-Harbor-Lamp-47', code: '123456' };
      expect((await ops.post('/me/password', token, body)).status).toBe(400);
    }
    const locked = { current: password, next: 'Green-Harbor-Lamp-47', code: totpCode(totpSecret, now) };
    expect((await ops.post('/me/password', token, locked)).status).toBe(423);
    expect((await ops.login('finance', now)).status).toBe(423);
  });

  it('the first-admin command refuses while an active admin exists, else creates one that can log in', async () => {
    const db = server.conn.db;
    const refusal = (name: string) => createFirstAdmin(db, name, Date.now()).catch((err: Error) => err.message);
    expect(await refusal('root')).toMatch(/An admin exists already/);
    await db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.role, 'admin'));
    expect(await refusal('Root!')).toMatch(/A staff name is/);
    const made = await createFirstAdmin(db, 'root', Date.now());
    expect(staffPasswordProblem(made.password, 'root')).toBeNull();
    expect(made.totpUri).toContain(`secret=${made.totpSecret}`);
    const login = await ops.request('POST', '/login', undefined, {
      username: 'root',
      password: made.password,
      code: totpCode(made.totpSecret, Date.now()),
    });
    expect(login.json.staff).toMatchObject({ username: 'root', role: 'admin' });
    expect(await refusal('second')).toMatch(/An admin exists already/);
    const created = (await ops.audit()).filter((r) => r.action === 'staff.create');
    expect(created.map((r) => [r.staffId, r.staffName, r.after])).toEqual([
      [null, 'ops:admin command', { username: 'root', role: 'admin' }],
    ]);
    // Generated passwords differ each time and always pass the staff rule.
    const many = Array.from({ length: 20 }, () => generateStaffPassword('root'));
    expect(new Set(many).size).toBe(20);
    for (const p of many) expect(staffPasswordProblem(p, 'root')).toBeNull();
  });

  it('the audit log refuses UPDATE and DELETE (append-only in the database too)', async () => {
    const admin = await ops.session('admin');
    await ops.post('/logout', admin);
    const refusal = (statement: SQL) =>
      server.conn.db.execute(statement).then(
        () => 'applied',
        (err: Error) => String(err.cause ?? err),
      );
    expect(await refusal(sql`UPDATE audit_log SET action = 'x'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(/append-only: DELETE refused/);
    expect((await ops.audit()).map((r) => r.action)).toEqual(['logout']);
  });
});

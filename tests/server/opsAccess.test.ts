import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staff, withdrawals } from '../../server/db/schema';
import { createFirstAdmin, generateStaffPassword } from '../../server/ops/firstAdmin';
import { STAFF_GUARD } from '../../server/ops/loginGuard';
import { OPS_ROUTES } from '../../server/ops/routes';
import { STAFF_SESSION } from '../../server/ops/sessions';
import { STAFF_ROLES } from '../../server/ops/staff';
import { staffPasswordProblem } from '../../server/ops/staffPassword';
import { TOTP, totpCode } from '../../server/ops/totp';
import { parseAnswer, setupServer } from './harness';
import { opsTools } from './opsTools';
import { walletTools } from './walletTools';

/** /ops access: staff apart from players, roles on every call, TOTP, lock-outs nobody can aim, short sessions, audit. */
const server = setupServer({ testControls: true, seed: { games: 20 } });
const w = walletTools(server);
const ops = opsTools(server);

/** A code no step the server takes at `now` gives (a fixed one is the right one about once in 10^6 steps). */
function wrongCode(secret: string, now: number): string {
  const taken = Array.from({ length: 2 * TOTP.window + 1 }, (_, i) =>
    totpCode(secret, now + (i - TOTP.window) * TOTP.stepMs),
  );
  return ['000000', '000001', '000002', '000003'].find((code) => !taken.includes(code))!;
}

/** A concrete path for a route (its parameters filled in), so every entry of the table is called. */
const concrete = (path: string) => path.replace(':orderId', 'W-none').replace(/:[A-Za-z]+/g, '1');
const guarded = OPS_ROUTES.filter((r) => r.roles !== 'open');

const ROLE_USER = { support: 'support', finance: 'finance', marketing: 'marketing', admin: 'admin' } as const;

/** A log-in from a client address of its own (each test scope is one address). */
async function from(scope: string, body: Record<string, string>) {
  const res = await server.app.request('/ops-api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-test-scope': scope },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

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

  it('logs in with password and TOTP; a code works once; refused attempts are counted, one audit row per window', async () => {
    const now = Date.now();
    const ok = await ops.login('finance', now);
    expect(ok.status).toBe(200);
    expect(ok.json.staff).toMatchObject({ username: 'finance', role: 'finance' });
    const token = ok.json.token as string;
    expect((await ops.get('/me', token)).json.staff).toMatchObject({ role: 'finance' });
    // The same code again (a replay within its window) is refused.
    expect((await ops.login('finance', now)).status).toBe(401);
    expect((await ops.login('finance', now, { code: wrongCode(ops.demo('finance').totpSecret, now) })).status).toBe(
      401,
    );
    expect((await ops.login('finance', now, { password: 'Wrong-Pass-0000' })).status).toBe(401);
    expect((await ops.login('nobody', now, { password: 'x', code: '123456' })).status).toBe(401);
    expect((await ops.post('/logout', token)).status).toBe(200);
    expect((await ops.get('/me', token)).status).toBe(401);
    // Who proved who they are is audited; the refused attempts are only counted so far.
    expect((await ops.audit()).map((r) => `${r.staffName}:${r.action}`)).toEqual(['finance:login', 'finance:logout']);
    // Once their window has closed, reading the audit log writes its one summary row.
    await w.setClock(STAFF_GUARD.windowMs * 2);
    const admin = await ops.session('admin', Date.now() + STAFF_GUARD.windowMs * 2);
    const listed = (await ops.get('/audit', admin)).json.list as { action: string; after: unknown }[];
    expect(listed.filter((r) => r.action === 'login.refusedSummary')).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({
          failed: 4,
          refused: 0,
          names: [
            { username: 'finance', attempts: 3 },
            { username: 'nobody', attempts: 1 },
          ],
        }),
      }),
    ]);
    // Written once, however often the log is read.
    await ops.get('/audit', admin);
    expect((await ops.audit()).filter((r) => r.action === 'login.refusedSummary')).toHaveLength(1);
  });

  it('110 anonymous attempts at the admin write no audit row each: one summary row for their window', async () => {
    const now = Date.now();
    const admin = await ops.session('admin', now);
    const [support] = await server.conn.db.select().from(staff).where(eq(staff.username, 'support'));
    expect((await ops.post(`/staff/${support!.id}/reset-totp`, admin)).status).toBe(200);
    for (let i = 0; i < 110; i += 1) {
      const res = await from('flood', { username: 'admin', password: `Wrong-Pass-${i}`, code: '000000' });
      expect([401, 429]).toContain(res.status);
    }
    // The admin's own rows are not buried: the newest rows are still theirs.
    const before = (await ops.get('/audit', admin)).json.list as { action: string }[];
    expect(before.map((r) => r.action)).toEqual(['staff.resetTotp']);
    await w.setClock(STAFF_GUARD.windowMs);
    const later = await ops.session('admin', now + STAFF_GUARD.windowMs);
    const after = (await ops.get('/audit', later)).json.list as { action: string; after: Record<string, unknown> }[];
    expect(after.map((r) => r.action)).toEqual(['login.refusedSummary', 'staff.resetTotp']);
    expect(after[0]!.after).toMatchObject({
      failed: STAFF_GUARD.freeFailures + 1,
      refused: 110 - STAFF_GUARD.freeFailures - 1,
      names: [{ username: 'admin', attempts: 110 }],
      addresses: [{ address: 'test-scope:flood', attempts: 110 }],
    });
  });

  it('wrong log-ins at a name back it off from that address only: the owner logs in from elsewhere at once', async () => {
    const now = Date.now();
    const wrong = { username: 'admin', password: 'Wrong-Pass-0000', code: '000000' };
    const right = (at: number) => ({
      username: 'admin',
      password: ops.demo('admin').password,
      code: totpCode(ops.demo('admin').totpSecret, at),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await from('guesser', wrong)).status);
    // A few are free, then each further attempt waits a growing back-off (nothing is checked meanwhile).
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    const waiting = await from('guesser', right(now));
    expect(waiting.status).toBe(429);
    expect(waiting.json.error).toMatch(/try again in 30 seconds/);
    // The owner, from the owner's own address, is not slowed at all: a fresh, correct log-in with TOTP works.
    expect((await from('owner', right(now))).status).toBe(200);
    // The back-off runs on the server clock and doubles: after 30 s one more try, then 60 s.
    await w.setClock(31_000);
    expect((await from('guesser', wrong)).status).toBe(401);
    expect((await from('guesser', wrong)).json.error).toMatch(/try again in 60 seconds/);
    await w.setClock(31_000 + 61_000);
    expect((await from('guesser', right(now + 92_000))).status).toBe(200);
  });

  it('locks an address after 30 failures across any names; another address still logs in', async () => {
    const now = Date.now();
    for (let i = 0; i < 30; i += 1) {
      const res = await from('guesser', { username: `nobody${i}`, password: 'Wrong-Pass-0000', code: '000000' });
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

  it('admin proposes staff (strong password only), another admin approves; disables them (sessions end); resets a TOTP', async () => {
    const admin = await ops.session('admin');
    const admin2 = await ops.session('admin2');
    const body = { username: 'ana', role: 'support', personId: 'E-1001' };
    expect((await ops.post('/staff', admin, { ...body, password: 'password1234' })).status).toBe(400);
    const proposed = await ops.post('/staff', admin, { ...body, password: 'Blue-River-Stone-82' });
    expect(proposed.status).toBe(200);
    const changeId = (proposed.json.change as { id: number }).id;
    const made = await ops.post(`/changes/${changeId}/approve`, admin2);
    expect(made.status).toBe(200);
    const setup = made.json.setup as { id: number; totpSecret: string; totpUri: string };
    const secret = setup.totpSecret;
    expect(setup.totpUri).toContain(`secret=${secret}`);
    expect(
      (await ops.post('/staff', admin, { ...body, personId: 'E-1002', password: 'Blue-River-Stone-82' })).status,
    ).toBe(409);
    const now = Date.now();
    const login = await ops.request('POST', '/login', undefined, {
      username: 'ana',
      password: 'Blue-River-Stone-82',
      code: totpCode(secret, now),
    });
    expect(login.status).toBe(200);
    const anaToken = login.json.token as string;
    const id = setup.id;

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
    expect(listed.json.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'ana', personId: 'E-1001' })]),
    );
    const actions = (await ops.audit())
      .filter((r) => r.staffName.startsWith('admin'))
      .map((r) => `${r.staffName}:${r.action}`);
    expect(actions).toEqual([
      'admin:change.propose',
      'admin2:staff.create',
      'admin2:change.approve',
      'admin:staff.resetTotp',
      'admin:staff.disable',
    ]);
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
    expect((await change({ current: password, next, code: wrongCode(totpSecret, now) })).status).toBe(400);
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

  it('wrong passwords or codes at a password change back off the change only, never the log-in', async () => {
    const now = Date.now();
    const token = await ops.session('finance', now);
    const { password, totpSecret } = ops.demo('finance');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const body = { current: `Wrong-Pass-000${i}`, next: 'Green-Harbor-Lamp-47', code: '123456' };
      statuses.push((await ops.post('/me/password', token, body)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = { current: password, next: 'Green-Harbor-Lamp-47', code: totpCode(totpSecret, now) };
    expect((await ops.post('/me/password', token, right)).status).toBe(429);
    expect((await ops.login('finance', now)).status).toBe(200);
  });

  it('the first-admin command makes the first two admins (two people), then refuses; the admins made log in', async () => {
    const db = server.conn.db;
    const refusal = (name: string, person: string) =>
      createFirstAdmin(db, name, person, Date.now()).catch((err: Error) => err.message);
    expect(await refusal('root', 'P-1')).toMatch(/Two admins exist already/);
    await db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.role, 'admin'));
    expect(await refusal('Root!', 'P-1')).toMatch(/A staff name is/);
    expect(await refusal('root', '')).toMatch(/The person id is/);
    const made = await createFirstAdmin(db, 'root', 'P-1', Date.now());
    expect(staffPasswordProblem(made.password, 'root')).toBeNull();
    expect(made.totpUri).toContain(`secret=${made.totpSecret}`);
    const login = await ops.request('POST', '/login', undefined, {
      username: 'root',
      password: made.password,
      code: totpCode(made.totpSecret, Date.now()),
    });
    expect(login.json.staff).toMatchObject({ username: 'root', role: 'admin' });
    // The second admin must be another person.
    expect(await refusal('root2', 'p-1')).toMatch(/one account per person/);
    await createFirstAdmin(db, 'root2', 'P-2', Date.now());
    expect(await refusal('third', 'P-3')).toMatch(/Two admins exist already/);
    const created = (await ops.audit()).filter((r) => r.action === 'staff.create');
    expect(created.map((r) => [r.staffId, r.staffName, r.after])).toEqual([
      [null, 'ops:admin command', { username: 'root', role: 'admin', personId: 'P-1' }],
      [null, 'ops:admin command', { username: 'root2', role: 'admin', personId: 'P-2' }],
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

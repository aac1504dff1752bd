import { eq } from 'drizzle-orm';
import { auditLog, staff } from '../../server/db/schema';
import { OPS_API } from '../../server/ops/routes';
import { createStaffSession } from '../../server/ops/sessions';
import { totpCode } from '../../server/ops/totp';
import { DEMO_STAFF } from '../../server/seed/staff';
import type { TestServer } from './harness';

export interface OpsAnswer {
  status: number;
  json: Record<string, unknown>;
  headers: Headers;
}

/** /ops helpers over a test server seeded with the demo staff (support, finance, finance2, admin). */
export function opsTools(server: TestServer) {
  async function request(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<OpsAnswer> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    const res = await server.app.request(`${OPS_API}${path}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    const type = res.headers.get('content-type') ?? '';
    const json = type.startsWith('application/json') ? ((await res.json()) as Record<string, unknown>) : {};
    return { status: res.status, json, headers: res.headers };
  }

  function demo(username: string) {
    const found = DEMO_STAFF.find((s) => s.username === username);
    if (!found) throw new Error(`no demo staff ${username}`);
    return found;
  }

  return {
    request,
    get: (path: string, token?: string) => request('GET', path, token),
    post: (path: string, token?: string, body?: unknown) => request('POST', path, token, body),
    demo,
    /** Logs in through the route with the code for `at` (the server clock the request will see). */
    login: (username: string, at: number, overrides: { password?: string; code?: string } = {}) =>
      request('POST', '/login', undefined, {
        username,
        password: overrides.password ?? demo(username).password,
        code: overrides.code ?? totpCode(demo(username).totpSecret, at),
      }),
    /** A session made directly (tests where logging in is not what is under test; a TOTP code works once). */
    async session(username: string, at: number = Date.now()): Promise<string> {
      const [row] = await server.conn.db.select({ id: staff.id }).from(staff).where(eq(staff.username, username));
      if (!row) throw new Error(`no staff ${username}`);
      return createStaffSession(server.conn.db, row.id, at);
    },
    async audit() {
      return server.conn.db.select().from(auditLog).orderBy(auditLog.id);
    },
  };
}

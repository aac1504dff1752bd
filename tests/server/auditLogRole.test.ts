import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Running } from '../../server/boot';
import { readConfig } from '../../server/config';
import { type Connection, connect, type Db } from '../../server/db/connect';
import { grantAppRole } from '../../server/db/roles';
import { readAudit, writeAudit } from '../../server/ops/audit';
import { defaultReadinessChecks } from '../../server/runtime/health';
import { seed } from '../../server/seed/seed';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { adminQuery, TEST_ROLES } from './pg';
import { freshPglite } from './pgliteTemplate';

/**
 * The app's database role against the audit log. On PostgreSQL (TEST_DATABASE_URL) the server boots like
 * production: the owner role migrates and seeds, the app role serves. On PGlite (one connection) the same grants
 * are made and the connection switches to the app role with SET ROLE.
 */
interface Setup {
  /** A connection acting as the app role. */
  app: Db;
  /** The app answering over HTTP, when booted. */
  url: string | null;
  close(): Promise<void>;
}

async function onPostgres(admin: string): Promise<Setup> {
  // The private server (tests/server/pg.ts) makes both roles; a server set up by hand may not have them.
  await adminQuery(
    admin,
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${TEST_ROLES.owner}') THEN CREATE ROLE ${TEST_ROLES.owner} LOGIN CREATEDB; END IF;
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${TEST_ROLES.app}') THEN CREATE ROLE ${TEST_ROLES.app} LOGIN; END IF;
     END $$`,
  );
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name} OWNER ${TEST_ROLES.owner}`);
  const as = (role: string) => {
    const url = new URL(admin);
    url.username = role;
    url.password = '';
    url.pathname = `/${name}`;
    return url.toString();
  };
  const running: Running = await boot(
    readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: as(TEST_ROLES.app),
      MIGRATION_DATABASE_URL: as(TEST_ROLES.owner),
      SEED_GAMES: '50',
      RSA_BITS: '1024',
      LOG: '0',
    }),
  );
  const app: Connection = await connect(as(TEST_ROLES.app));
  return {
    app: app.db,
    url: running.url,
    close: async () => {
      await app.close();
      await running.close();
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onPglite(): Promise<Setup> {
  const conn = await freshPglite();
  await seed(conn.db, { games: 50, rsaBits: 1024, demoAccounts: true });
  await conn.db.execute(sql.raw(`CREATE ROLE ${TEST_ROLES.app}`));
  await grantAppRole(conn.db, TEST_ROLES.app);
  await conn.db.execute(sql.raw(`SET ROLE ${TEST_ROLES.app}`));
  return { app: conn.db, url: null, close: () => conn.close() };
}

let setup: Setup;

beforeAll(async () => {
  const admin = process.env.TEST_DATABASE_URL;
  setup = admin ? await onPostgres(admin) : await onPglite();
}, 120_000);

afterAll(async () => {
  await setup?.close();
});

/** The statement's error, or null when the database ran it. */
async function refusal(db: Db, statement: string): Promise<string | null> {
  try {
    await db.execute(sql.raw(statement));
    return null;
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    return cause instanceof Error ? cause.message : String(cause);
  }
}

describe('the app role and the audit log', () => {
  it('adds and reads audit rows', async () => {
    const now = Date.UTC(2026, 0, 5, 9);
    await writeAudit(setup.app, { id: null, username: 'finance' }, { action: 'probe', target: 'player:1' }, now);
    const rows = await readAudit(setup.app, 'player:1');
    expect(rows.map((r) => r.action)).toContain('probe');
  });

  it('cannot truncate, delete, update the audit log or switch off its trigger', async () => {
    for (const statement of [
      'TRUNCATE audit_log',
      'DELETE FROM audit_log',
      `UPDATE audit_log SET action = 'rewritten'`,
      'ALTER TABLE audit_log DISABLE TRIGGER ALL',
      'DROP TRIGGER audit_log_no_change ON audit_log',
    ]) {
      expect(await refusal(setup.app, statement), statement).toMatch(/permission denied|must be owner/);
    }
    const rows = await readAudit(setup.app, 'player:1');
    expect(rows.map((r) => r.action)).toContain('probe');
  });

  it('cannot change the schema', async () => {
    expect(await refusal(setup.app, 'CREATE TABLE scratch (id int)')).toMatch(/permission denied/);
    expect(await refusal(setup.app, 'ALTER TABLE users ADD COLUMN scratch int')).toMatch(/must be owner/);
    expect(await refusal(setup.app, 'DROP TABLE ledger')).toMatch(/must be owner/);
  });

  it('still reads and writes the game tables', async () => {
    expect(await refusal(setup.app, `UPDATE users SET nickname = nickname WHERE id = 1`)).toBeNull();
    expect(await refusal(setup.app, 'DELETE FROM sessions WHERE false')).toBeNull();
    if (setup.url) {
      // Booted as production does: the app role serves the whole start-up call.
      const res = await fetch(`${setup.url}${API_BASE}${endpoints.appConfig.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ channel: 'WEB', platform: 0 }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { errcode: number }).errcode).toBe(0);
    }
  });

  it('reads the record of applied migrations, and nothing else of it, so /readyz can compare them', async () => {
    const checks = defaultReadinessChecks(setup.app, () => [], Date.now);
    expect(await checks.migrations()).toBeNull();
    expect(await refusal(setup.app, 'DELETE FROM drizzle.__drizzle_migrations')).toMatch(/permission denied/);
    if (setup.url) {
      const res = await fetch(`${setup.url}/readyz`);
      expect(await res.json()).toMatchObject({ status: 'ready', checks: { migrations: 'ok' } });
    }
  });
});

describe('the grants at start-up', () => {
  // A PGlite of its own, migrated from empty: on a busy 2-core machine that alone has taken over 30 s.
  it('refuse an app role that is also the owner', { timeout: 120_000 }, async () => {
    const conn = await freshPglite();
    try {
      await expect(grantAppRole(conn.db, 'postgres')).rejects.toThrow(/same role/);
    } finally {
      await conn.close();
    }
  });
});

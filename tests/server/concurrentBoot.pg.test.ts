import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { boot, type Running } from '../../server/boot';
import { readConfig } from '../../server/config';
import { connect } from '../../server/db/connect';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { TEST_ROLES } from './pg';

/**
 * Three instances started at the same moment on one empty PostgreSQL database, as a deploy with replicas or
 * `npm run cluster` does: they take turns under the migration lock (server/db/migrate.ts), so every one comes up,
 * one of them seeds, and the catalogue and demo accounts exist once. PostgreSQL only (`.pg.test.ts`).
 */
const admin = process.env.TEST_DATABASE_URL;
const name = `t_${randomBytes(6).toString('hex')}`;
const GAMES = 30;
let instances: Running[] = [];

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const as = (role: string) => {
  const url = new URL(admin ?? '');
  url.username = role;
  url.pathname = `/${name}`;
  return url.toString();
};

afterAll(async () => {
  await Promise.all(instances.map((i) => i.close()));
  if (admin) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}, 60_000);

describe('instances starting together on one database', () => {
  it('all start; one migrates and seeds, the others find it done', async () => {
    if (!admin)
      throw new Error('a .pg.test.ts file runs on PostgreSQL: node --import tsx tests/server/run-on-postgres.ts');
    await adminQuery(`CREATE DATABASE ${name} OWNER ${TEST_ROLES.owner}`);
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: as(TEST_ROLES.app),
      MIGRATION_DATABASE_URL: as(TEST_ROLES.owner),
      SEED_GAMES: String(GAMES),
      RSA_BITS: '1024',
      LOG: '0',
    });
    const started = await Promise.allSettled([boot(config), boot(config), boot(config)]);
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures).toEqual([]);
    expect(instances.map((i) => i.seeded).sort()).toEqual([false, false, true]);

    const owner = await connect(as(TEST_ROLES.owner));
    try {
      const count = async (table: string) => {
        const result = (await owner.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
          rows: { n: number }[];
        };
        return result.rows[0]?.n;
      };
      expect(await count('games')).toBe(GAMES);
      expect(await count(`users WHERE account = 'demo'`)).toBe(1);
    } finally {
      await owner.close();
    }
    for (const instance of instances) {
      const res = await fetch(`${instance.url}${API_BASE}${endpoints.getCustomerServices.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(((await res.json()) as { errcode: number }).errcode).toBe(0);
    }
  }, 120_000);
});

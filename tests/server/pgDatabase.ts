import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { readConfig, type ServerConfig } from '../../server/config';
import { TEST_ROLES } from './pg';

/**
 * A database of its own for one `.pg.test.ts` file on the test PostgreSQL (tests/server/run-on-postgres.ts): made
 * by `create()`, and after the file, once every server started on it is closed, dropped. The file's instances run
 * as the app role and migrate as the owner, as a deploy does.
 */
export function privateDatabase() {
  const admin = process.env.TEST_DATABASE_URL;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const closables: { close(): Promise<unknown> }[] = [];
  let created = false;

  async function adminQuery(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  /** The database's URL for one of the test roles. */
  const as = (role: string): string => {
    const url = new URL(admin ?? '');
    url.username = role;
    url.pathname = `/${name}`;
    return url.toString();
  };

  afterAll(async () => {
    await Promise.all(closables.map((c) => c.close()));
    if (created) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 60_000);

  return {
    name,
    as,
    adminQuery,
    async create(): Promise<void> {
      if (!admin) {
        throw new Error('a .pg.test.ts file runs on PostgreSQL: node --import tsx tests/server/run-on-postgres.ts');
      }
      if (created) return;
      await adminQuery(`CREATE DATABASE ${name} OWNER ${TEST_ROLES.owner}`);
      created = true;
    },
    /** A server's configuration on it, as `npm start` reads one from its environment (`env` adds or overrides). */
    config(env: Record<string, string> = {}): ServerConfig {
      return readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: as(TEST_ROLES.app),
        MIGRATION_DATABASE_URL: as(TEST_ROLES.owner),
        SEED_GAMES: '30',
        RSA_BITS: '1024',
        LOG: '0',
        ...env,
      });
    },
    /** Closed after the file, before the database is dropped. */
    keep<T extends { close(): Promise<unknown> }>(closable: T): T {
      closables.push(closable);
      return closable;
    },
  };
}

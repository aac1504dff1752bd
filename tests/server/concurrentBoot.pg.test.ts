import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { connect } from '../../server/db/connect';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { TEST_ROLES } from './pg';
import { privateDatabase } from './pgDatabase';

/**
 * Three instances started at the same moment on one empty PostgreSQL database, as a deploy with replicas or
 * `npm run cluster` does: they take turns under the migration lock (server/db/migrate.ts), so every one comes up,
 * one of them seeds, and the catalogue and demo accounts exist once. PostgreSQL only (`.pg.test.ts`).
 */
const db = privateDatabase();
const GAMES = 30;

describe('instances starting together on one database', () => {
  it('all start; one migrates and seeds, the others find it done', async () => {
    await db.create();
    const config = db.config({ SEED_GAMES: String(GAMES) });
    const started = await Promise.allSettled([boot(config), boot(config), boot(config)]);
    const instances = started.flatMap((s) => (s.status === 'fulfilled' ? [db.keep(s.value)] : []));
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures).toEqual([]);
    expect(instances.map((i) => i.seeded).sort()).toEqual([false, false, true]);

    const owner = await connect(db.as(TEST_ROLES.owner));
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

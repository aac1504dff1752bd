import { getTableName, isTable, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { resettableTables } from '../../server/db/schema/reset';

describe('the test controls’ reset', () => {
  it('empties every table but the settings (which keep the RSA key pair and the config revision)', () => {
    const tables = (Object.values(schema) as unknown[])
      .filter((value): value is Table => isTable(value))
      .map((table) => getTableName(table))
      .filter((name) => name !== 'settings');
    const missing = tables.filter((name) => !(resettableTables as readonly string[]).includes(name));
    expect(missing).toEqual([]);
    expect(tables.length).toBeGreaterThan(40);
  });
});

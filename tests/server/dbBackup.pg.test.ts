import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boot, type Running } from '../../server/boot';
import { readConfig } from '../../server/config';
import { type Connection, connect, type Db } from '../../server/db/connect';
import { API_BASE } from '../../src/api/contract/define';
import { type EndpointName, endpoints } from '../../src/api/contract/map';
import { ADULT, encryptLikeJsencrypt, fresh } from './accounts';
import { expectLedgerBalanced, parseAnswer } from './harness';
import { TEST_ROLES } from './pg';

/**
 * `npm run db:backup` and `npm run db:restore` (scripts/db-backup.ts) on a database populated through the server:
 * players registered, deposits paid through the sandbox pay page, a bank bound (sealed under BANK_DATA_KEY). The
 * dump of the live database restored into a fresh one holds the same balances, ledger and rows, and the server
 * starts on it as production does (owner migrates, app serves) and serves the same players with their sessions.
 * PostgreSQL only (a `.pg.test.ts` file: the PostgreSQL run, tests/server/run-on-postgres.ts).
 */
const admin = process.env.TEST_DATABASE_URL;
const BANK_DATA_KEY = randomBytes(32).toString('base64');
const PLAYERS = 3;
const DEPOSITS = [25_000, 40_000];

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database owned by the owner role, and its URL as a role. */
async function ownedDatabase(): Promise<{ name: string; as(role: string): string }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} OWNER ${TEST_ROLES.owner}`);
  return {
    name,
    as(role) {
      const url = new URL(admin ?? '');
      url.username = role;
      url.password = '';
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}

const bootOn = (db: { as(role: string): string }) =>
  boot(
    readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: db.as(TEST_ROLES.app),
      MIGRATION_DATABASE_URL: db.as(TEST_ROLES.owner),
      BANK_DATA_KEY,
      SEED_GAMES: '40',
      RSA_BITS: '1024',
      LOG: '0',
    }),
  );

async function call(base: string, name: EndpointName, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${API_BASE}${endpoints[name].path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { errcode: number };
  if (json.errcode !== 0) throw new Error(`${name} answered ${JSON.stringify(json)}`);
  return json;
}

/** Opens the sandbox pay page and presses Pay, as the player's browser does. */
async function pay(base: string, payUrl: string): Promise<void> {
  const page = await (await fetch(`${base}${payUrl}`)).text();
  const pageToken = /name="pageToken" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
  const res = await fetch(`${base}${payUrl}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `outcome=paid&pageToken=${pageToken}`,
  });
  expect(/data-result="([a-z]+)"/.exec(await res.text())?.[1]).toBe('paid');
}

/** The ledger check docs/deploy.md gives for a restore drill (its SQL block under "Restore drill"). */
function drillQuery(): string {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/deploy.md'), 'utf8');
  const block = /restore \(the test runs this very query on the copy\):\n\n```sql\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploy.md: the restore drill query is missing');
  return block;
}

type Rows = Record<string, unknown>[];
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Rows }).rows;

/** What a restore must keep: every balance, the ledger per player and balance, paid deposits and every table's rows. */
async function picture(db: Db) {
  const tables = await rowsOf(
    db,
    sql`SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf(db, sql.raw(`SELECT count(*)::int AS n FROM ${String(name)}`));
    counts[String(name)] = Number(row?.n);
  }
  return {
    balances: await rowsOf(db, sql`SELECT id, account, coin, lottery, safebox FROM users ORDER BY id`),
    ledger: await rowsOf(
      db,
      sql`SELECT user_id, balance, sum(amount)::bigint::text AS total, count(*)::int AS moves FROM ledger GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    deposits: await rowsOf(
      db,
      sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint::text AS total FROM recharge_orders WHERE status = 1`,
    ),
    counts,
  };
}

/**
 * The server's jobs left nothing to do now: none due, none waiting to be tried again. Its boot catches up the
 * occurrences it missed (the last weekend lottery draw, yesterday's provider reconciliation), which write rows of
 * their own; the picture before the dump is taken once they have, so the dump and the picture hold the same rows.
 */
async function jobsSettled(db: Db): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await rowsOf(
        db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND (run_at <= now() OR attempts > 0)`,
      );
      expect(Number(row?.n)).toBe(0);
    },
    { timeout: 60_000, interval: 200 },
  );
}

let original: { name: string; as(role: string): string };
let restored: { name: string; as(role: string): string };
let running: Running | undefined;
const players: { account: string; token: string }[] = [];
let dir = '';

function script(command: 'backup' | 'restore', file: string, database: { as(role: string): string }) {
  // As an operator runs it: the npm script's command line, the owner role's URL in the environment.
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', command, file], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, MIGRATION_DATABASE_URL: database.as(TEST_ROLES.owner), DATABASE_URL: '' },
  });
}

beforeAll(async () => {
  if (!admin)
    throw new Error('a .pg.test.ts file runs on PostgreSQL: node --import tsx tests/server/run-on-postgres.ts');
  dir = mkdtempSync(join(tmpdir(), 'lobby-backup-'));
  original = await ownedDatabase();
  restored = await ownedDatabase();
  running = await bootOn(original);
  const base = running.url;
  const config = parseAnswer('appConfig', await call(base, 'appConfig', { channel: 'WEB', platform: 0 }));
  const key = config.webConfig.rsaPublicKey;
  for (let i = 0; i < PLAYERS; i += 1) {
    const { username, device } = fresh();
    const body = { account: username, password: encryptLikeJsencrypt(key, 'Secret12'), type: 0, ...ADULT };
    const { token } = parseAnswer('accountRegist', await call(base, 'accountRegist', body, { Fingerprint: device }));
    const auth = { Authorization: `Bearer ${token}` };
    for (const amount of DEPOSITS) {
      const order = parseAnswer(
        'recharge3',
        await call(base, 'recharge3', { amount: amount + i * 100, version: 4, actType: 0, rechargeType: 1 }, auth),
      );
      await pay(base, order.payUrl ?? '');
    }
    await call(base, 'addBankInfo', { bankId: 1001, accountName: 'Juan Dela Cruz', cardNum: `12345678${i}0` }, auth);
    players.push({ account: username, token });
  }
}, 180_000);

afterAll(async () => {
  await running?.close();
  if (admin) {
    for (const db of [original, restored]) if (db) await adminQuery(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('backup and restore of a populated database', () => {
  it('restores the same balances, ledger and rows into a fresh database; the server serves the same players on it', async () => {
    const file = join(dir, 'lobby.dump');
    const owner: Connection = await connect(original.as(TEST_ROLES.owner));
    let before: Awaited<ReturnType<typeof picture>>;
    try {
      await jobsSettled(owner.db);
      before = await picture(owner.db);
    } finally {
      await owner.close();
    }
    expect(Object.keys(before.counts).length).toBeGreaterThan(20);
    expect(before.counts['public.ledger']).toBeGreaterThan(PLAYERS * DEPOSITS.length);
    expect(before.counts['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(before.deposits).toEqual([
      { n: PLAYERS * DEPOSITS.length, total: String((25_000 + 40_000) * PLAYERS + 2 * 100 * (0 + 1 + 2)) },
    ]);

    // The dump is taken while the server runs, as a nightly backup is.
    const dumped = script('backup', file, original);
    expect(dumped.status, dumped.stderr).toBe(0);
    expect(dumped.stdout).toMatch(/db:backup: .* → .*lobby\.dump \(\d+ bytes, \d+ tables\)/);
    await running?.close();
    running = undefined;

    const loaded = script('restore', file, restored);
    expect(loaded.status, loaded.stderr).toBe(0);
    const copy: Connection = await connect(restored.as(TEST_ROLES.owner));
    try {
      expect(await picture(copy.db)).toEqual(before);
      await expectLedgerBalanced(copy.db);
      // The check docs/deploy.md gives operators after a restore finds nothing here.
      expect(await rowsOf(copy.db, sql.raw(drillQuery()))).toEqual([]);
    } finally {
      await copy.close();
    }

    // A second restore into the now populated database is refused: it would mix two histories.
    const again = script('restore', file, restored);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already has \d+ tables: restore into an empty database/);

    running = await bootOn(restored);
    expect(running.seeded).toBe(false);
    for (const [i, player] of players.entries()) {
      const auth = { Authorization: `Bearer ${player.token}` };
      const data = parseAnswer('refreshData', await call(running.url, 'refreshData', {}, auth));
      const row = before.balances.find((b) => b.account === player.account);
      expect(data.coin).toBe(Number(row?.coin));
      // The bank number sealed before the dump opens with the same BANK_DATA_KEY after it.
      const bank = parseAnswer('getBankInfo', await call(running.url, 'getBankInfo', { bankId: 1001 }, auth));
      expect(JSON.stringify(bank)).toContain(`12345678${i}0`);
    }
  }, 180_000);

  it("the operators' check after a restore names a balance that differs from its ledger", async () => {
    const copy: Connection = await connect(restored.as(TEST_ROLES.owner));
    try {
      const [player] = players;
      await copy.db.execute(sql`UPDATE users SET lottery = lottery + 1 WHERE account = ${player?.account}`);
      const rows = await rowsOf(copy.db, sql.raw(drillQuery()));
      expect(rows.map((r) => r.name)).toEqual(['lottery']);
    } finally {
      await copy.close();
    }
  });
});

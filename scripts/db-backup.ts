/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file>` (docs/deploy.md, "Backups and restore"): a
 * PostgreSQL database to one file and back, with PostgreSQL's own pg_dump and pg_restore.
 *
 * Both connect as the owner role (MIGRATION_DATABASE_URL, else DATABASE_URL): the app role may not read the
 * migrations' own table nor every table's definition. The password travels in PGPASSWORD, never on a command line
 * (which other users of the machine can read).
 *
 * - backup: `pg_dump --format=custom` of the whole database (schema, data, the migrations applied) into `<file>`,
 *   written beside it first and renamed when complete and readable, so a file under that name is always whole.
 * - restore: into an EMPTY database (refused otherwise: a restore over live data would mix two histories), in one
 *   transaction that stops at the first error; objects belong to the restoring role and no grants are restored,
 *   because the next server start grants the app role its rights (server/db/roles.ts) whatever its name there.
 *
 * The binaries: PG_BIN when set, else the newest /usr/lib/postgresql/<version>/bin, else PATH. pg_dump must be at
 * least the server's major version (it refuses otherwise); pg_restore at least the pg_dump that wrote the file.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

type Command = 'backup' | 'restore';

/** Where pg_dump and pg_restore live: a folder, or '' for PATH. */
function postgresClientBin(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(join(root, v, 'bin', 'pg_dump'))) return join(root, v, 'bin');
  }
  return '';
}

/** The URL without its password, and the password for PGPASSWORD. */
function splitPassword(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function ownerUrl(env: NodeJS.ProcessEnv): string {
  const url = env.MIGRATION_DATABASE_URL || env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      'set MIGRATION_DATABASE_URL (the owner role) or DATABASE_URL to the postgres:// URL of the database; the embedded database of the demo is a folder: copy .data/ while the server is stopped',
    );
  }
  return url;
}

function runTool(tool: string, args: string[], password: string | undefined): Promise<void> {
  const bin = postgresClientBin();
  const cmd = bin ? join(bin, tool) : tool;
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err) => fail(new Error(`could not run ${cmd}: ${err.message} (set PG_BIN to its folder)`)));
    child.on('exit', (code, signal) => {
      if (code === 0) done();
      else fail(new Error(`${tool} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`));
    });
  });
}

/** Tables in the database, the migrations' own included. */
async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function backup(file: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const source = ownerUrl(env);
  const { url, password } = splitPassword(source);
  const target = resolve(file);
  const partial = `${target}.partial`;
  const started = performance.now();
  rmSync(partial, { force: true });
  try {
    await runTool('pg_dump', ['--format=custom', '--compress=6', `--file=${partial}`, `--dbname=${url}`], password);
    // A file pg_restore cannot list is no backup.
    await runTool('pg_restore', ['--list', partial], undefined).catch((err: unknown) => {
      throw new Error(`the dump does not read back: ${err instanceof Error ? err.message : String(err)}`);
    });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `db:backup: ${redacted(source)} → ${target} (${statSync(target).size} bytes, ${await tablesIn(source)} tables) in ${seconds}s`,
  );
}

async function restore(file: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const targetUrl = ownerUrl(env);
  const source = resolve(file);
  if (!existsSync(source)) throw new Error(`no backup at ${source}`);
  const before = await tablesIn(targetUrl);
  if (before > 0) {
    throw new Error(
      `the database at ${redacted(targetUrl)} already has ${before} tables: restore into an empty database (CREATE DATABASE … OWNER <owner role>) and point the server at it`,
    );
  }
  const { url, password } = splitPassword(targetUrl);
  const started = performance.now();
  await runTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-acl', `--dbname=${url}`, source],
    password,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `db:restore: ${source} → ${redacted(targetUrl)} (${await tablesIn(targetUrl)} tables) in ${seconds}s; start the server to grant the app role its rights`,
  );
}

async function main(argv: string[]): Promise<void> {
  const [command, file] = argv as [Command | undefined, string | undefined];
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Error('usage: npm run db:backup -- <file>  |  npm run db:restore -- <file>');
  }
  await (command === 'backup' ? backup(file) : restore(file));
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(`db:${process.argv[2] ?? 'backup'}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

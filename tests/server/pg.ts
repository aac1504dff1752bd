import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL for the server tests: initdb into a temp folder, listen on 127.0.0.1 on a free
 * port (unix socket in the same folder), trust authentication, durability off for speed.
 * Plain Node on purpose: scripts/test.mjs and tests/server/run-on-postgres.ts use it.
 */
export interface PrivatePostgres {
  /** Admin URL (user postgres, database postgres). */
  url: string;
  /**
   * The two roles of a production deployment, made at start: the owner (`lobby_owner`, may create databases) that
   * migrates, and the app (`lobby_app`) that serves with row rights only (server/db/roles.ts).
   */
  roles: typeof TEST_ROLES;
  version: string;
  /** The temporary folder holding its data, socket and log; stop() removes it. */
  dir: string;
  stop(): Promise<void>;
}

const TOOLS = ['initdb', 'pg_ctl', 'postgres', 'psql'];

/** Role names on the private server (trust authentication: no passwords). */
export const TEST_ROLES = { owner: 'lobby_owner', app: 'lobby_app' } as const;

function hasTools(dir: string): boolean {
  return TOOLS.every((t) => existsSync(join(dir, t)));
}

/** The folder holding initdb, pg_ctl and postgres: PATH first, then /usr/lib/postgresql/<newest>/bin. */
export function findPostgresBin(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir && hasTools(dir)) return dir;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (hasTools(join(root, v, 'bin'))) return join(root, v, 'bin');
  }
  for (const dir of ['/usr/local/pgsql/bin', '/opt/homebrew/bin', '/usr/local/bin']) if (hasTools(dir)) return dir;
  return null;
}

interface RunAs {
  /** Wraps a command so it runs as the unprivileged user (identity when not root). */
  wrap(cmd: string, args: string[]): [string, string[]];
  uid: number;
  gid: number;
  user: string;
}

function idOf(user: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** PostgreSQL refuses to run as root: as root, run it as `postgres` (or `nobody`) via runuser or su. */
function runAs(): RunAs | string {
  const uid = process.getuid?.() ?? -1;
  if (uid !== 0) return { wrap: (cmd, args) => [cmd, args], uid, gid: process.getgid?.() ?? -1, user: 'self' };
  for (const user of ['postgres', 'nobody']) {
    const ids = idOf(user);
    if (!ids) continue;
    if (spawnSync('runuser', ['--help'], { stdio: 'ignore' }).status === 0) {
      return { ...ids, user, wrap: (cmd, args) => ['runuser', ['-u', user, '--', cmd, ...args]] };
    }
    if (existsSync('/bin/su')) {
      return {
        ...ids,
        user,
        wrap: (cmd, args) => ['su', [user, '-s', '/bin/sh', '-c', [cmd, ...args].map(shellQuote).join(' ')]],
      };
    }
  }
  return 'running as root and no postgres or nobody user (with runuser or su) to run PostgreSQL as';
}

function run(cmd: string, args: string[], timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { timeout: timeoutMs, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${cmd} ${args.join(' ')} failed: ${err.message}\n${stderr || stdout}`));
      else resolve(stdout);
    });
  });
}

/** Why this machine cannot run a private PostgreSQL (no binaries, or root without a user to run it as), or null. */
export function postgresUnavailable(): string | null {
  if (!findPostgresBin()) return 'no initdb / pg_ctl / postgres on PATH or in /usr/lib/postgresql/*/bin';
  const as = runAs();
  return typeof as === 'string' ? as : null;
}

/** A port free on loopback now (the private PostgreSQL's, and the local cluster's: scripts/cluster.ts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a private server, or returns null (after telling `onSkip` why) when the binaries or a
 * non-root user are missing. A server that is there but fails to start throws: that is a real failure.
 */
export async function startPrivatePostgres(
  onSkip: (reason: string) => void = (reason) => console.warn(`PostgreSQL not started: ${reason}`),
): Promise<PrivatePostgres | null> {
  const why = postgresUnavailable();
  const bin = findPostgresBin();
  const as = runAs();
  if (why || !bin || typeof as === 'string') {
    onSkip(why ?? 'unavailable');
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'lobby-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  if (as.user !== 'self') chownSync(dir, as.uid, as.gid);
  const exec = (tool: string, args: string[]) => run(...as.wrap(join(bin, tool), args));
  let started = false;
  try {
    await exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '-N']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    await exec('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
    started = true;
    const version = (await run(join(bin, 'postgres'), ['--version'])).trim();
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await run(join(bin, 'psql'), [
      url,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `CREATE ROLE ${TEST_ROLES.owner} LOGIN CREATEDB; CREATE ROLE ${TEST_ROLES.app} LOGIN;`,
    ]);
    let stopped: Promise<void> | null = null;
    return {
      url,
      roles: TEST_ROLES,
      version,
      dir,
      stop: () => {
        stopped ??= exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
          .then(() => undefined)
          .finally(() => rmSync(dir, { recursive: true, force: true }));
        return stopped;
      },
    };
  } catch (err) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    if (started) await exec('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `${err instanceof Error ? err.message : String(err)}${tail ? `\n--- postgres.log ---\n${tail}` : ''}`,
    );
  }
}

/** One statement as the PostgreSQL administrator (creating and dropping the test databases and roles). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

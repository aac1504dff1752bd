import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { postgresUnavailable, startPrivatePostgres } from './pg';
import { POSTGRES_FILES } from './postgresFiles';

/**
 * `node --import tsx tests/server/run-on-postgres.ts [test files…] [vitest args…]`: the money and concurrency subset
 * of the server suite (POSTGRES_FILES; the named test files only when some are given; `--all` for every server file)
 * on a private PostgreSQL (TEST_DATABASE_URL), or a plain SKIPPED line and exit 0 when PostgreSQL is not installed.
 * Exits with vitest's code.
 */
async function main(): Promise<number> {
  // `--available`: whether this machine can run them (exit 0), or why not (exit 1); scripts/test.mjs asks first.
  if (process.argv.includes('--available')) {
    const why = postgresUnavailable();
    if (why) console.log(why);
    return why ? 1 : 0;
  }
  const pg = await startPrivatePostgres((reason) => console.log(`PostgreSQL server tests SKIPPED: ${reason}`));
  if (!pg) return 0;
  console.log(`PostgreSQL server tests on ${pg.version} at ${pg.url}`);

  const all = process.argv.includes('--all');
  const given = process.argv.slice(2).filter((arg) => arg !== '--all');
  // Named test files run alone (one file of the subset while working on it); other arguments go to vitest.
  const named = given.filter((arg) => arg.endsWith('.test.ts'));
  const files = all ? ['tests/server'] : named.length > 0 ? named : POSTGRES_FILES;
  const extra = given.filter((arg) => !arg.endsWith('.test.ts'));
  const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
  const [cmd, args] = existsSync(vitestBin)
    ? [process.execPath, [vitestBin, 'run', '--project', 'server', ...files, ...extra]]
    : ['npx', ['vitest', 'run', '--project', 'server', ...files, ...extra]];
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url, LOG: '0' } });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => {
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`could not run vitest: ${err.message}`);
      resolve(1);
    });
  });
  await pg.stop().catch((err: unknown) => console.error(`stopping PostgreSQL failed: ${String(err)}`));
  return code;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      `PostgreSQL server tests could not start PostgreSQL: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(1);
  },
);

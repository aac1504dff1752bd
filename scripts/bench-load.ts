/**
 * `npm run bench:server` (scripts/bench-load.ts; docs/bench.md "Server load"): autocannon on loopback against refreshData, appConfig (full answer and
 * current version) and startGame, 100 connections, BENCH_SECONDS (default 10) each, on PGlite (memory://) and on a
 * private PostgreSQL (tests/server/pg.ts; skipped when not installed). The server runs in its own process, as
 * `npm run server` does. Prints req/s and p50/p99 and rewrites the "Server load" section of docs/bench.md.
 * Figures, never failures: exits 0 unless a run could not start.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { encryptLikeJsencrypt } from '../tests/server/accounts';
import { startPrivatePostgres } from '../tests/server/pg';
import { loadTools } from './tools';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const API = '/prod-api-2/app/v1';

interface Row {
  database: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // No test controls: the calls cost what they cost in production (no scenario read per request).
    env: { ...process.env, PORT: '0', DATABASE_URL: databaseUrl, TEST_CONTROLS: '', LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return { url, child };
}

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

async function benchDatabase(database: string, databaseUrl: string): Promise<Row[]> {
  const { url, child } = await startServer(databaseUrl);
  try {
    const config = await post(`${url}${API}/anonymous/appConfig`, {});
    // A new player, registered like the app does it (RSA-encrypted password).
    const publicKey = (config.webConfig as { rsaPublicKey: string }).rsaPublicKey;
    const account = `bench${Date.now() % 1_000_000}`;
    const session = (await post(`${url}${API}/accountRegist`, {
      account,
      password: encryptLikeJsencrypt(publicKey, 'Secret12'),
      type: 0,
      // Registration asks for an adult's birth date and the excluded-persons declaration.
      birthDate: '1990-06-15',
      notExcluded: true,
    })) as { token: string; errcode: number };
    if (session.errcode !== 0) throw new Error(`register answered ${JSON.stringify(session)}`);
    const version = String(config.gameListVersion);
    const games = config.gameList as Array<{ id: number; status: number; maintain: number }>;
    const game = games.find((g) => g.status === 1 && g.maintain === 0);
    if (!game) throw new Error('no playable game');
    const json = { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' };
    const auth = { ...json, Authorization: `Bearer ${session.token}` };
    const targets: Array<{ target: string; path: string; headers: Record<string, string>; body: unknown }> = [
      { target: 'refreshData', path: `${API}/refreshData`, headers: auth, body: {} },
      { target: 'appConfig (full, gzip)', path: `${API}/anonymous/appConfig`, headers: json, body: {} },
      {
        target: 'appConfig (current version)',
        path: `${API}/anonymous/appConfig`,
        headers: json,
        body: { gameListVersion: version },
      },
      { target: 'startGame', path: `${API}/startGame`, headers: auth, body: { gameId: game.id } },
    ];
    const rows: Row[] = [];
    for (const t of targets) {
      const result = (await (
        await loadTools()
      ).autocannon({
        url: `${url}${t.path}`,
        method: 'POST',
        headers: t.headers,
        body: JSON.stringify(t.body),
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
      })) as Result;
      const row: Row = {
        database,
        target: t.target,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      };
      console.log(
        `${database} ${t.target}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms, ${row.timeouts} time-outs, ${row.errors} errors, ${row.non2xx} non-2xx`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| database | call | req/s | p50 ms | p99 ms | max ms | time-outs | errors | non-2xx |',
    '| -------- | ---- | ----: | -----: | -----: | -----: | --------: | -----: | ------: |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.database} | ${r.target} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.timeouts} | ${r.errors} | ${r.non2xx} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const rows: Row[] = [];
  rows.push(...(await benchDatabase('PGlite', 'memory://')));
  const pg = await startPrivatePostgres((reason) => console.log(`PostgreSQL bench SKIPPED: ${reason}`));
  if (pg) {
    try {
      rows.push(
        ...(await benchDatabase(`PostgreSQL (${pg.version.replace(/^postgres \(PostgreSQL\) /, '')})`, pg.url)),
      );
    } finally {
      await pg.stop();
    }
  }
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const section = [
    '<!-- bench:server start -->',
    `Last run ${started} on ${cpus().length} cores (load average at the end ${load}), ${CONNECTIONS} connections, ${SECONDS} s per call:`,
    '',
    table(rows),
    '<!-- bench:server end -->',
  ].join('\n');
  console.log(`\n${table(rows)}`);
  const doc = readFileSync('docs/bench.md', 'utf8');
  const pattern = /<!-- bench:server start -->[\s\S]*<!-- bench:server end -->/;
  if (pattern.test(doc)) {
    writeFileSync('docs/bench.md', doc.replace(pattern, section));
    // The table's columns as the project's formatter lays them out, so `biome ci` stays green after a run.
    spawnSync('node_modules/.bin/biome', ['format', '--write', 'docs/bench.md'], { stdio: 'ignore' });
  } else console.log('docs/bench.md has no bench:server markers: figures printed only');
}

main().catch((err: unknown) => {
  console.error(`bench:server failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

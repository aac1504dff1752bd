/**
 * `npm run bench:server` (scripts/bench-load.ts; docs/bench.md "Server load"): autocannon on loopback, 100
 * connections, against the lobby's refreshData, heartbeat (online), appConfig (full answer and current version) and
 * startGame, and in the same rounds against three yardsticks the script starts itself: the HTTP ceiling
 * (scripts/bench/ceiling.ts: the same HTTP stack answering a constant body), the same ceiling behind the lobby's
 * request middleware (what every call pays before its route runs) and the floor server
 * (scripts/bench/floorServer.ts: the same libraries doing only refreshData's token lookup and balance read). On
 * PGlite (memory://) and on a private PostgreSQL (tests/server/pg.ts; skipped when not installed). Each server runs
 * in its own process, the lobby as `npm run server` does. BENCH_ROUNDS (default 2) rounds of BENCH_SECONDS (default
 * 10) per call. Prints req/s, p50/p99 and the ratios to the ceiling and the floor, and rewrites the "Server load"
 * section of docs/bench.md. Figures, never failures: exits 0 unless a run could not start.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { encryptLikeJsencrypt } from '../tests/server/accounts';
import { startPrivatePostgres } from '../tests/server/pg';
import { aimsParagraph, pool, type Round, type Row, type Server, serverTable } from './bench-load-report';
import { loadTools } from './tools';

interface Result {
  /** Seconds the run lasted. */
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
/** Each call's first second on a fresh process (JIT, prepared statements, pools filling) is not counted. */
const WARM_UP_SECONDS = 1;
const API = '/prod-api-2/app/v1';

/** Starts `node --import tsx <script>` with `env` and resolves with the URL of its "… ready at <url>" line. */
async function startProcess(
  script: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
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
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
  return { url, child };
}

/** The lobby as `npm run server` runs it. No test controls: the calls cost what they cost in production. */
function startServer(databaseUrl: string) {
  return startProcess('server/main.ts', { PORT: '0', DATABASE_URL: databaseUrl, TEST_CONTROLS: '', LOG: '0' });
}

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

interface Target {
  call: string;
  server: Server;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** One autocannon run of `seconds` against one target; every response's latency kept for the pooled percentiles. */
async function runOnce(t: Target, seconds: number): Promise<Round> {
  const latencies: number[] = [];
  const run = (await loadTools()).autocannon({
    url: t.url,
    method: 'POST',
    headers: t.headers,
    body: JSON.stringify(t.body),
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
  });
  run.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
  });
  const result = (await run) as Result;
  return {
    requests: latencies.length,
    seconds: result.duration,
    latencies,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The lobby, the ceiling and the floor server on one database, all running at once; then ROUNDS rounds, each call
 * SECONDS per round, one after the other and the order turned by one each round, so a noisy spell on the machine
 * weighs on all of them alike and no call always follows the same one.
 */
async function benchDatabase(database: string, databaseUrl: string): Promise<Row[]> {
  const children: ChildProcess[] = [];
  try {
    const lobby = await startServer(databaseUrl);
    children.push(lobby.child);
    const { url } = lobby;
    const first = await fetch(`${url}${API}/anonymous/appConfig`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    // The device cookie the first call sets: a browser sends it back with every later call, and so does the bench.
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const config = (await first.json()) as Record<string, unknown>;
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

    // The ceiling answers refreshData's own bytes; the floor server reads the same player's token on PostgreSQL
    // (the lobby's database) or makes its own on its in-memory PGlite.
    const answer = await (
      await fetch(`${url}${API}/refreshData`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: '{}',
      })
    ).text();
    const ceiling = await startProcess('scripts/bench/ceiling.ts', { PORT: '0', BENCH_BODY: answer });
    children.push(ceiling.child);
    const pipeline = await startProcess('scripts/bench/ceiling.ts', {
      PORT: '0',
      BENCH_BODY: answer,
      BENCH_PIPELINE: '1',
      LOG: '0',
    });
    children.push(pipeline.child);
    const floor = await startProcess('scripts/bench/floorServer.ts', {
      PORT: '0',
      DATABASE_URL: databaseUrl,
      BENCH_TOKEN: session.token,
    });
    children.push(floor.child);
    const floorAnswer = await post(`${floor.url}/refreshData`, {}, session.token);
    if (floorAnswer.errcode !== 0) throw new Error(`the floor server answered ${JSON.stringify(floorAnswer)}`);

    const json: Record<string, string> = {
      'Content-Type': 'application/json',
      'Accept-Encoding': 'gzip',
      ...(cookie ? { Cookie: cookie } : {}),
    };
    const auth = { ...json, Authorization: `Bearer ${session.token}` };
    const targets: Target[] = [
      { call: 'HTTP ceiling (constant body)', server: 'ceiling', url: `${ceiling.url}/`, headers: auth, body: {} },
      {
        call: 'middleware alone (constant body)',
        server: 'pipeline',
        url: `${pipeline.url}${API}/refreshData`,
        headers: auth,
        body: {},
      },
      { call: 'floor server (token + balance)', server: 'floor', url: `${floor.url}/`, headers: auth, body: {} },
      { call: 'refreshData', server: 'lobby', url: `${url}${API}/refreshData`, headers: auth, body: {} },
      { call: 'heartbeat (online)', server: 'lobby', url: `${url}${API}/online`, headers: auth, body: {} },
      {
        call: 'appConfig (full, gzip)',
        server: 'lobby',
        url: `${url}${API}/anonymous/appConfig`,
        headers: json,
        body: {},
      },
      {
        call: 'appConfig (current version)',
        server: 'lobby',
        url: `${url}${API}/anonymous/appConfig`,
        headers: json,
        body: { gameListVersion: version },
      },
      { call: 'startGame', server: 'lobby', url: `${url}${API}/startGame`, headers: auth, body: { gameId: game.id } },
    ];
    for (const t of targets) await runOnce(t, WARM_UP_SECONDS);
    const rounds = new Map<Target, Round[]>(targets.map((t) => [t, []]));
    for (let r = 0; r < ROUNDS; r++) {
      const order = [...targets.slice(r % targets.length), ...targets.slice(0, r % targets.length)];
      for (const t of order) {
        const round = await runOnce(t, SECONDS);
        rounds.get(t)?.push(round);
        console.log(
          `${database} round ${r + 1}/${ROUNDS} ${t.call}: ${Math.round(round.requests / round.seconds)} req/s, ${round.timeouts} time-outs, ${round.errors} errors, ${round.non2xx} non-2xx`,
        );
      }
    }
    return targets.map((t) => pool(database, t.call, t.server, rounds.get(t) ?? []));
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const loadAverage = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
  const loadAtStart = loadAverage();
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
  const section = [
    '<!-- bench:server start -->',
    `Last run ${started} on ${cpus().length} cores (load average at the start ${loadAtStart}, at the end ${loadAverage()}), ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${SECONDS} s per call (after ${WARM_UP_SECONDS} s of warm-up each):`,
    '',
    serverTable(rows),
    '',
    aimsParagraph(rows),
    '<!-- bench:server end -->',
  ].join('\n');
  console.log(`\n${serverTable(rows)}\n\n${aimsParagraph(rows)}`);
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

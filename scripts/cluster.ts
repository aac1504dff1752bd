/**
 * `npm run cluster` (docs/deploy.md, "A local cluster"): the deployment's shape on this machine, without Docker. A
 * private PostgreSQL (a temporary folder, loopback, a free port, the owner and app roles), three instances started
 * with the start script of `npm start` on loopback ports (demo content, production's shape: two roles, one bank key
 * and one set of webhook secrets for all, one uploads folder, TRUST_PROXY=1 behind the balancer), and HAProxy in front
 * with the deployment's deploy/haproxy.cfg (round robin, health-checked on /readyz). Prints the URL; Ctrl-C (SIGINT) or SIGTERM stops HAProxy, the instances (each
 * drains), PostgreSQL, and removes the temporary folders.
 *
 *   CLUSTER_PORT   the balancer's port on 127.0.0.1 (default 8080; 0 picks a free one)
 *   HAPROXY_PATH   the haproxy binary (default /usr/sbin/haproxy; installed with apt-get when missing, as root)
 *   SEED_GAMES, RSA_BITS, LOG   passed to the instances
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, type PrivatePostgres, startPrivatePostgres, TEST_ROLES } from '../tests/server/pg';
import { buildIfStale, ensureInstalled, run } from './prepare.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const INSTANCES = ['app1', 'app2', 'app3'] as const;
const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
/** How long an instance may take to start (migrations and the seed of an empty database on a busy machine). */
const START_TIMEOUT_MS = 240_000;
/** How long a stopping instance may take to finish its requests before it is killed. */
const STOP_TIMEOUT_MS = 30_000;

const say = (line: string) => console.log(`[cluster] ${line}`);

/** Debian's haproxy, installed when missing and running as root (as scripts/test-dates.mjs does faketime). */
function ensureHaproxy(): void {
  if (existsSync(HAPROXY)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `no haproxy at ${HAPROXY}: install it (Debian/Ubuntu: sudo apt-get install haproxy) or set HAPROXY_PATH`,
    );
  }
  say(`missing ${HAPROXY}; apt-get install -y haproxy`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run(root, 'apt-get', ['update'], env) !== 0) throw new Error('apt-get update failed');
  if (run(root, 'apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], env) !== 0) {
    throw new Error('apt-get install haproxy failed');
  }
  if (!existsSync(HAPROXY)) throw new Error(`apt-get installed haproxy, but not at ${HAPROXY}: set HAPROXY_PATH`);
}

/**
 * deploy/haproxy.cfg (compose.yaml's balancer) made to run on loopback: the instances by port instead of by Docker's
 * DNS, the frontend on 127.0.0.1, notices only (an instance going down or up) instead of one line per request. The
 * checks, timeouts and retries stay the deployment's. Throws when the file no longer has the lines it rewrites.
 */
function haproxyConfig(port: number, instances: { name: string; port: number }[]): string {
  let text = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8');
  const swap = (pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`deploy/haproxy.cfg has no line matching ${pattern}`);
    text = text.replace(pattern, replacement);
  };
  swap(/^resolvers docker\n(?:[ \t]+.*\n|[ \t]*\n)*/m, '');
  swap(/ resolvers docker init-addr none$/m, '');
  swap(/^(\s+)bind :8080$/m, `$1bind 127.0.0.1:${port}`);
  swap(/^(\s+)log stdout format raw local0 info$/m, '$1log stdout format raw local0 notice');
  swap(
    /^(\s+)server-template app \d+ app:8080 check$/m,
    instances.map((i) => `$1server ${i.name} 127.0.0.1:${i.port} check`).join('\n'),
  );
  return text;
}

/** Prefixes each line a child writes with its name. */
function relay(child: ChildProcess, name: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
    stream?.on('end', () => {
      if (rest) console.log(`[${name}] ${rest}`);
    });
  }
}

/** The processes started for this cluster (LOBBY_CLUSTER=<dir> in their environment), this script excepted. */
function clusterProcesses(dir: string): number[] {
  const marker = `LOBBY_CLUSTER=${dir}\0`;
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (`${readFileSync(`/proc/${pid}/environ`, 'latin1')}\0`.includes(marker)) pids.push(pid);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return pids;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Resolves when the child has exited, or after `ms` (false). */
function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Polls `url` until it answers 200; fails when `child` exits first or the time is up. */
async function waitReady(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${name} exited before it was ready (${child.exitCode ?? child.signalCode})`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready within ${START_TIMEOUT_MS / 1000}s (${url})`);
}

async function createDatabase(admin: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE lobby OWNER ${TEST_ROLES.owner}`);
  } finally {
    await client.end();
  }
}

function roleUrl(admin: string, role: string): string {
  const url = new URL(admin);
  url.username = role;
  url.pathname = '/lobby';
  return url.toString();
}

export interface ClusterInstance {
  name: string;
  port: number;
  child: ChildProcess;
}

/** A cluster being started, running or stopped: its parts, and the one stop every path shares. */
export interface Cluster {
  /** Temporary folder of this cluster (its uploads, HAProxy's configuration); every process carries it. */
  dir: string;
  /** Starts PostgreSQL, the instances and HAProxy on `port` (0: a free one); answers the balancer's URL. */
  start(port: number): Promise<string>;
  instances: ClusterInstance[];
  /** The database as the app role (for a report that reads it directly); set once PostgreSQL started. */
  databaseUrl(): string;
  /** `kill -9` of one instance: its start script and the server it started, with no drain. */
  kill(name: string): void;
  /** Starts the named instance again on its port with the same environment; resolves when it is ready. */
  restart(name: string): Promise<void>;
  /** Stops HAProxy, the instances (each drains), PostgreSQL, removes the folder; answers `code`. Once. */
  stop(code: number): Promise<number>;
  /** True once stop was called (a signal during the start). */
  stopping(): boolean;
}

/** The processes of one instance of this cluster (its start script and its server), by their environment. */
function instanceProcesses(dir: string, name: string): number[] {
  return clusterProcesses(dir).filter((pid) => {
    try {
      return `${readFileSync(`/proc/${pid}/environ`, 'latin1')}\0`.includes(`\0INSTANCE_ID=${name}\0`);
    } catch {
      return false;
    }
  });
}

/** What a caller adds to the instances' environment (the cluster's own settings still win). */
export interface ClusterOptions {
  /** E.g. a shorter SANDBOX_KYC_DELAY_MS for a journey, SEED_GAMES or RSA_BITS for a quicker start. */
  env?: Record<string, string>;
}

export function createCluster(options: ClusterOptions = {}): Cluster {
  ensureInstalled(root);
  // Once here: the three start scripts then find the build current instead of building at the same time.
  buildIfStale(root);
  ensureHaproxy();

  const dir = mkdtempSync(join(tmpdir(), 'lobby-cluster-'));
  const uploads = join(dir, 'uploads');
  mkdirSync(uploads, { mode: 0o700 });
  say(`temporary files in ${dir}`);
  let postgres: PrivatePostgres | null = null;
  let balancer: ChildProcess | null = null;
  const instances: ClusterInstance[] = [];
  let stopping: Promise<number> | null = null;
  let shared: Record<string, string> = {};

  const stop = (code: number): Promise<number> => {
    stopping ??= (async () => {
      say('stopping: the balancer, the instances (each finishes its requests), PostgreSQL');
      if (balancer && !exited(balancer)) {
        balancer.kill('SIGTERM');
        await waitExit(balancer, 5_000);
      }
      for (const { child } of instances) if (!exited(child)) child.kill('SIGTERM');
      await Promise.all(
        instances.map(async ({ name, child }) => {
          if (await waitExit(child, STOP_TIMEOUT_MS)) return;
          say(`${name} did not stop in ${STOP_TIMEOUT_MS / 1000}s: killed`);
          if (child.pid) process.kill(child.pid, 'SIGKILL');
        }),
      );
      // The servers the start scripts started are process groups of their own: none may outlive the cluster.
      for (const pid of clusterProcesses(dir)) process.kill(pid, 'SIGKILL');
      await postgres?.stop().catch((err: unknown) => say(`stopping PostgreSQL failed: ${String(err)}`));
      rmSync(dir, { recursive: true, force: true });
      say('stopped');
      return code;
    })();
    return stopping;
  };

  const spawnInstance = (name: string, port: number): ClusterInstance => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, ...options.env, ...shared, PORT: String(port), INSTANCE_ID: name },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    relay(child, name);
    child.on('exit', (code, signal) => {
      if (!stopping) say(`${name} exited (${signal ?? code}); the balancer sends its requests to the others`);
    });
    return { name, port, child };
  };

  return {
    dir,
    instances,
    stopping: () => stopping !== null,
    stop,
    databaseUrl: () => (postgres ? roleUrl(postgres.url, TEST_ROLES.app) : ''),
    kill(name) {
      for (const pid of instanceProcesses(dir, name)) process.kill(pid, 'SIGKILL');
    },
    async restart(name) {
      const at = instances.findIndex((i) => i.name === name);
      const before = instances[at];
      if (!before) throw new Error(`no instance ${name}`);
      const next = spawnInstance(name, before.port);
      instances[at] = next;
      await waitReady(`http://127.0.0.1:${next.port}/readyz`, next.child, name);
    },
    async start(wanted) {
      postgres = await startPrivatePostgres((reason) => {
        throw new Error(`PostgreSQL is needed: ${reason} (Debian/Ubuntu: sudo apt-get install postgresql)`);
      });
      if (!postgres) throw new Error('PostgreSQL did not start');
      if (stopping) throw new Error('stopped while starting');
      await createDatabase(postgres.url);
      say(`${postgres.version} at ${postgres.url.replace(/\/postgres$/, '/lobby')} (data in ${postgres.dir})`);

      const secret = () => randomBytes(32).toString('hex');
      shared = {
        DATABASE_URL: roleUrl(postgres.url, TEST_ROLES.app),
        MIGRATION_DATABASE_URL: roleUrl(postgres.url, TEST_ROLES.owner),
        BANK_DATA_KEY: randomBytes(32).toString('base64'),
        PAYMENT_WEBHOOK_SECRET: secret(),
        KYC_WEBHOOK_SECRET: secret(),
        PAYOUT_WEBHOOK_SECRET: secret(),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        UPLOAD_DIR: uploads,
        TEST_CONTROLS: '',
        // Marks every process of this cluster (tests look for leftovers by it).
        LOBBY_CLUSTER: dir,
      };
      const ports = await Promise.all(INSTANCES.map(() => freePort()));
      if (stopping) throw new Error('stopped while starting');
      for (const [n, name] of INSTANCES.entries()) instances.push(spawnInstance(name, ports[n] ?? 0));
      // They start together; the first migrates and seeds while the others wait for its lock (server/db/migrate.ts).
      await Promise.all(instances.map((i) => waitReady(`http://127.0.0.1:${i.port}/readyz`, i.child, i.name)));

      const port = wanted === 0 ? await freePort() : wanted;
      const config = join(dir, 'haproxy.cfg');
      writeFileSync(config, haproxyConfig(port, instances));
      const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${check.stderr || check.stdout}`);
      if (stopping) throw new Error('stopped while starting');
      const started = spawn(HAPROXY, ['-db', '-f', config], {
        env: { ...process.env, LOBBY_CLUSTER: dir },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      balancer = started;
      relay(started, 'haproxy');
      started.on('exit', (code, signal) => {
        if (stopping) return;
        say(`haproxy exited (${signal ?? code})`);
        void stop(1).then((c) => process.exit(c));
      });
      const url = `http://127.0.0.1:${port}`;
      await waitReady(`${url}/readyz`, started, 'haproxy');
      say(
        `instances: ${instances.map((i) => `${i.name} http://127.0.0.1:${i.port}`).join(', ')}; HAProxy round robin, checked on /readyz`,
      );
      return url;
    },
  };
}

async function main(): Promise<number> {
  const cluster = createCluster();
  // The children are process groups of their own, so a terminal's Ctrl-C reaches this script only, which stops
  // them in order; a second signal waits for the same stop.
  const onSignal = (signal: NodeJS.Signals) => {
    say(`${signal}`);
    void cluster.stop(0).then((code) => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

  try {
    const url = await cluster.start(Number(process.env.CLUSTER_PORT ?? 8080));
    console.log(`Lucky Lobby cluster ready at ${url}`);
    say('Ctrl-C stops everything');
    return await new Promise<number>(() => undefined);
  } catch (err) {
    if (cluster.stopping()) return cluster.stop(0);
    console.error(`npm run cluster: ${err instanceof Error ? err.message : String(err)}`);
    return cluster.stop(1);
  }
}

// Run as a script (`npm run cluster`); imported (scripts/bench-cluster.ts), it only lends createCluster.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`npm run cluster: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}

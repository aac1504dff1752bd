import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';

/**
 * `npm run cluster` end to end: started as an operator starts it, a request through the balancer reaches each of the
 * three instances in turn, an instance that drains leaves the balancer without a failed request, and Ctrl-C (SIGINT)
 * stops the rest leaving no process, no port and no temporary folder.
 */
const root = join(import.meta.dirname, '..', '..');
let cluster: ChildProcess;
let output = '';
let exit: Promise<number | null>;

interface Started {
  url: string;
  dir: string;
  postgresDir: string;
  postgresPort: number;
  instancePorts: number[];
}
let started: Started;

function waitFor(pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms / 1000}s:\n${output}`)), ms);
    const look = () => {
      const match = pattern.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match);
    };
    cluster.stdout?.on('data', look);
    cluster.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`the cluster exited before ${pattern}:\n${output}`));
    });
    look();
  });
}

/** Processes whose environment carries this cluster's marker (scripts/cluster.ts sets it on every child). */
function markedProcesses(dir: string, also = ''): number[] {
  const marker = `LOBBY_CLUSTER=${dir}\0`;
  return readdirSync('/proc')
    .map(Number)
    .filter((pid) => {
      if (!Number.isInteger(pid)) return false;
      try {
        const environ = `\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}\0`;
        return environ.includes(`\0${marker}`) && (also === '' || environ.includes(`\0${also}\0`));
      } catch {
        return false;
      }
    });
}

const isServer = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('server/main.ts');
  } catch {
    return false;
  }
};

/** A call through the balancer: its errcode and the instance that answered. */
async function callThrough(url: string): Promise<{ errcode: number; instance: string }> {
  const res = await fetch(`${url}${API_BASE}${endpoints.getCustomerServices.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const { errcode } = (await res.json()) as { errcode: number };
  return { errcode, instance: res.headers.get('x-instance') ?? 'none' };
}

/** Whether something listens on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

beforeAll(async () => {
  cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    cwd: root,
    env: { ...process.env, CLUSTER_PORT: '0', SEED_GAMES: '60', RSA_BITS: '1024', LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exit = new Promise((resolve) => cluster.once('exit', (code) => resolve(code)));
  for (const stream of [cluster.stdout, cluster.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      output += chunk;
    });
  }
  const [, url] = await waitFor(/Lucky Lobby cluster ready at (http:\/\/127\.0\.0\.1:\d+)/, 280_000);
  const [, dir] = /temporary files in (\S+)/.exec(output) ?? [];
  const [, postgresPort, postgresDir] = /127\.0\.0\.1:(\d+)\/lobby \(data in (\S+)\)/.exec(output) ?? [];
  const instancePorts = [...output.matchAll(/app\d http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]));
  started = {
    url: url ?? '',
    dir: dir ?? '',
    postgresDir: postgresDir ?? '',
    postgresPort: Number(postgresPort),
    instancePorts,
  };
});

afterAll(async () => {
  // A failed test still leaves nothing running.
  if (cluster && cluster.exitCode === null && cluster.signalCode === null) {
    cluster.kill('SIGTERM');
    await exit;
  }
});

describe('npm run cluster', () => {
  it('answers through the balancer from each of the three instances in turn', async () => {
    expect(started.instancePorts).toHaveLength(3);
    const answeredBy: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await callThrough(started.url);
      expect(answer.errcode).toBe(0);
      answeredBy.push(answer.instance);
    }
    expect([...answeredBy.slice(0, 3)].sort()).toEqual(['app1', 'app2', 'app3']);
    expect(answeredBy.slice(3)).toEqual(answeredBy.slice(0, 3));
  });

  it('an instance that drains leaves the balancer without a failed request; the others answer in turn', async () => {
    const [server] = markedProcesses(started.dir, 'INSTANCE_ID=app2').filter(isServer);
    expect(server).toBeDefined();
    process.kill(server ?? 0, 'SIGTERM');
    // While it drains and after it is gone, every call is answered (a refused connection goes to another instance).
    const during: string[] = [];
    const deadline = Date.now() + 60_000;
    while (markedProcesses(started.dir, 'INSTANCE_ID=app2').length > 0 && Date.now() < deadline) {
      const answer = await callThrough(started.url);
      expect(answer.errcode).toBe(0);
      during.push(answer.instance);
    }
    expect(markedProcesses(started.dir, 'INSTANCE_ID=app2')).toEqual([]);
    const after: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await callThrough(started.url);
      expect(answer.errcode).toBe(0);
      after.push(answer.instance);
    }
    expect([...new Set(after)].sort()).toEqual(['app1', 'app3']);
    expect(output).toMatch(/\[cluster\] app2 exited/);
  });

  it("the deployment's balancer configuration passes haproxy -c", () => {
    const check = spawnSync(process.env.HAPROXY_PATH || '/usr/sbin/haproxy', ['-c', '-f', 'deploy/haproxy.cfg'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(check.status, check.stderr || check.stdout).toBe(0);
  });

  it('stops on Ctrl-C with no process, port or temporary folder left', async () => {
    expect(started.dir).toMatch(/lobby-cluster-/);
    expect(started.postgresDir).toMatch(/lobby-pg-/);
    // Two start scripts, their two servers and HAProxy (app2 left in the test above).
    expect(markedProcesses(started.dir).length).toBeGreaterThanOrEqual(5);
    cluster.kill('SIGINT');
    expect(await exit).toBe(0);
    expect(markedProcesses(started.dir)).toEqual([]);
    expect(existsSync(started.dir)).toBe(false);
    expect(existsSync(started.postgresDir)).toBe(false);
    const port = Number(new URL(started.url).port);
    for (const p of [port, started.postgresPort, ...started.instancePorts]) expect(await listening(p)).toBe(false);
    expect(output).toMatch(/\[cluster\] stopped/);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { API_BASE } from '../src/api/contract/define';
import { endpoints } from '../src/api/contract/map';
import { freePort } from './local-server';

/** A reference server seeded with `games` games, serving the built app from `dist`, for one bench size. */
export interface BenchServer {
  child: ChildProcess;
  url: string;
  games: number;
  /** The server's own boot line (how long seeding took). */
  bootLine: string;
}

/**
 * Starts `node --import tsx server/main.ts` on `port` (0 → a free one) with an in-memory database, test controls
 * and SEED_GAMES=games; resolves once it prints its ready line.
 */
export async function startBenchServer(root: string, games: number, dist: string, port = 0): Promise<BenchServer> {
  const chosen = port || (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      TEST_CONTROLS: '1',
      SEED_GAMES: String(games),
      APP_DIST: dist,
      LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Lucky Lobby ready at')) return;
      const bootLine = output.split('\n').find((line) => line.startsWith('[boot]')) ?? '';
      resolve({ child, url: `http://127.0.0.1:${chosen}`, games, bootLine });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

/**
 * The server's once-per-process work, done before a page is measured: the home's first request draws the first
 * screen's pictures, and appConfig's first brotli ask starts its best compression in the background
 * (server/http/rawAnswer.ts). A page measured meanwhile shares the cores with work no later visit meets. Returns
 * a new guest's appConfig answer.
 */
export async function warmBenchServer(url: string, games: number): Promise<unknown> {
  const headers = { 'Accept-Encoding': 'br, gzip', 'Content-Type': 'application/json' };
  await (await fetch(`${url}/lobby/home`, { headers })).arrayBuffer();
  const appConfig: unknown = await (
    await fetch(`${url}${API_BASE}${endpoints.appConfig.path}`, { method: 'POST', headers, body: '{}' })
  ).json();
  await new Promise((resolve) => setTimeout(resolve, games > 5000 ? 10_000 : 5_000));
  return appConfig;
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { FULL_CHROMIUM, launchOptions } from '../e2e/support/browsers';

/** A throwaway reference server for scripts that drive a browser (bench-size.ts, screens.ts). */
export interface LocalServer {
  child: ChildProcess;
  url: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server on a free port with an in-memory database; resolves once it prints its ready line. */
export async function startServer(root: string, env: NodeJS.ProcessEnv = {}): Promise<LocalServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      LOG: '0',
      APP_DIST: 'dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Lucky Lobby ready at')) resolve({ child, url: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

/** SIGTERM, then SIGKILL after 5 s. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The system Chromium (CHROMIUM_PATH, default /usr/bin/chromium), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions(FULL_CHROMIUM));
}

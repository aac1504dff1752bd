import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { type IncomingMessage, request } from 'node:http';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { createTestDatabaseUrl } from './harness';

/**
 * SIGTERM drains the real server process (docs/operations.md "Stopping"): a request in flight when the signal
 * arrives is answered in full, a new connection is refused, and the process exits 0.
 */

type ServerProcess = ChildProcessByStdio<null, Readable, Readable>;

let cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

/** Resolves when the process has printed text matching `pattern` (now or later). */
function printed(child: ServerProcess, output: { text: string }, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = pattern.exec(output.text);
      if (!match) return false;
      child.stdout.off('data', look);
      child.off('exit', gone);
      resolve(match);
      return true;
    };
    const gone = (code: number | null) =>
      reject(new Error(`server exited (${code}) before ${pattern}: ${output.text}`));
    if (look()) return;
    child.stdout.on('data', look);
    child.once('exit', gone);
  });
}

async function startServer(): Promise<{ child: ServerProcess; url: string; output: { text: string } }> {
  const database = await createTestDatabaseUrl();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: database.url,
      SEED_GAMES: '120',
      RSA_BITS: '1024',
      LOG: '0',
      DRAIN_TIMEOUT_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await database.dispose();
  });
  const output = { text: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  const [, url] = await printed(child, output, /ready at (http:\/\/\S+)/);
  if (!url) throw new Error('no URL printed');
  return { child, url, output };
}

describe('SIGTERM', () => {
  it('answers the request in flight, refuses new connections and exits 0', async () => {
    const { child, url, output } = await startServer();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    // A slow upload: the headers go now, the body when the test sends it. `Expect: 100-continue` makes the server
    // say when it has taken the request, so the signal is sent with the request surely in flight.
    const held = request(`${url}${API_BASE}${endpoints.appConfig.path}`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', Expect: '100-continue', 'X-Request-Id': 'drain-test-0001' },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      held.once('response', resolve);
      held.once('error', reject);
    });
    await new Promise<void>((resolve) => held.once('continue', () => resolve()));
    held.write('{"channel":');

    child.kill('SIGTERM');
    const [drainLine] = await printed(child, output, /SIGTERM: draining, (\d+) request\(s\) in flight.*/);
    expect(drainLine).toContain('draining, 1 request(s) in flight');

    // The listening socket is closed: a new connection is refused, not queued or reset mid-way.
    const refused = await fetch(`${url}/healthz`).then(
      () => null,
      (err: unknown) => (err as { cause?: { code?: string } }).cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    // The request in flight completes with its full answer.
    held.end('"WEB","platform":0}');
    const res = await answered;
    let body = '';
    for await (const chunk of res) body += chunk;
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('drain-test-0001');
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(body)).toMatchObject({ code: 200, errcode: 0 });

    expect(await exited).toBe(0);
    expect(output.text).toContain('drained: every request answered, database closed');
  }, 120_000);
});

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kycFiles } from '../../server/db/schema';
import { DiskFileStore } from '../../server/wallet/fileStore';
import { sniffImage } from '../../server/wallet/imageSniff';
import { API_BASE, KYC_IMAGE_MAX_BYTES } from '../../src/api/contract/define';
import { endpoints } from '../../src/api/contract/map';
import { parseAnswer, setupServer } from './harness';
import { TINY_PNG_BASE64, walletTools } from './walletTools';

/** Uploads off the hot path: KYC photos go to disk, streamed under a cap, sniffed, a daily quota. */
const uploadDir = mkdtempSync(join(tmpdir(), 'kyc-upload-test-'));
const server = setupServer({ testControls: true, seed: { games: 300 }, files: new DiskFileStore(uploadDir) });
const w = walletTools(server);

/** A PNG of exactly `size` bytes: signature and IHDR, then noise (the server checks the content's type). */
function pngOf(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from(TINY_PNG_BASE64, 'base64').subarray(0, 33).copy(bytes, 0);
  return bytes;
}

/**
 * The server of the probe test runs in its own process, as in production, so the test's own work (making and
 * sending 2 MiB bodies) does not stall the server's event loop and is not counted against it.
 */
async function startServerProcess(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: 'memory://',
      TEST_CONTROLS: '1',
      SEED_GAMES: '300',
      RSA_BITS: '1024',
      LOG: '0',
      UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'kyc-probe-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('KYC uploads', () => {
  it('a probe calling appConfig every 100 ms during 2 MiB uploads over HTTP never waits more than 200 ms', async () => {
    const { url: base, stop } = await startServerProcess();
    try {
      const post = (path: string, body: BodyInit, token?: string) =>
        fetch(`${base}${API_BASE}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body,
        });
      const session = await fetch(`${base}/__test__/session`, { method: 'POST', body: '{"account":"demo"}' });
      const { token } = (await session.json()) as { token: string };
      // Full-size uploads; bodies made before the probe starts.
      const images = [1, 2].map(() => pngOf(KYC_IMAGE_MAX_BYTES));
      const bodies = images.map(
        (png) => new Blob([JSON.stringify({ image: png.toString('base64'), mimeType: 'image/png' })]),
      );
      const probe = JSON.stringify({ channel: 'WEB', platform: 0, gameListVersion: 'old' });
      // Warm the catalogue answer so the probe measures waiting, not the first build.
      expect((await post(endpoints.appConfig.path, probe)).status).toBe(200);

      /**
       * One run of the probe, answering its longest wait: during two full-size uploads, or (quiet) for as many
       * ticks with no upload, the same machine's baseline at that moment.
       */
      const run = async (uploading: boolean): Promise<number> => {
        const waits: number[] = [];
        const pending: Promise<void>[] = [];
        let previous = performance.now();
        const timer = setInterval(() => {
          // Measured from when the probe was due: a late timer counts in full.
          const fired = performance.now();
          const due = Math.min(fired, previous + 100);
          previous = fired;
          pending.push(
            post(endpoints.appConfig.path, probe).then(async (res) => {
              await res.arrayBuffer();
              expect(res.status).toBe(200);
              waits.push(performance.now() - due);
            }),
          );
        }, 100);
        try {
          if (uploading) {
            for (const body of bodies) {
              const res = await post(endpoints.uploadKyc.path, body, token);
              expect(parseAnswer('uploadKyc', await res.json()).fileId).toMatch(/^K/);
            }
          } else {
            // The quiet baseline: the probe alone until it has fired as often as it takes to see two answers.
            while (pending.length < 4) await new Promise<void>((resolve) => setImmediate(resolve));
          }
        } finally {
          clearInterval(timer);
        }
        await Promise.all(pending);
        // Uploads over before the probe's first tick kept nobody waiting (the old code took seconds per upload).
        if (uploading) return waits.length === 0 ? 0 : Math.max(...waits);
        expect(waits.length).toBeGreaterThanOrEqual(2);
        return Math.max(...waits);
      };
      // The aim is 200 ms on a quiet machine. A shared, busy machine slows the probe too, so a run also
      // passes when uploads add little to the probe's own quiet wait measured just before (a ratio in one run, the
      // project's rule for timings). A 2 MiB upload encoded on the event loop (bytea in PGlite) holds every request
      // for seconds: the probe would wait the whole upload, far beyond either bound, in every run.
      const runs: string[] = [];
      let passed = false;
      for (let attempt = 0; attempt < 3 && !passed; attempt++) {
        const quiet = await run(false);
        const busy = await run(true);
        runs.push(`${Math.round(busy)} ms (quiet ${Math.round(quiet)} ms)`);
        passed = busy <= 200 || busy <= 3 * quiet + 100;
      }
      expect(passed, `longest probe wait per run: ${runs.join(', ')}`).toBe(true);
    } finally {
      await stop();
    }
  }, 90_000);

  it('files go to the file store byte for byte, not into the database', async () => {
    await w.start();
    const png = pngOf(64 * 1024);
    const { fileId } = parseAnswer(
      'uploadKyc',
      await w.ok('uploadKyc', { image: png.toString('base64'), mimeType: 'image/png' }),
    );
    const [row] = await server.conn.db.select().from(kycFiles).where(eq(kycFiles.fileId, fileId));
    expect(row!.mimeType).toBe('image/png');
    // Migration 0006 dropped the column: the database cannot hold the bytes at all.
    const columns = await server.conn.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'kyc_files'`,
    );
    // PGlite and node-postgres both answer { rows }.
    const names = (columns as unknown as { rows: Array<{ column_name: string }> }).rows.map((c) => c.column_name);
    expect(names).toContain('sha256');
    expect(names).not.toContain('bytes');
    expect(readdirSync(uploadDir)).toContain(fileId);
    expect(readFileSync(join(uploadDir, fileId)).equals(png)).toBe(true);
  });

  it('the type comes from the content: a script or HTML named image/png is refused (3015)', async () => {
    await w.start();
    for (const fake of ['<script>alert(1)</script>', '<!doctype html><html></html>', '%PDF-1.7\n']) {
      const image = Buffer.from(fake.padEnd(64, ' ')).toString('base64');
      expect((await w.call('uploadKyc', { image, mimeType: 'image/png' })).json.errcode).toBe(3015);
    }
    // The signature alone is not enough for a PNG: its first chunk must be IHDR.
    const header = Buffer.from(TINY_PNG_BASE64, 'base64').subarray(0, 8);
    const bare = Buffer.concat([header, Buffer.alloc(40)]);
    expect(sniffImage(bare)).toBeNull();
    expect(sniffImage(Buffer.from(TINY_PNG_BASE64, 'base64'))).toBe('image/png');
  });

  it('at most 10 uploads a day per player (then 429, 9007); the next day they are allowed again', async () => {
    await w.start();
    const errcodes: number[] = [];
    for (let i = 0; i < 11; i++) {
      errcodes.push((await w.call('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' })).json.errcode);
    }
    expect(errcodes).toEqual([...Array(10).fill(0), 9007]);
    const other = await server.login('9171234567');
    expect((await w.call('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }, other)).json.errcode).toBe(0);
    await w.setClock(86_400_000 + 60_000);
    const tomorrow = await server.login('demo');
    expect((await w.call('uploadKyc', { image: TINY_PNG_BASE64, mimeType: 'image/png' }, tomorrow)).json.errcode).toBe(
      0,
    );
    await w.setClock(0);
  });
});

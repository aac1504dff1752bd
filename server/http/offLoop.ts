import { Worker } from 'node:worker_threads';

/**
 * CPU work on large request bodies, off the event loop (one upload must not stall every other call).
 * One worker thread, started on first use and unref'd (it never keeps the process alive): it decodes a body's
 * UTF-8, parses its JSON and looks for escaped NULs; and it decodes an upload's base64 and hashes the bytes. The
 * body's buffer is transferred to it (no copy); decoded bytes are transferred back. Small bodies stay on the loop,
 * where a worker round trip would cost more than the work.
 */

/** Bodies from this size on are parsed in the worker. */
export const OFF_LOOP_BODY_BYTES = 64 * 1024;

export type ParsedBody = { ok: true; value: unknown } | { ok: false; reason: 'utf8' | 'empty' | 'json' | 'nul' };

export interface DecodedFile {
  bytes: Uint8Array;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

/** Plain JavaScript (eval'd), so the same worker runs under node, tsx and vitest without a loader. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const utf8 = new TextDecoder('utf-8', { fatal: true });
function parse(bytes) {
  let text;
  try { text = utf8.decode(bytes); } catch { return { ok: false, reason: 'utf8' }; }
  if (!/\\S/.test(text)) return { ok: false, reason: 'empty' };
  let value;
  try { value = JSON.parse(text); } catch { return { ok: false, reason: 'json' }; }
  if (/\\\\u0000/i.test(text)) return { ok: false, reason: 'nul' };
  return { ok: true, value };
}
parentPort.on('message', (job) => {
  try {
    if (job.kind === 'json') {
      parentPort.postMessage({ id: job.id, result: parse(job.bytes) });
    } else {
      const decoded = Buffer.from(job.text, 'base64');
      const bytes = new Uint8Array(decoded.length);
      bytes.set(decoded);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      parentPort.postMessage({ id: job.id, result: { bytes, sha256 } }, [bytes.buffer]);
    }
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: String(err && err.message || err) });
  }
});
`;

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(err: Error): void {
  for (const job of pending.values()) job.reject(err);
  pending.clear();
  worker = null;
}

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  started.unref();
  started.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve(message.result);
  });
  started.on('error', (err) => failAll(err));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`body worker exited (${code})`));
  });
  worker = started;
  return started;
}

function run<T>(job: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    theWorker().postMessage({ ...job, id }, transfer);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A JSON-escaped NUL (JSON text cannot hold a raw one). */
const ESCAPED_NUL = /\\u0000/i;

/** The same checks on the loop, for small bodies. */
export function parseBodyHere(bytes: Uint8Array): ParsedBody {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, reason: 'utf8' };
  }
  if (!/\S/.test(text)) return { ok: false, reason: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  // Backstop for strings no text() field covers (record keys, base64): a NUL never reaches a handler.
  if (ESCAPED_NUL.test(text)) return { ok: false, reason: 'nul' };
  return { ok: true, value };
}

/** UTF-8, JSON and the NUL backstop: in the worker from OFF_LOOP_BODY_BYTES on (the bytes are handed over). */
export function parseBody(bytes: Uint8Array): Promise<ParsedBody> {
  if (bytes.byteLength < OFF_LOOP_BODY_BYTES) return Promise.resolve(parseBodyHere(bytes));
  // Transfer only a buffer the view owns whole; otherwise the worker gets a copy.
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = bytes.buffer;
  return run<ParsedBody>({ kind: 'json', bytes }, owned && buffer instanceof ArrayBuffer ? [buffer] : []);
}

/** An upload's base64 (already checked by the contract) decoded and hashed in the worker. */
export function decodeFile(base64: string): Promise<DecodedFile> {
  return run<DecodedFile>({ kind: 'base64', text: base64 });
}

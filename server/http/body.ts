import type { Readable } from 'node:stream';
import type { Context } from 'hono';

/** Result of reading a request body under a byte cap. */
export type CappedBody = { ok: true; bytes: Uint8Array } | { ok: false };

/** Bytes read and thrown away past the cap so a real HTTP client still receives the 413 answer. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Reads at most `max` bytes. A declared Content-Length above the cap is refused before reading; a streamed body
 * (chunked included) is counted as it arrives and refused with the chunk that passes the cap: the stream is
 * cancelled, nothing past that chunk is pulled or kept.
 */
export async function readCapped(req: Request, max: number): Promise<CappedBody> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  const stream = req.body;
  if (Number.isFinite(declared) && declared > max) {
    await stream?.cancel().catch(() => {});
    return { ok: false };
  }
  if (!stream) return { ok: true, bytes: new Uint8Array() };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      // Refused now, nothing more pulled: the stream is cancelled (over Node's socket, readCappedFrom drains).
      await reader.cancel().catch(() => {});
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * The call's body under `max` bytes, read straight from Node's request stream when the server runs on
 * @hono/node-server (going through the WHATWG Request builds a Request, a ReadableStream and a reader for
 * every call, a measurable share of a small call under load); through the Request everywhere else (tests calling
 * app.fetch). A client that goes away mid-body reads as refused: nobody is left to answer.
 */
export function readCappedFrom(c: Context, max: number): Promise<CappedBody> {
  const incoming = (c.env as { incoming?: Readable } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function' || incoming.readableDidRead) return readCapped(c.req.raw, max);
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) {
    drainNodeStream(incoming, 0);
    return Promise.resolve({ ok: false });
  }
  return readNodeStream(incoming, max);
}

function readNodeStream(incoming: Readable, max: number): Promise<CappedBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const settle = (result: CappedBody) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onGone);
      incoming.off('close', onGone);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > max) {
        settle({ ok: false });
        drainNodeStream(incoming, total);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () =>
      settle({ ok: true, bytes: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total) });
    const onGone = () => settle({ ok: false });
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onGone);
    incoming.on('close', onGone);
  });
}

/** Reads and throws away the rest of an over-cap body (bounded like drainReader), so the 413 still reaches the client. */
function drainNodeStream(incoming: Readable, already: number): void {
  let total = already;
  const onData = (chunk: Buffer) => {
    total += chunk.byteLength;
    if (total > DRAIN_LIMIT) {
      incoming.off('data', onData);
      incoming.destroy();
    }
  };
  incoming.on('data', onData);
  incoming.on('error', () => {});
}

/** Reads and throws away a body the answer does not need (bounded), so the client still receives the answer. */
export async function discardBody(req: Request): Promise<void> {
  await drain(req.body, 0);
}

async function drain(stream: ReadableStream<Uint8Array> | null, already: number): Promise<void> {
  if (stream) await drainReader(stream.getReader(), already);
}

async function drainReader(reader: ReadableStreamDefaultReader<Uint8Array>, already: number): Promise<void> {
  let total = already;
  try {
    while (total <= DRAIN_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away; nothing left to answer.
  }
}

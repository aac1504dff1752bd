/** Result of reading a request body under a byte cap. */
export type CappedBody = { ok: true; bytes: Uint8Array } | { ok: false };

/** Bytes read and thrown away past the cap so a real HTTP client still receives the 413 answer. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Reads at most `max` bytes. A declared Content-Length above the cap is refused before reading;
 * a streamed body is counted as it arrives.
 */
export async function readCapped(req: Request, max: number): Promise<CappedBody> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  const stream = req.body;
  if (Number.isFinite(declared) && declared > max) {
    await drain(stream, 0);
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
      await drainReader(reader, total);
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

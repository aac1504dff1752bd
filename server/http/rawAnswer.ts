import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';

const gzipAsync = promisify(gzip);

/**
 * An answer whose bytes are made once and served many times (issue 16: the full appConfig, ~700 KB of JSON for
 * 3,000 games, was stringified and compressed again for every request). It carries its JSON, its gzip (made in
 * the thread pool) and a strong ETag; a client sending that ETag in If-None-Match gets 304 without a body.
 */
export class RawAnswer {
  readonly etag: string;
  private readonly json: Buffer;
  private gzipped: Promise<Buffer> | null = null;

  constructor(json: string) {
    this.json = Buffer.from(json, 'utf8');
    this.etag = `"${createHash('sha256').update(this.json).digest('base64url').slice(0, 27)}"`;
  }

  private gzip(): Promise<Buffer> {
    this.gzipped ??= gzipAsync(this.json);
    return this.gzipped;
  }

  async respond(c: Context): Promise<Response> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=UTF-8',
      ETag: this.etag,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const match = c.req.header('if-none-match');
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === this.etag)) {
      return c.body(null, 304, headers);
    }
    if (/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) {
      const body = await this.gzip();
      return c.body(bytesOf(body), 200, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': String(body.length),
      });
    }
    return c.body(bytesOf(this.json), 200, { ...headers, 'Content-Length': String(this.json.length) });
  }
}

/** A Buffer as the Uint8Array type a Response body takes (no copy: Node's buffers are plain ArrayBuffer views). */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return buffer as Uint8Array as Uint8Array<ArrayBuffer>;
}

const bySnapshot = new WeakMap<object, Map<string, RawAnswer>>();

/**
 * The answer `variant` made once for `owner` (a catalogue snapshot): the same object for as long as the snapshot
 * lives.
 */
export function rawAnswerOnce(owner: object, variant: string, make: () => string): RawAnswer {
  let answers = bySnapshot.get(owner);
  if (!answers) {
    answers = new Map();
    bySnapshot.set(owner, answers);
  }
  let answer = answers.get(variant);
  if (!answer) {
    answer = new RawAnswer(make());
    answers.set(variant, answer);
  }
  return answer;
}

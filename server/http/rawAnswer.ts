import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import { accepted } from './acceptEncoding';
import { noteErrcode } from './respond';

const gzipAsync = promisify(gzip);
const brotliAsync = (data: Buffer, quality: number) =>
  promisify(brotliCompress)(data, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
  });

/**
 * Brotli qualities: quality 11 makes the full appConfig ~20 % smaller than quality 5 (3,000 games: 36 KB
 * against 45 KB; gzip 56 KB) but takes 1.6 s of CPU at 3,000 games and 5.7 s at 10,000, so it is made once, in the
 * background, and quality 5 (10–30 ms) answers until it is ready.
 */
const BROTLI_FAST = 5;
const BROTLI_BEST = 11;

/**
 * An answer whose bytes are made once and served many times (the full appConfig is ~700 KB of JSON for
 * 3,000 games, too much to stringify and compress again for every request). It carries its JSON, its brotli and gzip
 * copies (made in the thread pool) and a strong ETag; a client sending that ETag in If-None-Match gets 304 without
 * a body.
 */
export class RawAnswer {
  readonly etag: string;
  private readonly json: Buffer;
  private gzipped: Promise<Buffer> | null = null;
  private brotliFast: Promise<Buffer> | null = null;
  private brotliBest: Buffer | null = null;
  private brotliBestStarted = false;

  constructor(json: string) {
    this.json = Buffer.from(json, 'utf8');
    this.etag = `"${createHash('sha256').update(this.json).digest('base64url').slice(0, 27)}"`;
  }

  private gzip(): Promise<Buffer> {
    this.gzipped ??= gzipAsync(this.json);
    return this.gzipped;
  }

  /** The best brotli copy once it is made; until then the fast one (the best one starts with the first ask). */
  private brotli(): Promise<Buffer> {
    if (this.brotliBest) return Promise.resolve(this.brotliBest);
    if (!this.brotliBestStarted) {
      this.brotliBestStarted = true;
      brotliAsync(this.json, BROTLI_BEST).then(
        (best) => {
          this.brotliBest = best;
        },
        () => undefined,
      );
    }
    this.brotliFast ??= brotliAsync(this.json, BROTLI_FAST);
    return this.brotliFast;
  }

  async respond(c: Context): Promise<Response> {
    noteErrcode(c, 0);
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
    const acceptable = accepted(c.req.header('accept-encoding'));
    for (const encoding of ['br', 'gzip'] as const) {
      if (!acceptable.has(encoding)) continue;
      const body = await (encoding === 'br' ? this.brotli() : this.gzip());
      return c.body(bytesOf(body), 200, {
        ...headers,
        'Content-Encoding': encoding,
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

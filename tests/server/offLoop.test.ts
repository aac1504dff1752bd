import { describe, expect, it } from 'vitest';
import { decodeFile, OFF_LOOP_BODY_BYTES, parseBody, parseBodyHere } from '../../server/http/offLoop';

/** A JSON body of at least `size` bytes: `{"image":"AAAA…"<tail>}`. */
function bigBody(size: number, tail = ''): Uint8Array {
  return new TextEncoder().encode(`{"image":"${'A'.repeat(size)}"${tail}}`);
}

describe('large bodies are parsed in the worker thread, with the same answers as on the loop', () => {
  it('parses JSON, and refuses bad UTF-8, blank bodies, bad JSON and escaped NULs like the loop does', async () => {
    const cases: Uint8Array[] = [
      bigBody(OFF_LOOP_BODY_BYTES),
      bigBody(OFF_LOOP_BODY_BYTES, ',"name":"a\\u0000b"'),
      new TextEncoder().encode(' '.repeat(OFF_LOOP_BODY_BYTES)),
      bigBody(OFF_LOOP_BODY_BYTES).subarray(0, OFF_LOOP_BODY_BYTES + 5),
      (() => {
        const bytes = bigBody(OFF_LOOP_BODY_BYTES);
        bytes[20] = 0xff;
        return bytes;
      })(),
    ];
    const expected = cases.map((bytes) => parseBodyHere(bytes));
    expect(expected.map((r) => (r.ok ? 'ok' : r.reason))).toEqual(['ok', 'nul', 'empty', 'json', 'utf8']);
    // parseBody takes the buffer over (transfer): hand it copies.
    const offLoop = await Promise.all(cases.map((bytes) => parseBody(bytes.slice())));
    expect(offLoop).toEqual(expected);
  });

  it('hands the body buffer to the worker instead of copying it', async () => {
    const bytes = bigBody(OFF_LOOP_BODY_BYTES);
    const parsed = await parseBody(bytes);
    expect(parsed.ok).toBe(true);
    // A transferred ArrayBuffer is detached on this side.
    expect(bytes.byteLength).toBe(0);
  });

  it('decodes base64 and hashes it in the worker', async () => {
    const original = Buffer.from('a small photo, pretend');
    const { bytes, sha256 } = await decodeFile(original.toString('base64'));
    expect(Buffer.from(bytes).equals(original)).toBe(true);
    const { createHash } = await import('node:crypto');
    expect(sha256).toBe(createHash('sha256').update(original).digest('hex'));
  });
});

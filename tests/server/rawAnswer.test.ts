import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { RawAnswer } from '../../server/http/rawAnswer';

/** A JSON answer big enough that brotli's qualities differ (the shape of a game list). */
const JSON_TEXT = JSON.stringify({
  gameList: Array.from({ length: 3_000 }, (_, i) => ({ id: i, name: `Game ${i % 97} ${i}`, typeId: i % 7, sort: i })),
});

function serve(answer: RawAnswer) {
  const app = new Hono();
  app.get('/', (c) => answer.respond(c));
  return (acceptEncoding?: string) =>
    app.request('/', acceptEncoding === undefined ? {} : { headers: { 'Accept-Encoding': acceptEncoding } });
}

describe('an answer made once (server/http/rawAnswer.ts)', () => {
  it('goes out in brotli when accepted, gzip when brotli is refused, plain when nothing is', async () => {
    const get = serve(new RawAnswer(JSON_TEXT));
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(JSON_TEXT);
    const gz = await get('br;q=0, gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(JSON_TEXT);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(JSON_TEXT);
    for (const res of [br, gz, plain]) expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers with fast brotli at once, then with the smaller best brotli once it is made', async () => {
    const get = serve(new RawAnswer(JSON_TEXT));
    const bytes = async () => Buffer.from(await (await get('br')).arrayBuffer());
    const fast = await bytes();
    let best = fast;
    await vi.waitFor(
      async () => {
        best = await bytes();
        expect(best.length).toBeLessThan(fast.length);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(brotliDecompressSync(best).toString()).toBe(JSON_TEXT);
  });
});

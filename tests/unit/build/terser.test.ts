import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { LIBRARY_CHUNK, terserFirst } from '../../../scripts/build/terser';

type RenderChunk = (code: string, chunk: { name: string }, options: { sourcemap: boolean }) => Promise<unknown>;
const render = (terserFirst() as Plugin & { renderChunk: RenderChunk }).renderChunk;

describe('Terser over the app chunks (scripts/build/terser.ts)', () => {
  const code = 'export function f(a) { if (a) { return 1; } else { return 2; } }\n// a comment\n';

  it("minifies an app chunk and leaves the libraries' chunk alone", async () => {
    const out = (await render(code, { name: 'home' }, { sourcemap: false })) as { code: string; map: unknown };
    expect(out.code.length).toBeLessThan(code.length);
    expect(out.code).not.toContain('comment');
    expect(out.map).toBeNull();
    expect(await render(code, { name: LIBRARY_CHUNK }, { sourcemap: false })).toBeNull();
  });

  it('passes its source map on when the build writes maps', async () => {
    const out = (await render(code, { name: 'home' }, { sourcemap: true })) as { map: string };
    expect(JSON.parse(out.map).mappings.length).toBeGreaterThan(0);
  });
});

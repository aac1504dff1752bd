import { describe, expect, it } from 'vitest';
import { type Bundle, type BundleChunk, foldFacades } from '../../scripts/build/foldFacades';

const chunk = (code: string, dynamic = false): BundleChunk => ({
  type: 'chunk',
  code,
  isEntry: false,
  isDynamicEntry: dynamic,
});

/** Runs the chunks' code as modules would link them: each `import("./x.js")` resolves to x's exports. */
async function load(bundle: Bundle, file: string): Promise<Record<string, unknown>> {
  const exportsOf = (name: string): Promise<Record<string, unknown>> => {
    const output = bundle[`assets/${name}`];
    if (output?.type !== 'chunk') return Promise.reject(new Error(`no chunk ${name}`));
    return load(bundle, `assets/${name}`);
  };
  const output = bundle[file] as BundleChunk;
  // The test chunks are `export const …` lines plus `import()` calls: run them as a function body.
  const body = output.code
    .replace(/import\((["'`])\.\/([^"'`]+)\1\)/g, '__import("$2")')
    .replace(/export\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)";?/, (_all, names: string, from: string) => {
      const pairs = names.split(',').map((part) => part.trim().split(/\s+as\s+/));
      return `return __import("${from}").then((m) => ({${pairs.map(([l, e]) => `${e ?? l}: m.${l}`).join(',')}}));`;
    });
  return new Function('__import', `return (async () => { ${body} })();`)(exportsOf);
}

describe('facade folding (scripts/build/foldFacades.ts)', () => {
  function bundle(): Bundle {
    return {
      'assets/home-abc.js': chunk(
        'const l = "home screen", c = "video"; return { l, c, load: () => import(`./HomeScreen-1.js`).then((m) => m.Component), video: () => import("./HomeVideo-2.js") };',
      ),
      'assets/HomeScreen-1.js': chunk('export{l as Component}from"./home-abc.js";', true),
      'assets/HomeVideo-2.js': chunk('export{c as default}from"./home-abc.js";', true),
      'assets/Money-3.js': chunk('import"./home-abc.js";', true),
      'assets/ops/ops-4.js': chunk('export{l as X}from"./home-abc.js";', true),
      '.vite/manifest.json': { type: 'asset', source: '{"src/HomeScreen.tsx":{"file":"assets/HomeScreen-1.js"}}' },
    };
  }

  it('points each import() of a facade at its chunk with the names the facade gave, and drops the facade', async () => {
    const before = bundle();
    const home = await load(before, 'assets/home-abc.js');
    const expected = {
      screen: await (home.load as () => Promise<unknown>)(),
      video: await (home.video as () => Promise<unknown>)(),
    };

    const after = bundle();
    expect(foldFacades(after)).toEqual(['assets/HomeScreen-1.js', 'assets/HomeVideo-2.js']);
    expect(Object.keys(after)).not.toContain('assets/HomeScreen-1.js');
    expect((after['assets/home-abc.js'] as BundleChunk).code).toContain(
      'import(`./home-abc.js`).then(m=>({Component:m.l}))',
    );
    const folded = await load(after, 'assets/home-abc.js');
    expect({
      screen: await (folded.load as () => Promise<unknown>)(),
      video: await (folded.video as () => Promise<unknown>)(),
    }).toEqual(expected);
    expect(expected).toEqual({ screen: 'home screen', video: { default: 'video' } });
  });

  it('leaves alone what is not a plain facade, one in another folder, and the build manifest names the chunk', () => {
    const after = bundle();
    foldFacades(after);
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining(['assets/Money-3.js', 'assets/ops/ops-4.js', 'assets/home-abc.js']),
    );
    expect((after['.vite/manifest.json'] as { source: string }).source).toBe(
      '{"src/HomeScreen.tsx":{"file":"assets/home-abc.js"}}',
    );
  });

  it('keeps a facade another file still names some other way', () => {
    const b = bundle();
    b['assets/other-5.js'] = chunk('import{Component}from"./HomeScreen-1.js";');
    expect(foldFacades(b)).toEqual(['assets/HomeVideo-2.js']);
    expect(Object.keys(b)).toContain('assets/HomeScreen-1.js');
  });
});

import type { Plugin } from 'vite';

/**
 * Lazy modules the bundler put inside a shared chunk (the home's screens in `home`, the prompts in `prompts`) are
 * loaded through a facade: a file of one line, `export{l as Component}from"./home-….js"`, so `import()` gets the
 * names it asked for. A guest's first visit fetched five of them (five requests, 276 B of gzip net, issue 17). This
 * pass points each `import()` of a facade at the chunk itself and renames the exports the facade named, then drops
 * the facade: `import("./HomeScreen-….js")` becomes `import("./home-….js").then(m=>({Component:m.l}))`.
 *
 * Only facades and importers in the same folder, written by the bundler in its own form, are folded; anything else is
 * left as it was. Runs last in `generateBundle`, on the code as written to disk; the build manifest names the chunk.
 */

const FACADE = /^export\s*\{([^}]*)\}\s*from\s*"\.\/([^"/]+\.js)";?\s*$/;

export interface BundleChunk {
  type: 'chunk';
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
}
export interface BundleAsset {
  type: 'asset';
  source: string | Uint8Array;
}
export type Bundle = Record<string, BundleChunk | BundleAsset>;

interface Facade {
  target: string;
  /** The facade's names, each from the target's export. */
  names: Array<{ exported: string; local: string }>;
}

const folder = (fileName: string) => fileName.slice(0, fileName.lastIndexOf('/') + 1);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The facades among the bundle's chunks, by file name. */
export function facadesOf(bundle: Bundle): Map<string, Facade> {
  const facades = new Map<string, Facade>();
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk' || output.isEntry || !output.isDynamicEntry) continue;
    const match = FACADE.exec(output.code.trim());
    if (!match) continue;
    const target = `${folder(fileName)}${match[2]}`;
    if (bundle[target]?.type !== 'chunk') continue;
    const names = match[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/))
      .map(([local, exported]) => ({ local: local!, exported: exported ?? local! }));
    if (names.some(({ local, exported }) => !/^[\w$]+$/.test(local) || !/^[\w$]+$/.test(exported))) continue;
    facades.set(fileName, { target, names });
  }
  return facades;
}

/** Points every `import()` of a facade at its chunk and removes the facades; returns the folded file names. */
export function foldFacades(bundle: Bundle): string[] {
  const facades = facadesOf(bundle);
  const folded = new Set<string>();
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk' || facades.has(fileName)) continue;
    let code = output.code;
    for (const [facadeName, facade] of facades) {
      if (folder(facadeName) !== folder(fileName)) continue;
      const base = facadeName.slice(folder(facadeName).length);
      const targetBase = facade.target.slice(folder(facade.target).length);
      const call = new RegExp(`import\\((["'\`])\\./${escapeRegExp(base)}\\1\\)`, 'g');
      const names = facade.names.map(({ local, exported }) => `${exported}:m.${local}`).join(',');
      code = code.replace(call, (_all, quote: string) => {
        folded.add(facadeName);
        return `import(${quote}./${targetBase}${quote}).then(m=>({${names}}))`;
      });
    }
    output.code = code;
  }
  // A facade some file still names (another form of import) stays.
  for (const facadeName of folded) {
    const base = facadeName.slice(folder(facadeName).length);
    const stillNamed = Object.entries(bundle).some(
      ([fileName, output]) => fileName !== facadeName && output.type === 'chunk' && output.code.includes(`./${base}`),
    );
    if (stillNamed) folded.delete(facadeName);
    else delete bundle[facadeName];
  }
  // The build manifest (.vite/manifest.json) names the chunk instead.
  const manifest = bundle['.vite/manifest.json'];
  if (manifest?.type === 'asset' && folded.size) {
    let text = typeof manifest.source === 'string' ? manifest.source : new TextDecoder().decode(manifest.source);
    for (const facadeName of folded) text = text.replaceAll(`"${facadeName}"`, `"${facades.get(facadeName)!.target}"`);
    manifest.source = text;
  }
  return [...folded].sort();
}

export function foldFacadesPlugin(): Plugin {
  return {
    name: 'lucky-lobby:fold-facades',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        // A build with source maps (npm run bench:entry) keeps its facades: editing the code would shift its map.
        if (options.sourcemap) return;
        foldFacades(bundle as unknown as Bundle);
      },
    },
  };
}

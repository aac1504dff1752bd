import type { Plugin } from 'vite';

/** The early appConfig request's module: its own entry, ahead of the app in index.html (docs/pwa.md). */
export const EARLY_ENTRY = 'src/app/earlyConfig.ts';
/** The meta tag that names the app's entry and its imports in the built page (src/app/afterShellPaint.ts reads it). */
export const ENTRY_META = 'lucky-lobby-entry';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The entry's imports, each after its own imports: the order the early module evaluates them, one a task. */
export function importOrder(bundle: Bundle, entry: Chunk): string[] {
  const order: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || order.includes(fileName)) return;
    for (const child of chunk.imports) visit(child);
    order.push(fileName);
  };
  for (const child of entry.imports) visit(child);
  return order;
}

/**
 * `src/app/earlyConfig.ts` as a module script of its own, first in `<head>`: the guest's appConfig request starts
 * beside the app's code, not after it. Vite merges a page's module scripts into one entry, so the build emits it as
 * a separate chunk. An external module, not an inline script: the Content-Security-Policy needs no 'unsafe-inline'.
 * In the build, the app's entry script leaves the page for a `<meta name="lucky-lobby-entry">` naming it and its
 * imports: the early module starts them once the first screen has painted. The dev server keeps the page's script.
 */
export function earlyConfig(): Plugin {
  let building = false;
  return {
    name: 'lucky-lobby:early-config',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: `/${EARLY_ENTRY}`, name: 'early' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as unknown as Bundle;
        const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
        const early = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(EARLY_ENTRY));
        if (building && !early) throw new Error(`${EARLY_ENTRY} is missing from the build`);
        const src = early ? `/${early.fileName}` : `/${EARLY_ENTRY}`;
        const earlyTag = {
          tag: 'script',
          attrs: { type: 'module', async: true, src },
          injectTo: 'head-prepend',
        } as const;
        if (!building) return [earlyTag];
        // The page's own module scripts became one entry chunk, whose facade is the page itself.
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === ctx.filename);
        if (!entry) throw new Error(`${ctx.path} has no entry chunk`);
        const tag = new RegExp(`<script type="module" crossorigin src="/${entry.fileName}"></script>\\s*`);
        if (!tag.test(html)) throw new Error(`${ctx.path} has no script tag for its entry`);
        const files = [entry.fileName, ...importOrder(bundle, entry)].map((file) => `/${file}`);
        return {
          html: html.replace(tag, ''),
          tags: [earlyTag, { tag: 'meta', attrs: { name: ENTRY_META, content: files.join(' ') }, injectTo: 'head' }],
        };
      },
    },
  };
}

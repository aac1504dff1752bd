import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { EARLY_ENTRY, ENTRY_META, earlyConfig, importOrder } from '../../../scripts/build/earlyConfig';

const chunk = (
  fileName: string,
  imports: string[],
  extra: Partial<{ isEntry: boolean; facadeModuleId: string }> = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
});

type Handler = (html: string, ctx: { bundle: unknown; filename: string; path: string }) => unknown;

function builtPage(bundle: Record<string, unknown>, html: string) {
  const plugin = earlyConfig() as Plugin & {
    configResolved: (config: { command: string }) => void;
    transformIndexHtml: { handler: Handler };
  };
  plugin.configResolved({ command: 'build' });
  return plugin.transformIndexHtml.handler(html, { bundle, filename: '/repo/index.html', path: '/index.html' }) as {
    html: string;
    tags: Array<{ tag: string; attrs: Record<string, unknown> }>;
  };
}

describe('the early appConfig script (scripts/build/earlyConfig.ts)', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/home.js'], {
      isEntry: true,
      facadeModuleId: '/repo/index.html',
    }),
    'assets/home.js': chunk('assets/home.js', ['assets/vendor.js']),
    'assets/vendor.js': chunk('assets/vendor.js', []),
    'assets/early.js': chunk('assets/early.js', [], { facadeModuleId: `/repo/${EARLY_ENTRY}` }),
  };

  it('orders the entry imports each after its own imports', () => {
    expect(importOrder(bundle, bundle['assets/index.js'])).toEqual(['assets/vendor.js', 'assets/home.js']);
  });

  it("moves the entry's script to a meta tag and puts the early script first", () => {
    const html = '<head><script type="module" crossorigin src="/assets/index.js"></script>\n</head>';
    const page = builtPage(bundle, html);
    expect(page.html).toBe('<head></head>');
    expect(page.tags[0]).toMatchObject({ tag: 'script', attrs: { src: '/assets/early.js', type: 'module' } });
    expect(page.tags[1]).toMatchObject({
      tag: 'meta',
      attrs: { name: ENTRY_META, content: '/assets/index.js /assets/vendor.js /assets/home.js' },
    });
  });

  it('fails the build when the early module is missing', () => {
    const { 'assets/early.js': _early, ...without } = bundle;
    expect(() => builtPage(without, '')).toThrow(EARLY_ENTRY);
  });
});

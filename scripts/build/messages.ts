import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { applyEdits, type Edit, type Parse, walk } from './edits';

/**
 * The catalogues and their per-area parts (src/platform/intl/en-PH.ts spreads ./en-PH/<area>.ts, ./fil-PH/ mirrors
 * them). Every language must match: a message left as a string shows its placeholders ("{percent}% bonus").
 */
export const CATALOGUE = /\/src\/platform\/intl\/(en-PH|fil-PH)(\/[^/]+){0,2}\.ts$/;

/** A catalogue module with every string-valued property replaced by its parsed ICU message (spreads stay). */
export function precompileCatalogue(code: string, parse: Parse): string {
  const edits: Edit[] = [];
  walk(parse(code), (node) => {
    const value = node.value as { type?: string; value?: unknown; start: number; end: number } | undefined;
    if (node.type !== 'Property' || value?.type !== 'Literal' || typeof value.value !== 'string') return false;
    edits.push({ start: value.start, end: value.end, text: JSON.stringify(parseMessage(value.value)) });
    return true;
  });
  return applyEdits(code, edits);
}

/**
 * Production builds ship the app's catalogues pre-parsed and use the ICU parser's own no-parser entry (a public
 * export of @formatjs/icu-messageformat-parser): about 9 KB of gzip less for every visitor. The dev server and the
 * tests keep the strings and the parser, so a malformed message fails there first (and here, at build time).
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'lucky-lobby:precompiled-messages',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOGUE.test(id)) return undefined;
      return { code: precompileCatalogue(code, (text) => this.parse(text)), map: null };
    },
  };
}

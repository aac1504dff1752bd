import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, precompileCatalogue } from '../../../scripts/build/messages';

describe('pre-parsed catalogues (scripts/build/messages.ts)', () => {
  it('applies to the catalogues and their parts only', () => {
    expect(CATALOGUE.test('/repo/src/platform/intl/en-PH.ts')).toBe(true);
    expect(CATALOGUE.test('/repo/src/platform/intl/fil-PH/activity/spin.ts')).toBe(true);
    expect(CATALOGUE.test('/repo/src/platform/intl/locales.ts')).toBe(false);
  });

  it('replaces every string message by its ICU syntax tree and keeps the spreads', () => {
    const code = "import { part } from './part';\nexport const m = { 'a.b': 'Hello {name}', c: 'Plain', ...part };";
    const out = precompileCatalogue(code, (text) => parseAst(text));
    const literal = `{ 'a.b': ${JSON.stringify(parseMessage('Hello {name}'))}, c: ${JSON.stringify(parseMessage('Plain'))}, ...part }`;
    expect(out).toBe(`import { part } from './part';\nexport const m = ${literal};`);
  });

  it('fails the build on a malformed message', () => {
    expect(() => precompileCatalogue("export const m = { a: 'Hello {name' };", (text) => parseAst(text))).toThrow();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPRITE_PATH } from '../../scripts/icons';
import { ICON_SOURCES } from '../../src/ui/iconNames';
import { readSources } from '../architecture/scan';

/** Icons come from the sprite: one symbol per name, current with its generator, and no glyph as an icon. */
describe('icons', () => {
  // The drawings come from lucide-static (a tool of tools/, not installed for the tests): what can drift in this
  // repository is the list of names and sources and the pinned version, checked here; `npm run icons` redraws.
  it('the sprite has a symbol per icon name, drawn from its source at the pinned lucide-static (npm run icons)', () => {
    const sprite = readFileSync(SPRITE_PATH, 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" data-lucide="([^"]+)"/g)].map(([, id, source]) => [
      id,
      source,
    ]);
    expect(symbols).toEqual(Object.entries(ICON_SOURCES));
    const tools = JSON.parse(readFileSync(new URL('../../tools/package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(sprite).toContain(`from lucide-static ${tools.dependencies['lucide-static']} `);
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(ICON_SOURCES).length);
  });

  it('no screen draws an icon with a Unicode glyph or an emoji', () => {
    // Technical and geometric symbols, dingbats, arrow and maths symbol blocks, emoji, ‹ ›: icon glyphs wherever
    // they appear; ×, − and arrows only when they stand alone (in a sentence they are typography: "2 × 3", "A → B").
    const glyph = /[\u2300-\u23ff\u25a0-\u27bf\u27f0-\u27ff\u2980-\u29ff\u2b00-\u2bff\u{1f300}-\u{1faff}\u2039\u203a]/u;
    const alone = /^[\u00d7\u2212\u2190-\u21ff]$/u;
    const offenders = readSources(['src'])
      .filter((file) => file.path.endsWith('.tsx') || file.path.includes('/intl/'))
      .flatMap((file) =>
        file.code
          .split('\n')
          .map((line, index) => ({ line, at: `${file.path}:${index + 1}` }))
          // Comments may name a glyph.
          .filter(({ line }) => (glyph.test(line) || alone.test(line.trim())) && !/^\s*(\*|\/\/|\/\*)/.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});

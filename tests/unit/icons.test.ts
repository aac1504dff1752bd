import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSprite, SPRITE_PATH } from '../../scripts/icons';
import { ICON_SOURCES } from '../../src/ui/iconNames';
import { readSources } from '../architecture/scan';

/** Icons come from the sprite (issue 19): one symbol per name, current with its generator, and no glyph as an icon. */
describe('icons', () => {
  it('the sprite is what scripts/icons.ts makes (npm run icons), a symbol per icon name', () => {
    const sprite = readFileSync(SPRITE_PATH, 'utf8');
    expect(sprite).toBe(renderSprite());
    for (const name of Object.keys(ICON_SOURCES)) expect(sprite).toContain(`<symbol id="${name}" `);
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

import { createRng, hash32 } from '../../seed/random';
import { measureText } from './glyphs';
import { motifOf, sparkles, TYPE_BADGES } from './motifs';
import { brandPalette } from './palettes';
import { fitText, svgOpen, textBlock, textLine } from './svg';

export interface CoverInput {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  typeId: number;
}

export const COVER_SIZE = 200;
/** The game type's badge: small spaced capitals, measured exactly (./glyphs.ts) so its pill fits them. */
const BADGE_TEXT = { size: 10, weight: 800, letterSpacing: 0.5 };

/**
 * A game's cover (200 × 200): the brand's gradient, a glow, the type's motif, a vignette, a badge with the type,
 * the title on up to two lines and the brand under it. Everything varies with a seed from the game's id and name,
 * so two games of one brand and type still differ.
 */
export function gameCoverSvg(game: CoverInput): string {
  const p = brandPalette(game.brandId);
  const rng = createRng(hash32(`cover:${game.id}:${game.name}`));
  const tilt = rng.pick(['x2="1" y2="1"', 'x1="1" x2="0" y2="1"', 'x2="0" y2="1"']);
  const title = fitText(game.name, 176, 24, 14, 2);
  const titleY = title.lines.length > 1 ? 150 : 172;
  const badge = TYPE_BADGES[game.typeId] ?? 'GAME';
  const badgeW = Math.round(measureText(badge, BADGE_TEXT)) + 16;
  // Letter-spaced capitals: measured narrower than they draw, hence the short line.
  const brand = fitText(game.brandName.toUpperCase(), 140, 9, 7, 1);
  return [
    svgOpen(COVER_SIZE, COVER_SIZE),
    `<defs><linearGradient id="b" ${tilt}><stop stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="g"><stop stop-color="${p.accent}" stop-opacity=".5"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="v" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".6"/></radialGradient>',
    '<linearGradient id="s" x2="0" y2="1"><stop offset=".5" stop-opacity="0"/><stop offset="1" stop-opacity=".75"/></linearGradient></defs>',
    '<rect width="200" height="200" fill="url(#b)"/>',
    '<circle cx="100" cy="76" r="84" fill="url(#g)"/>',
    sparkles(rng, p.ink, 4, [16, 24, 168, 96]),
    motifOf(game.typeId)(p, rng, game.name),
    '<rect width="200" height="200" fill="url(#v)"/><rect width="200" height="200" fill="url(#s)"/>',
    `<rect x="8" y="8" width="${badgeW}" height="18" rx="9" fill="${p.accent}"/>`,
    textLine(badge, 8 + badgeW / 2, 21, BADGE_TEXT.size, { ...BADGE_TEXT, paint: 'fill="#1d1b2e"' }),
    textBlock(
      title,
      100,
      titleY,
      { weight: 800, strokeWidth: 3, paint: 'fill="#fff" stroke="#000" stroke-opacity=".45" paint-order="stroke"' },
      1.05,
      'middle',
    ),
    textBlock(brand, 100, 192, { weight: 700, letterSpacing: 1.5, paint: `fill="${p.accent}"` }, 1, 'middle'),
    '</svg>',
  ].join('');
}

import { hash32 } from '../../seed/random';
import { brandPalette } from './palettes';
import { fitText, svgOpen, textBlock, textLine } from './svg';

export const LOGO_SIZE = [240, 96] as const;

/** Emblem outlines around (0, 0), radius about 30. */
const EMBLEMS = [
  'M0-32L28-16V16L0 32L-28 16V-16Z',
  'M0-32L26-22V4C26 20 14 28 0 34C-14 28-26 20-26 4V-22Z',
  'M0-32L32 0L0 32L-32 0Z',
  'M-30 0A30 30 0 1 0 30 0A30 30 0 1 0-30 0Z',
] as const;

/**
 * A brand's logo (240 × 96): an emblem in the brand's accent with its initials, and a wordmark: the first word
 * large, the rest in spaced capitals. The brand's palette (brandPalette) ties it to its games' covers.
 */
export function brandLogoSvg(brandId: number, name: string): string {
  const p = brandPalette(brandId);
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .join('')
    .toUpperCase();
  const first = fitText(words[0] ?? '', 150, 28, 14, 1);
  const rest = fitText(words.slice(1).join(' ').toUpperCase(), 130, 12, 8, 1);
  const emblem = EMBLEMS[hash32(name) % EMBLEMS.length]!;
  const [w, h] = LOGO_SIZE;
  return [
    svgOpen(w, h),
    `<defs><linearGradient id="b" x2="1" y2="1"><stop stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" rx="16" fill="url(#b)"/>`,
    `<g transform="translate(48 48)"><path d="${emblem}" fill="${p.accent}" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`,
    `${textLine(initials, 0, 8, initials.length > 1 ? 20 : 26, { weight: 900, paint: 'fill="#1d1b2e"' })}</g>`,
    textBlock(first, 90, rest.lines[0] ? 50 : 58, { weight: 800, paint: 'fill="#fff"' }),
    rest.lines[0] ? textBlock(rest, 91, 70, { weight: 700, letterSpacing: 2, paint: `fill="${p.accent}"` }) : '',
    '</svg>',
  ].join('');
}

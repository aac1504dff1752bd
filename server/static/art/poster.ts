import { createRng, hash32 } from '../../seed/random';
import type { PosterTexts } from '../urls';
import { measureText } from './glyphs';
import { sparkles } from './motifs';
import { type Palette, paletteFor } from './palettes';
import { fitText, svgOpen, textBlock, textLine } from './svg';

const INK = '#1d1b2e';

/** The picture on the right of a poster, drawn around (0, 0) within about ±70 × ±70. */
type Illustration = (p: Palette) => string;

const coins: Illustration = (p) => {
  let out = '';
  for (let i = 0; i < 5; i++)
    out += `<ellipse cx="-18" cy="${50 - i * 14}" rx="34" ry="12" fill="${p.accent}" stroke="${INK}" stroke-opacity=".35" stroke-width="3"/>`;
  for (let i = 0; i < 3; i++)
    out += `<ellipse cx="30" cy="${58 - i * 14}" rx="28" ry="10" fill="${p.accent}" stroke="${INK}" stroke-opacity=".35" stroke-width="3"/>`;
  return `${out}<circle cx="18" cy="-34" r="30" fill="${p.accent}" stroke="${INK}" stroke-opacity=".35" stroke-width="3"/><circle cx="18" cy="-34" r="20" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`;
};

const gift: Illustration = (p) =>
  `<rect x="-50" y="-14" width="100" height="74" rx="8" fill="${p.accent}"/><rect x="-58" y="-34" width="116" height="26" rx="6" fill="${p.accent}" stroke="${INK}" stroke-opacity=".25" stroke-width="3"/><rect x="-10" y="-34" width="20" height="94" fill="#e63946"/><path d="M0-34C-30-70-60-40-6-34M0-34C30-70 60-40 6-34" stroke="#e63946" stroke-width="9" fill="none"/>`;

const shield: Illustration = (p) =>
  `<path d="M0-66L54-44V0C54 36 28 56 0 68C-28 56-54 36-54 0V-44Z" fill="${p.accent}"/><path d="M-24 0L-6 18L28-20" stroke="${INK}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const phone: Illustration = (p) =>
  `<rect x="-36" y="-66" width="72" height="132" rx="14" fill="${INK}"/><rect x="-28" y="-52" width="56" height="100" rx="4" fill="${p.accent}"/><circle cy="56" r="5" fill="#fff"/><path d="M-12 0L-2 10L14-10" stroke="${INK}" stroke-width="7" fill="none" stroke-linecap="round"/>`;

const star: Illustration = (p) =>
  `<path d="M0-68L18-22L66-20L28 10L42 58L0 30L-42 58L-28 10L-66-20L-18-22Z" fill="${p.accent}" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`;

const play: Illustration = (p) => `<circle r="60" fill="${p.accent}"/><path d="M-18-30L34 0L-18 30Z" fill="${INK}"/>`;

/** The first illustration whose word the headline holds; otherwise one chosen by the headline's hash. */
const BY_WORD: ReadonlyArray<readonly [RegExp, Illustration]> = [
  [/deposit|recharge|coin|bonus/i, coins],
  [/invite|gift|christmas|sign/i, gift],
  [/safe|responsib|maintenance/i, shield],
  [/mobile|bind|app/i, phone],
  [/play|game|video/i, play],
];
const ANY: readonly Illustration[] = [coins, gift, star];

function illustrationFor(headline: string): Illustration {
  return BY_WORD.find(([word]) => word.test(headline))?.[1] ?? ANY[hash32(headline) % ANY.length]!;
}

/** One frame of a promotional video's motion (scripts/promo-video.ts): the illustration's float and the sparkles' opacity. */
export interface PosterFrame {
  /** Upwards, in the illustration's own units (it is drawn within about ±70). */
  floatPx: number;
  sparkleOpacity: number;
}

/**
 * A composed picture (banner, notice, poster, hero): a gradient with rings and a glow, an illustration on the
 * right, and on the left the headline (up to two lines), the sub-line and a call-to-action pill, centred as a
 * block. `forVideo`: a promotional video's poster, or with `frame` one of the video's frames. The poster itself
 * holds still: the video replaces it once it plays, and a picture that moves is redrawn whole on every frame (on a
 * phone-sized /lobby/home its frames took ~0.65 s of main thread in the seconds after start, when a player's first
 * taps land; docs/bench.md).
 */
export function posterSvg(
  width: number,
  height: number,
  texts: PosterTexts,
  forVideo = false,
  frame?: PosterFrame,
): string {
  const p = paletteFor(`poster:${texts.headline}`);
  const rng = createRng(hash32(`poster:${texts.headline}:${width}`));
  const pad = Math.round(height * 0.13);
  const textW = Math.round(width * 0.6) - pad;
  const headline = fitText(texts.headline, textW, Math.round(height / 6.5), Math.round(height / 12), 2);
  const sub = texts.sub ? fitText(texts.sub, textW, Math.round(height / 14), Math.round(height / 20), 2) : null;
  const pillH = texts.cta ? Math.round(height * 0.15) : 0;
  const ctaSize = Math.round(pillH * 0.42);
  const headStep = Math.round(headline.size * 1.1);
  const subStep = sub ? Math.round(sub.size * 1.3) : 0;
  const gap = Math.round(height * 0.06);
  const blockH =
    headStep * headline.lines.length + (sub ? gap / 2 + subStep * sub.lines.length : 0) + (pillH ? gap + pillH : 0);
  let y = Math.round((height - blockH) / 2);
  // A poster sits under the video's own controls: a drawn play button there would be a second, dead one.
  const chosen = illustrationFor(texts.headline);
  const picture = forVideo && chosen === play ? star : chosen;
  const parts = [
    svgOpen(width, height),
    `<defs><linearGradient id="b" x2="1" y2="1"><stop stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="g"><stop stop-color="${p.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="v" r=".8"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".5"/></radialGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#b)"/>`,
    `<g fill="none" stroke="${p.ink}" stroke-opacity=".12" stroke-width="18"><circle cx="${width * 0.8}" cy="${height * 0.5}" r="${height * 0.62}"/><circle cx="${width * 0.8}" cy="${height * 0.5}" r="${height * 0.95}"/></g>`,
    `<circle cx="${width * 0.8}" cy="${height * 0.5}" r="${height * 0.55}" fill="url(#g)"/>`,
    `<g${frame ? ` opacity="${frame.sparkleOpacity.toFixed(3)}"` : ''}>${sparkles(rng, p.ink, 7, [width * 0.55, height * 0.08, width * 0.42, height * 0.84])}</g>`,
    `<g transform="translate(${Math.round(width * 0.8)} ${Math.round(height * 0.5)}) scale(${(height / 300).toFixed(2)})">${frame ? `<g transform="translate(0 ${(-frame.floatPx).toFixed(2)})">${picture(p)}</g>` : picture(p)}</g>`,
    `<rect width="${width}" height="${height}" fill="url(#v)"/>`,
  ];
  y += Math.round(headline.size * 0.9);
  parts.push(
    textBlock(
      headline,
      pad,
      y,
      { weight: 800, strokeWidth: 4, paint: 'fill="#fff" stroke="#000" stroke-opacity=".3" paint-order="stroke"' },
      1.1,
    ),
  );
  y += headStep * (headline.lines.length - 1);
  if (sub) {
    y += Math.round(gap / 2 + subStep);
    parts.push(textBlock(sub, pad, y, { weight: 500, paint: `fill="${p.ink}" fill-opacity=".9"` }, 1.3));
    y += subStep * (sub.lines.length - 1);
  }
  if (texts.cta) {
    const top = y + gap;
    const pillW = Math.round(measureText(texts.cta, { size: ctaSize, weight: 800 }) + pillH);
    parts.push(
      `<rect x="${pad}" y="${top}" width="${pillW}" height="${pillH}" rx="${pillH / 2}" fill="${p.accent}"/>`,
      textLine(texts.cta, pad + pillW / 2, top + Math.round(pillH / 2 + ctaSize * 0.36), ctaSize, {
        weight: 800,
        paint: `fill="${INK}"`,
      }),
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

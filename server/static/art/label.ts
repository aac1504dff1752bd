import type { ArtKind } from '../urls';
import { paletteFor } from './palettes';
import { fitText, svgOpen, textBlock } from './svg';

/** Canvas size per kind of drawn image. */
export const ART_SIZES: Record<ArtKind, readonly [number, number]> = {
  brand: [240, 96],
  banner: [750, 300],
  notice: [690, 300],
  promo: [690, 388],
  service: [96, 96],
  channel: [120, 120],
  generic: [750, 500],
  reward: [200, 200],
};

export function isArtKind(kind: string): kind is ArtKind {
  return Object.hasOwn(ART_SIZES, kind);
}

/**
 * A small labelled tile (service, channel and reward icons): a gradient, a ring, and the name from the file name
 * on up to two lines.
 */
export function labelSvg(kind: ArtKind, slug: string): string {
  const [w, h] = ART_SIZES[kind];
  const p = paletteFor(`${kind}:${slug}`);
  const label = fitText(slug.replace(/-/g, ' '), w * 0.84, Math.round(h / 4.5), Math.max(9, Math.round(h / 10)), 2);
  const y = Math.round(h / 2 + label.size * (label.lines.length > 1 ? -0.2 : 0.35));
  return [
    svgOpen(w, h),
    `<defs><linearGradient id="b" x2="1" y2="1"><stop stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" rx="${Math.round(h / 6)}" fill="url(#b)"/>`,
    `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.round(h * 0.42)}" fill="none" stroke="${p.accent}" stroke-opacity=".5" stroke-width="${Math.max(2, Math.round(h / 40))}"/>`,
    textBlock(label, w / 2, y, { weight: 800, paint: 'fill="#fff"' }, 1.1, 'middle'),
    '</svg>',
  ].join('');
}

import { hash32 } from '../seed/random';
import type { ArtKind } from './urls';

/** Canvas size per kind of drawn image. */
const SIZES: Record<ArtKind, readonly [number, number]> = {
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
  return Object.hasOwn(SIZES, kind);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function colours(key: string): [string, string] {
  const h = hash32(key);
  const hue = h % 360;
  return [`hsl(${hue} 70% 45%)`, `hsl(${(hue + 40) % 360} 75% 30%)`];
}

/** First letters of the first two words: "Golden Dragon 3" → "GD". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  return words
    .slice(0, 2)
    .map((w) =>
      w
        .replace(/[^A-Za-z0-9]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('');
}

/** A square game tile: gradient from the id, initials large, the name small. */
export function gameIconSvg(id: number, name: string): string {
  const [a, b] = colours(`game:${id}`);
  const label = escapeXml(name.length > 22 ? `${name.slice(0, 21)}…` : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="200" height="200" rx="28" fill="url(#g)"/><text x="100" y="112" font-family="Arial,Helvetica,sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text><text x="100" y="174" font-family="Arial,Helvetica,sans-serif" font-size="16" fill="#fff" fill-opacity=".9" text-anchor="middle">${label}</text></svg>`;
}

/** A labelled placeholder picture for banners, logos, channels…: the label comes from the file name. */
export function artSvg(kind: ArtKind, slug: string): string {
  const [w, h] = SIZES[kind];
  const [a, b] = colours(`${kind}:${slug}`);
  const label = escapeXml(slug.replace(/-/g, ' ').slice(0, 40));
  const size = Math.max(12, Math.min(Math.round(h / 4), Math.round((w * 1.6) / Math.max(label.length, 1))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" rx="${Math.round(h / 10)}" fill="url(#g)"/><text x="${w / 2}" y="${h / 2 + size / 3}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

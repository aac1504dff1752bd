import { encodePng } from './png';

/** Avatars are drawn at 128 px square: twice the largest slot (the profile page), sharp on a 2× screen. */
export const AVATAR_SIZE = 128;

type Rgb = readonly [number, number, number];

const hex = (h: string): Rgb => [
  Number.parseInt(h.slice(1, 3), 16),
  Number.parseInt(h.slice(3, 5), 16),
  Number.parseInt(h.slice(5, 7), 16),
];

const BACKGROUNDS = ['#ffc83d', '#5ef2d6', '#ff8fd8', '#7cb8ff', '#b59cff', '#ff9e6b', '#8be08b', '#f2e6c9'].map(hex);
const SHIRTS = ['#e63946', '#1f3fbf', '#12804a', '#7a1d6b', '#0f6e8c', '#c2571a', '#3b2a9e', '#1d1b2e'].map(hex);
const SKINS = ['#f6d3b3', '#e2ad83', '#c68c5c', '#8d5a3b', '#f1c6a0'].map(hex);
const HAIRS = ['#2b1d14', '#6b3e1f', '#d9a441', '#1c1c2e', '#b5523b', '#e8e4dc'].map(hex);
const INK: Rgb = [29, 27, 46];
const CHEEK: Rgb = [240, 110, 120];

type Style = 'short' | 'long' | 'bun' | 'spiky' | 'cap' | 'sides' | 'bob' | 'mohawk';
const STYLES: readonly Style[] = ['short', 'long', 'bun', 'cap', 'spiky', 'bob', 'sides', 'mohawk'];

/** Signed distances (negative inside) of the few shapes a face needs. */
const circle = (x: number, y: number, cx: number, cy: number, r: number) =>
  Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r;
const ellipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  (Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2) - 1) * Math.min(rx, ry);
/** The half-planes `v < limit` and `v > limit` as distances. */
const lessThan = (v: number, limit: number) => v - limit;
const greaterThan = (v: number, limit: number) => limit - v;
const inside = (...d: number[]) => Math.max(...d);
const either = (...d: number[]) => Math.min(...d);
/** How much of a pixel a shape covers, from its distance: a one-pixel soft edge. */
const cover = (d: number) => Math.max(0, Math.min(1, 0.5 - d));

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Hair behind the head (long styles) and over it, for a style. */
function hair(style: Style, x: number, y: number): { back: number; front: number } {
  const cap = inside(circle(x, y, 64, 56, 29), lessThan(y, 47));
  const none = 99;
  switch (style) {
    case 'short':
      return { back: none, front: cap };
    case 'long':
      return { back: inside(circle(x, y, 64, 60, 33), lessThan(y, 92)), front: cap };
    case 'bob':
      return { back: inside(circle(x, y, 64, 58, 32), lessThan(y, 76)), front: cap };
    case 'bun':
      return { back: none, front: either(cap, circle(x, y, 64, 24, 11)) };
    case 'spiky':
      return {
        back: none,
        front: either(cap, circle(x, y, 50, 30, 8), circle(x, y, 64, 25, 9), circle(x, y, 78, 30, 8)),
      };
    case 'sides':
      return {
        back: none,
        front: inside(circle(x, y, 64, 56, 30), lessThan(y, 64), greaterThan(Math.abs(x - 64), 21)),
      };
    case 'mohawk':
      return {
        back: none,
        front: inside(either(cap, circle(x, y, 64, 50, 32)), lessThan(Math.abs(x - 64), 7), lessThan(y, 47)),
      };
    case 'cap':
      return { back: none, front: none };
  }
}

/** A character: a round badge, shirt, neck, face, hair in one of eight styles, eyes, smile, and maybe glasses. */
function drawAvatar(n: number): Uint8Array {
  const size = AVATAR_SIZE;
  const bg = BACKGROUNDS[n % BACKGROUNDS.length]!;
  const shirt = SHIRTS[(n * 3 + 1) % SHIRTS.length]!;
  const skin = SKINS[(n * 3) % SKINS.length]!;
  const hairColour = HAIRS[(n * 5) % HAIRS.length]!;
  const style = STYLES[n % STYLES.length]!;
  const glasses = n % 3 === 1;
  const shade = mix(skin, INK, 0.18);
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = px + 0.5;
      const y = py + 0.5;
      const h = hair(style, x, y);
      let c: Rgb = mix(bg, [255, 255, 255], Math.max(0, 0.3 - y / 400));
      c = mix(c, hairColour, cover(h.back));
      c = mix(c, shirt, cover(ellipse(x, y, 64, 130, 48, 40)));
      c = mix(c, mix(shirt, [255, 255, 255], 0.25), cover(inside(ellipse(x, y, 64, 92, 12, 9), greaterThan(y, 92))));
      c = mix(c, shade, cover(inside(lessThan(Math.abs(x - 64), 9), lessThan(y, 92), greaterThan(y, 70))));
      c = mix(c, skin, cover(either(circle(x, y, 37, 60, 6), circle(x, y, 91, 60, 6), ellipse(x, y, 64, 60, 27, 29))));
      c = mix(c, hairColour, cover(h.front));
      if (style === 'cap') {
        const crown = inside(circle(x, y, 64, 54, 30), lessThan(y, 44));
        c = mix(c, shirt, cover(either(crown, ellipse(x, y, 80, 44, 24, 5))));
      }
      for (const side of [-1, 1]) {
        c = mix(c, INK, cover(circle(x, y, 64 + side * 10, 60, 3.4)));
        c = mix(c, CHEEK, 0.45 * cover(circle(x, y, 64 + side * 16, 71, 4.5)));
        if (glasses) c = mix(c, INK, cover(Math.abs(circle(x, y, 64 + side * 10, 60, 7.5)) - 1.1));
      }
      if (glasses) c = mix(c, INK, cover(inside(lessThan(Math.abs(x - 64), 2.6), Math.abs(y - 59) - 0.9)));
      c = mix(c, INK, cover(inside(Math.abs(circle(x, y, 64, 64, 11)) - 1.5, greaterThan(y, 69))));
      const at = (py * size + px) * 4;
      pixels[at] = Math.round(c[0]);
      pixels[at + 1] = Math.round(c[1]);
      pixels[at + 2] = Math.round(c[2]);
      // Round badge: transparent outside the disc, so any frame shape fits.
      pixels[at + 3] = Math.round(255 * cover(circle(x, y, 64, 64, 63.5)));
    }
  }
  return pixels;
}

/** avatar_{n}.png (spec §2) as PNG bytes. */
export function avatarPng(n: number): Buffer {
  return encodePng(AVATAR_SIZE, AVATAR_SIZE, drawAvatar(n));
}

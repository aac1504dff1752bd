/**
 * `npx tsx scripts/pwa-icons.ts`: draws the installable app's icons (docs/pwa.md) into public/icons/ with Node's
 * own zlib, nothing downloaded: a gold coin with a navy star on the theme's navy (src/ui/theme.css `--bg`,
 * `--gold`, `--gold-deep`), and a few sparkles placed by a seeded generator, so every run writes the same bytes.
 *
 * - icon-192.png, icon-512.png: `purpose: any` (the coin fills most of the square, rounded corners);
 * - icon-maskable-512.png: `purpose: maskable` (full-bleed background, the coin inside the central 80 % safe zone);
 * - apple-touch-icon.png (180): iOS's home-screen icon (iOS draws its own rounded corners).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
const NAVY: Rgb = [0x0a, 0x10, 0x30];
const NAVY_RAISED: Rgb = [0x13, 0x1c, 0x48];
const GOLD: Rgb = [0xf6, 0xc4, 0x45];
const GOLD_DEEP: Rgb = [0xd4, 0x9a, 0x1c];
const WHITE: Rgb = [0xff, 0xff, 0xff];

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** Mulberry32: a small seeded generator (the sparkles' places). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA image as PNG (colour type 6, 8 bits, no filter). */
export function png(size: number, rgba: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Rgb;
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** Inside a five-pointed star of outer radius r (centred on 0,0), as a signed-ish coverage 0..1. */
function inStar(x: number, y: number, r: number): boolean {
  const angle = Math.atan2(x, -y);
  const dist = Math.hypot(x, y);
  const sector = (2 * Math.PI) / 5;
  const a = Math.abs((((angle % sector) + sector) % sector) - sector / 2);
  const inner = r * 0.42;
  // Edge of the star between an outer point (a = 0 from the point's axis) and an inner corner (a = sector / 2).
  const t = 1 - a / (sector / 2);
  const edge = (inner * r) / (inner * t + r * (1 - t) * Math.cos(0) + 1e-9);
  return dist <= edge * (0.55 + 0.45 * t) + inner * (1 - t) * 0.45;
}

/** One icon: `coin` is the coin's radius as a share of the size; `corner` the background's corner radius share. */
export function drawIcon(size: number, opts: { coin: number; corner: number; seed: number }): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  const c = size / 2;
  const rand = seeded(opts.seed);
  const sparkles = Array.from({ length: 6 }, () => {
    const angle = rand() * Math.PI * 2;
    const dist = size * (opts.coin + 0.05 + rand() * 0.06);
    return { x: c + Math.cos(angle) * dist, y: c + Math.sin(angle) * dist, r: size * (0.008 + rand() * 0.012) };
  });
  const corner = size * opts.corner;
  const coin = size * opts.coin;
  const SS = 4; // supersampling per axis: smooth edges
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let alpha = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const fx = x + (sx + 0.5) / SS;
          const fy = y + (sy + 0.5) / SS;
          // Rounded-square background (corner 0 = full bleed).
          const qx = Math.max(corner - fx, 0, fx - (size - corner));
          const qy = Math.max(corner - fy, 0, fy - (size - corner));
          if (corner > 0 && Math.hypot(qx, qy) > corner) continue;
          let colour = mix(NAVY_RAISED, NAVY, clamp01(Math.hypot(fx - c * 0.6, fy - c * 0.5) / size));
          const d = Math.hypot(fx - c, fy - c);
          if (d <= coin) colour = mix(GOLD, GOLD_DEEP, clamp01((fy - (c - coin)) / (2 * coin)));
          if (d <= coin * 0.8 && d > coin * 0.74) colour = GOLD_DEEP;
          if (inStar(fx - c, fy - c, coin * 0.62)) colour = NAVY;
          for (const s of sparkles) if (Math.hypot(fx - s.x, fy - s.y) <= s.r) colour = WHITE;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          alpha += 1;
        }
      }
      const i = (y * size + x) * 4;
      if (alpha > 0) {
        px[i] = Math.round(r / alpha);
        px[i + 1] = Math.round(g / alpha);
        px[i + 2] = Math.round(b / alpha);
      }
      px[i + 3] = Math.round((alpha / (SS * SS)) * 255);
    }
  }
  return px;
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, coin: 0.36, corner: 0.18 },
  { file: 'icon-512.png', size: 512, coin: 0.36, corner: 0.18 },
  // Maskable: the platform crops to a circle or squircle of at least the central 80 %; the coin stays inside.
  { file: 'icon-maskable-512.png', size: 512, coin: 0.28, corner: 0 },
  { file: 'apple-touch-icon.png', size: 180, coin: 0.34, corner: 0 },
] as const;

export function renderIcons(): Array<{ file: string; bytes: Buffer }> {
  return ICONS.map((icon) => ({
    file: icon.file,
    bytes: png(icon.size, drawIcon(icon.size, { coin: icon.coin, corner: icon.corner, seed: 17 })),
  }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(OUT, { recursive: true });
  for (const { file, bytes } of renderIcons()) {
    writeFileSync(join(OUT, file), bytes);
    console.log(`public/icons/${file}: ${bytes.length} B`);
  }
}

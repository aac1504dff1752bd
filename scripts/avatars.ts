/**
 * Draws the eight player avatars (spec §2: /static/avatar/avatar_{0..7}.png) into public/static/avatar/, which Vite
 * copies to dist/ and the reference server serves as /static/avatar/… . Node built-ins only (zlib for PNG); a seeded
 * generator, so the files are the same on every run.
 *   npx tsx scripts/avatars.ts           write them
 *   npx tsx scripts/avatars.ts --check   exit 1 when a file differs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

export const AVATAR_DIR = fileURLToPath(new URL('../public/static/avatar/', import.meta.url));
export const AVATAR_COUNT = 8;
const SIZE = 128;

type Rgb = readonly [number, number, number];

/** Background, face and accent of each avatar: warm, calm pairs with enough contrast between face and eyes. */
const PALETTES: readonly (readonly [Rgb, Rgb, Rgb])[] = [
  [
    [255, 209, 102],
    [255, 243, 214],
    [239, 71, 111],
  ],
  [
    [6, 214, 160],
    [230, 255, 246],
    [17, 138, 178],
  ],
  [
    [17, 138, 178],
    [222, 243, 252],
    [255, 209, 102],
  ],
  [
    [239, 71, 111],
    [255, 228, 235],
    [7, 59, 76],
  ],
  [
    [131, 56, 236],
    [240, 230, 255],
    [255, 190, 11],
  ],
  [
    [251, 86, 7],
    [255, 236, 222],
    [58, 134, 255],
  ],
  [
    [58, 134, 255],
    [225, 236, 255],
    [255, 0, 110],
  ],
  [
    [46, 196, 182],
    [226, 250, 247],
    [231, 29, 54],
  ],
];
const INK: Rgb = [33, 37, 41];

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of SIZE × SIZE from a colour per pixel. */
function png(pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((SIZE * 3 + 1) * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    const row = y * (SIZE * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < SIZE; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];
/** Coverage of a disc edge at distance d from its rim (1 inside, 0 outside), for smooth edges. */
const edge = (d: number) => Math.max(0, Math.min(1, 0.5 - d));

/** One avatar: a round face with eyes, a smile and cheeks on a soft diagonal background, with seeded variations. */
export function avatarPng(index: number): Buffer {
  const [background, face, accent] = PALETTES[index % PALETTES.length]!;
  const next = random(0x1ec4 + index * 7919);
  const faceR = 40 + next() * 8;
  const eyeDx = 14 + next() * 5;
  const eyeY = 56 + next() * 4;
  const eyeR = 4.5 + next() * 2;
  const smileR = 16 + next() * 6;
  const hair = next() < 0.5;
  const light = mix(background, [255, 255, 255], 0.35);
  const cx = SIZE / 2;
  const cy = SIZE / 2 + 4;
  return png((x, y) => {
    const px = x + 0.5;
    const py = y + 0.5;
    let colour = mix(light, background, (px + py) / (2 * SIZE));
    const dFace = Math.hypot(px - cx, py - cy) - faceR;
    // Hair: a cap of the accent colour over the top of the face, or a tuft.
    const top = hair ? py < cy - faceR * 0.35 : Math.hypot(px - cx, py - (cy - faceR)) < 9;
    colour = mix(colour, top ? accent : face, edge(dFace));
    if (dFace < 0) {
      for (const side of [-1, 1]) {
        const eye = Math.hypot(px - (cx + side * eyeDx), py - eyeY) - eyeR;
        colour = mix(colour, INK, edge(eye));
        const cheek = Math.hypot(px - (cx + side * (eyeDx + 8)), py - (eyeY + 16)) - 5;
        colour = mix(colour, mix(face, accent, 0.45), edge(cheek));
      }
      // Smile: the lower half of a ring under the eyes.
      const ring = Math.abs(Math.hypot(px - cx, py - (eyeY + 6)) - smileR) - 1.8;
      if (py > eyeY + 10) colour = mix(colour, INK, edge(ring));
    }
    return colour;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(AVATAR_DIR, { recursive: true });
  let stale = 0;
  for (let index = 0; index < AVATAR_COUNT; index += 1) {
    const file = `${AVATAR_DIR}avatar_${index}.png`;
    const bytes = avatarPng(index);
    if (process.argv.includes('--check')) {
      let current: Buffer | null = null;
      try {
        current = readFileSync(file);
      } catch {}
      if (!current?.equals(bytes)) stale += 1;
    } else writeFileSync(file, bytes);
  }
  if (stale) {
    console.error(`${stale} avatar file(s) differ: run npx tsx scripts/avatars.ts`);
    process.exit(1);
  }
}

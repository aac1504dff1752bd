/**
 * `npm run promo-video`: draws the seeded promotional videos from the server's own poster art and writes each as
 * WebM (VP9) and MP4 (H.264, yuv420p, moov first) under server/static/video/, the files the seed's `path` names
 * (server/seed/content.ts) and server/static/video.ts serves. The files are committed, so `npm start` never needs
 * ffmpeg; an engineer re-runs this after changing the poster art or the seeded texts. Needs `ffmpeg` on the PATH
 * built with librsvg, libvpx and libx264 (Debian's is: `apt-get install -y ffmpeg`).
 *
 * Each video is the poster's own motion made endless: the illustration floats up and back and the sparkles twinkle,
 * both on the loop's period, so the last frame runs into the first without a jump. Nothing else moves: the headline
 * and the call-to-action pill stay readable where the poster has them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROMO_TEXTS } from '../server/seed/posterTexts';
import { ART_SIZES } from '../server/static/art/label';
import { posterSvg } from '../server/static/art/poster';
import { artSlug } from '../server/static/urls';
import { VIDEO_DIR } from '../server/static/video';

const FPS = 25;
/** One loop: long enough to read the poster's texts twice over, short enough to stay a small file. */
const SECONDS = 4;
const FRAMES = FPS * SECONDS;
/** How far the illustration floats, in the illustration's units. */
const FLOAT_PX = 10;
/** Files above this are too heavy for a phone's home screen: the run fails rather than commit one. */
const MAX_BYTES = 300 * 1024;

/** The poster at time `t` of the loop (0 ≤ t < 1): the illustration floats once, the sparkles twinkle twice. */
function frameSvg(width: number, height: number, texts: (typeof PROMO_TEXTS)[number], t: number): string {
  const wave = (1 - Math.cos(2 * Math.PI * t)) / 2;
  const twinkle = 0.15 + (0.85 * (1 + Math.cos(4 * Math.PI * t))) / 2;
  return posterSvg(width, height, texts, true, { floatPx: FLOAT_PX * wave, sparkleOpacity: twinkle });
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function main(): void {
  const [width, height] = ART_SIZES.promo;
  mkdirSync(VIDEO_DIR, { recursive: true });
  for (const texts of Object.values(PROMO_TEXTS)) {
    const slug = artSlug(texts.headline);
    const frames = mkdtempSync(join(tmpdir(), 'promo-video-'));
    try {
      for (let i = 0; i < FRAMES; i++) {
        writeFileSync(join(frames, `f${String(i).padStart(3, '0')}.svg`), frameSvg(width, height, texts, i / FRAMES));
      }
      const input = ['-framerate', String(FPS), '-i', join(frames, 'f%03d.svg')];
      const scale = ['-vf', `scale=${width}:${height}:flags=lanczos,format=yuv420p`, '-an', '-map_metadata', '-1'];
      const webm = join(VIDEO_DIR, `${slug}.webm`);
      const mp4 = join(VIDEO_DIR, `${slug}.mp4`);
      ffmpeg([
        ...input,
        ...scale,
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-row-mt',
        '1',
        '-g',
        String(FRAMES),
        webm,
      ]);
      ffmpeg([
        ...input,
        ...scale,
        '-c:v',
        'libx264',
        '-profile:v',
        'main',
        '-preset',
        'slow',
        '-crf',
        '30',
        '-g',
        String(FRAMES),
        '-movflags',
        '+faststart',
        mp4,
      ]);
      for (const file of [webm, mp4]) {
        const bytes = statSync(file).size;
        if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, over ${MAX_BYTES}`);
        console.log(`${file}: ${Math.round(bytes / 1024)} KB`);
      }
    } finally {
      rmSync(frames, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

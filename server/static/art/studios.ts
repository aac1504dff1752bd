import { COLOR_GAME_ID, DEMO_STUDIO_ID } from '../../games/catalogue';
import { hash32, type Rng } from '../../seed/random';
import type { Palette } from './palettes';

/**
 * A studio's look on its covers: a backdrop by game type (what the game is: reels' sunburst, the sea's waves, the
 * card table's lattice, the pitch's stripes, the live studio's spotlight, the perya's coloured dots), its details
 * from the game's seed, and a frame by provider (who made it). A provider without a frame of its own (a third
 * party, an engine added later) gets one of the spare frames by its id, the same for all its games.
 */
export interface StudioStyle {
  backdrop: (p: Palette, rng: Rng) => string;
  frame: (p: Palette) => string;
}

type Backdrop = StudioStyle['backdrop'];
type Frame = StudioStyle['frame'];

/** The Color Game's six colours, in the board's order (src/api/contract/colorGame.ts). */
const PERYA = ['#f7c81e', '#f6f4ee', '#f490b8', '#2f6fdf', '#d93a3a', '#2e9e4f'];

const round = (value: number) => Math.round(value * 10) / 10;

/** Rays from a point low in the picture, their count and turn from the seed. */
const sunburst: Backdrop = (p, rng) => {
  const count = rng.int(9, 15);
  const turn = rng.next() * Math.PI;
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = turn + (i * 2 * Math.PI) / count;
    const b = a + Math.PI / count;
    d += `M100 120L${round(100 + 240 * Math.cos(a))} ${round(120 + 240 * Math.sin(a))}L${round(100 + 240 * Math.cos(b))} ${round(120 + 240 * Math.sin(b))}Z`;
  }
  return `<path d="${d}" fill="${p.ink}" opacity=".08"/>`;
};

/** Bands of waves, their height and phase from the seed, bubbles rising. */
const waves: Backdrop = (p, rng) => {
  const amp = rng.int(5, 10);
  let out = '';
  for (let row = 0; row < 4; row++) {
    const y = 70 + row * 36 + rng.int(-4, 4);
    const x0 = -rng.int(0, 40);
    out += `<path d="M${x0} ${y}q20 -${amp} 40 0t40 0t40 0t40 0t40 0t40 0V200H${x0}Z" fill="${p.ink}" opacity=".06"/>`;
  }
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="${rng.int(20, 180)}" cy="${rng.int(60, 190)}" r="${rng.int(2, 6)}" fill="none" stroke="${p.ink}" stroke-opacity=".25" stroke-width="1.5"/>`;
  }
  return out;
};

/** A harlequin lattice of diamonds, its cell from the seed. */
const lattice: Backdrop = (p, rng) => {
  const cell = rng.pick([28, 34, 40]);
  const id = 'l';
  return `<defs><pattern id="${id}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse" patternTransform="translate(${rng.int(0, cell)} 0)"><path d="M${cell / 2} 0L${cell} ${cell / 2}L${cell / 2} ${cell}L0 ${cell / 2}Z" fill="${p.ink}" opacity=".07"/></pattern></defs><rect width="200" height="200" fill="url(#${id})"/>`;
};

/** Mown stripes of a pitch, their width and angle from the seed. */
const stripes: Backdrop = (p, rng) => {
  const width = rng.pick([16, 20, 26]);
  const angle = rng.pick([-30, -15, 0, 15, 30]);
  return `<defs><pattern id="s" width="${width * 2}" height="200" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${width}" height="200" fill="${p.ink}" opacity=".07"/></pattern></defs><rect width="200" height="200" fill="url(#s)"/>`;
};

/** A spotlight's rings about a point from the seed. */
const spotlight: Backdrop = (p, rng) => {
  const cx = rng.int(60, 140);
  const cy = rng.int(90, 130);
  let out = '';
  for (let r = 30; r <= 150; r += 24) {
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.ink}" stroke-opacity=".1" stroke-width="6"/>`;
  }
  return out;
};

/** The perya's coloured dots, scattered by the seed. */
const peryaDots: Backdrop = (_p, rng) => {
  let out = '';
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${rng.int(6, 194)}" cy="${rng.int(40, 194)}" r="${rng.int(3, 8)}" fill="${PERYA[i % PERYA.length]}" opacity=".22"/>`;
  }
  return out;
};

/** A plain grid of dots: a type added later by an operator. */
const dots: Backdrop = (p, rng) => {
  const step = rng.pick([18, 22, 26]);
  return `<defs><pattern id="d" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="2" fill="${p.ink}" opacity=".15"/></pattern></defs><rect width="200" height="200" fill="url(#d)"/>`;
};

/** Backdrops by game type (server/seed/catalogue.ts GAME_TYPES). */
const BACKDROPS: Readonly<Record<number, Backdrop>> = {
  1: sunburst,
  2: waves,
  3: lattice,
  4: stripes,
  5: spotlight,
  6: peryaDots,
};

/** The in-house slot studio: a gold line inside the edge. */
const goldLine: Frame = (p) =>
  `<rect x="5" y="5" width="190" height="190" rx="16" fill="none" stroke="${p.accent}" stroke-opacity=".75" stroke-width="3"/>`;

/** The Color Game studio: the board's six colours along the foot of the picture. */
const peryaStrip: Frame = () =>
  PERYA.map((c, i) => `<rect x="${i * 33.4}" y="192" width="33.4" height="8" fill="${c}"/>`).join('');

/** Spare frames for other providers. */
const SPARE_FRAMES: readonly Frame[] = [
  // Corner brackets, clear of the tile's badges (bottom corners only).
  (p) =>
    `<path d="M8 170V192H30M192 170V192H170" fill="none" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>`,
  // A double line along the foot.
  (p) => `<path d="M0 188H200M0 194H200" stroke="${p.accent}" stroke-opacity=".7" stroke-width="2"/>`,
  // A dashed line inside the edge.
  (p) =>
    `<rect x="6" y="6" width="188" height="188" rx="12" fill="none" stroke="${p.ink}" stroke-opacity=".5" stroke-width="2" stroke-dasharray="8 6"/>`,
];

const FRAMES: Readonly<Record<string, Frame>> = { [DEMO_STUDIO_ID]: goldLine, [COLOR_GAME_ID]: peryaStrip };

export function studioStyle(providerId: string | undefined, typeId: number): StudioStyle {
  const frame = providerId ? (FRAMES[providerId] ?? SPARE_FRAMES[hash32(providerId) % SPARE_FRAMES.length]!) : () => '';
  return { backdrop: BACKDROPS[typeId] ?? dots, frame };
}

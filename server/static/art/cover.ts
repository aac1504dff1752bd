import { createRng, hash32, type Rng } from '../../seed/random';
import { motifOf, sparkles } from './motifs';
import { paletteFor } from './palettes';
import { studioStyle } from './studios';
import { svgOpen } from './svg';

export interface CoverInput {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  typeId: number;
  /** The provider that serves the game (games.provider_id): its studio's frame and backdrop. */
  providerId?: string;
}

export const COVER_SIZE = 200;

/**
 * Where the motif stands: its centre and scale, a tilt, and whether a small twin of it balances the picture. The
 * motifs are drawn about (100, 75); every composition keeps the cover's two top corners to the background, where the
 * tile lays its badge (top left) and favourite star (top right) (docs/design.md "Game covers").
 */
interface Composition {
  x: number;
  y: number;
  scale: number;
  tilt: number;
  twin: boolean;
}

const COMPOSITIONS: readonly ((rng: Rng) => Composition)[] = [
  // Centred, large.
  (rng) => ({ x: 100, y: 112, scale: 1.2, tilt: 0, twin: rng.chance(0.3) }),
  // Off to the left, a small twin on the right.
  (rng) => ({ x: 86, y: 114, scale: 1.1, tilt: rng.int(-6, 6), twin: true }),
  // Off to the right, turned.
  (rng) => ({ x: 112, y: 110, scale: 1.15, tilt: rng.pick([-12, -8, 8, 12]), twin: false }),
  // Close up, low: the motif fills the lower half.
  (rng) => ({ x: 100, y: 124, scale: 1.4, tilt: rng.int(-4, 4), twin: false }),
];

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A game's cover (200 × 200): the picture only, no words: the tile writes the game's name once under it and lays
 * its badges over its corners. Everything is drawn from the game's own seed (its id and name): the palette, the
 * composition (where the motif stands, how large, how turned, a twin), the backdrop's details and the sparkles; the
 * motif is the game type's (./motifs.ts) and the backdrop and frame its studio's (./studios.ts). So two games of
 * one type and studio differ, and one game always draws the same bytes.
 */
export function gameCoverSvg(game: CoverInput): string {
  const seed = `cover:${game.id}:${game.name}`;
  const rng = createRng(hash32(seed));
  const p = paletteFor(seed);
  const style = studioStyle(game.providerId, game.typeId);
  const tilt = rng.pick(['x2="1" y2="1"', 'x1="1" x2="0" y2="1"', 'x2="0" y2="1"']);
  const place = rng.pick(COMPOSITIONS)(rng);
  const motif = motifOf(game.typeId)(p, rng, game.name);
  // The motifs are drawn about (100, 75): move and scale them about that point.
  const at = (x: number, y: number, scale: number, turn: number) =>
    `<g transform="translate(${round(x)} ${round(y)}) rotate(${turn}) scale(${scale}) translate(-100 -75)">${motif}</g>`;
  const twin = place.twin ? `<g opacity=".55">${at(place.x < 100 ? 164 : 38, 150, 0.38, -place.tilt)}</g>` : '';
  return [
    svgOpen(COVER_SIZE, COVER_SIZE),
    `<defs><linearGradient id="b" ${tilt}><stop stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="g"><stop stop-color="${p.accent}" stop-opacity=".5"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="v" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".55"/></radialGradient></defs>',
    '<rect width="200" height="200" fill="url(#b)"/>',
    style.backdrop(p, rng),
    `<circle cx="${place.x}" cy="${place.y - 10}" r="80" fill="url(#g)"/>`,
    sparkles(rng, p.ink, 4, [60, 48, 120, 130]),
    twin,
    at(place.x, place.y, place.scale, place.tilt),
    '<rect width="200" height="200" fill="url(#v)"/>',
    style.frame(p),
    '</svg>',
  ].join('');
}

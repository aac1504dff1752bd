import type { Rng } from '../../seed/random';
import type { Palette } from './palettes';
import { textLine } from './svg';

/**
 * The picture in the upper part of a game cover (200 × 200, drawn in about x 40–160, y 20–125), one family per game
 * type (the types of server/seed/catalogue.ts), a variant chosen by the game's name or its seeded hash.
 */
export type Motif = (p: Palette, rng: Rng, name: string) => string;

const RED = '#e63946';
const INK = '#1d1b2e';

const SUITS = {
  heart: 'M0 9C-15-2-9-15 0-6C9-15 15-2 0 9Z',
  diamond: 'M0-11L8 0L0 11L-8 0Z',
  spade: 'M0-10C-15 2-7 13 0 5C7 13 15 2 0-10ZM-4 11H4L0 3Z',
  club: 'M-5-6a5 5 0 1 0 10 0a5 5 0 1 0-10 0ZM-11 3a5 5 0 1 0 10 0a5 5 0 1 0-10 0ZM1 3a5 5 0 1 0 10 0a5 5 0 1 0-10 0ZM-4 11H4L0 0Z',
} as const;
type Suit = keyof typeof SUITS;

const suit = (s: Suit, x: number, y: number, k = 1) =>
  `<path transform="translate(${x} ${y}) scale(${k})" d="${SUITS[s]}" fill="${s === 'heart' || s === 'diamond' ? RED : INK}"/>`;

/** A playing card standing at (x, y) (its bottom centre), turned by `angle` degrees. */
const card = (s: Suit, x: number, y: number, angle: number) =>
  `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 22}" y="${y - 62}" width="44" height="62" rx="6" fill="#fff" stroke="${INK}" stroke-opacity=".2"/>${suit(s, x, y - 31, 1.2)}${suit(s, x - 14, y - 52, 0.45)}</g>`;

/** Little four-point stars scattered by the seed, so two covers of one family still differ. */
export function sparkles(rng: Rng, colour: string, count: number, box: readonly [number, number, number, number]) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box[0] + Math.round(rng.next() * box[2]);
    const y = box[1] + Math.round(rng.next() * box[3]);
    const r = 3 + Math.round(rng.next() * 4);
    out += `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${colour}" opacity=".8"/>`;
  }
  return out;
}

const has = (name: string, ...words: string[]) => words.some((w) => name.toLowerCase().includes(w));

const seven = (x: number, y: number, size: number, fill: string) =>
  textLine('7', x, y, size, {
    weight: 900,
    strokeWidth: Math.max(1, size / 24),
    paint: `fill="${fill}" stroke="${INK}" paint-order="stroke"`,
  });

const cherries = (x: number, y: number, k: number, p: Palette) =>
  `<g transform="translate(${x} ${y}) scale(${k})"><path d="M-12 8Q-8-14 6-26M12 12Q10-10 6-26" stroke="#3a9d3a" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M6-26Q22-32 28-20Q14-18 6-26Z" fill="#4cc14c"/><circle cx="-12" cy="14" r="13" fill="${RED}"/><circle cx="13" cy="18" r="13" fill="${RED}"/><circle cx="-16" cy="9" r="4" fill="${p.ink}" opacity=".7"/><circle cx="9" cy="13" r="4" fill="${p.ink}" opacity=".7"/></g>`;

const gem = (x: number, y: number, k: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${k})"><path d="M-30-12L-16-28H16L30-12L0 30Z" fill="${fill}"/><path d="M-30-12H30M-16-28L-8-12L0 30L8-12L16-28M-8-12L0-28L8-12" stroke="#fff" stroke-opacity=".55" stroke-width="2" fill="none"/></g>`;

const slots: Motif = (p, rng, name) => {
  if (has(name, 'gem', 'jade', 'crystal', 'pearl')) return gem(100, 74, 1.5, p.accent) + gem(58, 100, 0.6, p.ink);
  const variant = has(name, 'reels') ? 2 : rng.int(0, 2);
  if (variant === 0) return cherries(100, 78, 1.5, p);
  if (variant === 1) return seven(100, 116, 110, p.accent) + seven(148, 112, 44, p.ink);
  // Three reels in a cabinet, a seven on the pay line of each.
  let reels = `<rect x="44" y="32" width="112" height="84" rx="14" fill="${p.accent}"/><rect x="52" y="42" width="96" height="64" rx="8" fill="#fff"/>`;
  for (let i = 0; i < 3; i++) reels += seven(68 + i * 32, 90, 38, i === 1 ? RED : p.from);
  return `${reels}<path d="M84 42V106M116 42V106" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/><path d="M156 56h8v28h-8" stroke="${p.accent}" stroke-width="5" fill="none"/><circle cx="166" cy="52" r="6" fill="${RED}"/>`;
};

const fish: Motif = (p, rng) => {
  const dx = Math.round(rng.next() * 20) - 10;
  const one = (x: number, y: number, k: number, fill: string) =>
    `<g transform="translate(${x} ${y}) scale(${k})"><path d="M-34 0Q-10-26 22-6L38-20V20L22 6Q-10 26-34 0Z" fill="${fill}"/><path d="M-8-14Q2-4-8 12" stroke="#fff" stroke-opacity=".5" stroke-width="3" fill="none"/><circle cx="-20" cy="-3" r="4" fill="#fff"/><circle cx="-21" cy="-3" r="2" fill="${INK}"/></g>`;
  return `${one(96 + dx, 68, 1.5, p.accent)}${one(140, 104, 0.6, p.ink)}<path d="M36 118q16-10 32 0t32 0t32 0t32 0" stroke="${p.ink}" stroke-opacity=".6" stroke-width="4" fill="none"/><circle cx="60" cy="50" r="5" fill="none" stroke="${p.ink}" stroke-width="2"/><circle cx="52" cy="34" r="3" fill="none" stroke="${p.ink}" stroke-width="2"/>`;
};

const poker: Motif = (_p, rng) => {
  const suits: Suit[] = ['spade', 'heart', 'club', 'diamond'];
  const first = rng.int(0, 3);
  return [-18, 0, 18].map((a, i) => card(suits[(first + i) % 4]!, 100 + a * 1.6, 122, a)).join('');
};

const sports: Motif = (p, _rng, name) => {
  const pitch = `<g stroke="${p.ink}" stroke-opacity=".35" stroke-width="2" fill="none"><rect x="30" y="30" width="140" height="96" rx="4"/><path d="M100 30V126"/><circle cx="100" cy="78" r="22"/></g>`;
  if (has(name, 'basket'))
    return `${pitch}<circle cx="100" cy="78" r="38" fill="#f28c28"/><path d="M62 78H138M100 40V116M73 51Q88 78 73 105M127 51Q112 78 127 105" stroke="${INK}" stroke-width="3" fill="none"/>`;
  if (has(name, 'tennis', 'volley'))
    return `${pitch}<circle cx="100" cy="78" r="36" fill="#d7f04a"/><path d="M70 56Q94 78 70 100M130 56Q106 78 130 100" stroke="#fff" stroke-width="4" fill="none"/>`;
  return `${pitch}<circle cx="100" cy="78" r="38" fill="#fff"/><path d="M100 62L115 73L109 91H91L85 73Z" fill="${INK}"/><path d="M100 62V42M115 73L134 66M109 91L121 108M91 91L79 108M85 73L66 66" stroke="${INK}" stroke-width="3"/>`;
};

const chips = (x: number, y: number, colours: readonly string[]) =>
  colours
    .map(
      (c, i) =>
        `<ellipse cx="${x}" cy="${y - i * 8}" rx="22" ry="9" fill="${c}" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/>`,
    )
    .join('');

const live: Motif = (p, _rng, name) => {
  if (has(name, 'roulette', 'wheel', 'color'))
    return `<circle cx="100" cy="76" r="46" fill="${INK}"/><circle cx="100" cy="76" r="38" fill="none" stroke="${RED}" stroke-width="16" stroke-dasharray="9.95 9.95"/><circle cx="100" cy="76" r="20" fill="${p.accent}"/><circle cx="100" cy="76" r="6" fill="${INK}"/><circle cx="126" cy="50" r="5" fill="#fff"/>`;
  if (has(name, 'sic bo')) return dice(p);
  const felt = `<ellipse cx="100" cy="104" rx="72" ry="26" fill="#0f7a43" stroke="${p.accent}" stroke-width="4"/>`;
  if (has(name, 'baccarat', 'blackjack', 'tiger'))
    return `${felt}${card('heart', 84, 104, -10)}${card('spade', 116, 104, 10)}`;
  return `${felt}${chips(76, 104, [RED, p.accent, RED])}${chips(124, 104, [INK, p.from, p.accent, INK])}`;
};

const ball = (x: number, y: number, r: number, fill: string, label: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#fff"/>${textLine(label, x, y + r * 0.25, Math.round(r * 0.7), { weight: 800, paint: `fill="${INK}"` })}`;

const dice = (p: Palette) =>
  `<rect x="56" y="38" width="64" height="64" rx="12" fill="#fff" transform="rotate(-12 88 70)"/><g fill="${INK}" transform="rotate(-12 88 70)"><circle cx="72" cy="54" r="6"/><circle cx="88" cy="70" r="6"/><circle cx="104" cy="86" r="6"/></g><rect x="104" y="64" width="48" height="48" rx="9" fill="${p.accent}" transform="rotate(14 128 88)"/><g fill="${INK}" transform="rotate(14 128 88)"><circle cx="118" cy="78" r="5"/><circle cx="138" cy="98" r="5"/></g>`;

/** Pegs in a triangle and a ball dropping through them. */
const plinko = (p: Palette) => {
  let pegs = '';
  for (let row = 0; row < 5; row++) {
    for (let i = 0; i <= row; i++) pegs += `<circle cx="${100 + (i - row / 2) * 28}" cy="${34 + row * 22}" r="5"/>`;
  }
  return `<g fill="${p.ink}">${pegs}</g><circle cx="114" cy="67" r="10" fill="${p.accent}"/><path d="M100 20Q108 38 114 56" stroke="${p.accent}" stroke-width="3" stroke-dasharray="4 4" fill="none"/>`;
};

const games: Motif = (p, rng, name) => {
  if (has(name, 'dice')) return dice(p);
  if (has(name, 'plinko')) return plinko(p);
  if (has(name, 'rocket', 'crash'))
    return `<path d="M56 116Q96 104 136 44" stroke="${p.accent}" stroke-width="5" fill="none" stroke-dasharray="10 6"/><g transform="rotate(40 130 50)"><path d="M130 18Q146 36 142 66H118Q114 36 130 18Z" fill="#fff"/><circle cx="130" cy="42" r="6" fill="${p.from}"/><path d="M118 58L108 72H120ZM142 58L152 72H140Z" fill="${RED}"/><path d="M122 66L130 84L138 66Z" fill="${p.accent}"/></g>`;
  if (has(name, 'mines')) return `${gem(100, 72, 1.3, p.accent)}${sparkles(rng, p.ink, 3, [50, 30, 100, 80])}`;
  const numbers = [rng.int(1, 49), rng.int(1, 49), rng.int(1, 49)];
  return `${ball(68, 92, 24, RED, String(numbers[0]))}${ball(132, 92, 24, p.accent, String(numbers[1]))}${ball(100, 60, 30, '#3a86ff', String(numbers[2]))}`;
};

const star: Motif = (p) =>
  `<path d="M100 30L113 62L148 64L121 86L130 120L100 101L70 120L79 86L52 64L87 62Z" fill="${p.accent}"/>`;

/** Type ids of spec §1 (server/seed/catalogue.ts): 1 slots, 2 fish, 3 poker, 4 sports, 5 live, 6 games. */
export const MOTIFS: Readonly<Record<number, Motif>> = { 1: slots, 2: fish, 3: poker, 4: sports, 5: live, 6: games };

/** A type the operator adds later still gets a picture. */
export const motifOf = (typeId: number): Motif => MOTIFS[typeId] ?? star;

/** What the corner badge says for a type. */
export const TYPE_BADGES: Readonly<Record<number, string>> = {
  1: 'SLOTS',
  2: 'FISH',
  3: 'CARDS',
  4: 'SPORTS',
  5: 'LIVE',
  6: 'ARCADE',
};

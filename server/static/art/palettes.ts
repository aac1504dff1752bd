import { hash32 } from '../../seed/random';

/** Four colours of one look: a gradient from `from` to `to`, an `accent` for motifs and badges, a light `ink`. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

/** Deep, saturated pairs that sit on the dark casino theme, each with a warm or bright accent. */
const PALETTES: readonly Palette[] = [
  { from: '#5b1a8c', to: '#1c0838', accent: '#ffc83d', ink: '#fff4d6' },
  { from: '#0f6e8c', to: '#062238', accent: '#5ef2d6', ink: '#e6fffb' },
  { from: '#b3122e', to: '#3d0410', accent: '#ffd166', ink: '#fff0e0' },
  { from: '#12804a', to: '#06301b', accent: '#ffe066', ink: '#f0fff4' },
  { from: '#1f3fbf', to: '#0a1240', accent: '#ff8fd8', ink: '#eef1ff' },
  { from: '#c2571a', to: '#431505', accent: '#fff07a', ink: '#fff6e8' },
  { from: '#7a1d6b', to: '#2a0724', accent: '#7cf0ff', ink: '#ffeefa' },
  { from: '#0d7a7a', to: '#032a2e', accent: '#ffb347', ink: '#e8fffd' },
  { from: '#3b2a9e', to: '#120b38', accent: '#ffd84d', ink: '#f0ecff' },
  { from: '#8c1a1a', to: '#2b0606', accent: '#f5c542', ink: '#fff1e6' },
  { from: '#1a6b2e', to: '#0a2210', accent: '#ff7a59', ink: '#effff1' },
  { from: '#a3127a', to: '#38052a', accent: '#ffe27a', ink: '#ffeef8' },
  { from: '#1b5fa8', to: '#071d38', accent: '#ffcf5c', ink: '#eaf4ff' },
  { from: '#6a4c12', to: '#241803', accent: '#ffe9a3', ink: '#fff8e6' },
  { from: '#2d7d8c', to: '#0c2a33', accent: '#ff9ecd', ink: '#eafcff' },
  { from: '#4b1f9e', to: '#160838', accent: '#7dffb0', ink: '#f2ebff' },
];

/** One palette per brand id: consecutive ids get different looks, every palette is used as often. */
export function brandPalette(brandId: number): Palette {
  return PALETTES[(brandId * 5) % PALETTES.length]!;
}

/** A palette for a picture named by a text (banners, notices, logos of things that are not brands). */
export function paletteFor(key: string): Palette {
  return PALETTES[hash32(key) % PALETTES.length]!;
}

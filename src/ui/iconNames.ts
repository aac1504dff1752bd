/**
 * The app's icons (one drawn icon set for the whole app): our name → the Lucide icon drawn for it (lucide-static, ISC).
 * `npm run icons` (scripts/icons.ts) writes them into one SVG sprite, src/ui/icons.svg, a hashed static file: an icon
 * costs the page a `<use>` element, not JavaScript. Never a Unicode glyph or emoji as an icon.
 */
export const ICON_SOURCES = {
  back: 'chevron-left',
  close: 'x',
  service: 'headset',
  search: 'search',
  logOut: 'log-out',
  copy: 'copy',
  pause: 'pause',
  play: 'play',
  refresh: 'refresh-cw',
  top: 'arrow-up',
  gift: 'gift',
  invite: 'handshake',
  signIn: 'calendar-check',
  check: 'check',
  home: 'house',
  rewards: 'trophy',
  spin: 'ferris-wheel',
  news: 'megaphone',
  wallet: 'wallet',
} as const;

export type IconName = keyof typeof ICON_SOURCES;

import { RANKS, SUITS, type Suit } from './baccarat';

/**
 * The four suits as SVG paths (viewBox 0 0 100 100), drawn rather than typed: suit characters may render as emoji
 * or empty boxes. Shared by the card room's page (server) and the verify page (browser), so a card looks the same.
 */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  spades:
    'M50 6C38 26 12 40 12 60c0 13 10 21 21 21 6 0 11-2 14-6-1 8-4 14-10 19h26c-6-5-9-11-10-19 3 4 8 6 14 6 11 0 21-8 21-21C88 40 62 26 50 6Z',
  hearts: 'M50 90C34 74 8 56 8 34 8 20 18 10 31 10c9 0 15 5 19 12 4-7 10-12 19-12 13 0 23 10 23 24 0 22-26 40-42 56Z',
  diamonds: 'M50 4 86 50 50 96 14 50Z',
  clubs:
    'M50 8c-11 0-20 9-20 20 0 5 2 9 5 13-3-2-7-3-11-3-11 0-20 9-20 20s9 20 20 20c8 0 14-4 18-11-1 10-5 17-11 23h38c-6-6-10-13-11-23 4 7 10 11 18 11 11 0 20-9 20-20s-9-20-20-20c-4 0-8 1-11 3 3-4 5-8 5-13 0-11-9-20-20-20Z',
};

/** Hearts and diamonds are red, spades and clubs dark; the suit's shape tells them apart too (WCAG 1.4.1). */
export const suitIsRed = (suit: Suit): boolean => suit === 'hearts' || suit === 'diamonds';

export const suitOf = (card: number): Suit => SUITS[Math.floor(card / 13) % 4] ?? 'spades';
export const rankOf = (card: number): string => RANKS[card % 13] ?? 'A';

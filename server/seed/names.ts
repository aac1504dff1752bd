import type { Rng } from './random';

/** Word lists for generated game and brand names, per game type (ids of spec §1). */
const typeWords: Record<number, { first: readonly string[]; second: readonly string[] }> = {
  1: {
    first: [
      'Golden',
      'Lucky',
      'Mega',
      'Fortune',
      'Dragon',
      'Jade',
      'Royal',
      'Wild',
      'Crystal',
      'Super',
      'Neon',
      'Island',
    ],
    second: [
      'Dragon',
      'Fortune',
      'Treasure',
      'Gems',
      'Tiger',
      'Phoenix',
      'Reels',
      'Jackpot',
      'Fiesta',
      'Pearl',
      'Sun',
      'Koi',
    ],
  },
  2: {
    first: ['Ocean', 'Deep Sea', 'Mermaid', 'Coral', 'Shark', 'Pirate', 'Reef', 'Golden'],
    second: ['King', 'Hunter', 'Fishing', 'Blast', 'Catch', 'Legend', 'Party', 'Storm'],
  },
  3: {
    first: ["Texas Hold'em", 'Tongits', 'Pusoy', 'Baccarat', 'Blackjack', 'Pai Gow', 'Sabong Cards', 'Teen Patti'],
    second: ['Classic', 'Pro', 'Royale', 'Rush', 'Deluxe', 'Table', 'Express', 'VIP'],
  },
  4: {
    first: ['Basketball', 'Football', 'Boxing', 'Volleyball', 'Tennis', 'Esports', 'Racing', 'Cockfight'],
    second: ['Arena', 'Live', 'Cup', 'League', 'Bet', 'Showdown', 'Zone', 'Derby'],
  },
  5: {
    first: ['Live', 'Speed', 'Lightning', 'Grand', 'Manila', 'Cebu', 'Lucky', 'Royal'],
    second: ['Roulette', 'Baccarat', 'Sic Bo', 'Dragon Tiger', 'Color Game', 'Wheel', 'Blackjack', 'Fan Tan'],
  },
  6: {
    first: ['Crash', 'Mines', 'Plinko', 'Keno', 'Bingo', 'Dice', 'Rocket', 'Lottery'],
    second: ['X', 'Rush', 'Go', 'Blitz', 'Party', 'Star', 'Max', 'Fever'],
  },
};

const brandFirst = [
  'Sunrise',
  'Manila',
  'Pearl',
  'Bayani',
  'Tala',
  'Mabuhay',
  'Luzon',
  'Visayas',
  'Mindanao',
  'Bahay',
  'Sampaguita',
  'Tarsier',
  'Agila',
  'Bituin',
  'Kalayaan',
  'Palawan',
  'Boracay',
  'Baguio',
  'Ilocos',
  'Bohol',
  'Samar',
  'Leyte',
  'Taal',
  'Mayon',
  'Pasig',
  'Davao',
  'Iloilo',
  'Cebu',
  'Siargao',
  'Batangas',
  'Quezon',
  'Rizal',
  'Laguna',
  'Aurora',
] as const;
const brandSecond = ['Gaming', 'Play', 'Studio', 'Games', 'Interactive', 'Labs'] as const;

/** The brand name for index `i` (distinct for i < brandFirst.length). */
export function brandName(i: number): string {
  return `${brandFirst[i % brandFirst.length]} ${brandSecond[i % brandSecond.length]}`;
}
export const BRAND_NAME_COUNT = brandFirst.length;

/** A game name for a type; `taken` keeps names unique by numbering repeats. */
export function gameName(rng: Rng, typeId: number, taken: Map<string, number>): string {
  const words = typeWords[typeId] ?? typeWords[1]!;
  const base = `${rng.pick(words.first)} ${rng.pick(words.second)}`;
  const seen = taken.get(base) ?? 0;
  taken.set(base, seen + 1);
  return seen === 0 ? base : `${base} ${seen + 1}`;
}

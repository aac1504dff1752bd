import type { Spot, Suit } from '../../src/api/contract/baccarat';
import { STUDIO_TEXTS, type StudioLanguage, type StudioText } from './studioTexts';

/**
 * The card room's Baccarat page in the player's language (en-PH, fil-PH), with the words every in-house table
 * shares (server/game/studioTexts.ts). `{name}` is a side, `{total}` its points, `{cards}` its cards by name,
 * `{rank}` and `{suit}` one card's.
 */
export type CardsText =
  | StudioText
  | 'board'
  | 'pays'
  | 'hand'
  | 'handWaiting'
  | 'card'
  | 'A'
  | 'J'
  | 'Q'
  | 'K'
  | 'pickSpot'
  | 'playerWins'
  | 'bankerWins'
  | 'tieWins'
  | 'pushed'
  | 'lost';

export const CARDS_TEXTS: Record<StudioLanguage, Record<CardsText | Spot | Suit, string>> = {
  'en-PH': {
    ...STUDIO_TEXTS['en-PH'],
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    spades: 'spades',
    hearts: 'hearts',
    diamonds: 'diamonds',
    clubs: 'clubs',
    A: 'Ace',
    J: 'Jack',
    Q: 'Queen',
    K: 'King',
    card: '{rank} of {suit}',
    chips: 'Chip per bet',
    board: 'Place your bets',
    pays: 'pays',
    hand: '{name} {total}: {cards}',
    handWaiting: '{name}: no cards yet',
    busy: 'Dealing…',
    play: 'Deal',
    rules:
      'Bet on the hand that ends nearer 9, or on a tie. Player pays 1:1, Banker 0.95:1 (5 % commission), Tie 8:1; on a tie, Player and Banker bets come back. Standard third-card rules, a fresh 8-deck shoe every round, ₱1 to ₱100 a bet. Return to player: Banker 98.94 %, Player 98.76 %, Tie 85.64 %.',
    pickSpot: 'Pick Player, Banker or Tie to bet on.',
    playerWins: 'Player wins, {player} to {banker}.',
    bankerWins: 'Banker wins, {banker} to {player}.',
    tieWins: 'Tie at {player}.',
    pushed: 'Your bets came back: {amount}.',
    lost: 'Your bets lost this round.',
    fairHow:
      'Before you play, the server commits to its secret seed by showing its SHA-256. Each round shuffles a fresh 8-deck shoe with HMAC-SHA256 of that seed, your client seed and the round’s nonce. Change seeds to reveal the server seed and check every hand.',
  },
  'fil-PH': {
    ...STUDIO_TEXTS['fil-PH'],
    player: 'Player',
    banker: 'Banker',
    tie: 'Tabla',
    spades: 'espada',
    hearts: 'puso',
    diamonds: 'diyamante',
    clubs: 'trebol',
    A: 'Alas',
    J: 'Jack',
    Q: 'Reyna',
    K: 'Hari',
    card: '{rank} ng {suit}',
    chips: 'Chip kada taya',
    board: 'Ilagay ang taya mo',
    pays: 'bayad',
    hand: '{name} {total}: {cards}',
    handWaiting: '{name}: wala pang baraha',
    busy: 'Nagbibigay ng baraha…',
    play: 'Deal na',
    rules:
      'Tumaya sa kamay na mas malapit sa 9, o sa tabla. Player ay 1:1, Banker 0.95:1 (5 % na komisyon), Tabla 8:1; kapag tabla, balik ang taya sa Player at Banker. Karaniwang patakaran sa ikatlong baraha, bagong 8-deck na shoe bawat round, ₱1 hanggang ₱100 bawat taya. Balik sa player: Banker 98.94 %, Player 98.76 %, Tabla 85.64 %.',
    pickSpot: 'Pumili muna ng Player, Banker o Tabla na tatayaan.',
    playerWins: 'Panalo ang Player, {player} laban sa {banker}.',
    bankerWins: 'Panalo ang Banker, {banker} laban sa {player}.',
    tieWins: 'Tabla sa {player}.',
    pushed: 'Bumalik ang taya mo: {amount}.',
    lost: 'Talo ang taya mo ngayong round.',
    fairHow:
      'Bago ka maglaro, ipinapakita ng server ang SHA-256 ng lihim nitong seed bilang pangako. Bawat round ay bagong 8-deck na shoe na binalasa gamit ang HMAC-SHA256 ng seed na iyon, ng client seed mo at ng nonce ng round. Palitan ang seeds para makita ang server seed at ma-check ang bawat kamay.',
  },
};

import type { Color } from '../../src/api/contract/colorGame';
import { STUDIO_TEXTS, type StudioLanguage, type StudioText } from './studioTexts';

/**
 * The Color Game page's words in the player's language (en-PH, fil-PH). The page is the studio's, not the lobby's:
 * it carries its own texts, and picks the language of the lobby that frames it. `{amount}` is a peso figure,
 * `{dice}` the three colours, `{count}` a number of colours.
 */
export type ColorText =
  | StudioText
  | 'stake'
  | 'chips'
  | 'board'
  | 'dice'
  | 'diceWaiting'
  | 'play'
  | 'rolling'
  | 'rules'
  | 'pickColor'
  | 'maxColors'
  | 'won'
  | 'lost'
  | 'funds'
  | 'seed'
  | 'network'
  | 'fairHow';

export const COLOR_TEXTS: Record<StudioLanguage, Record<ColorText | Color, string>> = {
  'en-PH': {
    ...STUDIO_TEXTS['en-PH'],
    yellow: 'Yellow',
    white: 'White',
    pink: 'Pink',
    blue: 'Blue',
    red: 'Red',
    green: 'Green',
    stake: 'Total bet',
    chips: 'Chip per colour',
    board: 'Bet on colours',
    dice: 'Dice: {dice}',
    diceWaiting: 'Dice not rolled yet',
    play: 'Play',
    rolling: 'Rolling…',
    rules:
      'Three dice, six colours. Each colour you bet on pays 1:1 per die showing it (your bet back plus 1× per die); no die, no win. Up to 3 colours a round, ₱1 to ₱100 each. Return to player 92.13 %.',
    pickColor: 'Pick at least one colour to bet on.',
    maxColors: 'Up to {count} colours a round.',
    won: 'You won {amount}!',
    lost: 'No colour of yours came up this round.',
    funds: 'Not enough balance for a {amount} round. Lower your bets or deposit to keep playing.',
    seed: 'Your seed pair was changed while this round ran. Nothing was charged: play again.',
    network: 'Network error: the round was not played. Try again.',
    fairHow:
      'Before you play, the server commits to its secret seed by showing its SHA-256. Each round’s dice come from HMAC-SHA256 of that seed with your client seed and the round’s nonce. Change seeds to reveal the server seed and check every round.',
  },
  'fil-PH': {
    ...STUDIO_TEXTS['fil-PH'],
    yellow: 'Dilaw',
    white: 'Puti',
    pink: 'Rosas',
    blue: 'Asul',
    red: 'Pula',
    green: 'Berde',
    stake: 'Kabuuang taya',
    chips: 'Chip kada kulay',
    board: 'Tumaya sa kulay',
    dice: 'Lumabas: {dice}',
    diceWaiting: 'Hindi pa naihahagis ang dice',
    play: 'Laro na',
    rolling: 'Hinahagis…',
    rules:
      'Tatlong dice, anim na kulay. Bawat kulay na tinayaan mo ay 1:1 kada dice na lumabas ito (balik ang taya mo plus 1× kada dice); kapag walang lumabas, talo. Hanggang 3 kulay bawat round, ₱1 hanggang ₱100 bawat isa. Balik sa player: 92.13 %.',
    pickColor: 'Pumili muna ng kahit isang kulay na tatayaan.',
    maxColors: 'Hanggang {count} kulay lang bawat round.',
    won: 'Panalo ka ng {amount}!',
    lost: 'Walang lumabas sa mga kulay mo ngayong round.',
    funds: 'Kulang ang balanse mo para sa {amount} na round. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    seed: 'Napalitan ang seed pair mo habang tumatakbo ang round. Walang nabawas: maglaro ulit.',
    network: 'Nagka-problema sa network: hindi natuloy ang round. Subukan ulit.',
    fairHow:
      'Bago ka maglaro, ipinapakita ng server ang SHA-256 ng lihim nitong seed bilang pangako. Ang dice ng bawat round ay galing sa HMAC-SHA256 ng seed na iyon, ng client seed mo at ng nonce ng round. Palitan ang seeds para makita ang server seed at ma-check ang bawat round.',
  },
};

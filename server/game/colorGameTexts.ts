import type { Color } from '../../src/api/contract/colorGame';
import { STUDIO_TEXTS, type StudioLanguage, type StudioText } from './studioTexts';

/**
 * The Color Game page's words in the player's language (en-PH, fil-PH), with the words every in-house table shares
 * (server/game/studioTexts.ts). `{dice}` is the three colours, `{count}` a number of colours.
 */
export type ColorText = StudioText | 'board' | 'dice' | 'diceWaiting' | 'pickColor' | 'maxColors' | 'lost';

export type ColorLanguage = StudioLanguage;

export const COLOR_TEXTS: Record<ColorLanguage, Record<ColorText | Color, string>> = {
  'en-PH': {
    ...STUDIO_TEXTS['en-PH'],
    yellow: 'Yellow',
    white: 'White',
    pink: 'Pink',
    blue: 'Blue',
    red: 'Red',
    green: 'Green',
    chips: 'Chip per colour',
    board: 'Bet on colours',
    dice: 'Dice: {dice}',
    diceWaiting: 'Dice not rolled yet',
    busy: 'Rolling…',
    rules:
      'Three dice, six colours. Each colour you bet on pays 1:1 per die showing it (your bet back plus 1× per die); no die, no win. Up to 3 colours a round, ₱1 to ₱100 each. Return to player 92.13 %.',
    pickColor: 'Pick at least one colour to bet on.',
    maxColors: 'Up to {count} colours a round.',
    lost: 'No colour of yours came up this round.',
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
    chips: 'Chip kada kulay',
    board: 'Tumaya sa kulay',
    dice: 'Lumabas: {dice}',
    diceWaiting: 'Hindi pa naihahagis ang dice',
    busy: 'Hinahagis…',
    rules:
      'Tatlong dice, anim na kulay. Bawat kulay na tinayaan mo ay 1:1 kada dice na lumabas ito (balik ang taya mo plus 1× kada dice); kapag walang lumabas, talo. Hanggang 3 kulay bawat round, ₱1 hanggang ₱100 bawat isa. Balik sa player: 92.13 %.',
    pickColor: 'Pumili muna ng kahit isang kulay na tatayaan.',
    maxColors: 'Hanggang {count} kulay lang bawat round.',
    lost: 'Walang lumabas sa mga kulay mo ngayong round.',
    fairHow:
      'Bago ka maglaro, ipinapakita ng server ang SHA-256 ng lihim nitong seed bilang pangako. Ang dice ng bawat round ay galing sa HMAC-SHA256 ng seed na iyon, ng client seed mo at ng nonce ng round. Palitan ang seeds para makita ang server seed at ma-check ang bawat round.',
  },
};

import type { WheelColor } from '../../src/api/contract/liveTable';
import { STUDIO_TEXTS, type StudioLanguage, type StudioText } from './studioTexts';

/**
 * The live Perya Wheel page's words in the player's language (en-PH, fil-PH); the page picks the language of the
 * lobby that frames it, as the Color Game's does, with the words every in-house table shares
 * (server/game/studioTexts.ts). `{amount}` is a peso figure, `{seconds}` a countdown, `{round}` a
 * round number, `{color}` a colour's name.
 */
export type LiveText =
  | StudioText
  | 'board'
  | 'pays'
  | 'round'
  | 'betting'
  | 'noMoreBets'
  | 'closed'
  | 'drawing'
  | 'landed'
  | 'wheel'
  | 'history'
  | 'historyEmpty'
  | 'place'
  | 'placed'
  | 'yourBets'
  | 'noBets'
  | 'pickColor'
  | 'lost'
  | 'fairDrawn'
  | 'fairSeed'
  | 'fairChecked'
  | 'fairMismatch';

export const LIVE_TEXTS: Record<StudioLanguage, Record<LiveText | WheelColor, string>> = {
  'en-PH': {
    ...STUDIO_TEXTS['en-PH'],
    red: 'Red',
    blue: 'Blue',
    green: 'Green',
    gold: 'Gold',
    loading: 'Loading the table…',
    chips: 'Chip per colour',
    board: 'Bet on the wheel',
    pays: 'pays {times}×',
    round: 'Round {round}',
    betting: 'Bets close in {seconds} s',
    noMoreBets: 'No more bets',
    closed: 'Bets are closed for this round. Nothing was charged: bet again when the next round opens.',
    drawing: 'Spinning…',
    landed: 'The wheel landed on {color}',
    wheel: 'Perya wheel',
    history: 'Last results',
    historyEmpty: 'No rounds drawn yet',
    place: 'Place bets',
    busy: 'Placing…',
    placed: 'Bets placed: {amount}',
    yourBets: 'Your bets this round: {amount}',
    noBets: 'No bets this round',
    rules:
      'One wheel for everyone at the table, a round every 30 s: 20 s to bet, then the wheel spins. Red pays 2×, Blue 3×, Green 6×, Gold 24× (your bet included). ₱1 to ₱100 per colour. Return to player 96 %.',
    pickColor: 'Pick at least one colour to bet on.',
    lost: 'No colour of yours came up this round.',
    funds: 'Not enough balance for {amount} of bets. Lower your bets or deposit to keep playing.',
    network: 'Network error: your bets were not placed. Try again.',
    fairHow:
      'When a round opens the server shows the SHA-256 of its secret seed for that round; at the draw it reveals the seed. The segment is HMAC-SHA256 of the seed with "table-<game>:<round>" (the first 32-bit word below 4,294,967,000, mod 1000, mod 25). This page checks every drawn round below.',
    fairHash: 'This round’s server seed SHA-256',
    fairDrawn: 'Drawn rounds',
    fairSeed: 'Server seed',
    fairChecked: 'Checked: seed and segment match',
    fairMismatch: 'Does not match',
    fairVerify: 'How provably fair games are checked',
  },
  'fil-PH': {
    ...STUDIO_TEXTS['fil-PH'],
    red: 'Pula',
    blue: 'Asul',
    green: 'Berde',
    gold: 'Ginto',
    loading: 'Nilo-load ang mesa…',
    chips: 'Chip kada kulay',
    board: 'Tumaya sa gulong',
    pays: 'bayad {times}×',
    round: 'Round {round}',
    betting: 'Sarado ang taya sa loob ng {seconds} s',
    noMoreBets: 'Sarado na ang taya',
    closed: 'Sarado na ang taya sa round na ito. Walang nabawas: tumaya ulit pagbukas ng susunod na round.',
    drawing: 'Umiikot…',
    landed: 'Tumigil ang gulong sa {color}',
    wheel: 'Gulong ng perya',
    history: 'Mga huling resulta',
    historyEmpty: 'Wala pang round na natapos',
    place: 'Itaya',
    busy: 'Itinataya…',
    placed: 'Naitaya: {amount}',
    yourBets: 'Taya mo ngayong round: {amount}',
    noBets: 'Walang taya ngayong round',
    rules:
      'Iisang gulong para sa lahat sa mesa, may round kada 30 s: 20 s para tumaya, saka iikot ang gulong. Pula bayad 2×, Asul 3×, Berde 6×, Ginto 24× (kasama ang taya mo). ₱1 hanggang ₱100 kada kulay. Balik sa player: 96 %.',
    pickColor: 'Pumili muna ng kahit isang kulay na tatayaan.',
    lost: 'Walang lumabas sa mga kulay mo ngayong round.',
    funds: 'Kulang ang balanse mo para sa {amount} na taya. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    network: 'Nagka-problema sa network: hindi naitaya ang taya mo. Subukan ulit.',
    fairHow:
      'Pagbukas ng round, ipinapakita ng server ang SHA-256 ng lihim nitong seed para sa round na iyon; sa draw, ibinubunyag nito ang seed. Ang segment ay HMAC-SHA256 ng seed at "table-<laro>:<round>" (unang 32-bit word na mas mababa sa 4,294,967,000, mod 1000, mod 25). Sinusuri ng page na ito ang bawat round sa ibaba.',
    fairHash: 'SHA-256 ng server seed ng round na ito',
    fairDrawn: 'Mga natapos na round',
    fairSeed: 'Server seed',
    fairChecked: 'Nasuri: tugma ang seed at segment',
    fairMismatch: 'Hindi tugma',
    fairVerify: 'Paano sinusuri ang mga provably fair na laro',
  },
};

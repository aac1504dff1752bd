/**
 * The words every in-house table's page shares, in the player's language (en-PH, fil-PH). Each game's page carries
 * these with its own (its rules, its table, `busy` while a round runs, `fairHow`); the page is the studio's, not the
 * lobby's, and picks the language of the lobby that frames it. `{amount}` is a peso figure.
 */
export type StudioLanguage = 'en-PH' | 'fil-PH';

export type StudioText =
  | 'by'
  | 'loading'
  | 'balance'
  | 'stake'
  | 'lastWin'
  | 'chips'
  | 'play'
  | 'busy'
  | 'rules'
  | 'won'
  | 'funds'
  | 'session'
  | 'seed'
  | 'network'
  | 'fairOpen'
  | 'fairTitle'
  | 'fairHow'
  | 'fairHash'
  | 'fairClient'
  | 'fairNonce'
  | 'fairVerify'
  | 'close'
  | 'unavailable'
  | 'ticketUnknown'
  | 'ticketExpired'
  | 'ticketClosed';

/** The shared words; a game adds the rest (chips, busy, rules, fairHow and its own). */
export const STUDIO_TEXTS = {
  'en-PH': {
    by: 'by',
    loading: 'Loading the game…',
    balance: 'Balance',
    stake: 'Total bet',
    lastWin: 'Last win',
    play: 'Play',
    won: 'You won {amount}!',
    funds: 'Not enough balance for a {amount} round. Lower your bets or deposit to keep playing.',
    session: 'This game session has ended. Go back to the lobby and open the game again.',
    seed: 'Your seed pair was changed while this round ran. Nothing was charged: play again.',
    network: 'Network error: the round was not played. Try again.',
    fairOpen: 'Fairness details',
    fairTitle: 'Provably fair',
    fairHash: 'Server seed SHA-256',
    fairClient: 'Client seed',
    fairNonce: 'Last nonce',
    fairVerify: 'Change seeds and verify your rounds',
    close: 'Close',
    unavailable: 'Game unavailable',
    ticketUnknown: 'This game link is not valid. Go back to the lobby and open the game again.',
    ticketExpired: 'This game link has expired. Go back to the lobby and open the game again.',
    ticketClosed: 'This game session has ended. Go back to the lobby and open the game again.',
  },
  'fil-PH': {
    by: 'gawa ng',
    loading: 'Nilo-load ang laro…',
    balance: 'Balanse',
    stake: 'Kabuuang taya',
    lastWin: 'Huling panalo',
    play: 'Laro na',
    won: 'Panalo ka ng {amount}!',
    funds: 'Kulang ang balanse mo para sa {amount} na round. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    session: 'Tapos na ang session ng larong ito. Bumalik sa lobby at buksan ulit ang laro.',
    seed: 'Napalitan ang seed pair mo habang tumatakbo ang round. Walang nabawas: maglaro ulit.',
    network: 'Nagka-problema sa network: hindi natuloy ang round. Subukan ulit.',
    fairOpen: 'Detalye ng fairness',
    fairTitle: 'Provably fair',
    fairHash: 'SHA-256 ng server seed',
    fairClient: 'Client seed',
    fairNonce: 'Huling nonce',
    fairVerify: 'Palitan ang seeds at i-verify ang mga round mo',
    close: 'Isara',
    unavailable: 'Hindi available ang laro',
    ticketUnknown: 'Hindi valid ang link ng larong ito. Bumalik sa lobby at buksan ulit ang laro.',
    ticketExpired: 'Nag-expire na ang link ng larong ito. Bumalik sa lobby at buksan ulit ang laro.',
    ticketClosed: 'Tapos na ang session ng larong ito. Bumalik sa lobby at buksan ulit ang laro.',
  },
} as const satisfies Record<
  StudioLanguage,
  Record<Exclude<StudioText, 'chips' | 'busy' | 'rules' | 'fairHow'>, string>
>;

/**
 * The words every in-house studio's page shares, in the player's language (en-PH, fil-PH): the header, the
 * balance, the fairness dialog, a session ended, a network failure, a refused link. Each game adds its own.
 */
export type StudioText =
  | 'by'
  | 'loading'
  | 'balance'
  | 'lastWin'
  | 'session'
  | 'network'
  | 'fairOpen'
  | 'fairTitle'
  | 'fairHash'
  | 'fairClient'
  | 'fairNonce'
  | 'fairVerify'
  | 'close'
  | 'unavailable'
  | 'ticketUnknown'
  | 'ticketExpired'
  | 'ticketClosed';

export type StudioLanguage = 'en-PH' | 'fil-PH';

export const STUDIO_TEXTS: Record<StudioLanguage, Record<StudioText, string>> = {
  'en-PH': {
    by: 'by',
    loading: 'Loading the game…',
    balance: 'Balance',
    lastWin: 'Last win',
    session: 'This game session has ended. Go back to the lobby and open the game again.',
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
    lastWin: 'Huling panalo',
    session: 'Tapos na ang session ng larong ito. Bumalik sa lobby at buksan ulit ang laro.',
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
};

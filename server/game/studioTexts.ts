/**
 * The words every in-house studio's page shares (the Color Game's, the arcade's), in the player's language: the
 * figures, the fairness dialog and the error page. Each page adds its own words to these.
 */
export type StudioText =
  | 'by'
  | 'loading'
  | 'balance'
  | 'lastWin'
  | 'session'
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

import { STUDIO_TEXTS, type StudioLanguage, type StudioText } from './studioTexts';

/**
 * The crash game page's words in the player's language (en-PH, fil-PH). Like the Color Game's page it carries its
 * own texts and picks the language of the lobby that frames it. `{amount}` is a peso figure, `{x}` a multiplier.
 */
export type ArcadeText =
  | StudioText
  | 'autoLabel'
  | 'autoHint'
  | 'autoInvalid'
  | 'scene'
  | 'sceneWaiting'
  | 'sceneRunning'
  | 'sceneCrashed'
  | 'cashOut'
  | 'cashOutAt'
  | 'wonAuto'
  | 'crashed'
  | 'crashedAfter'
  | 'round';

export const ARCADE_TEXTS: Record<StudioLanguage, Record<ArcadeText, string>> = {
  'en-PH': {
    ...STUDIO_TEXTS['en-PH'],
    chips: 'Stake',
    autoLabel: 'Automatic cash-out at (×)',
    autoHint: 'Leave empty to cash out yourself. From 1.01 to 1000.',
    autoInvalid: 'Set the automatic cash-out between 1.01× and 1000×, or leave it empty.',
    scene: 'The kite over the bay',
    sceneWaiting: 'The kite is waiting for the next round',
    sceneRunning: 'The kite is climbing',
    sceneCrashed: 'The kite fell at {x}',
    play: 'Fly',
    busy: 'Starting…',
    cashOut: 'Cash out',
    cashOutAt: 'Cash out {amount}',
    rules:
      'Stake ₱1 to ₱100, then watch the multiplier climb from 1.00×. Cash out before the kite falls to win your stake times the multiplier; if it falls first, the stake is lost. The fall point is fixed when you stake. Return to player 97 %; 3 % of rounds fall at once.',
    won: 'You cashed out at {x}: you won {amount}!',
    wonAuto: 'Automatic cash-out at {x}: you won {amount}!',
    crashed: 'The kite fell at {x}. Your stake is lost.',
    crashedAfter: 'The kite fell at {x}.',
    funds: 'Not enough balance for a {amount} round. Lower your stake or deposit to keep playing.',
    seed: 'Your seed pair was changed while this round started. Nothing was charged: play again.',
    round: 'This round is not in this game session.',
    network: 'Network error. Your round goes on: its result will show when the connection is back.',
    fairHow:
      'Before you play, the server commits to its secret seed by showing its SHA-256. Each round’s fall point comes from HMAC-SHA256 of that seed with your client seed and the round’s nonce, fixed when you stake. Change seeds to reveal the server seed and check every round.',
  },
  'fil-PH': {
    ...STUDIO_TEXTS['fil-PH'],
    chips: 'Taya',
    autoLabel: 'Awtomatikong cash-out sa (×)',
    autoHint: 'Iwanang blangko para ikaw mismo ang mag-cash out. Mula 1.01 hanggang 1000.',
    autoInvalid: 'Ilagay ang awtomatikong cash-out mula 1.01× hanggang 1000×, o iwanang blangko.',
    scene: 'Ang saranggola sa ibabaw ng look',
    sceneWaiting: 'Naghihintay ang saranggola sa susunod na round',
    sceneRunning: 'Pataas nang pataas ang saranggola',
    sceneCrashed: 'Bumagsak ang saranggola sa {x}',
    play: 'Paliparin',
    busy: 'Nagsisimula…',
    cashOut: 'Cash out',
    cashOutAt: 'Cash out {amount}',
    rules:
      'Tumaya ng ₱1 hanggang ₱100 at panoorin ang multiplier na tumataas mula 1.00×. Mag-cash out bago bumagsak ang saranggola para manalo ng taya mo na pinarami ng multiplier; kapag bumagsak muna ito, talo ang taya. Nakatakda na ang bagsak pagkataya mo. Balik sa player: 97 %; 3 % ng mga round ay bumabagsak agad.',
    won: 'Nag-cash out ka sa {x}: panalo ka ng {amount}!',
    wonAuto: 'Awtomatikong cash-out sa {x}: panalo ka ng {amount}!',
    crashed: 'Bumagsak ang saranggola sa {x}. Talo ang taya mo.',
    crashedAfter: 'Bumagsak ang saranggola sa {x}.',
    funds: 'Kulang ang balanse mo para sa {amount} na round. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    seed: 'Napalitan ang seed pair mo habang nagsisimula ang round. Walang nabawas: maglaro ulit.',
    round: 'Wala ang round na ito sa session ng laro.',
    network: 'Nagka-problema sa network. Tuloy ang round mo: lalabas ang resulta nito pagbalik ng koneksyon.',
    fairHow:
      'Bago ka maglaro, ipinapakita ng server ang SHA-256 ng lihim nitong seed bilang pangako. Ang bagsak ng bawat round ay galing sa HMAC-SHA256 ng seed na iyon, ng client seed mo at ng nonce ng round, at nakatakda na pagkataya mo. Palitan ang seeds para makita ang server seed at ma-check ang bawat round.',
  },
};

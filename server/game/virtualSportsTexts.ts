import { STUDIO_TEXTS, type StudioLanguage, type StudioText } from './studioTexts';

/**
 * The virtual football page's words in the player's language (en-PH, fil-PH); team names are proper names, the
 * same in both. `{amount}` is a peso figure, `{home}` / `{away}` team names, `{minute}` the match minute,
 * `{score}` a score, `{odds}` the odds of a pick, `{rtp}` the return to player.
 */
export type SportsText =
  | StudioText
  | 'fixture'
  | 'versus'
  | 'picks'
  | 'pickHome'
  | 'pickDraw'
  | 'pickAway'
  | 'toWin'
  | 'inPlay'
  | 'settling'
  | 'notStarted'
  | 'minute'
  | 'fullTime'
  | 'reducedInPlay'
  | 'scoreLabel'
  | 'goal'
  | 'choosePick'
  | 'lost'
  | 'closed';

export const SPORTS_TEXTS: Record<StudioLanguage, Record<SportsText, string>> = {
  'en-PH': {
    ...STUDIO_TEXTS['en-PH'],
    fixture: 'Next match',
    versus: 'vs',
    picks: 'Your pick (1X2)',
    pickHome: '{home} to win',
    pickDraw: 'Draw',
    pickAway: '{away} to win',
    chips: 'Stake',
    stake: 'Bet',
    toWin: 'Pays if it comes in',
    play: 'Bet and kick off',
    busy: 'Placing your bet…',
    inPlay: 'Match in play…',
    settling: 'Full time: settling…',
    notStarted: 'Kick-off when you bet',
    minute: "{minute}'",
    fullTime: 'Full time',
    reducedInPlay: 'In play: the score shows at full time',
    scoreLabel: '{home} {score} {away}',
    goal: 'Goal for {team}, minute {minute}',
    choosePick: 'Pick home, draw or away first.',
    won: 'Full time {score}. You won {amount}!',
    lost: 'Full time {score}. Your pick did not come in.',
    funds: 'Not enough balance for a {amount} bet. Lower your stake or deposit to keep playing.',
    seed: 'Your seed pair was changed while this bet was placed. Nothing was charged: bet again.',
    closed: 'This bet was never settled and its stake was given back.',
    rules:
      'Virtual football, 90 minutes in 45 seconds. Bet before kick-off on the home team, a draw or the away team; a winning pick pays your stake times its odds when the match ends. Odds come from the teams’ ratings with a 6 % house margin, rounded down. ₱1 to ₱500 a bet. Return to player {rtp} on average.',
    fairHow:
      'Before you bet, the server commits to its secret seed by showing its SHA-256. Each match’s score comes from HMAC-SHA256 of that seed with your client seed and the bet’s nonce, and the goals’ minutes from the same digest. Change seeds to reveal the server seed and check every match.',
  },
  'fil-PH': {
    ...STUDIO_TEXTS['fil-PH'],
    fixture: 'Susunod na laban',
    versus: 'laban sa',
    picks: 'Ang pili mo (1X2)',
    pickHome: 'Panalo ang {home}',
    pickDraw: 'Tabla',
    pickAway: 'Panalo ang {away}',
    chips: 'Taya',
    stake: 'Taya',
    toWin: 'Babayaran kung tumama',
    play: 'Tumaya at mag-kick off',
    busy: 'Tinatanggap ang taya…',
    inPlay: 'Naglalaro pa…',
    settling: 'Tapos ang laban: inaayos ang bayad…',
    notStarted: 'Magsisimula pagtaya mo',
    minute: "{minute}'",
    fullTime: 'Tapos ang laban',
    reducedInPlay: 'Naglalaro: lalabas ang iskor pagkatapos',
    scoreLabel: '{home} {score} {away}',
    goal: 'Gol ng {team}, minuto {minute}',
    choosePick: 'Pumili muna: home, tabla o away.',
    won: 'Tapos ang laban {score}. Panalo ka ng {amount}!',
    lost: 'Tapos ang laban {score}. Hindi tumama ang pili mo.',
    funds: 'Kulang ang balanse mo para sa {amount} na taya. Bawasan ang taya o mag-deposit para makapaglaro pa.',
    seed: 'Napalitan ang seed pair mo habang tumataya. Walang nabawas: tumaya ulit.',
    closed: 'Hindi na-settle ang tayang ito kaya ibinalik ang taya mo.',
    rules:
      'Virtual football, 90 minuto sa loob ng 45 segundo. Tumaya bago mag-kick off sa home team, tabla o away team; ang tumamang pili ay babayaran ng taya mo na beses ang odds nito pagkatapos ng laban. Galing ang odds sa rating ng mga team na may 6 % na margin ng bahay, pababa ang pag-round. ₱1 hanggang ₱500 bawat taya. Balik sa player: {rtp} sa karaniwan.',
    fairHow:
      'Bago ka tumaya, ipinapakita ng server ang SHA-256 ng lihim nitong seed bilang pangako. Ang iskor ng bawat laban ay galing sa HMAC-SHA256 ng seed na iyon, ng client seed mo at ng nonce ng taya, at ang minuto ng mga gol ay galing din doon. Palitan ang seeds para makita ang server seed at ma-check ang bawat laban.',
  },
};

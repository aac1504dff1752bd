/**
 * en-PH messages of the running game's own dialogs (issue 18): the reality check. Loaded with the game page
 * (src/screens/game/RealityCheckDialog.tsx, inside its AreaIntl), never with the guest's first screen.
 */
export const gameMessages = {
  'game.realityCheck.title': 'Reality check',
  'game.realityCheck.minutes':
    'You have been playing this game for {minutes, plural, one {# minute} other {# minutes}}.',
  'game.realityCheck.hours':
    'You have been playing this game for {hours, plural, one {# hour} other {# hours}}{minutes, plural, =0 {} one { and # minute} other { and # minutes}}.',
  'game.realityCheck.net': 'Your result since you logged in: {sign, select, plus {+} minus {−} other {}}{net}.',
  'game.realityCheck.netLoading': 'Loading your result since you logged in…',
  'game.realityCheck.netFailed': 'Your result since you logged in could not be loaded.',
  'game.realityCheck.question': 'The game is paused. Do you want to keep playing?',
  'game.realityCheck.continue': 'Continue playing',
  'game.realityCheck.stop': 'Stop playing',
} as const satisfies Record<string, string>;

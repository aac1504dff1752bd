/**
 * en-PH messages of the game page (/start: opening, leaving, the frame) and its own dialogs (responsible gaming: the
 * reality check). Loaded with that page (src/screens/game/StartScreen.tsx and RealityCheckDialog.tsx, inside their
 * AreaIntl), never with the guest's first screen.
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
  'game.opening': 'Opening the game…',
  'game.leave': 'Leave game',
  'game.leaving': 'Leaving the game…',
  'game.frame': 'Game',
  'game.noGame': 'No game was chosen.',
  'game.maintenance': 'This game is under maintenance. Please try again later.',
  'game.unavailable': 'This game is not available.',
} as const satisfies Record<string, string>;

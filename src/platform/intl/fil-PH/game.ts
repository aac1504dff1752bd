import type { gameMessages as en } from '../en-PH/game';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/game.ts. */
export const gameMessages: Translation<typeof en> = {
  'game.realityCheck.title': 'Paalala sa paglalaro',
  'game.realityCheck.minutes': 'Naglalaro ka na ng larong ito nang {minutes, plural, one {# minuto} other {# minuto}}.',
  'game.realityCheck.hours':
    'Naglalaro ka na ng larong ito nang {hours, plural, one {# oras} other {# oras}}{minutes, plural, =0 {} one { at # minuto} other { at # minuto}}.',
  'game.realityCheck.net': 'Ang resulta mo mula nang mag-log in ka: {sign, select, plus {+} minus {−} other {}}{net}.',
  'game.realityCheck.netLoading': 'Kinukuha ang resulta mo mula nang mag-log in ka…',
  'game.realityCheck.netFailed': 'Hindi makuha ang resulta mo mula nang mag-log in ka.',
  'game.realityCheck.question': 'Naka-pause ang laro. Gusto mo pa bang maglaro?',
  'game.realityCheck.continue': 'Ituloy ang laro',
  'game.realityCheck.stop': 'Itigil ang paglalaro',
  'game.opening': 'Binubuksan ang laro…',
  'game.leave': 'Umalis sa laro',
  'game.leaving': 'Umaalis sa laro…',
  'game.frame': 'Laro',
  'game.noGame': 'Walang napiling laro.',
  'game.maintenance': 'Naka-maintenance ang larong ito. Subukang muli mamaya.',
  'game.unavailable': 'Hindi available ang larong ito.',
};

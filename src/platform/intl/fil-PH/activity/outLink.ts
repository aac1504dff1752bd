import type { outLinkMessages as en } from '../../en-PH/activity/outLink';
import type { Translation } from '../../translation';

/** fil-PH twin of ../../en-PH/activity/outLink.ts. */
export const outLinkMessages: Translation<typeof en> = {
  'promotions.activity.OutLink': 'Bisitahin ang isang site sa labas',
  'promotions.terms.OutLink':
    'Link papunta sa site na nasa labas ng Lucky Lobby. Ipapakita muna namin kung saan ito papunta bago ka umalis.',
  'safeLink.title': 'Aalis ka sa Lucky Lobby',
  'safeLink.leaving': 'Magbubukas ang link na ito ng site na nasa labas ng Lucky Lobby:',
  'safeLink.address': 'Buong address:',
  'safeLink.note':
    'Magbubukas ito sa bagong tab. Hindi Lucky Lobby ang nagpapatakbo ng site na iyon, at hinding-hindi namin hihingin doon ang password mo.',
  'safeLink.go': 'Pumunta sa {host}',
  'safeLink.stay': 'Manatili sa Lucky Lobby',
  'safeLink.refused': 'Hindi mabubuksan ang link na ito: hindi ito secure (https) na address na maipapakita namin.',
};

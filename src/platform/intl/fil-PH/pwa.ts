import type { pwaMessages as en } from '../en-PH/pwa';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/pwa.ts. */
export const pwaMessages: Translation<typeof en> = {
  'pwa.update.title': 'May bagong version na',
  'pwa.update.body': 'Mag-reload para makuha ang pinakabagong Lucky Lobby. Mananatili ang iyong balanse at mga laro.',
  'pwa.update.reload': 'I-reload',
  'pwa.update.later': 'Mamaya na',
  'pwa.required.title': 'I-update ang Lucky Lobby para magpatuloy',
  'pwa.required.body':
    'Hindi na suportado ang version na ito. Mag-update na para makapaglaro ulit. Mananatili ang iyong balanse at mga laro.',
  'pwa.required.update': 'Mag-update na',
  'pwa.offline.title': 'Offline ka',
  'pwa.offline.heading': 'Walang internet connection',
  'pwa.offline.body':
    'Kailangan ng Lucky Lobby ang internet para maipakita ang mga laro at ang iyong balanse. Tingnan ang iyong Wi-Fi o mobile data, saka subukang muli.',
  'pwa.offline.retry': 'Subukang muli',
};

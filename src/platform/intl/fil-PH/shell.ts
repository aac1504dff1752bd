import type { shellMessages as en } from '../en-PH/shell';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/shell.ts. */
export const shellMessages: Translation<typeof en> = {
  'shell.player': 'Iyong account',
  'shell.addFunds': 'Magdagdag ng pondo: mag-deposito',
  'shell.legal': 'Mga tuntunin at patakaran',
  'shell.contact': 'Makipag-ugnayan sa amin',
  'shell.apps': 'Kunin ang app',
  'shell.badgeAndroid': 'Android app',
  'shell.badgeIos': 'iPhone at iPad',
  'shell.payments': 'Mga paraan ng pagbabayad',
  'shell.responsibility': 'Responsableng paglalaro',
  'shell.responsibilityText':
    'Maglaro para sa saya, magtakda ng budget at magpahinga paminsan-minsan. Puwedeng makaadik ang sugal: kapag hindi na ito masaya, hilingin sa aming suporta na i-exclude ka sa paglalaro.',
  'shell.country': 'Para lang sa mga manlalaro sa Pilipinas.',
};

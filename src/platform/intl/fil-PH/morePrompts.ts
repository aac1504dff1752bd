import type { morePromptMessages as en } from '../en-PH/morePrompts';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/morePrompts.ts. */
export const morePromptMessages: Translation<typeof en> = {
  'prompts.gotIt': 'Sige',
  'prompts.forceUpdate.title': 'Lumipat sa app',
  'prompts.forceUpdate.body':
    'Salamat sa iyong deposito! Mas mabilis maglaro gamit ang app, at may {amount} bonus ka sa unang pagbukas mo nito.',
  'prompts.updateBonus.title': 'Natanggap mo na ang app bonus',
  'prompts.updateBonus.paid': 'Salamat sa paggamit ng app! Naidagdag na ang {amount} sa iyong balance.',
  'prompts.updateBonus.failedTitle': 'Hindi pa natatanggap ang app bonus',
  'prompts.updateBonus.failed': 'Hindi pa namin naidagdag ang iyong app bonus. {reason}',
  'prompts.retry': 'Subukan ulit',
  'prompts.chrome.title': 'Buksan sa Chrome',
  'prompts.chrome.body':
    'Baka hindi gumana ang lahat ng laro sa browser na ito. Buksan ang Lucky Lobby sa Chrome, o kopyahin ang link.',
  'prompts.chrome.open': 'Buksan ang Chrome',
  'prompts.chrome.copy': 'Kopyahin',
  'prompts.ios.title': 'Idagdag sa Home Screen',
  'prompts.ios.body': 'I-tap ang Share button sa Safari, saka ang "Add to Home Screen" para makapaglaro sa isang tap.',
  'apk.title': 'I-download ang app',
  'apk.android': 'I-download para sa Android',
  'apk.note': 'Payagan ang pag-install mula sa iyong browser kapag nagtanong ang Android.',
  'age.title': 'Paalala sa edad',
  'age.body':
    'Dapat 21 taong gulang ka pataas para magamit ang site na ito. Sa pagpapatuloy, kinukumpirma mo ang iyong edad at tinatanggap mo ang aming mga tuntunin.',
  'age.terms': 'MGA TUNTUNIN AT KUNDISYON',
  'age.accept': 'Tanggapin',
  'pwa.install.body':
    'Idagdag ang Lucky Lobby sa iyong home screen: bubukas ito sa isang tap, full screen, parang app.',
  'pwa.installed': 'Naka-install na ang Lucky Lobby sa device na ito. Buksan ito mula sa iyong home screen.',
  'pwa.ios.steps': 'Sa iPhone o iPad: i-tap ang Share button sa Safari, saka ang "Add to Home Screen".',
  'pwa.other.steps': 'Sa menu ng iyong browser, piliin ang "Install app" o "Add to Home screen".',
};

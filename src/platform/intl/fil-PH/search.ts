import type { searchMessages as en } from '../en-PH/search';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/search.ts. */
export const searchMessages: Translation<typeof en> = {
  'search.title': 'Maghanap ng laro',
  'search.query': 'Pangalan ng laro',
  'search.type': 'Uri ng laro',
  'search.brand': 'Brand',
  'search.allTypes': 'Lahat ng uri',
  'search.allBrands': 'Lahat ng brand',
  'search.hint': 'I-type ang pangalan ng laro, o pumili ng uri o brand.',
  'search.none': 'Walang larong tugma sa iyong hinahanap.',
  'search.count': '{count, plural, one {# laro} other {# laro}}',
  'search.countCapped': 'Unang {count} laro; mag-type pa para paliitin ang listahan.',
  'search.back': 'Bumalik',
  'search.results': 'Mga resulta ng paghahanap',
};

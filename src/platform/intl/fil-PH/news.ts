import type { newsMessages as en } from '../en-PH/news';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/news.ts. */
export const newsMessages: Translation<typeof en> = {
  'news.title': 'Balita',
  'news.back': 'Bumalik sa Balita',
  'news.empty': 'Walang balita sa ngayon.',
  'news.missing': 'Hindi na available ang abisong ito.',
  'news.open': 'Tingnan',
};

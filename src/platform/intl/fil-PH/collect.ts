import type { collectMessages as en } from '../en-PH/collect';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/collect.ts. */
export const collectMessages: Translation<typeof en> = {
  'lobby.collect.subTabs': 'Iyong mga laro',
  'lobby.collect.favourites': 'Mga Paborito',
  'lobby.collect.history': 'History',
  'lobby.collect.noFavourites': 'I-tap ang star sa isang laro para maitabi ito rito.',
  'lobby.collect.noHistory': 'Lalabas dito ang mga larong nilaro mo.',
  'lobby.collect.login': 'Mag-log in',
  'lobby.collect.guest': 'Mag-log in para maitabi rito ang mga paborito mong laro.',
};

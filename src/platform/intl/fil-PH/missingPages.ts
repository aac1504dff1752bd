import type { missingPageMessages as en } from '../en-PH/missingPages';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/missingPages.ts. */
export const missingPageMessages: Translation<typeof en> = {
  'app.notYetAvailable.title': 'Malapit na',
  'app.notYetAvailable.body': 'Darating ang page na ito sa susunod na release ng Lucky Lobby.',
  'app.notFound.title': 'Hindi makita ang page',
  'app.notFound.body': 'Walang laman ang address na ito.',
};

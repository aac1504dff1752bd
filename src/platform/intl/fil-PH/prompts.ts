import type { promptMessages as en } from '../en-PH/prompts';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/prompts.ts. */
export const promptMessages: Translation<typeof en> = {
  'prompts.download.title': 'Kunin ang Lucky Lobby app',
  'prompts.download.body': 'Maglaro nang mas mabilis at makatanggap ng bonus alert gamit ang aming Android app.',
  'prompts.download': 'I-download',
  'prompts.noMore': 'Huwag nang ipakita',
  'prompts.later': 'Hindi muna',
  'pwa.install': 'I-install',
};

import type { headerDownloadMessages as en } from '../en-PH/headerDownload';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/headerDownload.ts. */
export const headerDownloadMessages: Translation<typeof en> = {
  'headerDownload.label': 'Kunin ang app',
  'headerDownload.text': 'Mas mabilis maglaro mula sa home screen mo gamit ang Lucky Lobby app.',
  'headerDownload.install': 'I-install',
  'headerDownload.open': 'Kunin ang app',
  'headerDownload.close': 'Itago ang alok ng app',
};

import type { shareMessages as en } from '../../en-PH/activity/share';
import type { Translation } from '../../translation';

/** fil-PH twin of ../../en-PH/activity/share.ts. */
export const shareMessages: Translation<typeof en> = {
  'activity.share.title': 'I-share ang iyong invite link',
  'activity.share.link': 'Ang iyong invite link',
  'activity.share.loading': 'Ginagawa ang iyong link…',
  'activity.share.copy': 'Kopyahin ang link',
  'activity.share.share': 'I-share',
  'activity.share.qr': 'QR code ng iyong invite link',
  'activity.share.bindFirst': 'I-link ang iyong numero ng mobile para makuha ang iyong invite link.',
  'activity.share.bind': 'I-link ang mobile',
  'activity.share.shareFailed': 'Hindi mabuksan ang pag-share. Kopyahin na lang ang link.',
};

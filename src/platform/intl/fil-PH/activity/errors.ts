import type { activityErrorMessages as en } from '../../en-PH/activity/errors';
import type { Translation } from '../../translation';

/** fil-PH twin of ../../en-PH/activity/errors.ts. */
export const activityErrorMessages: Translation<typeof en> = {
  'activity.claimFailed': 'Hindi natuloy ang pag-claim mo.',
  'activity.act39.err1001': 'Hindi pa nagsisimula ang event na ito.',
  'activity.act39.err1002': 'Tapos na ang event na ito.',
  'activity.act39.err1003': 'Hindi ka kwalipikado sa event na ito.',
  'activity.act39.err1004': 'Na-claim na ang reward na ito.',
  'activity.act39.err1005': 'Hindi pa puwedeng i-claim ang reward na ito.',
  'activity.act39.err1006': 'Nabili na ang offer na ito.',
  'activity.act39.err1007': 'Mag-deposito muna para makasali.',
  'activity.act39.err1008': 'Kulang pa ang mga imbitasyon.',
  'activity.act39.err1009': 'Ubos na ang reward na ito.',
  'activity.act39.err1010': 'Hindi available ang event na ito sa ngayon.',
};

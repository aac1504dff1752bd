import type { dailyCompleteMessages as en } from '../../en-PH/activity/dailyComplete';
import type { Translation } from '../../translation';

/** fil-PH twin of ../../en-PH/activity/dailyComplete.ts. */
export const dailyCompleteMessages: Translation<typeof en> = {
  'activity.dailyComplete.title': 'Tapos na lahat ng task mo ngayong araw!',
  'activity.dailyComplete.claim': 'Galing! Naghihintay na ang mga reward mo: i-claim mo sila sa Tasks page.',
  'activity.dailyComplete.tomorrow':
    'Galing! Na-claim mo na lahat ng reward para ngayong araw. May bagong daily tasks pagdating ng hatinggabi, oras sa Manila.',
  'activity.dailyComplete.toTasks': 'I-claim ang rewards',
  'activity.dailyComplete.seeYou': 'Kita tayo bukas',
};

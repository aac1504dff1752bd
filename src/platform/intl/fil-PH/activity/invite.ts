import type { inviteMessages as en } from '../../en-PH/activity/invite';
import type { Translation } from '../../translation';

/** fil-PH twin of ../../en-PH/activity/invite.ts. */
export const inviteMessages: Translation<typeof en> = {
  'activity.invite.title': 'Mag-imbita ng Kaibigan',
  'activity.invite.intro':
    'Imbitahin ang mga kaibigan mo na mag-sign up gamit ang iyong link. Abutin ang bawat goal para makuha ang premyo nito.',
  'activity.invite.prize': 'Premyo {n}: {reward} para sa {count} kaibigan',
  'activity.invite.progress': '{invites} sa {required} kaibigan ang sumali na',
  'activity.invite.invite': 'Mag-imbita',
  'activity.invite.receive': 'Kunin',
  'activity.invite.received': 'Natanggap na ang premyo.',
  'activity.invite.allReceived': 'Natanggap na ang lahat ng premyo',
};

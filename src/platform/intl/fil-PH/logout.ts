import type { logoutMessages as en } from '../en-PH/logout';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/logout.ts. */
export const logoutMessages: Translation<typeof en> = {
  'logout.title': 'Mag-log out?',
  'logout.body': 'Kailangan mong mag-log in ulit para makapaglaro.',
  'logout.cancel': 'Kanselahin',
};

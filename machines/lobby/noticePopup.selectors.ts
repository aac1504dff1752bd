import type { SnapshotFrom } from 'xstate';
import type { noticePopupMachine } from './noticePopup.machine';

/** A notice is up (src/screens/news/NoticePopup.tsx). */
export const noticeShowing = (snapshot: SnapshotFrom<typeof noticePopupMachine>): boolean =>
  snapshot.matches('showing');

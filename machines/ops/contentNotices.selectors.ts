import type { SnapshotFrom } from 'xstate';
import type { ContentNoticesMachine } from './contentNotices.machine';

type Snapshot = SnapshotFrom<ContentNoticesMachine>;

/** The notices in the news list's order (the pop-up notices open in it too). */
export const noticeRows = (s: Snapshot) => s.context.list;
export const noticeDraft = (s: Snapshot) => s.context.draft;
export const noticeErrors = (s: Snapshot) => s.context.errors;
/** The notice the form edits; null while adding one. */
export const editingNotice = (s: Snapshot) => s.context.editing;
export const uploadingNoticePicture = (s: Snapshot): boolean => s.matches('uploading');

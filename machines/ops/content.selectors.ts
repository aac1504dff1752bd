import type { SnapshotFrom } from 'xstate';
import { type ContentMachine, pictureOf } from './content.machine';

type Snapshot = SnapshotFrom<ContentMachine>;

/** The banners in the order the home shows them. */
export const contentBanners = (s: Snapshot) => s.context.list;
export const bannerDraft = (s: Snapshot) => s.context.draft;
/** Why each refused field is refused, by name. */
export const bannerErrors = (s: Snapshot) => s.context.errors;
/** The banner the form edits; null while adding one. */
export const editingBanner = (s: Snapshot) => s.context.editing;
/** A picture is being uploaded. */
export const uploadingPicture = (s: Snapshot): boolean => s.matches('uploading');
/** The draft's picture address ('' without one), for the preview. */
export const draftPicture = (s: Snapshot): string => pictureOf(s.context.draft);

import type { SnapshotFrom } from 'xstate';
import { type ContentMachine, type PreviewBanner, pictureOf, previewOf } from './content.machine';

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

/** The home's banner strip on a phone and on a desktop, with the draft in its place. */
export const bannerPreview = (s: Snapshot): Record<'phone' | 'desktop', PreviewBanner[]> => ({
  phone: previewOf(s.context.list, s.context.draft, s.context.editing, 'phone'),
  desktop: previewOf(s.context.list, s.context.draft, s.context.editing, 'desktop'),
});

/** Two previews are the same when they show the same pictures in the same places. */
export const samePreview = (
  a: Record<'phone' | 'desktop', PreviewBanner[]>,
  b: Record<'phone' | 'desktop', PreviewBanner[]>,
): boolean => JSON.stringify(a) === JSON.stringify(b);

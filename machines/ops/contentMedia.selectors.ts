import type { SnapshotFrom } from 'xstate';
import type { ChoiceGroup, ContentChoicesMachine } from './contentChoices.machine';
import { type ContentVideosMachine, homeVideoOf } from './contentVideos.machine';

type Videos = SnapshotFrom<ContentVideosMachine>;
type Choices = SnapshotFrom<ContentChoicesMachine>;

/** The promotional videos in their order. */
export const videoRows = (s: Videos) => s.context.list;
export const videoDraft = (s: Videos) => s.context.draft;
export const videoErrors = (s: Videos) => s.context.errors;
/** The video the form edits; null while adding one. */
export const editingVideo = (s: Videos) => s.context.editing;
/** The video file, or the poster, is being uploaded. */
export const uploadingVideoFile = (s: Videos): boolean => s.matches('uploading') && s.context.fileKind === 'video';
export const uploadingPoster = (s: Videos): boolean => s.matches('uploading') && s.context.fileKind === 'poster';
/** The poster a guest's home would show with the form saved ('' without a video). */
export const homePoster = (s: Videos): string =>
  homeVideoOf(s.context.list, s.context.draft, s.context.editing)?.coverImg ?? '';

const NO_CHOICES: ChoiceGroup['choices'] = [];
/** One list's choices in order, each on or off. */
export const choicesIn = (name: ChoiceGroup['name']) => (s: Choices) =>
  s.context.list.find((g) => g.name === name)?.choices ?? NO_CHOICES;

import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import { CONTENT_IMAGE_MAX_BYTES, TARGET_CLICK, type TargetKind } from '../../src/api/contract/content';
import {
  CONTENT_VIDEO_MAX_BYTES,
  checkVideo,
  type OpsVideo,
  type VideoFields,
} from '../../src/api/contract/contentMedia';
import { pickHomeVideo } from '../../src/api/contract/homeArt';
import { type PickedFile, readFileAsBase64 } from '../../src/platform/exchange/file';
import type { TypesOf } from '../shared/machineTypes';
import { without } from './content.machine';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * The home's promotional videos on /ops/content (marketing and admins; docs/ops.md "Content"): the list, each
 * edited or removed, and a form for one — its video file (WebM or MP4) and its poster (PNG, JPEG or WebP), each sent
 * as soon as it is picked (the server checks the bytes and answers the stored address), where a tap goes and
 * whether it is the video the home shows. Checked by the server's rules before sending
 * (src/api/contract/contentMedia.ts), and by the server again; a 401 tells the session.
 */
export type VideoFile = 'video' | 'poster';

export interface VideoDraft extends VideoFields {}

export interface VideosContext extends QueueContext<OpsVideo> {
  draft: VideoDraft;
  editing: number | null;
  errors: Record<string, string>;
  /** The file being uploaded, and which of the two it is. */
  file: PickedFile | null;
  fileKind: VideoFile;
  chosen: number | null;
}

export type VideosEvent =
  | { type: 'FILE.PICK'; kind: VideoFile; file: PickedFile }
  | { type: 'TARGET.CHANGE'; target: TargetKind }
  | { type: 'ACTION.CHANGE'; value: string }
  | { type: 'HOME.CHANGE'; home: boolean }
  | { type: 'EDIT'; id: number }
  | { type: 'NEW' }
  | { type: 'SAVE' }
  | { type: 'REMOVE'; id: number }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: OpsVideo[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ url: string }, 'upload'>
  | ErrorActorEvent<unknown, 'upload'>
  | DoneActorEvent<{ video: OpsVideo }, 'save'>
  | ErrorActorEvent<unknown, 'save'>
  | DoneActorEvent<{ deleted: number }, 'remove'>
  | ErrorActorEvent<unknown, 'remove'>;

export const EMPTY_VIDEO: VideoDraft = { path: '', coverImg: '', target: 'none', action: '', home: false };

/** What each file may be, checked before a byte is sent (the server checks the bytes themselves). */
const FILE_RULES: Record<VideoFile, { type: RegExp; max: number; field: keyof VideoFields; refusal: string }> = {
  video: {
    type: /^video\/(webm|mp4)$/,
    max: CONTENT_VIDEO_MAX_BYTES,
    field: 'path',
    refusal: 'Choose a WebM or MP4 video of at most 8 MB.',
  },
  poster: {
    type: /^image\/(png|jpeg|webp)$/,
    max: CONTENT_IMAGE_MAX_BYTES,
    field: 'coverImg',
    refusal: 'Choose a PNG, JPEG or WebP picture of at most 1 MB.',
  },
};

const UPLOAD_PATH: Record<VideoFile, string> = { video: '/content/video-files', poster: '/content/images' };

/** The body the server takes, or every refused field with the server's own sentence. */
export function videoBody(
  draft: VideoDraft,
): { ok: true; body: VideoFields } | { ok: false; errors: Record<string, string> } {
  const checked = checkVideo(draft);
  if (checked.ok) return { ok: true, body: checked.value };
  return { ok: false, errors: Object.fromEntries(checked.issues.map((i) => [i.path, i.message])) };
}

/** A stored video in the form's terms. */
const draftOf = ({ path, coverImg, target, action, home }: OpsVideo): VideoDraft => ({
  path,
  coverImg,
  target,
  action,
  home,
});

/**
 * The video a guest's home shows once the form is saved (the draft in the edited one's place, or added last): its
 * poster and file, or null without any. A player's activities may pick another by spec §4's rule.
 */
export function homeVideoOf(list: readonly OpsVideo[], draft: VideoDraft, editing: number | null): OpsVideo | null {
  const drafted = { ...draft, id: editing ?? 0, sort: 0 };
  const withDraft = draft.path === '' ? list : [...list.filter((v) => v.id !== editing), drafted];
  // A draft chosen for the home takes the choice from the one that had it, as the server does.
  const chosenHome = (v: OpsVideo) => (draft.home && draft.path !== '' ? v === drafted : v.home);
  const entries = withDraft.map((v) => ({
    ...v,
    clickType: TARGET_CLICK[v.target],
    clickAction: v.action,
    home: chosenHome(v) ? (1 as const) : undefined,
  }));
  const chosen = pickHomeVideo(entries, { activityNames: new Set(), loginPaying: false });
  return withDraft.find((v) => v.id === chosen?.id) ?? null;
}

const call = queueCallsOf<VideosContext>();

export const contentVideosMachine = setup({
  types: {} as TypesOf<VideosContext, VideosEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: OpsVideo[] }, { token: string }>(async ({ input, signal }) => {
      const answer = await opsCall<{ videos: OpsVideo[] }>('GET', '/content/videos', input.token, undefined, signal);
      return { list: answer.videos };
    }),
    upload: fromPromise<{ url: string }, { token: string; file: PickedFile | null; kind: VideoFile }>(
      async ({ input, signal }) => {
        if (!input.file) throw new Error('Choose a file first.');
        const data = await readFileAsBase64(input.file);
        return opsCall('POST', UPLOAD_PATH[input.kind], input.token, { data }, signal);
      },
    ),
    save: fromPromise<{ video: OpsVideo }, { token: string; id: number | null; body: VideoFields | null }>(
      ({ input, signal }) =>
        opsCall(
          'POST',
          input.id === null ? '/content/videos' : `/content/videos/${input.id}`,
          input.token,
          input.body,
          signal,
        ),
    ),
    remove: fromPromise<{ deleted: number }, { token: string; id: number }>(({ input, signal }) =>
      opsCall('POST', `/content/videos/${input.id}/delete`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    draftValid: ({ context }) => videoBody(context.draft).ok,
    /** A file over its cap or of another type is refused before a byte is sent. */
    fileFits: ({ event }) => {
      const { file, kind } = event as { file: PickedFile; kind: VideoFile };
      return file.size > 0 && file.size <= FILE_RULES[kind].max && FILE_RULES[kind].type.test(file.type);
    },
  },
  actions: {
    ...queueActions,
    setTarget: assign({
      draft: ({ context }, target: TargetKind) => ({ ...context.draft, target, action: '' }),
      errors: ({ context }) => without(without(context.errors, 'target'), 'action'),
    }),
    setAction: assign({
      draft: ({ context }, value: string) => ({ ...context.draft, action: value.slice(0, 300) }),
      errors: ({ context }) => without(context.errors, 'action'),
    }),
    setHome: assign({ draft: ({ context }, home: boolean) => ({ ...context.draft, home }) }),
    pickFile: assign({
      file: ({ event }) => (event as { file: PickedFile }).file,
      fileKind: ({ event }) => (event as { kind: VideoFile }).kind,
      notice: null,
    }),
    refuseFile: assign({
      errors: ({ context, event }) => {
        const rule = FILE_RULES[(event as { kind: VideoFile }).kind];
        return { ...context.errors, [rule.field]: rule.refusal };
      },
    }),
    uploaded: assign(({ context, event }) => {
      const { field } = FILE_RULES[context.fileKind];
      return {
        draft: { ...context.draft, [field]: (event as DoneActorEvent<{ url: string }>).output.url },
        errors: without(context.errors, field),
        file: null,
        notice: {
          kind: 'success' as const,
          text: context.fileKind === 'video' ? 'Video uploaded.' : 'Poster uploaded.',
        },
      };
    }),
    edit: assign(({ context, event }) => {
      const found = context.list.find((v) => v.id === (event as { id: number }).id);
      return found
        ? { editing: found.id, draft: draftOf(found), errors: {}, notice: null }
        : { editing: null, draft: EMPTY_VIDEO, errors: {} };
    }),
    startNew: assign({ editing: null, draft: EMPTY_VIDEO, errors: {}, notice: null }),
    showErrors: assign({
      errors: ({ context }) => {
        const checked = videoBody(context.draft);
        return checked.ok ? {} : checked.errors;
      },
      notice: { kind: 'error', text: 'Check the fields marked.' },
    }),
    startCall: assign({ notice: null }),
    saved: assign({
      notice: ({ context, event }) => {
        const saved = (event as DoneActorEvent<{ video: OpsVideo }>).output.video;
        return {
          kind: 'success',
          text: context.editing === null ? `Video #${saved.id} added.` : `Video #${saved.id} saved.`,
        };
      },
      editing: null,
      draft: EMPTY_VIDEO,
      errors: {},
    }),
    choose: assign({ chosen: ({ event }) => (event as { id: number }).id, notice: null }),
    removed: assign({
      notice: ({ context }) => ({ kind: 'success', text: `Video #${context.chosen} removed.` }),
      editing: ({ context }) => (context.editing === context.chosen ? null : context.editing),
      draft: ({ context }) => (context.editing === context.chosen ? EMPTY_VIDEO : context.draft),
    }),
  },
}).createMachine({
  id: 'contentVideos',
  context: ({ input }) => ({
    ...input,
    list: [],
    notice: null,
    loadError: null,
    draft: EMPTY_VIDEO,
    editing: null,
    errors: {},
    file: null,
    fileKind: 'video',
    chosen: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    ready: {
      description: 'The videos with Edit and Remove, the form and the home preview.',
      tags: ['ready'],
      on: {
        'FILE.PICK': [{ guard: 'fileFits', target: 'uploading', actions: 'pickFile' }, { actions: 'refuseFile' }],
        'TARGET.CHANGE': { actions: { type: 'setTarget', params: ({ event }) => event.target } },
        'ACTION.CHANGE': { actions: { type: 'setAction', params: ({ event }) => event.value } },
        'HOME.CHANGE': { actions: { type: 'setHome', params: ({ event }) => event.home } },
        EDIT: { actions: 'edit' },
        NEW: { actions: 'startNew' },
        SAVE: [{ guard: 'draftValid', target: 'saving', actions: 'startCall' }, { actions: 'showErrors' }],
        REMOVE: { target: 'removing', actions: 'choose' },
        REFRESH: 'loading',
      },
    },
    uploading: call({
      description: 'Sends the picked video or poster; the server checks its bytes and answers its address.',
      src: 'upload',
      input: (context) => ({ file: context.file, kind: context.fileKind }),
      done: 'uploaded',
      after: 'ready',
    }),
    saving: call({
      description: 'Adds the video or saves the one edited; the server checks it again and audits it.',
      src: 'save',
      input: (context) => {
        const checked = videoBody(context.draft);
        return { id: context.editing, body: checked.ok ? checked.body : null };
      },
      done: 'saved',
      refusedTo: 'ready',
    }),
    removing: call({
      description: 'Removes the video from the home.',
      src: 'remove',
      input: (context) => ({ id: context.chosen ?? 0 }),
      done: 'removed',
    }),
  },
});

export type ContentVideosMachine = typeof contentVideosMachine;

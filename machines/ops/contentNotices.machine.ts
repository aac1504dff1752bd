import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import {
  CONTENT_IMAGE_MAX_BYTES,
  checkNotice,
  drawnUrl,
  type NoticeFields,
  type OpsNotice,
  type TargetKind,
} from '../../src/api/contract/content';
import { type PickedFile, readFileAsBase64 } from '../../src/platform/exchange/file';
import type { TypesOf } from '../shared/machineTypes';
import { movedOrder, without } from './content.machine';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * Notices on /ops/content (marketing and admins; docs/ops.md "Content"): the news list in its order — which is also
 * the order the pop-up notices open in, once per visit — each moved up or down, edited or removed, and a form for a
 * notice's title, text (its detail page), picture (none, drawn from a headline, or an uploaded one sent when picked),
 * whether it pops up, and where a tap goes. Checked by the server's rules before sending (src/api/contract/content.ts),
 * and by the server again; a 401 tells the session.
 */
export type NoticePicture = 'none' | 'drawn' | 'upload';
export type NoticeField = 'title' | 'content' | 'headline' | 'action';

export interface NoticeDraft {
  title: string;
  content: string;
  picture: NoticePicture;
  uploaded: string;
  headline: string;
  popUp: boolean;
  target: TargetKind;
  action: string;
}

export interface NoticesContext extends QueueContext<OpsNotice> {
  draft: NoticeDraft;
  editing: number | null;
  errors: Record<string, string>;
  file: PickedFile | null;
  chosen: number | null;
  order: number[];
}

export type NoticesEvent =
  | { type: 'FIELD.CHANGE'; field: NoticeField; value: string }
  | { type: 'PICTURE.CHANGE'; picture: NoticePicture }
  | { type: 'POPUP.CHANGE'; popUp: boolean }
  | { type: 'TARGET.CHANGE'; target: TargetKind }
  | { type: 'FILE.PICK'; file: PickedFile }
  | { type: 'EDIT'; id: number }
  | { type: 'NEW' }
  | { type: 'SAVE' }
  | { type: 'MOVE'; id: number; by: -1 | 1 }
  | { type: 'REMOVE'; id: number }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: OpsNotice[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ url: string }, 'upload'>
  | ErrorActorEvent<unknown, 'upload'>
  | DoneActorEvent<{ notice: OpsNotice }, 'save'>
  | ErrorActorEvent<unknown, 'save'>
  | DoneActorEvent<{ notices: OpsNotice[] }, 'reorder'>
  | ErrorActorEvent<unknown, 'reorder'>
  | DoneActorEvent<{ deleted: number }, 'remove'>
  | ErrorActorEvent<unknown, 'remove'>;

export const EMPTY_NOTICE: NoticeDraft = {
  title: '',
  content: '',
  picture: 'none',
  uploaded: '',
  headline: '',
  popUp: false,
  target: 'none',
  action: '',
};

const MAX_LENGTH: Record<NoticeField, number> = { title: 120, content: 4_000, headline: 60, action: 300 };
const DRAWN = /^\/static\/art\/notice\/([A-Za-z0-9-]+)\.svg$/;

/** A stored notice in the form's terms. */
export function noticeDraftOf(notice: OpsNotice): NoticeDraft {
  const drawn = DRAWN.exec(notice.imgUrl2);
  return {
    title: notice.title,
    content: notice.content,
    picture: notice.imgUrl2 === '' ? 'none' : drawn ? 'drawn' : 'upload',
    uploaded: drawn ? '' : notice.imgUrl2,
    headline: drawn ? drawn[1]!.replace(/-/g, ' ') : '',
    popUp: notice.popUp,
    target: notice.target,
    action: notice.action,
  };
}

/** The picture the draft shows ('' for none). */
export function noticePicture(draft: NoticeDraft): string {
  if (draft.picture === 'upload') return draft.uploaded === '' ? 'missing' : draft.uploaded;
  if (draft.picture === 'drawn') return draft.headline.trim() === '' ? 'missing' : drawnUrl('notice', draft.headline);
  return '';
}

/** The body the server takes, or every refused field with the server's own sentence. */
export function noticeBody(
  draft: NoticeDraft,
): { ok: true; body: NoticeFields } | { ok: false; errors: Record<string, string> } {
  const checked = checkNotice({
    title: draft.title,
    content: draft.content,
    imgUrl2: noticePicture(draft),
    popUp: draft.popUp,
    target: draft.target,
    action: draft.action,
  });
  if (checked.ok) return { ok: true, body: checked.value };
  return { ok: false, errors: Object.fromEntries(checked.issues.map((i) => [i.path, i.message])) };
}

const call = queueCallsOf<NoticesContext>();

export const contentNoticesMachine = setup({
  types: {} as TypesOf<NoticesContext, NoticesEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: OpsNotice[] }, { token: string }>(async ({ input, signal }) => {
      const answer = await opsCall<{ notices: OpsNotice[] }>('GET', '/content', input.token, undefined, signal);
      return { list: answer.notices };
    }),
    upload: fromPromise<{ url: string }, { token: string; file: PickedFile | null }>(async ({ input, signal }) => {
      if (!input.file) throw new Error('Choose a picture first.');
      const data = await readFileAsBase64(input.file);
      return opsCall('POST', '/content/images', input.token, { data }, signal);
    }),
    save: fromPromise<{ notice: OpsNotice }, { token: string; id: number | null; body: NoticeFields | null }>(
      ({ input, signal }) =>
        opsCall(
          'POST',
          input.id === null ? '/content/notices' : `/content/notices/${input.id}`,
          input.token,
          input.body,
          signal,
        ),
    ),
    reorder: fromPromise<{ notices: OpsNotice[] }, { token: string; order: number[] }>(({ input, signal }) =>
      opsCall('POST', '/content/notices/order', input.token, { order: input.order }, signal),
    ),
    remove: fromPromise<{ deleted: number }, { token: string; id: number }>(({ input, signal }) =>
      opsCall('POST', `/content/notices/${input.id}/delete`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    draftValid: ({ context }) => noticeBody(context.draft).ok,
    fileFits: ({ event }) => {
      const { file } = event as { file: PickedFile };
      return file.size > 0 && file.size <= CONTENT_IMAGE_MAX_BYTES && /^image\/(png|jpeg|webp)$/.test(file.type);
    },
    canMove: ({ context, event }) => {
      const { id, by } = event as { id: number; by: -1 | 1 };
      return movedOrder(context.list, id, by).some((value, i) => value !== context.list[i]?.id);
    },
  },
  actions: {
    ...queueActions,
    setField: assign({
      draft: ({ context }, change: { field: NoticeField; value: string }) => ({
        ...context.draft,
        [change.field]: change.value.slice(0, MAX_LENGTH[change.field]),
      }),
      errors: ({ context }, change: { field: NoticeField; value: string }) =>
        without(context.errors, change.field === 'headline' ? 'imgUrl2' : change.field),
    }),
    setPicture: assign({
      draft: ({ context }, picture: NoticePicture) => ({ ...context.draft, picture }),
      errors: ({ context }) => without(context.errors, 'imgUrl2'),
    }),
    setPopUp: assign({ draft: ({ context }, popUp: boolean) => ({ ...context.draft, popUp }) }),
    setTarget: assign({
      draft: ({ context }, target: TargetKind) => ({ ...context.draft, target, action: '' }),
      errors: ({ context }) => without(without(context.errors, 'target'), 'action'),
    }),
    pickFile: assign({ file: ({ event }) => (event as { file: PickedFile }).file, notice: null }),
    refuseFile: assign({
      errors: ({ context }) => ({
        ...context.errors,
        imgUrl2: 'Choose a PNG, JPEG or WebP picture of at most 1 MB.',
      }),
    }),
    uploaded: assign({
      draft: ({ context, event }) => ({
        ...context.draft,
        picture: 'upload' as const,
        uploaded: (event as DoneActorEvent<{ url: string }>).output.url,
      }),
      errors: ({ context }) => without(context.errors, 'imgUrl2'),
      file: null,
      notice: { kind: 'success', text: 'Picture uploaded.' },
    }),
    edit: assign(({ context, event }) => {
      const found = context.list.find((n) => n.id === (event as { id: number }).id);
      return found
        ? { editing: found.id, draft: noticeDraftOf(found), errors: {}, notice: null }
        : { editing: null, draft: EMPTY_NOTICE, errors: {} };
    }),
    startNew: assign({ editing: null, draft: EMPTY_NOTICE, errors: {}, notice: null }),
    showErrors: assign({
      errors: ({ context }) => {
        const checked = noticeBody(context.draft);
        return checked.ok ? {} : checked.errors;
      },
      notice: { kind: 'error', text: 'Check the fields marked.' },
    }),
    startCall: assign({ notice: null }),
    saved: assign({
      notice: ({ context, event }) => {
        const saved = (event as DoneActorEvent<{ notice: OpsNotice }>).output.notice;
        return {
          kind: 'success',
          text: context.editing === null ? `Notice #${saved.id} added.` : `Notice #${saved.id} saved.`,
        };
      },
      editing: null,
      draft: EMPTY_NOTICE,
      errors: {},
    }),
    choose: assign({ chosen: ({ event }) => (event as { id: number }).id, notice: null }),
    chooseMove: assign({
      chosen: ({ event }) => (event as { id: number }).id,
      order: ({ context, event }) => {
        const { id, by } = event as { id: number; by: -1 | 1 };
        return movedOrder(context.list, id, by);
      },
      notice: null,
    }),
    reordered: assign({
      list: ({ event }) => (event as DoneActorEvent<{ notices: OpsNotice[] }>).output.notices,
      notice: ({ context }) => ({
        kind: 'success',
        text: `Notice #${context.chosen} moved to place ${context.order.indexOf(context.chosen ?? 0) + 1}.`,
      }),
    }),
    removed: assign({
      notice: ({ context }) => ({ kind: 'success', text: `Notice #${context.chosen} removed.` }),
      editing: ({ context }) => (context.editing === context.chosen ? null : context.editing),
      draft: ({ context }) => (context.editing === context.chosen ? EMPTY_NOTICE : context.draft),
    }),
  },
}).createMachine({
  id: 'contentNotices',
  context: ({ input }) => ({
    ...input,
    list: [],
    notice: null,
    loadError: null,
    draft: EMPTY_NOTICE,
    editing: null,
    errors: {},
    file: null,
    chosen: null,
    order: [],
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    ready: {
      description: 'The notices in order with Move up, Move down, Edit and Remove, and the form.',
      tags: ['ready'],
      on: {
        'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
        'PICTURE.CHANGE': { actions: { type: 'setPicture', params: ({ event }) => event.picture } },
        'POPUP.CHANGE': { actions: { type: 'setPopUp', params: ({ event }) => event.popUp } },
        'TARGET.CHANGE': { actions: { type: 'setTarget', params: ({ event }) => event.target } },
        'FILE.PICK': [{ guard: 'fileFits', target: 'uploading', actions: 'pickFile' }, { actions: 'refuseFile' }],
        EDIT: { actions: 'edit' },
        NEW: { actions: 'startNew' },
        SAVE: [{ guard: 'draftValid', target: 'saving', actions: 'startCall' }, { actions: 'showErrors' }],
        MOVE: { guard: 'canMove', target: 'reordering', actions: 'chooseMove' },
        REMOVE: { target: 'removing', actions: 'choose' },
        REFRESH: 'loading',
      },
    },
    uploading: call({
      description: 'Sends the picked picture; the server checks its bytes and answers its address.',
      src: 'upload',
      input: (context) => ({ file: context.file }),
      done: 'uploaded',
      after: 'ready',
    }),
    saving: call({
      description: 'Adds the notice or saves the one edited; the server checks it again and audits it.',
      src: 'save',
      input: (context) => {
        const checked = noticeBody(context.draft);
        return { id: context.editing, body: checked.ok ? checked.body : null };
      },
      done: 'saved',
      refusedTo: 'ready',
    }),
    reordering: call({
      description: 'Stores the order (the news list and the pop-ups) with one notice moved a place.',
      src: 'reorder',
      input: (context) => ({ order: context.order }),
      done: 'reordered',
      after: 'ready',
      refusedTo: 'loading',
    }),
    removing: call({
      description: 'Removes the notice from the news list.',
      src: 'remove',
      input: (context) => ({ id: context.chosen ?? 0 }),
      done: 'removed',
    }),
  },
});

export type ContentNoticesMachine = typeof contentNoticesMachine;

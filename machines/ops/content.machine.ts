import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import {
  type BannerFields,
  type BannerLayout,
  CONTENT_IMAGE_MAX_BYTES,
  checkBanner,
  drawnBannerUrl,
  type OpsBanner,
  type TargetKind,
} from '../../src/api/contract/content';
import { type PickedFile, readFileAsBase64 } from '../../src/platform/exchange/file';
import type { TypesOf } from '../shared/machineTypes';
import { manilaTime } from './mailCampaigns.machine';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * Content (/ops/content, marketing and admins; docs/ops.md "Content"): the home's banners in their order, each
 * moved up or down, edited or removed, and a form to add one or edit the one chosen — its picture (an uploaded PNG,
 * JPEG or WebP, sent as soon as it is picked, or art drawn from a headline), where a tap goes, the layout that shows
 * it and its schedule in Manila time. The form is checked by the server's own rules (src/api/contract/content.ts): a
 * refused field gets its reason beside it and nothing is sent; the server checks again (the picture and the game
 * exist) and its refusal is said in the notice. A preview shows the home's banner strip as a phone and a desktop
 * would, with the form's draft in its place. A 401 tells the session.
 */
export type PictureKind = 'upload' | 'drawn';
export type BannerField = 'headline' | 'action' | 'startsAt' | 'endsAt';

export interface BannerDraft {
  picture: PictureKind;
  /** The uploaded picture's address ('' until one is uploaded). */
  uploaded: string;
  /** The headline the drawn art shows. */
  headline: string;
  target: TargetKind;
  action: string;
  layout: BannerLayout;
  /** `YYYY-MM-DDTHH:mm` in Manila time, '' for an open end. */
  startsAt: string;
  endsAt: string;
}

export interface ContentContext extends QueueContext<OpsBanner> {
  draft: BannerDraft;
  /** The banner being edited; null while adding one. */
  editing: number | null;
  /** Why a field is refused, by name (`imgUrl2`, `action`, `endsAt`...). */
  errors: Record<string, string>;
  /** The picture being uploaded. */
  file: PickedFile | null;
  /** The banner being moved or removed, and the order asked for. */
  chosen: number | null;
  order: number[];
}

export type ContentEvent =
  | { type: 'FIELD.CHANGE'; field: BannerField; value: string }
  | { type: 'PICTURE.CHANGE'; picture: PictureKind }
  | { type: 'TARGET.CHANGE'; target: TargetKind }
  | { type: 'LAYOUT.CHANGE'; layout: BannerLayout }
  | { type: 'FILE.PICK'; file: PickedFile }
  | { type: 'EDIT'; id: number }
  | { type: 'NEW' }
  | { type: 'SAVE' }
  | { type: 'MOVE'; id: number; by: -1 | 1 }
  | { type: 'REMOVE'; id: number }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: OpsBanner[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ url: string }, 'upload'>
  | ErrorActorEvent<unknown, 'upload'>
  | DoneActorEvent<{ banner: OpsBanner }, 'save'>
  | ErrorActorEvent<unknown, 'save'>
  | DoneActorEvent<{ banners: OpsBanner[] }, 'reorder'>
  | ErrorActorEvent<unknown, 'reorder'>
  | DoneActorEvent<{ deleted: number }, 'remove'>
  | ErrorActorEvent<unknown, 'remove'>;

export const EMPTY_BANNER: BannerDraft = {
  picture: 'drawn',
  uploaded: '',
  headline: '',
  target: 'none',
  action: '',
  layout: 'both',
  startsAt: '',
  endsAt: '',
};

const MAX_LENGTH: Record<BannerField, number> = { headline: 60, action: 300, startsAt: 16, endsAt: 16 };
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Epoch ms as the `YYYY-MM-DDTHH:mm` of Manila (a datetime-local field's value); '' for none. */
export const manilaText = (at: number | null): string =>
  at === null ? '' : new Date(at + MANILA_OFFSET_MS).toISOString().slice(0, 16);

const DRAWN = /^\/static\/art\/banner\/([A-Za-z0-9-]+)\.svg$/;

/** A stored banner in the form's terms. */
export function draftOf(banner: OpsBanner): BannerDraft {
  const drawn = DRAWN.exec(banner.imgUrl2);
  return {
    picture: drawn ? 'drawn' : 'upload',
    uploaded: drawn ? '' : banner.imgUrl2,
    headline: drawn ? drawn[1]!.replace(/-/g, ' ') : '',
    target: banner.target,
    action: banner.action,
    layout: banner.layout,
    startsAt: manilaText(banner.startsAt),
    endsAt: manilaText(banner.endsAt),
  };
}

/** The picture the draft shows: the uploaded one, or the drawn one of its headline ('' without either). */
export const pictureOf = (draft: BannerDraft): string =>
  draft.picture === 'upload' ? draft.uploaded : draft.headline.trim() === '' ? '' : drawnBannerUrl(draft.headline);

/** The body the server takes, or every refused field with the server's own sentence. */
export function bannerBody(
  draft: BannerDraft,
): { ok: true; body: BannerFields } | { ok: false; errors: Record<string, string> } {
  const typedTime = (text: string) => (text === '' ? null : (manilaTime(text) ?? text));
  const checked = checkBanner({
    imgUrl2: pictureOf(draft),
    target: draft.target,
    action: draft.action,
    layout: draft.layout,
    startsAt: typedTime(draft.startsAt),
    endsAt: typedTime(draft.endsAt),
  });
  if (checked.ok) return { ok: true, body: checked.value };
  return { ok: false, errors: Object.fromEntries(checked.issues.map((i) => [i.path, i.message])) };
}

/** The order with one banner moved a place up (-1) or down (+1); the same order at either end. */
export function movedOrder(list: readonly { id: number }[], id: number, by: -1 | 1): number[] {
  const ids = list.map((b) => b.id);
  const at = ids.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= ids.length) return ids;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids;
}

/** A banner of the preview: its picture, and whether it is the form's draft. */
export interface PreviewBanner {
  key: string;
  src: string;
  draft: boolean;
}

/**
 * The banners one layout of the home shows, in order, with the form's draft in its place (the edited banner's, or
 * last for a new one). Schedules are not applied: the preview shows what the strip holds once each is in force.
 */
export function previewOf(
  list: readonly OpsBanner[],
  draft: BannerDraft,
  editing: number | null,
  layout: 'phone' | 'desktop',
): PreviewBanner[] {
  const src = pictureOf(draft);
  const shows = (l: BannerLayout) => l === 'both' || l === layout;
  const out: PreviewBanner[] = [];
  for (const banner of list) {
    if (banner.id === editing) {
      if (src !== '' && shows(draft.layout)) out.push({ key: 'draft', src, draft: true });
    } else if (shows(banner.layout)) {
      out.push({ key: String(banner.id), src: banner.imgUrl2, draft: false });
    }
  }
  if (editing === null && src !== '' && shows(draft.layout)) out.push({ key: 'draft', src, draft: true });
  return out;
}

const call = queueCallsOf<ContentContext>();

export const contentMachine = setup({
  types: {} as TypesOf<ContentContext, ContentEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: OpsBanner[] }, { token: string }>(async ({ input, signal }) => {
      const answer = await opsCall<{ banners: OpsBanner[] }>('GET', '/content', input.token, undefined, signal);
      return { list: answer.banners };
    }),
    upload: fromPromise<{ url: string }, { token: string; file: PickedFile | null }>(async ({ input, signal }) => {
      if (!input.file) throw new Error('Choose a picture first.');
      const data = await readFileAsBase64(input.file);
      return opsCall('POST', '/content/images', input.token, { data }, signal);
    }),
    save: fromPromise<{ banner: OpsBanner }, { token: string; id: number | null; body: BannerFields | null }>(
      ({ input, signal }) =>
        opsCall(
          'POST',
          input.id === null ? '/content/banners' : `/content/banners/${input.id}`,
          input.token,
          input.body,
          signal,
        ),
    ),
    reorder: fromPromise<{ banners: OpsBanner[] }, { token: string; order: number[] }>(({ input, signal }) =>
      opsCall('POST', '/content/banners/order', input.token, { order: input.order }, signal),
    ),
    remove: fromPromise<{ deleted: number }, { token: string; id: number }>(({ input, signal }) =>
      opsCall('POST', `/content/banners/${input.id}/delete`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    draftValid: ({ context }) => bannerBody(context.draft).ok,
    /** A picture over the cap or of another type is refused before a byte is sent. */
    fileFits: ({ event }) => {
      const { file } = event as { file: PickedFile };
      return file.size > 0 && file.size <= CONTENT_IMAGE_MAX_BYTES && /^image\/(png|jpeg|webp)$/.test(file.type);
    },
    canMove: ({ context, event }) => {
      const { id, by } = event as { id: number; by: -1 | 1 };
      const order = movedOrder(context.list, id, by);
      return order.some((value, i) => value !== context.list[i]?.id);
    },
  },
  actions: {
    ...queueActions,
    setField: assign({
      draft: ({ context }, change: { field: BannerField; value: string }) => ({
        ...context.draft,
        [change.field]: change.value.slice(0, MAX_LENGTH[change.field]),
      }),
      errors: ({ context }, change: { field: BannerField; value: string }) => without(context.errors, change.field),
    }),
    setPicture: assign({
      draft: ({ context }, picture: PictureKind) => ({ ...context.draft, picture }),
      errors: ({ context }) => without(context.errors, 'imgUrl2'),
    }),
    setTarget: assign({
      draft: ({ context }, target: TargetKind) => ({ ...context.draft, target, action: '' }),
      errors: ({ context }) => without(without(context.errors, 'target'), 'action'),
    }),
    setLayout: assign({ draft: ({ context }, layout: BannerLayout) => ({ ...context.draft, layout }) }),
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
      const banner = context.list.find((b) => b.id === (event as { id: number }).id);
      return banner
        ? { editing: banner.id, draft: draftOf(banner), errors: {}, notice: null }
        : { editing: null, draft: EMPTY_BANNER, errors: {} };
    }),
    startNew: assign({ editing: null, draft: EMPTY_BANNER, errors: {}, notice: null }),
    showErrors: assign({
      errors: ({ context }) => {
        const checked = bannerBody(context.draft);
        return checked.ok ? {} : checked.errors;
      },
      notice: { kind: 'error', text: 'Check the fields marked.' },
    }),
    startCall: assign({ notice: null }),
    saved: assign({
      notice: ({ context, event }) => {
        const { banner } = (event as DoneActorEvent<{ banner: OpsBanner }>).output;
        return {
          kind: 'success',
          text: context.editing === null ? `Banner #${banner.id} added.` : `Banner #${banner.id} saved.`,
        };
      },
      editing: null,
      draft: EMPTY_BANNER,
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
      list: ({ event }) => (event as DoneActorEvent<{ banners: OpsBanner[] }>).output.banners,
      notice: ({ context }) => ({
        kind: 'success',
        text: `Banner #${context.chosen} moved to place ${context.order.indexOf(context.chosen ?? 0) + 1}.`,
      }),
    }),
    removed: assign({
      notice: ({ context }) => ({ kind: 'success', text: `Banner #${context.chosen} removed.` }),
      editing: ({ context }) => (context.editing === context.chosen ? null : context.editing),
      draft: ({ context }) => (context.editing === context.chosen ? EMPTY_BANNER : context.draft),
    }),
  },
}).createMachine({
  id: 'content',
  context: ({ input }) => ({
    ...input,
    list: [],
    notice: null,
    loadError: null,
    draft: EMPTY_BANNER,
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
      description: 'The banners in order with Move up, Move down, Edit and Remove, the form and the preview.',
      tags: ['ready'],
      on: {
        'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
        'PICTURE.CHANGE': { actions: { type: 'setPicture', params: ({ event }) => event.picture } },
        'TARGET.CHANGE': { actions: { type: 'setTarget', params: ({ event }) => event.target } },
        'LAYOUT.CHANGE': { actions: { type: 'setLayout', params: ({ event }) => event.layout } },
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
      description: 'Adds the banner or saves the one edited; the server checks it again and audits it.',
      src: 'save',
      input: (context) => {
        const checked = bannerBody(context.draft);
        return { id: context.editing, body: checked.ok ? checked.body : null };
      },
      done: 'saved',
      refusedTo: 'ready',
    }),
    reordering: call({
      description: 'Stores the order with one banner moved a place.',
      src: 'reorder',
      input: (context) => ({ order: context.order }),
      done: 'reordered',
      after: 'ready',
      refusedTo: 'loading',
    }),
    removing: call({
      description: 'Removes the banner from the home.',
      src: 'remove',
      input: (context) => ({ id: context.chosen ?? 0 }),
      done: 'removed',
    }),
  },
});

/** The errors without the one of `field` (a field changed clears its refusal). */
export function without(errors: Record<string, string>, field: string): Record<string, string> {
  if (!(field in errors)) return errors;
  const { [field]: _gone, ...rest } = errors;
  return rest;
}

export type ContentMachine = typeof contentMachine;

import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { OpsCallError, opsCall } from '../../src/api/client/ops/opsApi';
import {
  CANNED_LIMITS,
  type CannedRepliesAnswer,
  type CannedReplyDraft,
  checkCannedReplies,
} from '../../src/api/contract/chatCanned';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueInput, type QueueNotice, queueActions } from './opsQueue';

/**
 * The live chat's canned replies as admin edits them (/ops/chat, docs/ops.md "Live chat"): the list in force, then
 * Add, a title and a text per reply, Remove, Up and Down, all on a draft; Save checks the draft with the server's own
 * rules (src/api/contract/chatCanned.ts: a refused field gets its reason beside it and nothing is sent), then sends
 * the whole list with the revision it was read at. A list someone else saved meanwhile is refused (409): the notice
 * says so and Reload reads the new one. A 401 tells the session (SESSION.EXPIRED).
 */

export interface CannedRepliesContext extends QueueInput {
  answer: CannedRepliesAnswer | null;
  draft: CannedReplyDraft[];
  /** Why a field is refused, by path (`replies[2].body`). */
  errors: Record<string, string>;
  notice: QueueNotice | null;
  loadError: string | null;
  /** The last save was refused because the list changed meanwhile: Reload. */
  stale: boolean;
}

export type CannedRepliesEvent =
  | { type: 'CANNED.ADD' }
  | { type: 'CANNED.EDIT'; index: number; field: 'title' | 'body'; value: string }
  | { type: 'CANNED.REMOVE'; index: number }
  | { type: 'CANNED.MOVE'; index: number; by: -1 | 1 }
  | { type: 'SAVE' }
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | DoneActorEvent<CannedRepliesAnswer, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<CannedRepliesAnswer, 'save'>
  | ErrorActorEvent<unknown, 'save'>;

const draftOf = (answer: CannedRepliesAnswer): CannedReplyDraft[] =>
  answer.replies.map(({ id, title, body }) => ({ id, title, body }));

const MAX_TYPED = { title: CANNED_LIMITS.titleMax + 20, body: CANNED_LIMITS.bodyMax + 20 };

export const cannedRepliesMachine = setup({
  types: {} as TypesOf<CannedRepliesContext, CannedRepliesEvent, QueueInput>,
  actors: {
    load: fromPromise<CannedRepliesAnswer, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/chat/canned', input.token, undefined, signal),
    ),
    save: fromPromise<CannedRepliesAnswer, { token: string; revision: number; replies: CannedReplyDraft[] }>(
      ({ input, signal }) =>
        opsCall('POST', '/chat/canned', input.token, { revision: input.revision, replies: input.replies }, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    draftValid: ({ context }) => checkCannedReplies(context.draft).ok,
    mayAdd: ({ context }) => context.draft.length < CANNED_LIMITS.count,
    changedMeanwhile: ({ event }) => {
      const error = (event as ErrorActorEvent).error;
      return error instanceof OpsCallError && error.status === 409;
    },
  },
  actions: {
    ...queueActions,
    setAnswer: assign(({ event }) => {
      const answer = (event as DoneActorEvent<CannedRepliesAnswer>).output;
      const { replies, revision } = answer;
      return { answer: { replies, revision }, draft: draftOf(answer), errors: {}, stale: false };
    }),
    add: assign(({ context }) => ({ draft: [...context.draft, { title: '', body: '' }], notice: null })),
    edit: assign(({ context }, p: { index: number; field: 'title' | 'body'; value: string }) => ({
      draft: context.draft.map((reply, i) =>
        i === p.index ? { ...reply, [p.field]: p.value.slice(0, MAX_TYPED[p.field]) } : reply,
      ),
      notice: null,
    })),
    remove: assign(({ context }, index: number) => ({
      draft: context.draft.filter((_, i) => i !== index),
      // The reasons name replies by position: they no longer fit once one is gone.
      errors: {},
      notice: null,
    })),
    move: assign(({ context }, p: { index: number; by: -1 | 1 }) => {
      const to = p.index + p.by;
      const moved = context.draft[p.index];
      if (!moved || to < 0 || to >= context.draft.length) return {};
      const draft = context.draft.filter((_, i) => i !== p.index);
      draft.splice(to, 0, moved);
      return { draft, errors: {}, notice: null };
    }),
    markErrors: assign(({ context }) => {
      const checked = checkCannedReplies(context.draft);
      const errors: Record<string, string> = {};
      // The first reason for a field is the one shown beside it.
      if (!checked.ok) for (const issue of checked.issues) errors[issue.path] ??= issue.message;
      return { errors, notice: { kind: 'error', text: 'Nothing was saved: correct the marked fields.' } as const };
    }),
    startSave: assign({ errors: {}, notice: null }),
    saved: assign(({ event }) => {
      const { replies, revision } = (event as DoneActorEvent<CannedRepliesAnswer>).output;
      return {
        answer: { replies, revision },
        draft: draftOf({ replies, revision }),
        notice: { kind: 'success', text: 'Canned replies saved. Agents get them on their next read of the queue.' },
      } as const;
    }),
    markStale: assign({
      stale: true,
      notice: {
        kind: 'error',
        text: 'Someone changed the canned replies meanwhile: nothing was saved. Reload, then edit again.',
      } as QueueNotice,
    }),
  },
}).createMachine({
  id: 'cannedReplies',
  context: ({ input }) => ({
    ...input,
    answer: null,
    draft: [],
    errors: {},
    notice: null,
    loadError: null,
    stale: false,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      description: 'Reads the canned replies in force (what was typed and not saved is dropped).',
      invoke: { ...QUEUE_STATES.loading.invoke, onDone: { target: 'ready', actions: 'setAnswer' } },
    },
    ready: {
      description: 'The list as a draft: Add (at most 30), edit, Remove, Up and Down; Save checks it whole.',
      tags: ['ready'],
      on: {
        'CANNED.ADD': { guard: 'mayAdd', actions: 'add' },
        'CANNED.EDIT': { actions: { type: 'edit', params: ({ event }) => event } },
        'CANNED.REMOVE': { actions: { type: 'remove', params: ({ event }) => event.index } },
        'CANNED.MOVE': { actions: { type: 'move', params: ({ event }) => event } },
        SAVE: [{ guard: 'draftValid', target: 'saving', actions: 'startSave' }, { actions: 'markErrors' }],
        RELOAD: 'loading',
      },
    },
    saving: {
      description: 'Sends the whole list with the revision it was read at; the server checks it again and audits it.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => {
          const checked = checkCannedReplies(context.draft);
          // Only a draft that passed the rules gets here (guard draftValid); the server checks it again.
          return {
            token: context.token,
            revision: context.answer?.revision ?? 0,
            replies: checked.ok ? checked.value : [],
          };
        },
        onDone: { target: 'ready', actions: 'saved' },
        onError: [
          { guard: 'sessionEnded', target: 'ended', actions: 'expire' },
          { guard: 'changedMeanwhile', target: 'ready', actions: 'markStale' },
          { target: 'ready', actions: 'refused' },
        ],
      },
    },
  },
});

export type CannedRepliesMachine = typeof cannedRepliesMachine;

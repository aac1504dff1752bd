import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall, opsDownload } from '../../src/api/client/ops/opsApi';
import type { KycItem, KycVerdict } from '../../src/api/client/ops/opsTypes';
import { saveFile } from '../../src/platform/exchange/saveFile';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * The KYC review queue (/ops/kyc, support and finance; docs/ops.md): pending submissions, oldest first. The document
 * downloads (never shown inline); a decision is approve, reject or ask for a new document, the last two with a
 * reason the player reads. After a decision the queue is read again. A 401 tells the session (SESSION.EXPIRED).
 */
export interface KycReviewContext extends QueueContext<KycItem> {
  reasons: Record<number, string>;
  userId: number | null;
  verdict: KycVerdict | null;
}

type Download = { blob: Blob; filename: string };

export type KycReviewEvent =
  | { type: 'DECIDE'; userId: number; verdict: KycVerdict }
  | { type: 'DOWNLOAD'; userId: number }
  | { type: 'REASON.CHANGE'; userId: number; value: string }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: KycItem[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<unknown, 'decide'>
  | ErrorActorEvent<unknown, 'decide'>
  | DoneActorEvent<Download, 'download'>
  | ErrorActorEvent<unknown, 'download'>;

const VERDICT_TEXT: Record<KycVerdict, string> = {
  approved: 'approved',
  rejected: 'rejected',
  resubmit: 'asked for a new document',
};

const call = queueCallsOf<KycReviewContext>();

export const kycReviewMachine = setup({
  types: {} as TypesOf<KycReviewContext, KycReviewEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: KycItem[] }, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/kyc', input.token, undefined, signal),
    ),
    decide: fromPromise<unknown, { token: string; userId: number; verdict: KycVerdict; reason: string }>(
      ({ input, signal }) =>
        opsCall(
          'POST',
          `/kyc/${input.userId}/decide`,
          input.token,
          { verdict: input.verdict, reason: input.reason },
          signal,
        ),
    ),
    download: fromPromise<Download, { token: string; userId: number }>(({ input, signal }) =>
      opsDownload(`/kyc/${input.userId}/document`, input.token, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    reasonGiven: ({ context, event }) => {
      const { userId, verdict } = event as { userId: number; verdict: KycVerdict };
      return verdict === 'approved' || (context.reasons[userId] ?? '').trim() !== '';
    },
  },
  actions: {
    ...queueActions,
    setReason: assign({
      reasons: ({ context }, change: { userId: number; value: string }) => ({
        ...context.reasons,
        [change.userId]: change.value.slice(0, 300),
      }),
    }),
    choose: assign(({ event }) => {
      const e = event as { userId: number; verdict?: KycVerdict };
      return { userId: e.userId, verdict: e.verdict ?? null, notice: null };
    }),
    askReason: assign({ notice: { kind: 'error', text: 'Type the reason the player will read first.' } }),
    decided: assign({
      notice: ({ context }) => ({
        kind: 'success',
        text: `Player ${context.userId}: ${VERDICT_TEXT[context.verdict ?? 'approved']}.`,
      }),
    }),
    save: ({ event }) => {
      const { blob, filename } = (event as DoneActorEvent<Download>).output;
      saveFile(blob, filename);
    },
  },
}).createMachine({
  id: 'kycReview',
  context: ({ input }) => ({
    ...input,
    list: [],
    reasons: {},
    userId: null,
    verdict: null,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    ready: {
      description: 'The queue: the document, a reason, and Approve / Reject / New document per player.',
      tags: ['ready'],
      on: {
        'REASON.CHANGE': { actions: { type: 'setReason', params: ({ event }) => event } },
        DECIDE: [{ guard: 'reasonGiven', target: 'deciding', actions: 'choose' }, { actions: 'askReason' }],
        DOWNLOAD: { target: 'downloading', actions: 'choose' },
        REFRESH: 'loading',
      },
    },
    downloading: call({
      description: 'Fetches the document and hands it to the browser as a download.',
      src: 'download',
      input: (context) => ({ userId: context.userId ?? 0 }),
      done: 'save',
      after: 'ready',
    }),
    deciding: call({
      description: 'The decision call, with the reason for a rejection or a new document.',
      src: 'decide',
      input: (context) => ({
        userId: context.userId ?? 0,
        verdict: context.verdict ?? 'approved',
        reason: (context.reasons[context.userId ?? 0] ?? '').trim(),
      }),
      done: 'decided',
    }),
  },
});

export type KycReviewMachine = typeof kycReviewMachine;

import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { ApproveOutcome, RetrySendAnswer, WithdrawalItem } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * Finance's withdrawal queue (/ops/withdrawals, docs/ops.md): the waiting withdrawals, oldest first. Approve sends
 * one to the payout provider, or records a first approval when the amount needs a second, different approver;
 * Reject needs a reason the player will read and returns the held amount. An approved one whose sending to the
 * payout provider failed is listed too, with Retry send. After each the queue is read again.
 * A 401 from any call tells the session (SESSION.EXPIRED).
 */
export interface WithdrawalQueueContext extends QueueContext<WithdrawalItem> {
  /** The reason typed for each order's rejection. */
  reasons: Record<string, string>;
  /** The order an approval or rejection is under way for. */
  orderId: string | null;
}

export type { QueueInput, QueueNotice } from './opsQueue';

export type WithdrawalQueueEvent =
  | { type: 'APPROVE'; orderId: string }
  | { type: 'REJECT'; orderId: string }
  | { type: 'RETRY_SEND'; orderId: string }
  | { type: 'REASON.CHANGE'; orderId: string; value: string }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: WithdrawalItem[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ outcome: ApproveOutcome }, 'approve'>
  | ErrorActorEvent<unknown, 'approve'>
  | DoneActorEvent<unknown, 'reject'>
  | ErrorActorEvent<unknown, 'reject'>
  | DoneActorEvent<RetrySendAnswer, 'resend'>
  | ErrorActorEvent<unknown, 'resend'>;

type Decision = { token: string; orderId: string; reason: string };

const call = queueCallsOf<WithdrawalQueueContext>();

export const withdrawalQueueMachine = setup({
  types: {} as TypesOf<WithdrawalQueueContext, WithdrawalQueueEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: WithdrawalItem[] }, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/withdrawals', input.token, undefined, signal),
    ),
    approve: fromPromise<{ outcome: ApproveOutcome }, Decision>(({ input, signal }) =>
      opsCall('POST', `/withdrawals/${encodeURIComponent(input.orderId)}/approve`, input.token, {}, signal),
    ),
    reject: fromPromise<unknown, Decision>(({ input, signal }) =>
      opsCall(
        'POST',
        `/withdrawals/${encodeURIComponent(input.orderId)}/reject`,
        input.token,
        { reason: input.reason },
        signal,
      ),
    ),
    resend: fromPromise<RetrySendAnswer, Decision>(({ input, signal }) =>
      opsCall('POST', `/withdrawals/${encodeURIComponent(input.orderId)}/retry-send`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    reasonTyped: ({ context, event }) => (context.reasons[(event as { orderId: string }).orderId] ?? '').trim() !== '',
  },
  actions: {
    ...queueActions,
    setReason: assign({
      reasons: ({ context }, change: { orderId: string; value: string }) => ({
        ...context.reasons,
        [change.orderId]: change.value.slice(0, 300),
      }),
    }),
    choose: assign({ orderId: ({ event }) => (event as { orderId: string }).orderId, notice: null }),
    askReason: assign({ notice: { kind: 'error', text: 'Type the reason the player will read, then Reject.' } }),
    approved: assign({
      notice: ({ context, event }) => ({
        kind: 'success',
        text:
          (event as DoneActorEvent<{ outcome: ApproveOutcome }>).output.outcome === 'approved'
            ? `Withdrawal ${context.orderId} approved and sent for payment.`
            : `First approval of ${context.orderId} recorded: a second finance approver is needed.`,
      }),
    }),
    resent: assign({
      notice: ({ context, event }) => {
        const { sent, error } = (event as DoneActorEvent<RetrySendAnswer>).output;
        return sent
          ? { kind: 'success', text: `Withdrawal ${context.orderId} sent to the payout provider.` }
          : { kind: 'error', text: `Sending ${context.orderId} failed again: ${error ?? 'no reason given'}.` };
      },
    }),
    rejected: assign({
      notice: ({ context }) => ({ kind: 'success', text: `Withdrawal ${context.orderId} rejected.` }),
    }),
  },
}).createMachine({
  id: 'withdrawalQueue',
  context: ({ input }) => ({ ...input, list: [], reasons: {}, orderId: null, notice: null, loadError: null }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    ready: {
      description: 'The queue: Approve, or a reason and Reject, per withdrawal.',
      tags: ['ready'],
      on: {
        'REASON.CHANGE': { actions: { type: 'setReason', params: ({ event }) => event } },
        APPROVE: { target: 'approving', actions: 'choose' },
        REJECT: [{ guard: 'reasonTyped', target: 'rejecting', actions: 'choose' }, { actions: 'askReason' }],
        RETRY_SEND: { target: 'resending', actions: 'choose' },
        REFRESH: 'loading',
      },
    },
    approving: call({
      description: 'The approval call for one withdrawal.',
      src: 'approve',
      input: (context) => ({ orderId: context.orderId ?? '', reason: '' }),
      done: 'approved',
    }),
    resending: call({
      description: 'Finance hands an approved withdrawal whose sending failed to the payout provider again.',
      src: 'resend',
      input: (context) => ({ orderId: context.orderId ?? '', reason: '' }),
      done: 'resent',
    }),
    rejecting: call({
      description: 'The rejection call with its reason.',
      src: 'reject',
      input: (context) => ({
        orderId: context.orderId ?? '',
        reason: (context.reasons[context.orderId ?? ''] ?? '').trim(),
      }),
      done: 'rejected',
    }),
  },
});

export type WithdrawalQueueMachine = typeof withdrawalQueueMachine;

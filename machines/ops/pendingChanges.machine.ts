import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { PendingChange, TotpSetup } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * Pending changes (/ops/changes, admin only; docs/ops.md "Four-eyes"): what one admin proposed (the second-approver
 * amount, a new staff account, a role) waits here for a second admin, another person, to approve or reject; the
 * proposer may only withdraw it (Reject). Approving a new account shows its TOTP secret once, to hand over. After
 * each decision the list is read again; a refusal (the proposer approving, the same person) is said; a 401 tells
 * the session (SESSION.EXPIRED).
 */
export interface PendingChangesContext extends QueueContext<PendingChange> {
  /** The newest decided changes, for the record. */
  decided: PendingChange[];
  changeId: number | null;
  /** A new account's TOTP secret, shown until the next action. */
  setup: TotpSetup | null;
}

interface ChangeList {
  pending: PendingChange[];
  decided: PendingChange[];
}

interface Approved {
  change: PendingChange;
  setup: TotpSetup | null;
}

export type PendingChangesEvent =
  | { type: 'APPROVE'; changeId: number }
  | { type: 'REJECT'; changeId: number }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<ChangeList, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<Approved, 'approve'>
  | ErrorActorEvent<unknown, 'approve'>
  | DoneActorEvent<unknown, 'reject'>
  | ErrorActorEvent<unknown, 'reject'>;

type Target = { token: string; changeId: number };

const call = queueCallsOf<PendingChangesContext>();

export const pendingChangesMachine = setup({
  types: {} as TypesOf<PendingChangesContext, PendingChangesEvent, QueueInput>,
  actors: {
    load: fromPromise<ChangeList, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/changes', input.token, undefined, signal),
    ),
    approve: fromPromise<Approved, Target>(({ input, signal }) =>
      opsCall('POST', `/changes/${input.changeId}/approve`, input.token, {}, signal),
    ),
    reject: fromPromise<unknown, Target>(({ input, signal }) =>
      opsCall('POST', `/changes/${input.changeId}/reject`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
  },
  actions: {
    ...queueActions,
    setChanges: assign(({ event }) => {
      const { pending, decided } = (event as DoneActorEvent<ChangeList>).output;
      return { list: pending, decided };
    }),
    choose: assign({ changeId: ({ event }) => (event as { changeId: number }).changeId, notice: null, setup: null }),
    approved: assign({
      setup: ({ event }) => (event as DoneActorEvent<Approved>).output.setup,
      notice: ({ event }) => {
        const { change, setup } = (event as DoneActorEvent<Approved>).output;
        const more = setup ? `: hand ${setup.username} the TOTP secret below` : '';
        return { kind: 'success', text: `Change #${change.id} approved and applied${more}.` };
      },
    }),
    rejected: assign({ notice: ({ context }) => ({ kind: 'success', text: `Change #${context.changeId} rejected.` }) }),
  },
}).createMachine({
  id: 'pendingChanges',
  context: ({ input }) => ({
    ...input,
    list: [],
    decided: [],
    changeId: null,
    setup: null,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      description: 'Reads the waiting changes and the newest decided ones.',
      invoke: { ...QUEUE_STATES.loading.invoke, onDone: { target: 'ready', actions: 'setChanges' } },
    },
    ready: {
      description: 'The waiting changes with Approve and Reject, and the decided ones.',
      tags: ['ready'],
      on: {
        APPROVE: { target: 'approving', actions: 'choose' },
        REJECT: { target: 'rejecting', actions: 'choose' },
        REFRESH: 'loading',
      },
    },
    approving: call({
      description: 'Approves and applies the change; the server refuses the proposer and the same person.',
      src: 'approve',
      input: (context) => ({ changeId: context.changeId ?? 0 }),
      done: 'approved',
    }),
    rejecting: call({
      description: 'Rejects the change (the proposer withdrawing it, or another admin refusing it).',
      src: 'reject',
      input: (context) => ({ changeId: context.changeId ?? 0 }),
      done: 'rejected',
    }),
  },
});

export type PendingChangesMachine = typeof pendingChangesMachine;

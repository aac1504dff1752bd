import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { errorText, opsCall } from '../../src/api/client/ops/opsApi';
import type { LimitPeriod, PlayerSupport } from '../../src/api/client/ops/playerSupportTypes';
import type { TypesOf } from '../shared/machineTypes';
import { errorOf, isSessionEnd, type QueueInput } from './opsQueue';

/**
 * Player support beside the lookup's player (/ops/players; docs/ops.md "Player support"): notes, lock and unlock,
 * end sessions, reset the wallet password, lower a deposit limit, propose a balance adjustment and decide another
 * person's. The server answers which actions the staff member's role allows, and every answer is the panel as it
 * now is. A reason is asked before any action reaches the server (it goes to the audit log); the destructive ones
 * (lock, end sessions, wallet password reset, a lower limit, paying an adjustment) wait for a confirmation.
 * A 401 tells the session (SESSION.EXPIRED).
 */

export interface SupportDrafts {
  note: string;
  reason: string;
  limitPeriod: LimitPeriod;
  /** Whole pesos, as typed. */
  limitAmount: string;
  /** Pesos with up to two decimals, a leading minus for a debit, as typed. */
  adjustAmount: string;
}

export type SupportRequest =
  | { action: 'note' | 'lock' | 'unlock' | 'endSessions' | 'resetWalletPassword' | 'lowerLimit' | 'proposeAdjustment' }
  | { action: 'approve' | 'reject'; changeId: number };

export interface PlayerSupportInput extends QueueInput {
  userId: number;
}

export interface PlayerSupportContext extends PlayerSupportInput {
  support: PlayerSupport | null;
  drafts: SupportDrafts;
  asked: SupportRequest | null;
  error: string | null;
  /** What the last action did, for the status line. */
  done: string | null;
}

export type PlayerSupportEvent =
  | { type: 'FIELD'; field: keyof SupportDrafts; value: string }
  | { type: 'ASK'; request: SupportRequest }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RELOAD' }
  | DoneActorEvent<{ support: PlayerSupport }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ support: PlayerSupport; ended?: number }, 'act'>
  | ErrorActorEvent<unknown, 'act'>;

const EMPTY_DRAFTS: SupportDrafts = { note: '', reason: '', limitPeriod: 'day', limitAmount: '', adjustAmount: '' };

/** Whole pesos → hundredths, or null when it is not a whole amount of pesos. */
export function wholePesos(typed: string): number | null {
  const t = typed.trim().replace(/,/g, '');
  return /^\d{1,8}$/.test(t) ? Number(t) * 100 : null;
}

/** Signed pesos with up to two decimals → hundredths (never zero), or null. */
export function signedPesos(typed: string): number | null {
  const m = /^([+-]?)(\d{1,6})(?:\.(\d{1,2}))?$/.exec(typed.trim().replace(/,/g, ''));
  if (!m) return null;
  const hundredths = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (hundredths === 0) return null;
  return m[1] === '-' ? -hundredths : hundredths;
}

const NEEDS_REASON = new Set([
  'lock',
  'unlock',
  'endSessions',
  'resetWalletPassword',
  'lowerLimit',
  'proposeAdjustment',
]);
const NEEDS_CONFIRM = new Set(['lock', 'endSessions', 'resetWalletPassword', 'lowerLimit', 'approve']);

/** Why a request cannot be sent as the fields stand, or null. */
export function requestProblem(request: SupportRequest, drafts: SupportDrafts): string | null {
  if (request.action === 'note' && drafts.note.trim() === '') return 'Write the note first.';
  if (NEEDS_REASON.has(request.action) && drafts.reason.trim() === '')
    return 'Give a reason: it goes to the audit log.';
  if (request.action === 'lowerLimit' && wholePesos(drafts.limitAmount) === null) {
    return 'Type the new limit in whole pesos.';
  }
  if (request.action === 'proposeAdjustment' && signedPesos(drafts.adjustAmount) === null) {
    return 'Type the amount in pesos, with a minus sign for a debit (for example -250.50).';
  }
  return null;
}

/** The call a request makes: its path and body. */
export function callOf(request: SupportRequest, drafts: SupportDrafts, userId: number): { path: string; body: object } {
  const reason = drafts.reason.trim();
  const player = `/players/${userId}`;
  switch (request.action) {
    case 'note':
      return { path: `${player}/notes`, body: { text: drafts.note.trim() } };
    case 'lock':
      return { path: `${player}/lock`, body: { reason } };
    case 'unlock':
      return { path: `${player}/unlock`, body: { reason } };
    case 'endSessions':
      return { path: `${player}/end-sessions`, body: { reason } };
    case 'resetWalletPassword':
      return { path: `${player}/reset-wallet-password`, body: { reason } };
    case 'lowerLimit':
      return {
        path: `${player}/deposit-limit`,
        body: { period: drafts.limitPeriod, amount: wholePesos(drafts.limitAmount), reason },
      };
    case 'proposeAdjustment':
      return { path: `${player}/adjustments`, body: { amount: signedPesos(drafts.adjustAmount), reason } };
    case 'approve':
      return { path: `/adjustments/${request.changeId}/approve`, body: {} };
    case 'reject':
      return { path: `/adjustments/${request.changeId}/reject`, body: {} };
  }
}

const DONE: Record<SupportRequest['action'], string> = {
  note: 'Note added.',
  lock: 'Player locked: their sessions ended and they cannot log in.',
  unlock: 'Player unlocked: they can log in again.',
  endSessions: 'Sessions ended: the player logs in again.',
  resetWalletPassword: 'Wallet password cleared: the player sets a new one after logging in again.',
  lowerLimit: 'Deposit limit lowered; it applies now.',
  proposeAdjustment: 'Adjustment proposed: another person approves it before it is paid.',
  approve: 'Adjustment approved and paid.',
  reject: 'Adjustment rejected: nothing was paid.',
};

const failedThen = <T extends string>(target: T) =>
  [
    { guard: 'sessionEnded', target: '#playerSupport.ended', actions: 'expire' },
    { target, actions: 'setError' },
  ] as const;

export const playerSupportMachine = setup({
  types: {} as TypesOf<PlayerSupportContext, PlayerSupportEvent, PlayerSupportInput, 'load' | 'act'>,
  actors: {
    load: fromPromise<{ support: PlayerSupport }, { token: string; userId: number }>(({ input, signal }) =>
      opsCall('GET', `/players/${input.userId}/support`, input.token, undefined, signal),
    ),
    act: fromPromise<
      { support: PlayerSupport; ended?: number },
      { token: string; call: { path: string; body: object } }
    >(({ input, signal }) => opsCall('POST', input.call.path, input.token, input.call.body, signal)),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    invalid: ({ context, event }) => event.type === 'ASK' && requestProblem(event.request, context.drafts) !== null,
    needsConfirm: ({ event }) => event.type === 'ASK' && NEEDS_CONFIRM.has(event.request.action),
  },
  actions: {
    setField: assign({
      drafts: ({ context, event }) => {
        if (event.type !== 'FIELD') return context.drafts;
        if (event.field === 'limitPeriod') {
          const period = (['day', 'week', 'month'] as const).find((p) => p === event.value);
          return period ? { ...context.drafts, limitPeriod: period } : context.drafts;
        }
        return { ...context.drafts, [event.field]: event.value.slice(0, event.field === 'note' ? 1000 : 300) };
      },
      error: null,
    }),
    explain: assign({
      error: ({ context, event }) => (event.type === 'ASK' ? requestProblem(event.request, context.drafts) : null),
      done: null,
    }),
    ask: assign({ asked: ({ event }) => (event.type === 'ASK' ? event.request : null), error: null, done: null }),
    forgetAsked: assign({ asked: null }),
    setSupport: assign({
      support: ({ event }) => (event as DoneActorEvent<{ support: PlayerSupport }>).output.support,
    }),
    acted: assign(({ context, event }) => {
      const output = (event as DoneActorEvent<{ support: PlayerSupport; ended?: number }>).output;
      const action = context.asked?.action ?? 'note';
      const done =
        action === 'endSessions' && output.ended !== undefined
          ? `${output.ended} ${output.ended === 1 ? 'session' : 'sessions'} ended: the player logs in again.`
          : DONE[action];
      // The fields that made the request are emptied; the limit's period stays as chosen.
      const drafts =
        action === 'note'
          ? { ...context.drafts, note: '' }
          : { ...context.drafts, reason: '', limitAmount: '', adjustAmount: '' };
      return { support: output.support, asked: null, done, drafts };
    }),
    setError: assign({ error: ({ event }) => errorText(errorOf(event)), asked: null }),
    expire: ({ context }) => context.session.send({ type: 'SESSION.EXPIRED' }),
  },
}).createMachine({
  id: 'playerSupport',
  context: ({ input }) => ({
    ...input,
    support: null,
    drafts: EMPTY_DRAFTS,
    asked: null,
    error: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reads the player's support panel.",
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ token: context.token, userId: context.userId }),
        onDone: { target: 'ready', actions: 'setSupport' },
        onError: failedThen('unavailable'),
      },
    },
    unavailable: {
      description: 'The panel could not be read; Retry reads it again.',
      on: { RELOAD: 'loading' },
    },
    ready: {
      description: 'The panel and the actions the role allows.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            FIELD: { actions: 'setField' },
            ASK: [
              { guard: 'invalid', actions: 'explain' },
              { guard: 'needsConfirm', target: 'confirming', actions: 'ask' },
              { target: 'acting', actions: 'ask' },
            ],
            RELOAD: '#playerSupport.loading',
          },
        },
        confirming: {
          description: 'A destructive action waits for Confirm; Cancel (or Escape) drops it.',
          tags: ['confirming'],
          on: {
            CONFIRM: 'acting',
            CANCEL: { target: 'idle', actions: 'forgetAsked' },
          },
        },
        acting: {
          description: 'The action is sent; its answer is the panel as it now is.',
          tags: ['busy'],
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }) => ({
              token: context.token,
              call: callOf(context.asked ?? { action: 'note' }, context.drafts, context.userId),
            }),
            onDone: { target: 'idle', actions: 'acted' },
            onError: failedThen('idle'),
          },
        },
      },
    },
    ended: {
      description: 'The session ended (401); the session machine shows the log-in.',
      type: 'final',
    },
  },
});

export type PlayerSupportMachine = typeof playerSupportMachine;

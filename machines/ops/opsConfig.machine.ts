import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { OpsConfig, PendingChange } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueInput, type QueueNotice, queueActions, refusedThen } from './opsQueue';

/**
 * Admin's configuration (/ops/config; docs/ops.md): the amount above which a withdrawal needs a second finance
 * approver. Typed in pesos, checked here (a number with at most two decimals, below the withdrawal maximum of
 * ₱1,000,000) and by the server, which records it as a proposal: it applies once a second admin approves it in
 * Pending changes. A 401 tells the session (SESSION.EXPIRED).
 */
export const MAX_SECOND_APPROVAL_PESOS = 999_999.99;

export interface OpsConfigContext extends QueueInput {
  config: OpsConfig | null;
  /** The amount typed, in pesos. */
  amount: string;
  notice: QueueNotice | null;
  loadError: string | null;
}

export type OpsConfigEvent =
  | { type: 'AMOUNT.CHANGE'; value: string }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ config: OpsConfig }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ change: PendingChange }, 'save'>
  | ErrorActorEvent<unknown, 'save'>;

/** Hundredths of a typed peso amount, or null when it is not one the server takes. */
export function centavosOf(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value <= Math.round(MAX_SECOND_APPROVAL_PESOS * 100) ? value : null;
}

const pesosOf = (centavos: number) => (centavos / 100).toFixed(2);
const configOf = (event: unknown) => (event as DoneActorEvent<{ config: OpsConfig }>).output.config;

export const opsConfigMachine = setup({
  types: {} as TypesOf<OpsConfigContext, OpsConfigEvent, QueueInput>,
  actors: {
    load: fromPromise<{ config: OpsConfig }, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/config', input.token, undefined, signal),
    ),
    save: fromPromise<{ change: PendingChange }, { token: string; secondApprovalAbove: number }>(({ input, signal }) =>
      opsCall('POST', '/config', input.token, { secondApprovalAbove: input.secondApprovalAbove }, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    amountValid: ({ context }) => centavosOf(context.amount) !== null,
  },
  actions: {
    ...queueActions,
    setConfig: assign(({ event }) => {
      const config = configOf(event);
      return { config, amount: pesosOf(config.secondApprovalAbove) };
    }),
    setAmount: assign({ amount: (_, value: string) => value.slice(0, 16), notice: null }),
    askAmount: assign({
      notice: {
        kind: 'error',
        text: `Type an amount in pesos from 0 to ${MAX_SECOND_APPROVAL_PESOS.toLocaleString('en-PH')} (below the withdrawal maximum), at most two decimals.`,
      },
    }),
    startSave: assign({ notice: null }),
    proposed: assign(({ context, event }) => {
      const { change } = (event as DoneActorEvent<{ change: PendingChange }>).output;
      return {
        amount: context.config ? pesosOf(context.config.secondApprovalAbove) : context.amount,
        notice: {
          kind: 'success',
          text: `Change #${change.id} proposed: ₱${pesosOf(Number(change.summary.after))} applies once a second admin approves it in Pending changes.`,
        },
      };
    }),
  },
}).createMachine({
  id: 'opsConfig',
  context: ({ input }) => ({ ...input, config: null, amount: '', notice: null, loadError: null }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      description: 'Reads the configuration in force.',
      invoke: { ...QUEUE_STATES.loading.invoke, onDone: { target: 'ready', actions: 'setConfig' } },
    },
    ready: {
      description: 'The amount in force, its default, and the field to change it.',
      tags: ['ready'],
      on: {
        'AMOUNT.CHANGE': { actions: { type: 'setAmount', params: ({ event }) => event.value } },
        SAVE: [{ guard: 'amountValid', target: 'saving', actions: 'startSave' }, { actions: 'askAmount' }],
      },
    },
    saving: {
      description: 'Proposes the amount (the server checks it, records the proposal and its audit row).',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ token: context.token, secondApprovalAbove: centavosOf(context.amount) ?? 0 }),
        onDone: { target: 'ready', actions: 'proposed' },
        onError: refusedThen('ready'),
      },
    },
  },
});

export type OpsConfigMachine = typeof opsConfigMachine;

import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueInput, type QueueNotice, queueActions, refusedThen } from './opsQueue';

/**
 * A staff member changes their own password (/ops/password; docs/ops.md): the current password, the new one twice
 * and a code from the authenticator app. The server checks the staff rule and the code, ends the other sessions and
 * audits it; this session stays. A 401 tells the session (SESSION.EXPIRED).
 */
export type PasswordField = 'current' | 'next' | 'confirm' | 'code';

export interface StaffPasswordContext extends QueueInput {
  fields: Record<PasswordField, string>;
  notice: QueueNotice | null;
}

export type StaffPasswordEvent =
  | { type: 'FIELD.CHANGE'; field: PasswordField; value: string }
  | { type: 'SUBMIT' }
  | DoneActorEvent<{ sessionsEnded: number }, 'change'>
  | ErrorActorEvent<unknown, 'change'>;

const EMPTY: Record<PasswordField, string> = { current: '', next: '', confirm: '', code: '' };

/** What is missing or does not match, in the order a staff member fills the form; null when it can be sent. */
export function passwordFormProblem(fields: Record<PasswordField, string>): string | null {
  if (fields.current === '' || fields.next === '') return 'Type the current and the new password.';
  if (fields.next !== fields.confirm) return 'The new password and its repetition differ.';
  if (fields.code.length !== 6) return 'Type the 6-digit code from your authenticator app.';
  return null;
}

const limit = (field: PasswordField, value: string) =>
  field === 'code' ? value.replace(/\D/g, '').slice(0, 6) : value.slice(0, 128);

export const staffPasswordMachine = setup({
  types: {} as TypesOf<StaffPasswordContext, StaffPasswordEvent, QueueInput>,
  actors: {
    change: fromPromise<{ sessionsEnded: number }, { token: string; current: string; next: string; code: string }>(
      ({ input: { token, ...body }, signal }) => opsCall('POST', '/me/password', token, body, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    formComplete: ({ context }) => passwordFormProblem(context.fields) === null,
  },
  actions: {
    expire: queueActions.expire,
    refused: queueActions.refused,
    setField: assign({
      fields: ({ context }, change: { field: PasswordField; value: string }) => ({
        ...context.fields,
        [change.field]: limit(change.field, change.value),
      }),
      notice: null,
    }),
    askFields: assign({
      notice: ({ context }) => ({ kind: 'error', text: passwordFormProblem(context.fields) ?? '' }),
    }),
    clearCode: assign({ fields: ({ context }) => ({ ...context.fields, code: '' }) }),
    changed: assign({
      fields: EMPTY,
      notice: ({ event }) => {
        const ended = (event as DoneActorEvent<{ sessionsEnded: number }>).output.sessionsEnded;
        return {
          kind: 'success',
          text: `Password changed. ${ended === 1 ? 'One other session was' : `${ended} other sessions were`} ended.`,
        };
      },
    }),
  },
}).createMachine({
  id: 'staffPassword',
  context: ({ input }) => ({ ...input, fields: EMPTY, notice: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The current password, the new one twice and the code.',
      tags: ['ready'],
      on: {
        'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
        SUBMIT: [{ guard: 'formComplete', target: 'changing' }, { actions: 'askFields' }],
      },
    },
    changing: {
      description: 'The change call; a refusal keeps what was typed but the code (good once).',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => ({
          token: context.token,
          current: context.fields.current,
          next: context.fields.next,
          code: context.fields.code,
        }),
        onDone: { target: 'editing', actions: 'changed' },
        onError: refusedThen('editing').map((t) => ({ ...t, actions: [t.actions, 'clearCode'] })),
      },
    },
    ended: QUEUE_STATES.ended,
  },
});

export type StaffPasswordMachine = typeof staffPasswordMachine;

import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { PendingChange, StaffRole, StaffRow, TotpSetup } from '../../src/api/client/ops/opsTypes';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueContext, type QueueInput, queueActions, queueCallsOf } from './opsQueue';

/**
 * Staff management (/ops/staff, admin only; docs/ops.md): the staff list; a new account (name, role, the person
 * behind it, a strong password: the server's rules) is proposed, and exists once a second admin approves it in
 * Pending changes (who then sees its TOTP secret once); Disable ends an account's sessions; Reset TOTP gives a new
 * secret (a lost phone), shown once. After each the list is read again. A 401 tells the session (SESSION.EXPIRED).
 */
export type StaffField = 'username' | 'password' | 'personId';

export interface StaffAdminContext extends QueueContext<StaffRow> {
  fields: { username: string; password: string; personId: string; role: StaffRole };
  /** The secret to hand over, shown until the next action. */
  setup: TotpSetup | null;
  staffId: number | null;
}

export type StaffAdminEvent =
  | { type: 'FIELD.CHANGE'; field: StaffField; value: string }
  | { type: 'ROLE.CHANGE'; role: StaffRole }
  | { type: 'CREATE' }
  | { type: 'DISABLE'; staffId: number }
  | { type: 'RESET'; staffId: number }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ list: StaffRow[] }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<{ change: PendingChange }, 'create'>
  | ErrorActorEvent<unknown, 'create'>
  | DoneActorEvent<unknown, 'disable'>
  | ErrorActorEvent<unknown, 'disable'>
  | DoneActorEvent<TotpSetup, 'reset'>
  | ErrorActorEvent<unknown, 'reset'>;

type Target = { token: string; staffId: number };
const EMPTY = { username: '', password: '', personId: '', role: 'support' as StaffRole };
const MAX_LENGTH: Record<StaffField, number> = { username: 32, password: 128, personId: 64 };

const call = queueCallsOf<StaffAdminContext>();

export const staffAdminMachine = setup({
  types: {} as TypesOf<StaffAdminContext, StaffAdminEvent, QueueInput>,
  actors: {
    load: fromPromise<{ list: StaffRow[] }, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/staff', input.token, undefined, signal),
    ),
    create: fromPromise<{ change: PendingChange }, { token: string; fields: StaffAdminContext['fields'] }>(
      ({ input, signal }) => opsCall('POST', '/staff', input.token, input.fields, signal),
    ),
    disable: fromPromise<unknown, Target>(({ input, signal }) =>
      opsCall('POST', `/staff/${input.staffId}/disable`, input.token, {}, signal),
    ),
    reset: fromPromise<TotpSetup, Target>(({ input, signal }) =>
      opsCall('POST', `/staff/${input.staffId}/reset-totp`, input.token, {}, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    fieldsTyped: ({ context }) =>
      context.fields.username !== '' && context.fields.password !== '' && context.fields.personId.trim() !== '',
  },
  actions: {
    ...queueActions,
    setField: assign({
      fields: ({ context }, change: { field: StaffField; value: string }) => ({
        ...context.fields,
        [change.field]: change.value.slice(0, MAX_LENGTH[change.field]),
      }),
    }),
    setRole: assign({ fields: ({ context }, role: StaffRole) => ({ ...context.fields, role }) }),
    askFields: assign({ notice: { kind: 'error', text: 'Type a staff name, the person id and a password.' } }),
    choose: assign({ staffId: ({ event }) => (event as { staffId: number }).staffId, notice: null, setup: null }),
    startCreate: assign({ notice: null, setup: null }),
    proposed: assign({
      fields: EMPTY,
      notice: ({ event }) => {
        const { change } = (event as DoneActorEvent<{ change: PendingChange }>).output;
        return {
          kind: 'success',
          text: `Change #${change.id} proposed: the account exists once a second admin approves it in Pending changes.`,
        };
      },
    }),
    disabled: assign({ notice: ({ context }) => ({ kind: 'success', text: `Staff #${context.staffId} disabled.` }) }),
    reset: assign({
      setup: ({ event }) => (event as DoneActorEvent<TotpSetup>).output,
      notice: ({ context }) => ({ kind: 'success', text: `Staff #${context.staffId} has a new TOTP secret (below).` }),
    }),
  },
}).createMachine({
  id: 'staffAdmin',
  context: ({ input }) => ({
    ...input,
    list: [],
    fields: EMPTY,
    setup: null,
    staffId: null,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    ready: {
      description: 'The staff list with Disable and Reset TOTP, and the form to propose a new account.',
      tags: ['ready'],
      on: {
        'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
        'ROLE.CHANGE': { actions: { type: 'setRole', params: ({ event }) => event.role } },
        CREATE: [{ guard: 'fieldsTyped', target: 'creating', actions: 'startCreate' }, { actions: 'askFields' }],
        DISABLE: { target: 'disabling', actions: 'choose' },
        RESET: { target: 'resetting', actions: 'choose' },
        REFRESH: 'loading',
      },
    },
    creating: call({
      description: 'Proposes the account; the server checks the name, the person and the password rule.',
      src: 'create',
      input: (context) => ({ fields: context.fields }),
      done: 'proposed',
      refusedTo: 'ready',
    }),
    disabling: call({
      description: 'Disables an account and ends its sessions.',
      src: 'disable',
      input: (context) => ({ staffId: context.staffId ?? 0 }),
      done: 'disabled',
    }),
    resetting: call({
      description: 'Gives an account a new TOTP secret and ends its sessions.',
      src: 'reset',
      input: (context) => ({ staffId: context.staffId ?? 0 }),
      done: 'reset',
    }),
  },
});

export type StaffAdminMachine = typeof staffAdminMachine;

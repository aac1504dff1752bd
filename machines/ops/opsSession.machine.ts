import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { errorText, opsCall } from '../../src/api/client/ops/opsApi';
import type { LoginAnswer, StaffView } from '../../src/api/client/ops/opsTypes';

/**
 * The back office's session (/ops, docs/ops.md): name and password, then the six-digit code of the staff
 * member's authenticator app (TOTP), then signed in with a short-lived token kept in memory only (a reload asks
 * again). Any call answering 401 sends SESSION.EXPIRED: back to the log-in with a sentence saying why.
 */
export type LoginField = 'username' | 'password' | 'code';

export interface OpsSessionContext {
  fields: Record<LoginField, string>;
  token: string | null;
  staff: StaffView | null;
  error: string | null;
}

export type OpsSessionEvent =
  | { type: 'FIELD.CHANGE'; field: LoginField; value: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'LOGOUT' }
  | { type: 'SESSION.EXPIRED' }
  | DoneActorEvent<LoginAnswer, 'login'>
  | ErrorActorEvent<unknown, 'login'>
  | DoneActorEvent<unknown, 'logout'>
  | ErrorActorEvent<unknown, 'logout'>;

const EMPTY = { username: '', password: '', code: '' };
const LIMITS: Record<LoginField, (value: string) => string> = {
  username: (v) => v.trim().slice(0, 64),
  password: (v) => v.slice(0, 200),
  code: (v) => v.replace(/\D/g, '').slice(0, 6),
};

export const opsSessionMachine = setup({
  types: { context: {} as OpsSessionContext, events: {} as OpsSessionEvent },
  actors: {
    login: fromPromise<LoginAnswer, Record<LoginField, string>>(({ input, signal }) =>
      opsCall<LoginAnswer>('POST', '/login', null, input, signal),
    ),
    logout: fromPromise<unknown, { token: string | null }>(({ input, signal }) =>
      opsCall('POST', '/logout', input.token, {}, signal),
    ),
  },
  guards: {
    credentialsTyped: ({ context }) => context.fields.username !== '' && context.fields.password !== '',
    codeTyped: ({ context }) => context.fields.code.length === 6,
  },
  actions: {
    setField: assign(({ context }, change: { field: LoginField; value: string }) => ({
      fields: { ...context.fields, [change.field]: LIMITS[change.field](change.value) },
      error: null,
    })),
    askCredentials: assign({ error: 'Type your staff name and password.' }),
    askCode: assign({ error: 'Type the 6-digit code from your authenticator app.' }),
    signIn: assign(({ event }) => {
      const { token, staff } = (event as DoneActorEvent<LoginAnswer>).output;
      return { token, staff, fields: EMPTY, error: null };
    }),
    refuse: assign(({ context, event }) => ({
      error: errorText((event as ErrorActorEvent).error),
      fields: { ...context.fields, code: '' },
    })),
    expire: assign({ token: null, staff: null, fields: EMPTY, error: 'Your session ended. Log in again.' }),
    forget: assign({ token: null, staff: null, fields: EMPTY, error: null }),
  },
}).createMachine({
  id: 'opsSession',
  context: { fields: EMPTY, token: null, staff: null, error: null },
  initial: 'signedOut',
  states: {
    signedOut: {
      tags: ['signedOut'],
      initial: 'credentials',
      states: {
        credentials: {
          description: 'Staff name and password.',
          tags: ['credentials'],
          on: {
            'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
            NEXT: [{ guard: 'credentialsTyped', target: 'code' }, { actions: 'askCredentials' }],
          },
        },
        code: {
          description: 'The six-digit code of the authenticator app.',
          tags: ['code'],
          on: {
            'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
            BACK: 'credentials',
            SUBMIT: [{ guard: 'codeTyped', target: 'submitting' }, { actions: 'askCode' }],
          },
        },
        submitting: {
          description: 'The log-in call with name, password and code.',
          tags: ['code', 'busy'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => context.fields,
            onDone: { target: '#opsSession.signedIn', actions: 'signIn' },
            onError: { target: 'code', actions: 'refuse' },
          },
        },
      },
    },
    signedIn: {
      description: 'The queues and the lookup, as the role allows.',
      tags: ['signedIn'],
      on: {
        LOGOUT: 'signingOut',
        'SESSION.EXPIRED': { target: 'signedOut', actions: 'expire' },
      },
    },
    signingOut: {
      description: 'Ends the session on the server; the token is forgotten whatever it answers.',
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: 'forget' },
        onError: { target: 'signedOut', actions: 'forget' },
      },
    },
  },
});

export type OpsSessionMachine = typeof opsSessionMachine;

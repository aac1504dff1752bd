import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import { errorMessage } from '../../src/api/client/errorMessage';
import { deviceInfo } from '../../src/platform/device';
import { type Notice, notice } from '../shared/notice';
import type { LoginReceiver, LoginResult } from './login.machine';

/**
 * The /login/line callback (spec §2 social login, §7 lineLogin). The Line button on /login goes to the
 * provider's authorize page (the reference server's sandbox) with `LINE_STATE`; the provider sends the
 * player back to /login/line?code=…&state=…. This machine checks the answer, exchanges the code with
 * lineLogin and, like the login form, sends LOGGED_IN to the session (which redirects to /lobby/home).
 */

/** The client id the reference server's sandbox knows the lobby by. */
export const LINE_CLIENT_ID = 'lucky-lobby';
/**
 * A fixed OAuth state: the server binds each code to the state it was minted with, and the callback refuses
 * any other. (A per-visit random state would need a storage key of its own; see docs/auth.md.)
 */
export const LINE_STATE = 'lucky-lobby-line';
export const LINE_AUTHORIZE_PATH = '/sandbox/line/authorize';
export const LINE_CALLBACK_PATH = '/login/line';

/** The provider's authorize URL for this origin (`https://host`), coming back to /login/line. */
export function lineAuthorizeUrl(origin: string): string {
  const params = new URLSearchParams({
    response_type: 'code',
    scope: 'profile openid email',
    state: LINE_STATE,
    redirect_uri: `${origin}${LINE_CALLBACK_PATH}`,
    client_id: LINE_CLIENT_ID,
  });
  // URLSearchParams writes spaces as '+'; the provider's documentation shows %20.
  return `${LINE_AUTHORIZE_PATH}?${params.toString().replaceAll('+', '%20')}`;
}

export interface LineLoginInput {
  /** The callback's query: `code` and `state` (null when absent). */
  code: string | null;
  state: string | null;
  session?: LoginReceiver;
}

export interface LineLoginContext {
  code: string;
  state: string;
  notice: Notice | null;
  session: LoginReceiver | null;
}

export type LineLoginEvent = DoneActorEvent<LoginResult, 'lineLogin'> | ErrorActorEvent<unknown, 'lineLogin'>;

/** The callback came back without a code (the player cancelled) or with someone else's state. */
export class LineCallbackRefused extends Error {
  constructor() {
    super('Line sign-in was cancelled or did not come from this lobby.');
    this.name = 'LineCallbackRefused';
  }
}

export const validLineCallback = (code: string, state: string): boolean => code.length > 0 && state === LINE_STATE;

/** Refuses a bad callback without calling the server; otherwise lineLogin with the device info. */
export function exchangeLineCode(request: { code: string; state: string }, signal?: AbortSignal): Promise<LoginResult> {
  if (!validLineCallback(request.code, request.state)) return Promise.reject(new LineCallbackRefused());
  return callApi(
    'lineLogin',
    { code: request.code, state: request.state, phoneinfoJsonModel: deviceInfo() },
    signal ? { signal } : undefined,
  );
}

export const lineLoginMachine = setup({
  types: {
    context: {} as LineLoginContext,
    events: {} as LineLoginEvent,
    input: {} as LineLoginInput,
  },
  actors: {
    lineLogin: fromPromise<LoginResult, { code: string; state: string }>(({ input, signal }) =>
      exchangeLineCode(input, signal),
    ),
  },
  actions: {
    noticeSuccess: assign({ notice: () => notice('common.success', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.lineLogin');
        if (event.error instanceof LineCallbackRefused) return notice('auth.lineRefused', 'error');
        const text = errorMessage(event.error, 'login');
        return notice(text.id, 'error', text.values);
      },
    }),
    notifySession: enqueueActions(({ enqueue, context, event }) => {
      assertEvent(event, 'xstate.done.actor.lineLogin');
      const { session } = context;
      if (session) enqueue(() => session.send({ type: 'LOGGED_IN', result: event.output }));
    }),
  },
}).createMachine({
  id: 'lineLogin',
  context: ({ input }) => ({
    code: input.code ?? '',
    state: input.state ?? '',
    notice: null,
    session: input.session ?? null,
  }),
  initial: 'exchanging',
  states: {
    exchanging: {
      tags: ['busy'],
      description:
        'lineLogin exchanges the code for a session (a callback without code or with another state is refused first).',
      invoke: {
        id: 'lineLogin',
        src: 'lineLogin',
        input: ({ context }) => ({ code: context.code, state: context.state }),
        onDone: { target: 'succeeded', actions: ['noticeSuccess', 'notifySession'] },
        onError: { target: 'failed', actions: 'noticeFailure' },
      },
    },
    succeeded: {
      tags: ['done'],
      description: 'Logged in; the session redirects to /lobby/home after 0.5 s.',
    },
    failed: {
      tags: ['failed'],
      description: 'Shows the error with a way back to /login (a code is single use: no retry here).',
    },
  },
});

export type LineLoginMachine = typeof lineLoginMachine;

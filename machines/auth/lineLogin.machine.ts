import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import { errorMessage } from '../../src/api/client/errorMessage';
import { isApiError } from '../../src/api/client/errors';
import { LINE_SIGN_UP_ERRCODE, REGISTER_ERRCODE } from '../../src/api/contract/accountRules';
import { deviceInfo } from '../../src/platform/device/device';
import {
  accepted,
  changeField,
  clearFieldError,
  errcodeOf,
  type FieldChange,
  failureAbout,
  failureNotice,
  refusedWith,
  setsField,
} from '../shared/form';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import { type SubmissionOutput, submissionOf, submitted, submittingState } from '../shared/submission.machine';
import { type AdultDeclaration, checkAdultDeclaration } from '../shared/validation';
import { LOGIN_ERRORS, REGISTER_ERRORS } from './authErrors';
import type { LoginReceiver, LoginResult } from './login.machine';
import { type TermsOutput, type TermsTab, termsMachine } from './terms.machine';

/**
 * The /login/line callback (spec §2 social login, §7 lineLogin). The Line button on /login goes to the
 * provider's authorize page (the reference server's sandbox) with `LINE_STATE`; the provider sends the
 * player back to /login/line?code=…&state=…. This machine checks the answer, exchanges the code with
 * lineLogin and, like the login form, sends LOGGED_IN to the session (which redirects to /lobby/home).
 * The 21+ rule: a LINE player who has not given a birth date yet (a newcomer, or an account made before the check)
 * gets errcode 1056 with a sign-up ticket instead of a session; the `details` step asks for the date of birth and
 * the excluded-persons declaration (the register form's rules) and lineSignUp spends the ticket with them.
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
  /** The clock the age rule reads (ms); the page passes nothing (Date.now), tests a simulated one. */
  now?: () => number;
}

export type LineDetailsField = 'birthDate';

export interface LineLoginContext {
  code: string;
  state: string;
  /** lineLogin's sign-up ticket (1056); '' until the server asks for the details. */
  ticket: string;
  fields: Record<LineDetailsField, string>;
  /** The player declared they are not an excluded person; unchecked at first. */
  notExcluded: boolean;
  now: () => number;
  notice: Notice | null;
  session: LoginReceiver | null;
}

export type LineLoginEvent =
  | DoneActorEvent<LoginResult, 'lineLogin'>
  | ErrorActorEvent<unknown, 'lineLogin'>
  | FieldChange<LineDetailsField>
  | { type: 'DECLARATION.TOGGLE' }
  | { type: 'TERMS.OPEN'; tab?: TermsTab }
  | { type: 'SUBMIT' }
  | DoneActorEvent<SubmissionOutput<LoginResult>, 'submission'>
  | DoneActorEvent<TermsOutput, 'terms'>;

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

/** lineLogin's 1056: the sign-up ticket it carries, or null for any other failure. */
export function signUpTicketOf(error: unknown): string | null {
  if (errcodeOf(error) !== LINE_SIGN_UP_ERRCODE.detailsNeeded || !isApiError(error)) return null;
  return 'ticket' in error && typeof error.ticket === 'string' && error.ticket !== '' ? error.ticket : null;
}

export interface LineSignUpRequest extends AdultDeclaration {
  ticket: string;
}

/** lineSignUp: the ticket, the birth date and the declaration (the rules have passed: the box is checked). */
export function signUpWithLine(request: LineSignUpRequest, signal?: AbortSignal): Promise<LoginResult> {
  if (!request.notExcluded) return Promise.reject(new Error('The excluded-persons declaration was not made.'));
  return callApi(
    'lineSignUp',
    { ticket: request.ticket, birthDate: request.birthDate, notExcluded: true, phoneinfoJsonModel: deviceInfo() },
    signal ? { signal } : undefined,
  );
}

export const lineSignUpSubmission = submissionOf(signUpWithLine);

/** Submit waits this long for another tap before the rules run (as on /register). */
export const SUBMIT_DEBOUNCE_MS = 300;
/** YYYY-MM-DD. */
const BIRTH_DATE_LENGTH = 10;

/**
 * A failed lineSignUp: 1057 (the ticket is spent or expired) reads as itself; the rest through the register map,
 * with 1053 / 1054 tied to the date input and 1055 to the declaration.
 */
export const lineSignUpFailure = failureAbout(
  (error) =>
    errcodeOf(error) === LINE_SIGN_UP_ERRCODE.ticketInvalid
      ? notice('auth.line.ticketExpired', 'error')
      : failureNotice(error, REGISTER_ERRORS),
  {
    [REGISTER_ERRCODE.underAge]: 'birthDate',
    [REGISTER_ERRCODE.birthDateInvalid]: 'birthDate',
    [REGISTER_ERRCODE.declarationMissing]: 'notExcluded',
  },
);

export const lineLoginMachine = setup({
  types: {} as TypesOf<LineLoginContext, LineLoginEvent, LineLoginInput, 'lineLogin' | 'submission' | 'terms'>,
  actors: {
    lineLogin: fromPromise<LoginResult, { code: string; state: string }>(({ input, signal }) =>
      exchangeLineCode(input, signal),
    ),
    submission: lineSignUpSubmission,
    terms: termsMachine,
  },
  guards: {
    detailsNeeded: ({ event }) => event.type === 'xstate.error.actor.lineLogin' && signUpTicketOf(event.error) !== null,
    accepted,
    ticketSpent: refusedWith(LINE_SIGN_UP_ERRCODE.ticketInvalid),
  },
  actions: {
    noticeSuccess: assign({ notice: () => notice('common.success', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.lineLogin');
        if (event.error instanceof LineCallbackRefused) return notice('auth.lineRefused', 'error');
        const text = errorMessage(event.error, LOGIN_ERRORS);
        return notice(text.id, 'error', text.values);
      },
    }),
    keepTicket: assign({
      ticket: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.lineLogin');
        return signUpTicketOf(event.error) ?? '';
      },
    }),
    setField: assign(({ context }, change: FieldChange<LineDetailsField>) => ({
      ...changeField(context, change, { birthDate: BIRTH_DATE_LENGTH }),
      notice: clearFieldError(context.notice, change.field),
    })),
    toggleDeclaration: assign(({ context }) => ({
      notExcluded: !context.notExcluded,
      notice: clearFieldError(context.notice, 'notExcluded'),
    })),
    restartSubmission: sendTo('submission', { type: 'SUBMIT' }),
    showOutcome: assign({
      notice: (_, output: SubmissionOutput<LoginResult>) =>
        output.ok ? notice('common.success', 'success') : output.notice,
    }),
    notifySession: enqueueActions(({ enqueue, context, event }) => {
      const result =
        event.type === 'xstate.done.actor.lineLogin'
          ? event.output
          : event.type === 'xstate.done.actor.submission' && event.output.ok
            ? event.output.result
            : null;
      const { session } = context;
      if (session && result) enqueue(() => session.send({ type: 'LOGGED_IN', result }));
    }),
  },
}).createMachine({
  id: 'lineLogin',
  context: ({ input }) => ({
    code: input.code ?? '',
    state: input.state ?? '',
    ticket: '',
    fields: { birthDate: '' },
    notExcluded: false,
    now: input.now ?? Date.now,
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
        onError: [
          { guard: 'detailsNeeded', target: 'details', actions: 'keepTicket' },
          { target: 'failed', actions: 'noticeFailure' },
        ],
      },
    },
    details: {
      tags: ['details', 'editable'],
      description:
        'Errcode 1056: the date of birth and the declaration, once, before the first session (the ticket waits 15 minutes).',
      on: {
        ...setsField,
        'DECLARATION.TOGGLE': { actions: 'toggleDeclaration' },
        'TERMS.OPEN': 'terms',
        SUBMIT: 'submitting',
      },
    },
    terms: {
      tags: ['details', 'terms'],
      description:
        "The terms panel from the declaration's link (section 2); closing it, or I Agree, goes back to the form.",
      invoke: {
        id: 'terms',
        src: 'terms',
        input: ({ event }) => ({ green: false, tab: event.type === 'TERMS.OPEN' ? event.tab : undefined }),
        onDone: 'details',
      },
    },
    submitting: {
      ...submittingState({
        description: 'The submission child: 300 ms debounce (SUBMIT restarts it), the rules, then lineSignUp.',
        input: ({ context }: { context: LineLoginContext }) => ({
          request: { ticket: context.ticket, birthDate: context.fields.birthDate, notExcluded: context.notExcluded },
          check: (request: LineSignUpRequest) => checkAdultDeclaration(request, context.now()),
          debounce: SUBMIT_DEBOUNCE_MS,
          errors: lineSignUpFailure,
        }),
        onDone: submitted([
          { guard: 'accepted', target: 'succeeded', output: ['showOutcome'], also: ['notifySession'] },
          { guard: 'ticketSpent', target: 'failed', output: ['showOutcome'] },
          { target: 'details', output: ['showOutcome'] },
        ]),
        debounced: true,
      }),
      tags: ['details', 'blocking'],
    },
    succeeded: {
      tags: ['done'],
      description: 'Logged in; the session redirects to /lobby/home after 0.5 s.',
    },
    failed: {
      tags: ['failed'],
      description:
        'Shows the error with a way back to /login (a code and a sign-up ticket are single use: no retry here).',
    },
  },
});

export type LineLoginMachine = typeof lineLoginMachine;

import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { UserInfo, WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { type Bounds, checkCode, checkPhone, type Problem, phoneBoundsOf } from '../shared/validation';
import { failureNotice, problemNotice, sendCodeEvent } from './accountForm';
import { CODE_MAX_LENGTH, type SendCodeReceiver } from './register.machine';

/**
 * The /bind form (spec §2 /bind; logged-in players): a mobile number and the one-time code the session's
 * send-code child asks for (smsSend type 2). SUBMIT is debounced 300 ms, then the number and code are
 * checked; bindAccount answers the updated player, which goes to the session as USER.UPDATED (so
 * `user.mobile` is set and the menu's /bind entry hides). After 0.5 s it emits `navigate` to `returnTo`.
 */

export type BindResult = DataOf<'bindAccount'>;
export type BindConfig = Bounds & Pick<WebConfig, 'countryCode'>;

/** Where the form reports the updated player: the session actor (or anything that takes USER.UPDATED). */
export interface UserReceiver {
  send(event: { type: 'USER.UPDATED'; user: UserInfo }): void;
}

export interface BindInput {
  webConfig: BindConfig;
  /** Where to go after binding (the home page of the layout). */
  returnTo: PageLink;
  /** Absent in isolated machine tests. */
  session?: UserReceiver;
  sendCode?: SendCodeReceiver;
}

export interface BindRequest {
  mobile: string;
  code: string;
  countryCode: string;
}

export interface BindContext {
  mobile: string;
  code: string;
  config: BindConfig;
  returnTo: PageLink;
  notice: Notice | null;
  session: UserReceiver | null;
  sendCode: SendCodeReceiver | null;
}

export type BindEvent =
  | { type: 'MOBILE.CHANGE'; value: string }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<BindResult, 'bindAccount'>
  | ErrorActorEvent<unknown, 'bindAccount'>;

export const BIND_REDIRECT_MS = 500;

/** The number (start character, then length) and the code; null when the form may be sent. */
export function checkBind(fields: { mobile: string; code: string }, config: Bounds): Problem | null {
  return checkPhone(fields.mobile, phoneBoundsOf(config)) ?? checkCode(fields.code, true);
}

export function bindMobile(request: BindRequest, signal?: AbortSignal): Promise<BindResult> {
  return callApi(
    'bindAccount',
    { mobile: request.mobile, code: request.code.trim(), countryCode: request.countryCode },
    signal ? { signal } : undefined,
  );
}

export const bindMachine = setup({
  types: {
    context: {} as BindContext,
    events: {} as BindEvent,
    input: {} as BindInput,
    emitted: {} as NavigateEmitted,
  },
  actors: {
    bindAccount: fromPromise<BindResult, BindRequest>(({ input, signal }) => bindMobile(input, signal)),
  },
  guards: {
    formRejected: ({ context }) => checkBind(context, context.config) !== null,
  },
  actions: {
    assignMobile: assign({
      mobile: ({ event }) => {
        assertEvent(event, 'MOBILE.CHANGE');
        return event.value.slice(0, 50);
      },
    }),
    assignCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'CODE.CHANGE');
        return event.value.slice(0, CODE_MAX_LENGTH);
      },
    }),
    requestCode: enqueueActions(({ enqueue, context }) => {
      const { sendCode } = context;
      if (!sendCode) return;
      const send = sendCodeEvent(context.mobile, context.config, 2);
      enqueue(() => sendCode.send(send));
    }),
    noticeProblem: assign({
      notice: ({ context }) => {
        const problem = checkBind(context, context.config);
        return problemNotice(problem);
      },
    }),
    noticeSuccess: assign({ notice: () => notice('bind.success', 'success') }),
    noticeFailure: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.bindAccount');
        // The register map: login's messages plus 1045 (no code requested for this mobile).
        return failureNotice(event.error, 'register');
      },
    }),
    updateSession: enqueueActions(({ enqueue, context, event }) => {
      assertEvent(event, 'xstate.done.actor.bindAccount');
      const { session } = context;
      const { user } = event.output;
      if (session) enqueue(() => session.send({ type: 'USER.UPDATED', user }));
    }),
    navigateBack: emit(({ context }) => ({ type: 'navigate' as const, to: context.returnTo, replace: true })),
  },
  delays: {
    submitDebounce: 300,
    bindRedirect: BIND_REDIRECT_MS,
  },
}).createMachine({
  id: 'bind',
  context: ({ input }) => ({
    mobile: '',
    code: '',
    config: input.webConfig,
    returnTo: input.returnTo,
    notice: null,
    session: input.session ?? null,
    sendCode: input.sendCode ?? null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'MOBILE.CHANGE': { actions: 'assignMobile' },
        'CODE.CHANGE': { actions: 'assignCode' },
        SEND_CODE: { actions: 'requestCode' },
        SUBMIT: 'debouncing',
      },
    },
    debouncing: {
      description: 'Waits 300 ms; another SUBMIT starts the wait again.',
      after: { submitDebounce: 'validating' },
      on: { SUBMIT: { target: 'debouncing', reenter: true } },
    },
    validating: {
      always: [{ guard: 'formRejected', target: 'editing', actions: 'noticeProblem' }, { target: 'submitting' }],
    },
    submitting: {
      description: 'bindAccount is under way (the screen shows a loading toast).',
      invoke: {
        id: 'bindAccount',
        src: 'bindAccount',
        input: ({ context }) => ({
          mobile: context.mobile,
          code: context.code,
          countryCode: context.config.countryCode,
        }),
        onDone: { target: 'succeeded', actions: ['noticeSuccess', 'updateSession'] },
        onError: { target: 'editing', actions: 'noticeFailure' },
      },
    },
    succeeded: {
      description: 'Bound: the session holds the new mobile; back to returnTo after 0.5 s.',
      after: { bindRedirect: { target: 'done', actions: 'navigateBack' } },
    },
    done: { description: 'On the way back.' },
  },
});

export type BindMachine = typeof bindMachine;

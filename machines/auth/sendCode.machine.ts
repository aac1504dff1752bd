import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { CODE_TOO_SOON, errorMessage, retryInOf } from '../../src/api/client/errorMessage';
import { errcodeOf } from '../shared/form';
import { type Notice, notice } from '../shared/notice';
import { checkPhoneForCode, type PhoneBounds } from '../shared/validation';
import { SEND_CODE_ERRORS } from './authErrors';

/**
 * The send-code button (spec §4, §5, §8): debounced 300 ms, checks the number (length with its bounds, then
 * the start character), asks smsSend, then counts 60 s down and refuses to send again until it reaches 0. A refusal
 * shows the server's reason (so the player does not retry in vain); 1021 (a code went out less than a minute ago, maybe
 * from another device) counts down the seconds the server says are left.
 * Long-lived: the session invokes it with systemId 'sendCode', so the countdown survives leaving the form.
 */

/** smsSend `type`: 0 register, 1 reset password, 2 bind mobile. */
export type SendCodeKind = 0 | 1 | 2;

export interface SendCodeRequest {
  mobile: string;
  countryCode?: string;
  kind: SendCodeKind;
  bounds: PhoneBounds;
}

export type SendCodeEvent = { type: 'SEND' } & SendCodeRequest;
type SendCodeMachineEvent = SendCodeEvent | DoneActorEvent<unknown, 'smsSend'> | ErrorActorEvent<unknown, 'smsSend'>;

export interface SendCodeContext {
  request: SendCodeRequest | null;
  /** Seconds until another code may be requested; 0 when the button is free. */
  secondsLeft: number;
  notice: Notice | null;
}

export const COOLDOWN_SECONDS = 60;

export const sendCodeMachine = setup({
  types: {
    context: {} as SendCodeContext,
    events: {} as SendCodeMachineEvent,
  },
  actors: {
    smsSend: fromPromise<unknown, SendCodeRequest>(({ input, signal }) =>
      callApi(
        'smsSend',
        input.countryCode === undefined
          ? { mobile: input.mobile, type: input.kind }
          : { mobile: input.mobile, type: input.kind, countryCode: input.countryCode },
        { signal },
      ),
    ),
  },
  guards: {
    numberRejected: ({ context }) =>
      context.request !== null && checkPhoneForCode(context.request.mobile, context.request.bounds) !== null,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    codeTooSoon: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.smsSend');
      return errcodeOf(event.error) === CODE_TOO_SOON;
    },
  },
  actions: {
    assignRequest: assign(({ event }) => {
      assertEvent(event, 'SEND');
      const { type: _type, ...request } = event;
      return { request };
    }),
    noticeNumberProblem: assign(({ context }) => {
      const problem = context.request && checkPhoneForCode(context.request.mobile, context.request.bounds);
      return { notice: problem ? notice(problem.id, 'error', problem.values) : null };
    }),
    noticeSent: assign({ notice: () => notice('login.loginSendSucc', 'success') }),
    noticeFailed: assign({
      notice: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.smsSend');
        const text = errorMessage(event.error, SEND_CODE_ERRORS);
        return notice(text.id, 'error', text.values);
      },
    }),
    startCooldown: assign({ secondsLeft: COOLDOWN_SECONDS }),
    /** The seconds the server says are left (1021), at most the whole cooldown. */
    startServerCooldown: assign({
      secondsLeft: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.smsSend');
        const seconds = retryInOf(event.error) ?? COOLDOWN_SECONDS;
        return Math.min(COOLDOWN_SECONDS, Math.max(1, Math.ceil(seconds)));
      },
    }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCooldown: assign({ secondsLeft: 0 }),
    ignoreWhileCooling: () => {
      // Resend is blocked until the countdown ends (spec §4); named so the chart shows the refusal.
    },
  },
  delays: {
    submitDebounce: 300,
    tick: 1_000,
  },
}).createMachine({
  id: 'sendCode',
  context: { request: null, secondsLeft: 0, notice: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SEND: { target: 'debouncing', actions: 'assignRequest' } },
    },
    debouncing: {
      description: 'Waits 300 ms; another SEND starts the wait again with the newer number.',
      after: { submitDebounce: 'validating' },
      on: { SEND: { target: 'debouncing', reenter: true, actions: 'assignRequest' } },
    },
    validating: {
      always: [{ guard: 'numberRejected', target: 'idle', actions: 'noticeNumberProblem' }, { target: 'sending' }],
    },
    sending: {
      description: 'smsSend is under way (the screen shows a loading toast).',
      invoke: {
        id: 'smsSend',
        src: 'smsSend',
        input: ({ context }) => context.request!,
        onDone: { target: 'coolingDown', actions: ['noticeSent', 'startCooldown'] },
        onError: [
          { guard: 'codeTooSoon', target: 'coolingDown', actions: ['noticeFailed', 'startServerCooldown'] },
          { target: 'idle', actions: 'noticeFailed' },
        ],
      },
    },
    coolingDown: {
      description: 'Counts 60 s down, one tick a second; SEND is refused until it ends.',
      after: {
        tick: [
          { guard: 'lastSecond', target: 'idle', actions: 'endCooldown' },
          { target: 'coolingDown', reenter: true, actions: 'countDown' },
        ],
      },
      on: { SEND: { actions: 'ignoreWhileCooling' } },
    },
  },
});

export type SendCodeMachine = typeof sendCodeMachine;

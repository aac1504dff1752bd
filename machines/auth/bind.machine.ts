import { assign, type DoneActorEvent, emit, enqueueActions, sendTo, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { UserInfo, WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import { changeField, type FieldChange } from '../shared/form';
import { type Notice, notice } from '../shared/notice';
import type { NavigateEmitted } from '../shared/protocol';
import { type SubmissionOutput, submissionOf, submitted, submittingState } from '../shared/submission.machine';
import {
  ACCOUNT_MAX_LENGTH,
  about,
  type Bounds,
  checkCode,
  checkPhone,
  type Problem,
  phoneBoundsOf,
} from '../shared/validation';
import { sendCodeEvent } from './accountForm';
import { CODE_MAX_LENGTH, type SendCodeReceiver, SUBMIT_DEBOUNCE_MS } from './register.machine';

/**
 * The /bind form (spec §2 /bind; logged-in players): a mobile number and the one-time code the session's
 * send-code child asks for (smsSend type 2). The `submission` child debounces SUBMIT 300 ms and checks the
 * number and code; bindAccount answers the updated player, which goes to the session as USER.UPDATED (so
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

export type BindField = 'mobile' | 'code';
export type BindRequest = Record<BindField, string> & { config: BindConfig };

export interface BindContext {
  fields: Record<BindField, string>;
  config: BindConfig;
  returnTo: PageLink;
  notice: Notice | null;
  session: UserReceiver | null;
  sendCode: SendCodeReceiver | null;
}

export type BindEvent =
  | FieldChange<BindField>
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' }
  | DoneActorEvent<SubmissionOutput<BindResult>, 'submission'>;

export const BIND_REDIRECT_MS = 500;

/** The number (start character, then length) and the code; null when the form may be sent. */
export function checkBind(fields: Record<BindField, string>, config: Bounds): Problem | null {
  return (
    about('mobile', checkPhone(fields.mobile, phoneBoundsOf(config))) ?? about('code', checkCode(fields.code, true))
  );
}

export function bindMobile(request: BindRequest, signal?: AbortSignal): Promise<BindResult> {
  return callApi(
    'bindAccount',
    { mobile: request.mobile, code: request.code.trim(), countryCode: request.config.countryCode },
    signal ? { signal } : undefined,
  );
}

export const bindSubmission = submissionOf(bindMobile);

export const bindMachine = setup({
  types: {
    context: {} as BindContext,
    events: {} as BindEvent,
    input: {} as BindInput,
    emitted: {} as NavigateEmitted,
    children: {} as { submission: 'submission' },
  },
  actors: { submission: bindSubmission },
  guards: {
    accepted: (_, output: SubmissionOutput<BindResult>) => output.ok,
  },
  actions: {
    setField: assign(({ context }, change: FieldChange<BindField>) =>
      changeField(context, change, { mobile: ACCOUNT_MAX_LENGTH, code: CODE_MAX_LENGTH }),
    ),
    requestCode: enqueueActions(({ context, enqueue }) => {
      const { sendCode } = context;
      if (sendCode) enqueue(() => sendCode.send(sendCodeEvent(context.fields.mobile, context.config, 2)));
    }),
    showOutcome: assign({
      notice: (_, output: SubmissionOutput<BindResult>) =>
        output.ok ? notice('bind.success', 'success') : output.notice,
    }),
    updateSession: enqueueActions(({ context, event, enqueue }) => {
      const { session } = context;
      if (session && event.type === 'xstate.done.actor.submission' && event.output.ok) {
        const { user } = event.output.result;
        enqueue(() => session.send({ type: 'USER.UPDATED', user }));
      }
    }),
    restartSubmission: sendTo('submission', { type: 'SUBMIT' }),
    navigateBack: emit(({ context }) => ({ type: 'navigate' as const, to: context.returnTo, replace: true })),
  },
  delays: {
    bindRedirect: BIND_REDIRECT_MS,
  },
}).createMachine({
  id: 'bind',
  context: ({ input }) => ({
    fields: { mobile: '', code: '' },
    config: input.webConfig,
    returnTo: input.returnTo,
    notice: null,
    session: input.session ?? null,
    sendCode: input.sendCode ?? null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => event } },
        SEND_CODE: { actions: 'requestCode' },
        SUBMIT: 'submitting',
      },
    },
    submitting: submittingState({
      description: 'The submission child: 300 ms debounce (SUBMIT restarts it), the checks, then bindAccount.',
      input: ({ context }: { context: BindContext }) => ({
        request: { ...context.fields, config: context.config },
        check: (request: BindRequest) => checkBind(request, request.config),
        debounce: SUBMIT_DEBOUNCE_MS,
        // The register map: login's messages plus 1045 (no code requested for this mobile).
        errors: 'register' as const,
      }),
      onDone: submitted([
        { guard: 'accepted', target: 'succeeded', output: ['showOutcome'], also: ['updateSession'] },
        { target: 'editing', output: ['showOutcome'] },
      ]),
      debounced: true,
    }),
    succeeded: {
      description: 'Bound: the session holds the new mobile; back to returnTo after 0.5 s.',
      tags: ['blocking', 'done'],
      after: { bindRedirect: { target: 'done', actions: 'navigateBack' } },
    },
    done: { description: 'On the way back.', tags: ['blocking', 'done'] },
  },
});

export type BindMachine = typeof bindMachine;

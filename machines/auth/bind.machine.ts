import { callApi } from '../../src/api/client/call';
import { CODE_MAX_LENGTH } from '../../src/api/contract/accountRules';
import type { WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import { submissionOf } from '../shared/submission.machine';
import {
  ACCOUNT_MAX_LENGTH,
  about,
  type Bounds,
  checkCode,
  checkPhone,
  type Problem,
  phoneBoundsOf,
} from '../shared/validation';
import { type AccountFormInput, createAccountForm, SUBMIT_DEBOUNCE_MS, sendCodeEvent } from './accountForm';
import { REGISTER_ERRORS } from './authErrors';

/**
 * The /bind form (spec §2 /bind; logged-in players): a mobile number and the one-time code the session's
 * send-code child asks for (smsSend type 2). The `submission` child debounces SUBMIT 300 ms and checks the
 * number and code; bindAccount answers the updated player, which goes to the session as USER.UPDATED (so
 * `user.mobile` is set and the menu's /bind entry hides). After 0.5 s it emits `navigate` to `returnTo`. The
 * skeleton is the account forms' (./accountForm.ts).
 */

export type BindResult = DataOf<'bindAccount'>;
export type BindConfig = Bounds & Pick<WebConfig, 'countryCode'>;

export interface BindInput extends AccountFormInput<BindConfig> {
  /** Where to go after binding (the home page of the layout). */
  returnTo: PageLink;
}

export type BindField = 'mobile' | 'code';
export type BindRequest = Record<BindField, string> & { config: BindConfig };

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

export const bindMachine = createAccountForm({
  id: 'bind',
  describe: {
    submitting: 'The submission child: 300 ms debounce (SUBMIT restarts it), the checks, then bindAccount.',
    succeeded: 'Bound: the session holds the new mobile; back to returnTo after 0.5 s.',
  },
  fields: (): Record<BindField, string> => ({ mobile: '', code: '' }),
  limits: () => ({ mobile: ACCOUNT_MAX_LENGTH, code: CODE_MAX_LENGTH }),
  params: (input: BindInput) => ({ returnTo: input.returnTo }),
  submission: bindSubmission,
  request: ({ fields, config }) => ({ ...fields, config }),
  check: (request) => checkBind(request, request.config),
  debounce: SUBMIT_DEBOUNCE_MS,
  // The register map: login's messages plus 1045 (no code requested for this mobile).
  errors: REGISTER_ERRORS,
  code: { event: ({ fields, config }) => sendCodeEvent(fields.mobile, config, 2) },
  success: {
    notice: 'bind.success',
    report: (result) => ({ type: 'USER.UPDATED', user: result.user }),
    leave: ({ params }) => params.returnTo,
  },
});

export type BindMachine = typeof bindMachine;

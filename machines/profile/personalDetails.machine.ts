import { assign, type DoneActorEvent, enqueueActions, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { UserInfo } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { DETAILS_MAX, EMAIL_PATTERN, PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import type { Settled } from '../shared/actorEvents';
import { accepted, editField, editingState, type FieldChange, failureAbout } from '../shared/form';
import { loadingStates } from '../shared/loading';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import { type SubmissionOutput, submissionOf, submitted, submittingNow } from '../shared/submission.machine';
import type { Problem } from '../shared/validation';
import { profileFailure } from './profileErrors';

/**
 * The player's personal details (/profile/info, a panel of desktop /lobby/profile; task 119 pays once they are
 * saved): appUserOther loads them with the date of birth given at sign-up (Retry on failure); the real name
 * (required), e-mail (optional, an address) and address (optional) are edited, each cut to the contract's length,
 * and the `submission` child checks them and sends updateAppUserOther. The date of birth is shown, never sent: the
 * 21+ rule and KYC go by the sign-up one (docs/profile.md). A refusal keeps what was typed; 5051 and 5052 are about
 * their field. A first save tells the session the player now has details (USER.UPDATED).
 */
export type DetailsField = 'realName' | 'email' | 'address';
export type DetailsFields = Record<DetailsField, string>;

export type AppUserOtherAnswer = DataOf<'appUserOther'>;
export type SavedDetails = DataOf<'updateAppUserOther'>;

export interface PersonalDetailsInput {
  session: { send(event: { type: 'USER.UPDATED'; user: UserInfo }): void };
  user: UserInfo;
}

export interface PersonalDetailsContext extends PersonalDetailsInput {
  fields: DetailsFields;
  /** YYYY-MM-DD given at sign-up; null: none was given (older accounts). */
  birthDate: string | null;
  notice: Notice | null;
}

export type PersonalDetailsEvent =
  | FieldChange<DetailsField>
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | Settled<AppUserOtherAnswer, 'appUserOther'>
  | DoneActorEvent<SubmissionOutput<SavedDetails>, 'submission'>;

const LIMITS = DETAILS_MAX;
const EMPTY: DetailsFields = { realName: '', email: '', address: '' };

/** What updateAppUserOther is sent: trimmed, an empty e-mail or address left out, never a date of birth. */
export interface DetailsRequest {
  realName: string;
  email?: string;
  address?: string;
}

export function detailsRequest(fields: DetailsFields): DetailsRequest {
  const email = fields.email.trim();
  const address = fields.address.trim();
  return {
    realName: fields.realName.trim(),
    ...(email === '' ? {} : { email }),
    ...(address === '' ? {} : { address }),
  };
}

/** The first problem of a request, in screen order (about its field); null when it may be sent. */
export function checkDetails(request: DetailsRequest): Problem | null {
  if (request.realName === '') return { id: 'profile.details.nameRequired', field: 'realName' };
  if (request.email !== undefined && !EMAIL_PATTERN.test(request.email)) {
    return { id: 'profile.details.emailInvalid', field: 'email' };
  }
  return null;
}

export function saveDetails(request: DetailsRequest, signal?: AbortSignal): Promise<SavedDetails> {
  return callApi('updateAppUserOther', request, signal ? { signal } : undefined);
}

export const detailsSubmission = submissionOf(saveDetails);

/** updateAppUserOther refused: a blank name (5051) and a bad e-mail (5052) are about their field. */
export const detailsFailure = failureAbout(profileFailure, {
  [PROFILE_ERRCODE.detailsRealName]: 'realName',
  [PROFILE_ERRCODE.detailsEmail]: 'email',
} satisfies Partial<Record<number, DetailsField>>);

const fieldsOf = (details: AppUserOtherAnswer['appUserOther']): DetailsFields =>
  details ? { realName: details.realName, email: details.email, address: details.address } : EMPTY;

export const personalDetailsMachine = setup({
  types: {} as TypesOf<
    PersonalDetailsContext,
    PersonalDetailsEvent,
    PersonalDetailsInput,
    'appUserOther' | 'submission'
  >,
  actors: {
    appUserOther: fromPromise<AppUserOtherAnswer>(({ signal }) => callApi('appUserOther', {}, { signal })),
    submission: detailsSubmission,
  },
  guards: { accepted },
  actions: {
    assignDetails: assign((_, answer: AppUserOtherAnswer) => ({
      fields: fieldsOf(answer.appUserOther),
      birthDate: answer.birthDate,
    })),
    assignLoadError: assign({ notice: (_, params: { error: unknown }) => profileFailure(params.error) }),
    setField: assign(({ context }, change: FieldChange<DetailsField>) =>
      Object.hasOwn(LIMITS, change.field) ? editField(context, change, LIMITS) : {},
    ),
    showSaved: assign((_, output: SubmissionOutput<SavedDetails>) =>
      output.ok
        ? { fields: fieldsOf(output.result.appUserOther), notice: notice('profile.details.saved', 'success') }
        : {},
    ),
    /** The fields stay as typed: the player fixes what the notice names. */
    showFailure: assign({
      notice: ({ context }, output: SubmissionOutput<SavedDetails>) => (output.ok ? context.notice : output.notice),
    }),
    // The context change and the message to the session as two actions (an assign must not send).
    tellSession: enqueueActions(({ enqueue, context }) => {
      if (context.user.hasUserOther === 1) return;
      const user = { ...context.user, hasUserOther: 1 };
      enqueue.assign({ user });
      enqueue(() => context.session.send({ type: 'USER.UPDATED', user }));
    }),
  },
}).createMachine({
  id: 'personalDetails',
  context: ({ input }) => ({ ...input, fields: EMPTY, birthDate: null, notice: null }),
  initial: 'loading',
  states: {
    ...loadingStates({
      src: 'appUserOther',
      target: 'editing',
      assign: 'assignDetails',
      read: 'appUserOther: the saved details (none yet: empty fields) and the date of birth given at sign-up.',
      failed: 'The details could not be loaded: the reason and Retry.',
    }),
    editing: editingState('The form: real name, e-mail, address take input; the date of birth is shown only.'),
    submitting: submittingNow({
      description: 'The submission child: the name and e-mail rules, then updateAppUserOther.',
      tags: ['form'],
      request: (context: PersonalDetailsContext) => detailsRequest(context.fields),
      check: checkDetails,
      errors: detailsFailure,
      onDone: submitted([
        { guard: 'accepted', target: 'editing', output: ['showSaved'], also: ['tellSession'] },
        { target: 'editing', output: ['showFailure'] },
      ]),
    }),
  },
});

export type PersonalDetailsMachine = typeof personalDetailsMachine;

import { errorMessage } from '../../src/api/client/errorMessage';
import { isApiError } from '../../src/api/client/errors';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { LIMIT_MAX, LIMIT_MIN, RG_ERRCODE } from '../../src/api/contract/responsibleGaming';
import type { MessageId } from '../../src/platform/intl/messages';
import { failureAbout } from '../shared/form';
import { money, type Notice, notice } from '../shared/notice';
import type { Problem } from '../shared/validation';

/** What a refusal says: a message id and its values. */
type Said = Omit<Problem, 'field'>;

/** The profile calls' own refusals (src/api/contract/profileErrcodes.ts) → their message; others as everywhere. */
const profileFailed: Readonly<Record<number, MessageId>> = {
  [PROFILE_ERRCODE.mailNotFound]: 'profile.err.mailNotFound',
  [PROFILE_ERRCODE.mailNothingToReceive]: 'profile.err.mailNothing',
  [PROFILE_ERRCODE.mailAlreadyReceived]: 'profile.err.mailReceived',
  [PROFILE_ERRCODE.superiorUnknown]: 'profile.err.superiorUnknown',
  [PROFILE_ERRCODE.superiorSelf]: 'profile.err.superiorSelf',
  [PROFILE_ERRCODE.superiorAlreadySet]: 'profile.err.superiorSet',
  [PROFILE_ERRCODE.taskUnknown]: 'profile.err.taskUnknown',
  [PROFILE_ERRCODE.taskNotDone]: 'profile.err.taskNotDone',
  [PROFILE_ERRCODE.taskAlreadyClaimed]: 'profile.err.taskClaimed',
  [PROFILE_ERRCODE.wrongOldPassword]: 'profile.err.wrongOldPassword',
  [PROFILE_ERRCODE.nicknameInvalid]: 'profile.err.nickname',
  [PROFILE_ERRCODE.detailsRealName]: 'profile.details.nameRequired',
  [PROFILE_ERRCODE.detailsEmail]: 'profile.details.emailInvalid',
  [PROFILE_ERRCODE.detailsBirthDate]: 'profile.err.birthDate',
};

/** A reader of failed calls: `own` refusals first, then the profile's, then the message every page gives. */
function failureSaying(own: Readonly<Record<number, Said>>): (error: unknown) => Notice {
  return (error) => {
    if (isApiError(error) && error.kind === 'errcode' && error.code !== 401) {
      const errcode = error.errcode ?? 0;
      const profileId = profileFailed[errcode];
      const said = own[errcode] ?? (profileId ? { id: profileId } : undefined);
      if (said) return notice(said.id, 'error', said.values);
    }
    const text = errorMessage(error);
    return notice(text.id, 'error', text.values);
  };
}

export const profileFailure = failureSaying({});

// The responsible-gaming pages' refusals (src/api/contract/responsibleGaming.ts RG_ERRCODE), tied to the field
// they are about where there is one.

/** The bounds a limit message names: amounts, shown by the money format like the field's hint. */
export const LIMIT_BOUNDS = { min: money(LIMIT_MIN), max: money(LIMIT_MAX) } as const;

/** A limit that is not whole pesos in range (the client's rule and errcode 5102 read the same), about `field`. */
export const limitRangeProblem = (field: string): Problem => ({
  id: 'profile.limits.invalid',
  values: { ...LIMIT_BOUNDS },
  field,
});

/** rgSetDepositLimit failed: 5102 is about the period's field. */
export const limitFailure = (field: string): ((error: unknown) => Notice) =>
  failureAbout(failureSaying({ [RG_ERRCODE.settingInvalid]: limitRangeProblem(field) }), {
    [RG_ERRCODE.settingInvalid]: field,
  });

/** rgSetRealityCheck failed: 5102 means the interval is not one the server offers. */
export const realityFailure = failureSaying({ [RG_ERRCODE.settingInvalid]: { id: 'profile.reality.invalid' } });

/** rgTakeBreak failed: 5105 (wrong password) is about the password field. */
export const breakFailure = failureAbout(
  failureSaying({ [RG_ERRCODE.wrongPassword]: { id: 'profile.break.wrongPassword' } }),
  { [RG_ERRCODE.wrongPassword]: 'password' },
);

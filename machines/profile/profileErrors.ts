import { errorMessage } from '../../src/api/client/errorMessage';
import { isApiError } from '../../src/api/client/errors';
import { PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import type { MessageId } from '../../src/platform/intl/messages';
import { type Notice, notice } from '../shared/notice';

/** The profile calls' own refusals (src/api/contract/profileErrcodes.ts) → their message; others as everywhere. */
const profileFailed: Record<number, MessageId> = {
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
};

export function profileFailure(error: unknown): Notice {
  if (isApiError(error) && error.kind === 'errcode' && error.code !== 401) {
    const id = profileFailed[error.errcode ?? 0];
    if (id) return notice(id, 'error');
  }
  const text = errorMessage(error);
  return notice(text.id, 'error', text.values);
}

import {
  type AppUserOtherAnswer,
  personalDetailsMachine,
  type SavedDetails,
} from '../../../machines/profile/personalDetails.machine';
import { notice } from '../../../machines/shared/notice';
import type { SubmissionOutput } from '../../../machines/shared/submission.machine';
import type { UserInfo } from '../../../src/api/contract/entities';
import { PROFILE_ERRCODE } from '../../../src/api/contract/profileErrcodes';
import { defineMachineSpec } from '../coverage/measureCoverage';
import type { MockActors } from '../coverage/mockActors';
import { offline } from '../walletFixtures';

/** A player without details yet, and the answers of appUserOther / updateAppUserOther (task 119). */
export const playerWithoutDetails = { id: 7, nickname: 'Juan', hasUserOther: 0 } as UserInfo;

export const savedDetails: SavedDetails = {
  appUserOther: { realName: 'Juan Dela Cruz', email: 'juan@example.ph', birthDate: '1990-06-15', address: 'Cebu City' },
};

export const noDetails: AppUserOtherAnswer = { appUserOther: null, birthDate: '1990-06-15' };

export const personalDetailsSpec = defineMachineSpec({
  name: 'personalDetails',
  machine: personalDetailsMachine,
  input: { session: { send: () => {} }, user: playerWithoutDetails },
  events: [
    { type: 'xstate.done.actor.appUserOther', output: noDetails, actorId: 'appUserOther' },
    { type: 'xstate.error.actor.appUserOther', error: offline('/app/v1/appUserOther'), actorId: 'appUserOther' },
    { type: 'RETRY' },
    { type: 'FIELD.CHANGE', field: 'realName', value: 'Juan Dela Cruz' },
    { type: 'SUBMIT' },
    {
      type: 'xstate.done.actor.submission',
      output: { ok: true, result: savedDetails } satisfies SubmissionOutput<SavedDetails>,
      actorId: 'submission',
    },
    {
      type: 'xstate.done.actor.submission',
      output: {
        ok: false,
        notice: { ...notice('profile.details.emailInvalid', 'error'), field: 'email' },
        errcode: PROFILE_ERRCODE.detailsEmail,
      } satisfies SubmissionOutput<SavedDetails>,
      actorId: 'submission',
    },
  ],
  mocks: (m: MockActors) => ({
    appUserOther: m.promise<AppUserOtherAnswer>(),
    submission: m.promise<SubmissionOutput<SavedDetails>>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.fields.realName !== '', snapshot.context.notice?.id ?? null]),
});

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type AppUserOtherAnswer,
  checkDetails,
  detailsRequest,
  detailsSubmission,
  personalDetailsMachine,
} from '../../../machines/profile/personalDetails.machine';
import {
  detailsBirthDate,
  detailsFields,
  detailsSaving,
  detailsShown,
  fieldProblem,
  loadedFormPhase,
  loadFailed,
} from '../../../machines/profile/personalDetails.selectors';
import type { UserInfo } from '../../../src/api/contract/entities';
import { PROFILE_ERRCODE } from '../../../src/api/contract/profileErrcodes';
import { MockActors } from '../coverage/mockActors';
import { failure, offline } from '../walletFixtures';
import { noDetails, playerWithoutDetails, savedDetails } from './personalDetails.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(user: UserInfo = playerWithoutDetails) {
  const mocks = new MockActors();
  const sent: { type: string; user: UserInfo }[] = [];
  const actor = createActor(
    personalDetailsMachine.provide({
      actors: {
        appUserOther: mocks.promise<AppUserOtherAnswer>(),
        submission: detailsSubmission.provide({ actors: { call: mocks.promise() } }),
      },
    }),
    { input: { session: { send: (event) => sent.push(event) }, user }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, mocks, sent };
}

async function loaded(answer: AppUserOtherAnswer = noDetails, user?: UserInfo) {
  const started = start(user);
  started.mocks.resolve('appUserOther', answer);
  await flush();
  return started;
}

const calls = (mocks: MockActors) => mocks.starts.filter((s) => s.id === 'call').map((s) => s.input);

describe('personal details (task 119)', () => {
  it('the request is trimmed, without an empty e-mail or address; a real name is required, an e-mail must look like one', () => {
    expect(detailsRequest({ realName: ' Juan ', email: ' ', address: '' })).toEqual({ realName: 'Juan' });
    expect(detailsRequest({ realName: 'Juan', email: ' j@x.ph ', address: ' Cebu ' })).toEqual({
      realName: 'Juan',
      email: 'j@x.ph',
      address: 'Cebu',
    });
    expect(checkDetails(detailsRequest({ realName: '  ', email: '', address: '' }))).toMatchObject({
      id: 'profile.details.nameRequired',
      field: 'realName',
    });
    for (const email of ['juan', 'juan@', 'ju an@example.ph', '@example.ph']) {
      expect(checkDetails({ realName: 'Juan', email }), email).toMatchObject({
        id: 'profile.details.emailInvalid',
        field: 'email',
      });
    }
    expect(checkDetails({ realName: 'Juan', email: 'juan@example.ph' })).toBeNull();
    expect(checkDetails({ realName: 'Juan' })).toBeNull();
  });

  it('a failed load offers Retry; then the saved details and the sign-up date of birth show', async () => {
    const { actor, mocks } = start();
    expect(loadedFormPhase(actor.getSnapshot())).toBe('loading');
    mocks.reject('appUserOther', offline('/app/v1/appUserOther'));
    await flush();
    expect(loadFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.notice?.id).toBe('error.network');
    actor.send({ type: 'RETRY' });
    mocks.resolve('appUserOther', { appUserOther: savedDetails.appUserOther, birthDate: '1990-06-15' });
    await flush();
    expect(detailsShown(actor.getSnapshot())).toBe(true);
    expect(detailsFields(actor.getSnapshot())).toEqual({
      realName: 'Juan Dela Cruz',
      email: 'juan@example.ph',
      address: 'Cebu City',
    });
    expect(detailsBirthDate(actor.getSnapshot())).toBe('1990-06-15');
  });

  it('cuts each field to the contract length and sends nothing while a rule is broken', async () => {
    const { actor, mocks } = await loaded();
    actor.send({ type: 'FIELD.CHANGE', field: 'realName', value: 'x'.repeat(130) });
    actor.send({ type: 'FIELD.CHANGE', field: 'address', value: 'y'.repeat(310) });
    expect(detailsFields(actor.getSnapshot()).realName).toHaveLength(120);
    expect(detailsFields(actor.getSnapshot()).address).toHaveLength(300);
    actor.send({ type: 'FIELD.CHANGE', field: 'realName', value: ' ' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(calls(mocks)).toEqual([]);
    expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'profile.details.nameRequired', field: 'realName' });
    // Typing the name clears its error.
    actor.send({ type: 'FIELD.CHANGE', field: 'realName', value: 'Juan' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('sends the trimmed request (no empty e-mail, never a date of birth); a first save tells the session', async () => {
    const { actor, mocks, sent } = await loaded();
    actor.send({ type: 'FIELD.CHANGE', field: 'realName', value: ' Juan Dela Cruz ' });
    actor.send({ type: 'FIELD.CHANGE', field: 'address', value: ' Cebu City ' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(detailsSaving(actor.getSnapshot())).toBe(true);
    expect(loadedFormPhase(actor.getSnapshot())).toBe('submitting');
    expect(calls(mocks)).toEqual([{ request: { realName: 'Juan Dela Cruz', address: 'Cebu City' } }]);
    mocks.resolve('call', savedDetails);
    await flush();
    expect(actor.getSnapshot().context.notice).toMatchObject({ id: 'profile.details.saved', tone: 'success' });
    expect(detailsFields(actor.getSnapshot()).email).toBe('juan@example.ph');
    expect(sent).toEqual([{ type: 'USER.UPDATED', user: { ...playerWithoutDetails, hasUserOther: 1 } }]);
    // A second save changes nothing the session knows.
    actor.send({ type: 'SUBMIT' });
    await flush();
    mocks.resolve('call', savedDetails);
    await flush();
    expect(sent).toHaveLength(1);
  });

  it.each([
    [PROFILE_ERRCODE.detailsRealName, 'profile.details.nameRequired', 'realName'],
    [PROFILE_ERRCODE.detailsEmail, 'profile.details.emailInvalid', 'email'],
    [PROFILE_ERRCODE.detailsBirthDate, 'profile.err.birthDate', undefined],
  ] as const)('the server’s %s reads %s, about %s, and the typing stays', async (errcode, id, field) => {
    const { actor, mocks, sent } = await loaded();
    actor.send({ type: 'FIELD.CHANGE', field: 'realName', value: 'Juan' });
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'juan@example.p' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    mocks.reject('call', failure('/app/v1/updateAppUserOther', errcode));
    await flush();
    expect(actor.getSnapshot().context.notice).toMatchObject({ id, tone: 'error' });
    expect(actor.getSnapshot().context.notice?.field).toBe(field);
    expect(detailsFields(actor.getSnapshot())).toEqual({ realName: 'Juan', email: 'juan@example.p', address: '' });
    expect(loadedFormPhase(actor.getSnapshot())).toBe('editing');
    expect(sent).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type PasswordChange, profileMachine } from '../../../machines/profile/profile.machine';
import {
  confirmingLogoutAll,
  fieldProblem,
  pickerOpen,
  profileBusy,
} from '../../../machines/profile/profile.selectors';
import type { UserInfo } from '../../../src/api/contract/entities';
import type { DataOf } from '../../../src/api/contract/map';
import { PROFILE_ERRCODE } from '../../../src/api/contract/profileErrcodes';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start() {
  const mocks = new MockActors();
  const sent: { type: string; user?: UserInfo }[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: {
        saveNickname: mocks.promise<DataOf<'updateProfile'>, { nickname: string }>(),
        saveAvatar: mocks.promise<DataOf<'updateProfile'>, { avatar: number }>(),
        changePassword: mocks.promise<Record<string, never>, PasswordChange>(),
        logoutAll: mocks.promise<DataOf<'logoutAll'>>(),
        copyText: mocks.promise<boolean, { text: string }>(),
      },
    }),
    {
      input: {
        session: { send: (e) => sent.push(e) },
        nickname: 'Juan',
        publicKey: 'PEM',
        passwordMin: 6,
        passwordMax: 20,
      },
      clock: new SimulatedClock(),
    },
  );
  actor.start();
  return { actor, mocks, sent };
}

const user = (over: Partial<UserInfo>) => ({ id: 7, nickname: 'Juan', avatar: 0, ...over }) as UserInfo;

describe('profile machine', () => {
  it('refuses a nickname with markup or the wrong length before any call; saves a good one and tells the session', async () => {
    const { actor, mocks, sent } = start();
    for (const value of ['<b>Juan</b>', 'J', '  ']) {
      actor.send({ type: 'FIELD.CHANGE', field: 'nickname', value });
      actor.send({ type: 'NICKNAME.SAVE' });
      expect(actor.getSnapshot().context.notice?.id).toBe('profile.err.nickname');
    }
    actor.send({ type: 'FIELD.CHANGE', field: 'nickname', value: 'x'.repeat(30) });
    expect(actor.getSnapshot().context.fields.nickname).toHaveLength(20);
    expect(mocks.starts).toEqual([]);
    actor.send({ type: 'FIELD.CHANGE', field: 'nickname', value: ' Juan Luna ' });
    actor.send({ type: 'NICKNAME.SAVE' });
    expect(profileBusy(actor.getSnapshot())).toBe(true);
    expect(mocks.starts).toEqual([{ id: 'saveNickname', input: { nickname: 'Juan Luna' } }]);
    mocks.resolve('saveNickname', { user: user({ nickname: 'Juan Luna' }) });
    await flush();
    expect(sent).toEqual([{ type: 'USER.UPDATED', user: user({ nickname: 'Juan Luna' }) }]);
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.saved');
  });

  it('picks an avatar in range from the open picker; out of range is ignored; a refusal keeps the picker open', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'AVATAR.PICK', avatar: 2 });
    expect(mocks.starts).toEqual([]);
    actor.send({ type: 'AVATAR.OPEN' });
    expect(pickerOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'AVATAR.PICK', avatar: 99 });
    expect(mocks.starts).toEqual([]);
    actor.send({ type: 'AVATAR.PICK', avatar: 5 });
    mocks.reject('saveAvatar', failure('/app/v1/updateProfile', 9002));
    await flush();
    expect(pickerOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.notice?.tone).toBe('error');
    actor.send({ type: 'AVATAR.PICK', avatar: 5 });
    mocks.resolve('saveAvatar', { user: user({ avatar: 5 }) });
    await flush();
    expect(pickerOpen(actor.getSnapshot())).toBe(false);
    expect(sent.at(-1)).toMatchObject({ type: 'USER.UPDATED', user: { avatar: 5 } });
  });

  it('checks the password change (old given, length, confirmation), sends both with the key, clears the fields', async () => {
    const { actor, mocks } = start();
    const field = (f: 'oldPassword' | 'newPassword' | 'confirmPassword', value: string) =>
      actor.send({ type: 'FIELD.CHANGE', field: f, value });
    actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.password.oldRequired');
    field('oldPassword', 'Demo1234');
    field('newPassword', 'abc');
    actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.password.length');
    field('newPassword', 'NewPass99');
    field('confirmPassword', 'NewPass98');
    actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.password.mismatch');
    expect(mocks.starts).toEqual([]);
    field('confirmPassword', 'NewPass99');
    actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(mocks.starts).toEqual([
      { id: 'changePassword', input: { oldPassword: 'Demo1234', password: 'NewPass99', publicKey: 'PEM' } },
    ]);
    mocks.reject('changePassword', failure('/app/v1/modifyPassword', PROFILE_ERRCODE.wrongOldPassword));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.err.wrongOldPassword');
    expect(actor.getSnapshot().context.fields.oldPassword).toBe('Demo1234');
    actor.send({ type: 'PASSWORD.SUBMIT' });
    mocks.resolve('changePassword', {});
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.password.changed');
    expect(actor.getSnapshot().context.fields).toMatchObject({ oldPassword: '', newPassword: '', confirmPassword: '' });
  });

  it('logs out everywhere only after confirmation, then tells the session the player is gone', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'LOGOUT_ALL.REQUEST' });
    expect(confirmingLogoutAll(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'LOGOUT_ALL.CANCEL' });
    expect(mocks.starts).toEqual([]);
    actor.send({ type: 'LOGOUT_ALL.REQUEST' });
    actor.send({ type: 'LOGOUT_ALL.CONFIRM' });
    expect(mocks.starts.map((s) => s.id)).toEqual(['logoutAll']);
    mocks.resolve('logoutAll', { ended: 3 });
    await flush();
    expect(sent).toEqual([{ type: 'UNAUTHORIZED' }]);
  });

  it('copies the id with a success or failure notice', async () => {
    const { actor, mocks } = start();
    actor.send({ type: 'COPY', text: '7' });
    mocks.resolve('copyText', true);
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('common.copySuccess');
    actor.send({ type: 'COPY', text: '7' });
    mocks.resolve('copyText', false);
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('common.copyFail');
  });

  describe('an error about one input names it', () => {
    it('the nickname rule and 5041 are about the nickname; typing it again takes the error away', async () => {
      const { actor, mocks } = start();
      actor.send({ type: 'FIELD.CHANGE', field: 'nickname', value: '<b>' });
      actor.send({ type: 'NICKNAME.SAVE' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'profile.err.nickname', field: 'nickname' });
      actor.send({ type: 'FIELD.CHANGE', field: 'oldPassword', value: 'x' });
      expect(fieldProblem(actor.getSnapshot())?.field).toBe('nickname');
      actor.send({ type: 'FIELD.CHANGE', field: 'nickname', value: 'Juan Luna' });
      expect(actor.getSnapshot().context.notice).toBeNull();
      actor.send({ type: 'NICKNAME.SAVE' });
      mocks.reject('saveNickname', failure('/app/v1/updateProfile', PROFILE_ERRCODE.nicknameInvalid));
      await flush();
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'profile.err.nickname', field: 'nickname' });
    });

    it('each password rule names its field; a wrong current password (5031) names the current one', async () => {
      const { actor, mocks } = start();
      const field = (f: 'oldPassword' | 'newPassword' | 'confirmPassword', value: string) =>
        actor.send({ type: 'FIELD.CHANGE', field: f, value });
      actor.send({ type: 'PASSWORD.SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({
        id: 'profile.password.oldRequired',
        field: 'oldPassword',
      });
      field('oldPassword', 'Demo1234');
      expect(actor.getSnapshot().context.notice).toBeNull();
      field('newPassword', 'abc');
      actor.send({ type: 'PASSWORD.SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'profile.password.length', field: 'newPassword' });
      field('newPassword', 'NewPass99');
      actor.send({ type: 'PASSWORD.SUBMIT' });
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({
        id: 'profile.password.mismatch',
        field: 'confirmPassword',
      });
      field('confirmPassword', 'NewPass99');
      actor.send({ type: 'PASSWORD.SUBMIT' });
      mocks.reject('changePassword', failure('/app/v1/modifyPassword', PROFILE_ERRCODE.wrongOldPassword));
      await flush();
      expect(fieldProblem(actor.getSnapshot())).toMatchObject({
        id: 'profile.err.wrongOldPassword',
        field: 'oldPassword',
      });
    });

    it('a refusal that names no input (a transport failure, another errcode) stays the toast’s alone', async () => {
      const { actor, mocks } = start();
      actor.send({ type: 'LOGOUT_ALL.REQUEST' });
      actor.send({ type: 'LOGOUT_ALL.CONFIRM' });
      mocks.reject('logoutAll', failure('/app/v1/logoutAll', 9002));
      await flush();
      expect(actor.getSnapshot().context.notice).toMatchObject({ tone: 'error' });
      expect(fieldProblem(actor.getSnapshot())).toBeNull();
    });
  });
});

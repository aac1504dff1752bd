import { profileMachine } from '../../../machines/profile/profile.machine';
import type { UserInfo } from '../../../src/api/contract/entities';
import type { DataOf } from '../../../src/api/contract/map';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { failure } from '../walletFixtures';

const user = { id: 7, nickname: 'Juan Luna', avatar: 3 } as UserInfo;

const done = <T extends string, O>(id: T, output: O) => ({
  type: `xstate.done.actor.${id}` as const,
  output,
  actorId: id,
});
const failed = <T extends string>(id: T) => ({
  type: `xstate.error.actor.${id}` as const,
  error: failure(`/app/v1/${id}`, 5041),
  actorId: id,
});

const input = { session: { send: () => {} }, nickname: 'Juan', publicKey: 'key', passwordMin: 6, passwordMax: 20 };
const mocks = (m: Parameters<Parameters<typeof defineMachineSpec>[0]['mocks']>[0]) => ({
  saveNickname: m.promise<DataOf<'updateProfile'>, { nickname: string }>(),
  saveAvatar: m.promise<DataOf<'updateProfile'>, { avatar: number }>(),
  changePassword: m.promise<Record<string, never>, { oldPassword: string; password: string; publicKey: string }>(),
  logoutAll: m.promise<DataOf<'logoutAll'>>(),
  copyText: m.promise<boolean, { text: string }>(),
});
const serializeState = (snapshot: { value: unknown; context: { fields: Record<string, string> } }) => {
  const f = snapshot.context.fields;
  return JSON.stringify([snapshot.value, f.nickname !== '', f.oldPassword !== '' && f.confirmPassword !== '']);
};

/** A valid nickname and password change; an empty one of each is refused before any call. */
export const profileSpec = defineMachineSpec({
  name: 'profile',
  machine: profileMachine,
  input,
  events: [
    { type: 'NICKNAME.SAVE' },
    { type: 'FIELD.CHANGE', field: 'nickname', value: '' },
    done('saveNickname', { user }),
    failed('saveNickname'),
    { type: 'COPY', text: '7' },
    done('copyText', true),
    done('copyText', false),
    failed('copyText'),
    { type: 'AVATAR.OPEN' },
    { type: 'AVATAR.CLOSE' },
    { type: 'AVATAR.PICK', avatar: 2 },
    done('saveAvatar', { user }),
    failed('saveAvatar'),
    { type: 'LOGOUT_ALL.REQUEST' },
    { type: 'LOGOUT_ALL.CANCEL' },
    { type: 'LOGOUT_ALL.CONFIRM' },
    done('logoutAll', { ended: 2 }),
    failed('logoutAll'),
    { type: 'PASSWORD.SUBMIT' },
    { type: 'FIELD.CHANGE', field: 'oldPassword', value: 'Demo1234' },
    { type: 'FIELD.CHANGE', field: 'newPassword', value: 'NewPass99' },
    { type: 'FIELD.CHANGE', field: 'confirmPassword', value: 'NewPass99' },
    done('changePassword', {}),
    failed('changePassword'),
  ],
  mocks,
  serializeState,
});

import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import type { UserInfo } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import { AVATAR_COUNT, nicknameProblem, PROFILE_ERRCODE } from '../../src/api/contract/profileErrcodes';
import { encryptPassword } from '../../src/platform/crypto/rsa';
import { invokeThen, type Settled } from '../shared/actorEvents';
import { type CopyEvent, type CopySettled, copied, copyingState, copyTextActor } from '../shared/clipboard';
import { editField, type FieldChange, failureAbout, setsField } from '../shared/form';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';
import { profileFailure } from './profileErrors';

/**
 * The player's own page (/profile, /profile/user, /profile/info, desktop /lobby/profile and /lobby/member).
 * One action at a time: the nickname (updateProfile, validated like the server: 2–20 characters,
 * nothing HTML), the avatar picker (updateProfile {avatar}), the login password change (old + new, RSA like
 * login; modifyPassword), and log out everywhere (logoutAll, then the session forgets the player). The id copy
 * uses the clipboard. Every change of the player goes to the session as USER.UPDATED. Errors name their input
 * (WCAG 2.2 error identification): the nickname's rule and 5041 → `nickname`; no current password and 5031 (wrong) →
 * `oldPassword`, a new one of the wrong length → `newPassword`, a confirmation that differs → `confirmPassword`. An
 * error goes once its field is typed again.
 */
export type ProfileField = 'nickname' | 'oldPassword' | 'newPassword' | 'confirmPassword';

export interface ProfileSession {
  send(event: { type: 'USER.UPDATED'; user: UserInfo } | { type: 'UNAUTHORIZED' }): void;
}

export interface ProfileInput {
  session: ProfileSession;
  nickname: string;
  publicKey: string;
  passwordMin: number;
  passwordMax: number;
}

export interface ProfileContext {
  session: ProfileSession;
  publicKey: string;
  passwordMin: number;
  passwordMax: number;
  fields: Record<ProfileField, string>;
  notice: Notice | null;
}

type UpdateAnswer = DataOf<'updateProfile'>;

export type ProfileEvent =
  | FieldChange<ProfileField>
  | { type: 'NICKNAME.SAVE' }
  | { type: 'AVATAR.OPEN' }
  | { type: 'AVATAR.CLOSE' }
  | { type: 'AVATAR.PICK'; avatar: number }
  | { type: 'PASSWORD.SUBMIT' }
  | { type: 'LOGOUT_ALL.REQUEST' }
  | { type: 'LOGOUT_ALL.CANCEL' }
  | { type: 'LOGOUT_ALL.CONFIRM' }
  | CopyEvent
  | Settled<UpdateAnswer, 'saveNickname'>
  | Settled<UpdateAnswer, 'saveAvatar'>
  | Settled<Record<string, never>, 'changePassword'>
  | Settled<DataOf<'logoutAll'>, 'logoutAll'>
  | CopySettled;

const LIMITS = { nickname: 20, oldPassword: 50, newPassword: 50, confirmPassword: 50 } as const;

export interface PasswordChange {
  oldPassword: string;
  password: string;
  publicKey: string;
}

export function passwordProblem(context: Pick<ProfileContext, 'fields' | 'passwordMin' | 'passwordMax'>) {
  const { oldPassword, newPassword, confirmPassword } = context.fields;
  if (oldPassword === '') return 'profile.password.oldRequired' as const;
  if (newPassword.length < context.passwordMin || newPassword.length > context.passwordMax)
    return 'profile.password.length' as const;
  if (newPassword !== confirmPassword) return 'profile.password.mismatch' as const;
  return null;
}

/** The field each password rule is about. */
const PASSWORD_FIELD = {
  'profile.password.oldRequired': 'oldPassword',
  'profile.password.length': 'newPassword',
  'profile.password.mismatch': 'confirmPassword',
} as const satisfies Record<NonNullable<ReturnType<typeof passwordProblem>>, ProfileField>;

/** A refused call of the page: an invalid nickname (5041) and a wrong current password (5031) name their field. */
export const profileFieldFailure = failureAbout(profileFailure, {
  [PROFILE_ERRCODE.nicknameInvalid]: 'nickname',
  [PROFILE_ERRCODE.wrongOldPassword]: 'oldPassword',
} satisfies Partial<Record<number, ProfileField>>);

export const profileMachine = setup({
  types: {} as TypesOf<ProfileContext, ProfileEvent, ProfileInput>,
  actors: {
    saveNickname: fromPromise<UpdateAnswer, { nickname: string }>(({ input, signal }) =>
      callApi('updateProfile', input, { signal }),
    ),
    saveAvatar: fromPromise<UpdateAnswer, { avatar: number }>(({ input, signal }) =>
      callApi('updateProfile', input, { signal }),
    ),
    changePassword: fromPromise<Record<string, never>, PasswordChange>(async ({ input, signal }) => {
      const [oldPassword, password] = await Promise.all([
        encryptPassword(input.oldPassword, input.publicKey),
        encryptPassword(input.password, input.publicKey),
      ]);
      await callApi('modifyPassword', { oldPassword, password }, { signal });
      return {};
    }),
    logoutAll: fromPromise<DataOf<'logoutAll'>>(({ signal }) => callApi('logoutAll', {}, { signal })),
    copyText: copyTextActor,
  },
  guards: {
    nicknameValid: ({ context }) => nicknameProblem(context.fields.nickname) === null,
    passwordValid: ({ context }) => passwordProblem(context) === null,
    avatarInRange: ({ event }) => {
      assertEvent(event, 'AVATAR.PICK');
      return Number.isInteger(event.avatar) && event.avatar >= 0 && event.avatar < AVATAR_COUNT;
    },
    copied,
  },
  actions: {
    setField: assign(({ context }, change: FieldChange<ProfileField>) =>
      Object.hasOwn(LIMITS, change.field) ? editField(context, change, LIMITS) : {},
    ),
    noticeNickname: assign({ notice: () => ({ ...notice('profile.err.nickname', 'error'), field: 'nickname' }) }),
    noticePassword: assign({
      notice: ({ context }) => {
        const id = passwordProblem(context) ?? 'profile.password.length';
        return { ...notice(id, 'error'), field: PASSWORD_FIELD[id] };
      },
    }),
    tellUser: ({ context, event }) => {
      if (event.type !== 'xstate.done.actor.saveNickname' && event.type !== 'xstate.done.actor.saveAvatar') return;
      context.session.send({ type: 'USER.UPDATED', user: event.output.user });
    },
    noticeSaved: assign({ notice: () => notice('profile.saved', 'success') }),
    noticePasswordChanged: assign({
      notice: () => notice('profile.password.changed', 'success'),
      fields: ({ context }) => ({ ...context.fields, oldPassword: '', newPassword: '', confirmPassword: '' }),
    }),
    noticeFailure: assign({ notice: ({ event }) => profileFieldFailure((event as { error?: unknown }).error) }),
    noticeCopied: assign({ notice: () => notice('common.copySuccess', 'success') }),
    noticeCopyFailed: assign({ notice: () => notice('common.copyFail', 'error') }),
    endSession: ({ context }) => context.session.send({ type: 'UNAUTHORIZED' }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    session: input.session,
    publicKey: input.publicKey,
    passwordMin: input.passwordMin,
    passwordMax: input.passwordMax,
    fields: { nickname: input.nickname, oldPassword: '', newPassword: '', confirmPassword: '' },
    notice: null,
  }),
  initial: 'idle',
  on: { ...setsField },
  states: {
    idle: {
      description: 'The page: every action starts from here, one at a time.',
      on: {
        'NICKNAME.SAVE': [{ guard: 'nicknameValid', target: 'savingNickname' }, { actions: 'noticeNickname' }],
        'AVATAR.OPEN': 'picking',
        'PASSWORD.SUBMIT': [{ guard: 'passwordValid', target: 'changingPassword' }, { actions: 'noticePassword' }],
        'LOGOUT_ALL.REQUEST': 'confirmingLogoutAll',
        COPY: 'copying',
      },
    },
    savingNickname: {
      tags: ['busy'],
      description: 'updateProfile {nickname} is under way.',
      invoke: invokeThen('saveNickname', 'idle', {
        input: ({ context }: { context: ProfileContext }) => ({ nickname: context.fields.nickname.trim() }),
        done: ['tellUser', 'noticeSaved'],
        failed: 'noticeFailure',
      }),
    },
    picking: {
      description: 'The avatar picker is open (a dialog of the served images).',
      on: {
        'AVATAR.CLOSE': 'idle',
        'AVATAR.PICK': { guard: 'avatarInRange', target: 'savingAvatar' },
      },
    },
    savingAvatar: {
      tags: ['busy'],
      description: 'updateProfile {avatar} is under way.',
      invoke: {
        id: 'saveAvatar',
        src: 'saveAvatar',
        input: ({ event }) => {
          assertEvent(event, 'AVATAR.PICK');
          return { avatar: event.avatar };
        },
        onDone: { target: 'idle', actions: ['tellUser', 'noticeSaved'] },
        onError: { target: 'picking', actions: 'noticeFailure' },
      },
    },
    changingPassword: {
      tags: ['busy'],
      description: 'Both passwords are encrypted with the configured RSA key and modifyPassword is under way.',
      invoke: invokeThen('changePassword', 'idle', {
        input: ({ context }: { context: ProfileContext }) => ({
          oldPassword: context.fields.oldPassword,
          password: context.fields.newPassword,
          publicKey: context.publicKey,
        }),
        done: 'noticePasswordChanged',
        failed: 'noticeFailure',
      }),
    },
    confirmingLogoutAll: {
      description: 'Asks before ending every session of the player (this device too).',
      on: { 'LOGOUT_ALL.CANCEL': 'idle', 'LOGOUT_ALL.CONFIRM': 'endingAll' },
    },
    endingAll: {
      tags: ['busy'],
      description: 'logoutAll revokes every token; then the session forgets the player and goes to /login.',
      invoke: invokeThen('logoutAll', 'idle', { done: 'endSession', failed: 'noticeFailure' }),
    },
    copying: copyingState({ id: 'copyText', target: 'idle', description: 'Writes the player id to the clipboard.' }),
  },
});

export type ProfileMachine = typeof profileMachine;

import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { opsCall } from '../../src/api/client/ops/opsApi';
import type { StaffRole } from '../../src/api/client/ops/opsTypes';
import { checkMinAppVersion } from '../../src/api/contract/appVersion';
import {
  type Checked,
  centavosOfPesos,
  checkDepositChannels,
  checkSignUp,
  checkWithdrawalLimits,
  type DepositChannelSettings,
  type LobbySettings,
  pesosText,
  presetsOfText,
  presetsText,
  type SettingIssue,
  type SignUpSettings,
  type WithdrawalLimits,
} from '../../src/api/contract/lobbySettings';
import type { TypesOf } from '../shared/machineTypes';
import { isSessionEnd, QUEUE_STATES, type QueueInput, type QueueNotice, queueActions } from './opsQueue';

/**
 * Lobby settings (/ops/lobby-settings; docs/ops.md "Lobby settings"): four forms over one read of the settings in
 * force — sign-up and green mode, the deposit channels (on or off, order, limits, presets), the withdrawal
 * limits and the oldest app version players may run. Amounts are typed in whole pesos. Save checks its form with the server's own rules
 * (src/api/contract/lobbySettings.ts): a refused field gets its reason beside it and nothing is sent; the server
 * checks again, and its refusal is said in the notice. A saved form shows what the server stored. Marketing sees
 * the channels only and may reorder them and change their presets (the server holds the same line). A 401 tells
 * the session (SESSION.EXPIRED).
 */
export type SettingsSection = 'signUp' | 'channels' | 'withdrawals' | 'appVersion';

export interface ChannelDraft {
  id: number;
  name: string;
  payMode: DepositChannelSettings['payMode'];
  enabled: boolean;
  /** Whole pesos, as typed. */
  minAmount: string;
  maxAmount: string;
  /** Whole pesos separated by commas or spaces, as typed. */
  amounts: string;
}

export interface SettingsDraft {
  signUp: SignUpSettings;
  withdrawals: { minAmount: string; maxAmount: string };
  channels: ChannelDraft[];
  /** The minimum app version as typed ('' for none). */
  appVersion: string;
}

export interface LobbySettingsInput extends QueueInput {
  role: StaffRole;
}

export interface LobbySettingsContext extends LobbySettingsInput {
  settings: LobbySettings | null;
  draft: SettingsDraft;
  /** Why a field is refused, by path (`signUp.registerType`, `withdrawals.maxAmount`, `channels.2.amounts`). */
  errors: Record<string, string>;
  /** The form being saved. */
  section: SettingsSection | null;
  notice: QueueNotice | null;
  loadError: string | null;
}

export type ChannelField = 'minAmount' | 'maxAmount' | 'amounts';

export type LobbySettingsEvent =
  | { type: 'SIGNUP.CHANGE'; patch: Partial<SignUpSettings> }
  | { type: 'WITHDRAWALS.CHANGE'; field: 'minAmount' | 'maxAmount'; value: string }
  | { type: 'APPVERSION.CHANGE'; value: string }
  | { type: 'CHANNEL.CHANGE'; id: number; field: ChannelField; value: string }
  | { type: 'CHANNEL.TOGGLE'; id: number; enabled: boolean }
  | { type: 'CHANNEL.MOVE'; id: number; by: -1 | 1 }
  | { type: 'SAVE'; section: SettingsSection }
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | DoneActorEvent<{ settings: LobbySettings }, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<SavedAnswer, 'save'>
  | ErrorActorEvent<unknown, 'save'>;

/** What a save answers: the part the server stored. */
export type SavedAnswer =
  | { signUp: SignUpSettings }
  | { withdrawals: WithdrawalLimits }
  | { channels: DepositChannelSettings[] }
  | { appVersion: LobbySettings['appVersion'] };

const PATHS: Record<SettingsSection, string> = {
  signUp: '/lobby-settings/sign-up',
  channels: '/lobby-settings/deposit-channels',
  withdrawals: '/lobby-settings/withdrawals',
  appVersion: '/lobby-settings/app-version',
};

const SAVED: Record<SettingsSection, string> = {
  signUp: 'Sign-up settings saved.',
  channels: 'Deposit channels saved.',
  withdrawals: 'Withdrawal limits saved.',
  appVersion: 'Minimum app version saved.',
};

/** A field of text longer than this is no amount the rules take; the field keeps no more. */
const MAX_TYPED = 200;

const EMPTY_DRAFT: SettingsDraft = {
  signUp: { registerType: 2, otpOn: true, lineLoginEnabled: false, greenMode: false, ageNoticeAllModes: false },
  withdrawals: { minAmount: '', maxAmount: '' },
  channels: [],
  appVersion: '',
};

const channelDraft = (c: DepositChannelSettings): ChannelDraft => ({
  id: c.id,
  name: c.name,
  payMode: c.payMode,
  enabled: c.enabled,
  minAmount: pesosText(c.minAmount),
  maxAmount: pesosText(c.maxAmount),
  amounts: presetsText(c.amounts),
});

export const draftOf = (s: LobbySettings): SettingsDraft => ({
  signUp: { ...s.signUp },
  withdrawals: { minAmount: pesosText(s.withdrawals.minAmount), maxAmount: pesosText(s.withdrawals.maxAmount) },
  channels: s.channels.map(channelDraft),
  appVersion: s.appVersion.minimum,
});

/** A typed amount for the body: its hundredths, or the text kept (the rules then call it not a whole number). */
const amountOf = (typed: string): number | string => centavosOfPesos(typed) ?? typed;

/**
 * The body a form sends, checked by the server's rules: the body, or the refused fields by path. Typed text that
 * is no amount at all is refused by the same sentence the server would give.
 */
export function checkSection(
  section: SettingsSection,
  draft: SettingsDraft,
  settings: LobbySettings,
): Checked<Record<string, unknown>> {
  const prefixed = (checked: Checked<unknown>, prefix: string): Checked<Record<string, unknown>> =>
    checked.ok
      ? { ok: true, value: checked.value as Record<string, unknown> }
      : { ok: false, issues: checked.issues.map((i) => ({ ...i, path: `${prefix}${i.path}` })) };
  if (section === 'signUp') return prefixed(checkSignUp(draft.signUp), 'signUp.');
  if (section === 'appVersion') {
    const checked = checkMinAppVersion(draft.appVersion, settings.appVersion.served);
    return checked.ok
      ? { ok: true, value: { minimum: checked.value } }
      : { ok: false, issues: [{ path: 'appVersion.minimum', message: checked.message }] };
  }
  if (section === 'withdrawals') {
    const body = {
      minAmount: amountOf(draft.withdrawals.minAmount),
      maxAmount: amountOf(draft.withdrawals.maxAmount),
    };
    return prefixed(checkWithdrawalLimits(body, settings.secondApprovalAbove), 'withdrawals.');
  }
  const unreadable: SettingIssue[] = [];
  const channels = draft.channels.map((c) => {
    const amounts = presetsOfText(c.amounts);
    if (amounts === null) {
      unreadable.push({
        path: `channels.${c.id}.amounts`,
        message: 'Type whole pesos separated by commas or spaces (no thousands separators).',
      });
    }
    return {
      id: c.id,
      enabled: c.enabled,
      minAmount: amountOf(c.minAmount),
      maxAmount: amountOf(c.maxAmount),
      amounts: amounts ?? [],
    };
  });
  const checked = checkDepositChannels(
    { channels },
    settings.channels.map((c) => c.id),
  );
  if (unreadable.length === 0) return checked.ok ? { ok: true, value: { channels: checked.value } } : checked;
  const others = checked.ok ? [] : checked.issues.filter((i) => !unreadable.some((u) => u.path === i.path));
  return { ok: false, issues: [...unreadable, ...others] };
}

const sectionOf = (path: string) => path.split('.')[0];

/** The errors of the other forms, kept while one form is checked or saved. */
const errorsBut = (errors: Record<string, string>, section: SettingsSection) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => sectionOf(path) !== section));

const settingsOf = (event: unknown) => (event as DoneActorEvent<{ settings: LobbySettings }>).output.settings;

export const lobbySettingsMachine = setup({
  types: {} as TypesOf<LobbySettingsContext, LobbySettingsEvent, LobbySettingsInput>,
  actors: {
    load: fromPromise<{ settings: LobbySettings }, { token: string }>(({ input, signal }) =>
      opsCall('GET', '/lobby-settings', input.token, undefined, signal),
    ),
    save: fromPromise<SavedAnswer, { token: string; section: SettingsSection; body: Record<string, unknown> }>(
      ({ input, signal }) => opsCall('POST', PATHS[input.section], input.token, input.body, signal),
    ),
  },
  guards: {
    sessionEnded: ({ event }) => isSessionEnd(event),
    /** Only admin turns channels on or off and moves limits (and changes sign-up and withdrawals). */
    isAdmin: ({ context }) => context.role === 'admin',
    /** Marketing types presets; the limits are admin's. */
    mayChangeChannelField: ({ context, event }) =>
      context.role === 'admin' || (event as { field?: ChannelField }).field === 'amounts',
    sectionValid: ({ context, event }) =>
      context.settings !== null &&
      checkSection((event as { section: SettingsSection }).section, context.draft, context.settings).ok,
  },
  actions: {
    ...queueActions,
    setSettings: assign(({ event }) => {
      const settings = settingsOf(event);
      return { settings, draft: draftOf(settings), errors: {} };
    }),
    changeSignUp: assign(({ context }, patch: Partial<SignUpSettings>) => ({
      draft: { ...context.draft, signUp: { ...context.draft.signUp, ...patch } },
      notice: null,
    })),
    changeWithdrawals: assign(({ context }, p: { field: 'minAmount' | 'maxAmount'; value: string }) => ({
      draft: {
        ...context.draft,
        withdrawals: { ...context.draft.withdrawals, [p.field]: p.value.slice(0, MAX_TYPED) },
      },
      notice: null,
    })),
    changeChannel: assign(({ context }, p: { id: number; patch: Partial<ChannelDraft> }) => ({
      draft: {
        ...context.draft,
        channels: context.draft.channels.map((c) => (c.id === p.id ? { ...c, ...p.patch } : c)),
      },
      notice: null,
    })),
    moveChannel: assign(({ context }, p: { id: number; by: -1 | 1 }) => {
      const list = [...context.draft.channels];
      const from = list.findIndex((c) => c.id === p.id);
      const to = from + p.by;
      if (from < 0 || to < 0 || to >= list.length) return {};
      const [moved] = list.splice(from, 1);
      if (moved) list.splice(to, 0, moved);
      return { draft: { ...context.draft, channels: list }, notice: null };
    }),
    markErrors: assign(({ context, event }) => {
      const section = (event as { section: SettingsSection }).section;
      const checked = context.settings ? checkSection(section, context.draft, context.settings) : null;
      const issues = checked && !checked.ok ? checked.issues : [];
      const errors = errorsBut(context.errors, section);
      // The first reason for a field is the one shown beside it.
      for (const issue of issues) errors[issue.path] ??= issue.message;
      return { errors, notice: { kind: 'error', text: 'Nothing was saved: correct the marked fields.' } as const };
    }),
    startSave: assign(({ context, event }) => {
      const section = (event as { section: SettingsSection }).section;
      return { section, errors: errorsBut(context.errors, section), notice: null };
    }),
    saved: assign(({ context, event }) => {
      const answer = (event as DoneActorEvent<SavedAnswer>).output;
      const section = context.section ?? 'signUp';
      if (!context.settings) return {};
      // The answer names the part stored; an answer without it leaves the settings as read.
      const part = (answer as Partial<Record<SettingsSection, unknown>>)[section] ?? context.settings[section];
      const settings = { ...context.settings, [section]: part } as LobbySettings;
      const fresh = draftOf(settings);
      // Only the saved form shows what was stored; the others keep what was typed.
      const draft: SettingsDraft =
        section === 'signUp'
          ? { ...context.draft, signUp: fresh.signUp }
          : section === 'channels'
            ? { ...context.draft, channels: fresh.channels }
            : section === 'withdrawals'
              ? { ...context.draft, withdrawals: fresh.withdrawals }
              : { ...context.draft, appVersion: fresh.appVersion };
      return {
        settings,
        draft,
        section: null,
        notice: { kind: 'success', text: `${SAVED[section]} Players get it on their next start-up or reload.` },
      };
    }),
    clearSection: assign({ section: null }),
  },
}).createMachine({
  id: 'lobbySettings',
  context: ({ input }) => ({
    ...input,
    settings: null,
    draft: EMPTY_DRAFT,
    errors: {},
    section: null,
    notice: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    ...QUEUE_STATES,
    loading: {
      ...QUEUE_STATES.loading,
      description: 'Reads the settings in force (what was typed and not saved is dropped).',
      invoke: { ...QUEUE_STATES.loading.invoke, onDone: { target: 'ready', actions: 'setSettings' } },
    },
    ready: {
      description: 'The four forms over the settings in force, typed into freely; Save checks one form.',
      tags: ['ready'],
      on: {
        'SIGNUP.CHANGE': { guard: 'isAdmin', actions: { type: 'changeSignUp', params: ({ event }) => event.patch } },
        'WITHDRAWALS.CHANGE': {
          guard: 'isAdmin',
          actions: { type: 'changeWithdrawals', params: ({ event }) => event },
        },
        'APPVERSION.CHANGE': {
          guard: 'isAdmin',
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, appVersion: event.value.slice(0, MAX_TYPED) },
            notice: null,
          })),
        },
        'CHANNEL.CHANGE': {
          guard: 'mayChangeChannelField',
          actions: {
            type: 'changeChannel',
            params: ({ event }) => ({ id: event.id, patch: { [event.field]: event.value.slice(0, MAX_TYPED) } }),
          },
        },
        'CHANNEL.TOGGLE': {
          guard: 'isAdmin',
          actions: {
            type: 'changeChannel',
            params: ({ event }) => ({ id: event.id, patch: { enabled: event.enabled } }),
          },
        },
        'CHANNEL.MOVE': { actions: { type: 'moveChannel', params: ({ event }) => event } },
        SAVE: [{ guard: 'sectionValid', target: 'saving', actions: 'startSave' }, { actions: 'markErrors' }],
        RELOAD: 'loading',
      },
    },
    saving: {
      description: 'Sends one form; the server checks it again, stores it, audits it and moves the config revision.',
      tags: ['ready', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => {
          const section = context.section ?? 'signUp';
          const checked = context.settings ? checkSection(section, context.draft, context.settings) : null;
          return { token: context.token, section, body: checked?.ok ? checked.value : {} };
        },
        onDone: { target: 'ready', actions: 'saved' },
        onError: [
          { guard: 'sessionEnded', target: 'ended', actions: 'expire' },
          { target: 'ready', actions: ['refused', 'clearSection'] },
        ],
      },
    },
  },
});

export type LobbySettingsMachine = typeof lobbySettingsMachine;

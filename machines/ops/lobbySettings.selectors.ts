import type { SnapshotFrom } from 'xstate';
import type { LobbySettingsMachine, SettingsSection } from './lobbySettings.machine';

type Snapshot = SnapshotFrom<LobbySettingsMachine>;

/** The settings in force (null until read). */
export const settingsInForce = (s: Snapshot) => s.context.settings;
/** What the forms show: the settings in force with what was typed since. */
export const settingsDraft = (s: Snapshot) => s.context.draft;
/** Why each refused field is refused, by path (`withdrawals.maxAmount`, `channels.2.amounts`). */
export const settingsErrors = (s: Snapshot) => s.context.errors;
export const settingsNotice = (s: Snapshot) => s.context.notice;
export const settingsLoadError = (s: Snapshot) => s.context.loadError;
export const settingsFailed = (s: Snapshot): boolean => s.hasTag('failed');
/** The forms take a change now (read, nothing under way). */
export const settingsIdle = (s: Snapshot): boolean => s.hasTag('ready') && !s.hasTag('busy');
/** The form being saved, if any. */
export const savingSection = (s: Snapshot) => (s.hasTag('busy') ? s.context.section : null);
/** Which forms are being saved (one at most), for their Save buttons. */
export const savingForms = (s: Snapshot): Record<SettingsSection, boolean> => {
  const section = savingSection(s);
  return {
    signUp: section === 'signUp',
    channels: section === 'channels',
    withdrawals: section === 'withdrawals',
    appVersion: section === 'appVersion',
  };
};
export const sameSavingForms = (a: Record<SettingsSection, boolean>, b: Record<SettingsSection, boolean>) =>
  a.signUp === b.signUp &&
  a.channels === b.channels &&
  a.withdrawals === b.withdrawals &&
  a.appVersion === b.appVersion;
/** Whether every form may be changed (admin), or only the channels' order and presets (marketing). */
export const mayChangeAll = (s: Snapshot): boolean => s.context.role === 'admin';

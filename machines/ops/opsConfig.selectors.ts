import type { SnapshotFrom } from 'xstate';
import type { OpsConfigMachine } from './opsConfig.machine';

type Snapshot = SnapshotFrom<OpsConfigMachine>;

export const configInForce = (s: Snapshot) => s.context.config;
export const configAmount = (s: Snapshot) => s.context.amount;
export const configNotice = (s: Snapshot) => s.context.notice;
export const configLoadError = (s: Snapshot) => s.context.loadError;
export const configFailed = (s: Snapshot): boolean => s.hasTag('failed');
/** The form takes a change now (read, nothing under way). */
export const configIdle = (s: Snapshot): boolean => s.hasTag('ready') && !s.hasTag('busy');

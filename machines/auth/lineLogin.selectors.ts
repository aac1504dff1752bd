import type { SnapshotFrom } from 'xstate';
import type { LineLoginMachine } from './lineLogin.machine';

type LineLoginSnapshot = SnapshotFrom<LineLoginMachine>;

/** The code exchange is under way (loading toast). */
export const lineExchanging = (snapshot: LineLoginSnapshot): boolean => snapshot.hasTag('busy');
/** Refused or failed: the way back to /login (a code is single use). */
export const lineFailed = (snapshot: LineLoginSnapshot): boolean => snapshot.hasTag('failed');
export const lineNotice = (snapshot: LineLoginSnapshot) => snapshot.context.notice;
/** `data-state` hook: exchanging, succeeded or failed. */
export const linePhase = (snapshot: LineLoginSnapshot): 'exchanging' | 'succeeded' | 'failed' =>
  snapshot.hasTag('done') ? 'succeeded' : snapshot.hasTag('failed') ? 'failed' : 'exchanging';

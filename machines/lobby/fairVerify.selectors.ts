import type { SnapshotFrom } from 'xstate';
import type { FairVerifyMachine } from './fairVerify.machine';

type Fair = SnapshotFrom<FairVerifyMachine>;

/** The seeds are loading. */
export const fairLoading = (snapshot: Fair): boolean => snapshot.matches('loading');
/** The seeds could not be read: the reason and Retry. */
export const fairFailed = (snapshot: Fair): boolean => snapshot.matches('failed');
/** A rotation is under way (its button busy). */
export const fairRotating = (snapshot: Fair): boolean => snapshot.matches('rotating');
/** A verification is under way (its button busy). */
export const fairVerifying = (snapshot: Fair): boolean => snapshot.matches('verifying');
/** A call is under way: the other button waits. */
export const fairBusy = (snapshot: Fair): boolean => snapshot.hasTag('busy');

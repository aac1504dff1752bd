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

/**
 * Where the seed pair of a round opened from the records stands: still in use (the player changes seeds to reveal
 * it) or revealed (verified below); null while the seeds are unread or the pair is not the player's.
 */
export const linkedRoundNote = (
  snapshot: Fair,
  seedId: number | null,
): { state: 'active' | 'revealed'; message: 'fair.linked.active' | 'fair.linked.revealed' } | null => {
  const seeds = snapshot.context.seeds;
  if (seedId === null || seeds === null) return null;
  if (seeds.active.id === seedId) return { state: 'active', message: 'fair.linked.active' };
  if (seeds.revealed.some((seed) => seed.id === seedId)) return { state: 'revealed', message: 'fair.linked.revealed' };
  return null;
};

/** The linked live-table round is being read and recomputed. */
export const fairCheckingTableRound = (snapshot: Fair): boolean => snapshot.matches('checkingTableRound');
/** The linked live-table round's check, once made. */
export const tableRoundReport = (snapshot: Fair) => snapshot.context.tableReport;
/** Why the linked live-table round could not be checked (not drawn yet, unknown, a failure), or null. */
export const tableRoundNotice = (snapshot: Fair) => snapshot.context.tableNotice;

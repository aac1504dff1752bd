import type { FailedTry } from '../shared/failedTry';
import type { Notice } from '../shared/notice';
import { type ActivityTag, type ClaimEvent, secondsLeft } from './activity.machine';

/**
 * What screens read from an activity machine (machines/activity/activity.machine.ts): tags, `can()` and the context,
 * never the state's name. Typed structurally, so one set serves every activity built on the skeleton.
 */
export interface ActivitySnapshot {
  hasTag(tag: ActivityTag): boolean;
  can(event: { type: 'CLAIM'; id: number } | { type: 'BUY'; id?: number }): boolean;
  context: {
    notice: Notice | null;
    failedClaim: FailedTry<ClaimEvent> | null;
    expireTime: number;
    now: number;
    claiming: number | null;
  };
}

/** What the activity shows: the skeleton while loading, the failure, the closing alert, or its content. */
export type ActivityPhase = 'loading' | 'failed' | 'closing' | 'closed' | 'content';

export function activityPhase(snapshot: ActivitySnapshot): ActivityPhase {
  if (snapshot.hasTag('loaded')) return 'content';
  if (snapshot.hasTag('failed')) return 'failed';
  if (snapshot.hasTag('closing')) return 'closing';
  if (snapshot.hasTag('closed')) return 'closed';
  return 'loading';
}

/** The toast to show over the content (a failure or a closing alert shows its message in place instead). */
export const activityToast = (snapshot: ActivitySnapshot): Notice | null =>
  snapshot.hasTag('loaded') ? snapshot.context.notice : null;

/**
 * The claim that failed last, while the content shows: why, and the CLAIM that tries it again (null again as soon
 * as the next try starts, so every failed try is said anew).
 */
export const failedClaim = (snapshot: ActivitySnapshot): FailedTry<ClaimEvent> | null =>
  snapshot.hasTag('loaded') ? snapshot.context.failedClaim : null;

/** A call (load, claim) is under way. */
export const activityBusy = (snapshot: ActivitySnapshot): boolean => snapshot.hasTag('busy');

/** Item `id` is being claimed (debouncing or in flight). */
export const claimingItem = (snapshot: ActivitySnapshot, id: number): boolean =>
  snapshot.hasTag('claiming') && snapshot.context.claiming === id;

/** Claim item `id` is possible now (the machine's guard, so the button agrees with what a press does). */
export const canClaim = (snapshot: ActivitySnapshot, id: number): boolean => snapshot.can({ type: 'CLAIM', id });

/** BUY (of item `id`) opens the deposit now. */
export const canBuy = (snapshot: ActivitySnapshot, id?: number): boolean =>
  snapshot.can(id === undefined ? { type: 'BUY' } : { type: 'BUY', id });

/** Seconds left on the countdown; null when the activity does not end. */
export const countdownOf = (snapshot: ActivitySnapshot): number | null =>
  secondsLeft(snapshot.context.expireTime, snapshot.context.now);

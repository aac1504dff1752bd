import type { ClaimEvent } from '../../../machines/activity/activity.machine';
import { type ActivitySnapshot, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import { FailedTryAlert } from '../shared/FailedTryAlert';

/**
 * Why the last claim failed (the network or the server's refusal) and Retry, which claims the same item again while
 * the activity still takes it; gone while the next try runs, and said anew if it fails too.
 */
export function ClaimFailed({ run }: { run: { snapshot: ActivitySnapshot; send(event: ClaimEvent): void } }) {
  const failure = failedClaim(run.snapshot);
  if (!failure) return null;
  const { retry } = failure;
  return (
    <FailedTryAlert
      title="activity.claimFailed"
      failure={failure}
      onRetry={canClaim(run.snapshot, retry.id) ? () => run.send(retry) : undefined}
    />
  );
}

import type { FailedTry } from '../../../machines/shared/failedTry';
import type { MessageId } from '../../platform/intl/messages';
import { ErrorPanel } from '../../ui/ErrorPanel';
import './failedTry.css';

/**
 * A try that failed (machines/shared/failedTry.ts), said where the player is: what failed, why, and Retry (the same
 * try again; none when it can no longer be tried). Each failure is a new alert (keyed by its notice), so a screen
 * reader says the second failure as it said the first, and it stays in view until the next try, unlike a toast.
 */
export function FailedTryAlert({
  title,
  failure,
  onRetry,
}: {
  title: MessageId;
  failure: FailedTry<{ type: string }>;
  onRetry: (() => void) | undefined;
}) {
  return (
    <div className="failed-try" data-failed-try={failure.retry.type}>
      <ErrorPanel key={failure.notice.seq} look="inline" title={title} message={failure.notice} onRetry={onRetry} />
    </div>
  );
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type ActivitySnapshot, activityPhase } from '../../../../machines/shared/activity.selectors';
import type { MessageId } from '../../../platform/intl/messages';
import { Button } from '../../../ui/Button';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Skeleton } from '../../../ui/Skeleton';

/**
 * A promotion built on the activity skeleton while it is not showing its content (by its tags, never its state
 * names): the skeleton while it loads, the failure with Retry, the alert that says why it closes with OK.
 */
export function PromoStatus({
  snapshot,
  title,
  send,
}: {
  snapshot: ActivitySnapshot;
  title: MessageId;
  send(event: { type: 'RETRY' } | { type: 'ACKNOWLEDGE' }): void;
}) {
  const intl = useIntl();
  const closingId = useId();
  const phase = activityPhase(snapshot);
  const { notice } = snapshot.context;
  if (phase === 'loading') return <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />;
  if (!notice) return null;
  if (phase === 'failed') {
    return (
      <ErrorPanel
        title={title}
        message={{ id: notice.id, ...(notice.values ? { values: notice.values } : {}) }}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  }
  if (phase === 'closing') {
    return (
      <div role="alertdialog" aria-labelledby={closingId} className="activity__status">
        <p id={closingId}>{intl.formatMessage({ id: notice.id }, notice.values)}</p>
        <Button onClick={() => send({ type: 'ACKNOWLEDGE' })}>{intl.formatMessage({ id: 'activity.ok' })}</Button>
      </div>
    );
  }
  return null;
}

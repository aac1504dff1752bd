import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type ActivitySnapshot, activityPhase } from '../../../machines/activity/activity.selectors';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { formatNotice } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';

/** The activity shows its content (not loading, failed or closing): ActivityStatus shows otherwise. */
export const showsContent = (snapshot: ActivitySnapshot): boolean => activityPhase(snapshot) === 'content';

/**
 * An activity screen while it is not showing its content (machines/activity/activity.selectors.ts): the skeleton
 * while it loads, the failure with Retry, and the alert that says why the activity closes (ended, or an activity
 * errcode) with OK.
 */
export function ActivityStatus({
  snapshot,
  title,
  send,
}: {
  snapshot: ActivitySnapshot;
  /** The activity's title, heading a failure. */
  title: MessageId;
  send(event: { type: 'RETRY' } | { type: 'ACKNOWLEDGE' }): void;
}) {
  const intl = useIntl();
  const closingId = useId();
  const { notice } = snapshot.context;
  const phase = activityPhase(snapshot);
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
        <p id={closingId}>{formatNotice(intl, notice)}</p>
        <Button onClick={() => send({ type: 'ACKNOWLEDGE' })}>{intl.formatMessage({ id: 'activity.ok' })}</Button>
      </div>
    );
  }
  return null;
}

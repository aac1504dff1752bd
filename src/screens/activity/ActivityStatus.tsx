import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Notice } from '../../../machines/shared/notice';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Skeleton } from '../../ui/Skeleton';

/** The phases the activity machines (firstCharge, invite, signPay) share before their content shows. */
type StatusPhase = 'loading' | 'failed' | 'closing';

interface ActivitySnapshot {
  matches(state: StatusPhase): boolean;
  context: { notice: Notice | null };
}

/** The machine is loading, its load failed, or it is closing: ActivityStatus shows instead of the content. */
export const inStatusPhase = (snapshot: ActivitySnapshot): boolean =>
  snapshot.matches('loading') || snapshot.matches('failed') || snapshot.matches('closing');

/**
 * An activity screen while it is not showing its content: the skeleton while it loads, the failure with Retry,
 * and the alert that says why the activity closes (ended, or an activity errcode) with OK.
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
  if (snapshot.matches('loading')) return <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />;
  if (!notice) return null;
  if (snapshot.matches('failed')) {
    return (
      <ErrorPanel
        title={title}
        message={{ id: notice.id, ...(notice.values ? { values: notice.values } : {}) }}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  }
  if (snapshot.matches('closing')) {
    return (
      <div role="alertdialog" aria-labelledby={closingId} className="activity__status">
        <p id={closingId}>{intl.formatMessage({ id: notice.id }, notice.values)}</p>
        <Button onClick={() => send({ type: 'ACKNOWLEDGE' })}>{intl.formatMessage({ id: 'activity.ok' })}</Button>
      </div>
    );
  }
  return null;
}

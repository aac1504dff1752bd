import type { HTMLAttributes, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClaimEvent } from '../../../machines/activity/activity.machine';
import {
  type ActivitySnapshot,
  activityToast,
  canClaim,
  claimingItem,
} from '../../../machines/activity/activity.selectors';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { NoticeToast } from '../shared/NoticeToast';
import { ActivityStatus, showsContent } from './ActivityStatus';
import { ClaimFailed } from './ClaimFailed';
import './activity.css';

/** What an activity page runs: the run's snapshot and its events. */
interface Run {
  snapshot: ActivitySnapshot;
  send(event: { type: 'RETRY' } | { type: 'ACKNOWLEDGE' } | ClaimEvent): void;
}

export interface ActivityPageProps<T> extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  title: MessageId;
  /** The activity's run; null while its code loads (a skeleton, no toast). */
  run: Run | null;
  /** The activity's data: the content shows only with it. */
  data: T | null | undefined;
  children: (data: T) => ReactNode;
}

/**
 * An activity or promotion page (docs/promotions.md): the title bar, the content once the activity has its data
 * (ActivityStatus until then: loading, failed, closing), a failed claim's reason with Retry, and the activity's toast. More attributes go to the
 * `<section>` (default class `activity promotions`).
 */
export function ActivityPage<T>({
  title,
  run,
  data,
  children,
  className = 'activity promotions',
  ...section
}: ActivityPageProps<T>) {
  const intl = useIntl();
  return (
    <div>
      <PageHeader title={<FormattedMessage id={title} />} />
      <section className={className} {...section}>
        {!run ? (
          <Skeleton label={intl.formatMessage({ id: 'app.loading' })} />
        ) : showsContent(run.snapshot) && data ? (
          children(data)
        ) : (
          <ActivityStatus snapshot={run.snapshot} title={title} send={run.send} />
        )}
      </section>
      {run && <ClaimFailed run={run} />}
      {run && <NoticeToast notice={activityToast(run.snapshot)} />}
    </div>
  );
}

/** Claims item `id` of a promotion: disabled while the machine takes no claim of it, busy while its claim runs. */
export function ClaimButton({
  run,
  id,
  children,
}: {
  run: { snapshot: ActivitySnapshot; send(event: { type: 'CLAIM'; id: number }): void };
  id: number;
  children: ReactNode;
}) {
  return (
    <Button
      className="activity__link"
      disabled={!canClaim(run.snapshot, id)}
      aria-busy={claimingItem(run.snapshot, id)}
      onClick={() => run.send({ type: 'CLAIM', id })}
    >
      {children}
    </Button>
  );
}

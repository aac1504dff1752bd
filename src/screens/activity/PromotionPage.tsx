import type { ReactNode } from 'react';
import {
  type ActivitySnapshot,
  activityToast,
  canClaim,
  claimingItem,
} from '../../../machines/shared/activity.selectors';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { NoticeToast } from '../shared/NoticeToast';
import { PageTop } from '../shared/PageTop';
import { ActivityStatus, showsContent } from './ActivityStatus';
import './activity.css';

/**
 * A promotion page (docs/promotions.md): the title bar, the content once the activity has its data (ActivityStatus
 * until then: loading, failed, closing) and the activity's toast.
 */
export function PromotionPage<T>({
  title,
  testId,
  snapshot,
  data,
  send,
  children,
}: {
  title: MessageId;
  testId: string;
  snapshot: ActivitySnapshot;
  /** The activity's data: the content shows only with it. */
  data: T | null | undefined;
  send(event: { type: 'RETRY' } | { type: 'ACKNOWLEDGE' }): void;
  children: (data: T) => ReactNode;
}) {
  return (
    <main>
      <PageTop title={title} />
      <section className="activity promotions" data-testid={testId}>
        {showsContent(snapshot) && data ? (
          children(data)
        ) : (
          <ActivityStatus snapshot={snapshot} title={title} send={send} />
        )}
      </section>
      <NoticeToast notice={activityToast(snapshot)} />
    </main>
  );
}

/** Claims item `id` of a promotion: disabled while the machine takes no claim of it, busy while its claim runs. */
export function ClaimButton({
  snapshot,
  id,
  send,
  children,
}: {
  snapshot: ActivitySnapshot;
  id: number;
  send(event: { type: 'CLAIM'; id: number }): void;
  children: ReactNode;
}) {
  return (
    <Button
      className="activity__link"
      disabled={!canClaim(snapshot, id)}
      aria-busy={claimingItem(snapshot, id)}
      onClick={() => send({ type: 'CLAIM', id })}
    >
      {children}
    </Button>
  );
}

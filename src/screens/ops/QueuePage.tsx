import type { ReactNode } from 'react';
import type { QueueNotice } from '../../../machines/ops/opsQueue';
import type { QueueView } from '../../../machines/ops/opsQueue.selectors';
import { Button } from '../../ui/Button';

export interface QueuePageProps {
  id: string;
  title: string;
  /** Column headers; the rows come as children. */
  columns: readonly string[];
  caption: string;
  empty: string;
  view: QueueView;
  /** Shown under the heading (a filter form). */
  tools?: ReactNode;
  /** The queue's actor: Retry and Refresh are its events. */
  queue: { send(event: { type: 'RETRY' } | { type: 'REFRESH' }): void };
  children: ReactNode;
}

/**
 * The frame every back-office queue shares: heading, the outcome of the last action (a status region), the
 * failure with Retry, "nothing waiting", the table with a caption and column headers, and Refresh.
 */
export function QueuePage(props: QueuePageProps) {
  const { id, view } = props;
  const { notice } = view;
  return (
    <section aria-labelledby={id} aria-busy={!view.idle}>
      <h1 id={id}>{props.title}</h1>
      {props.tools}
      <OpsNotice notice={notice} />
      {view.failed ? (
        <LoadFailed error={view.loadError} onRetry={() => props.queue.send({ type: 'RETRY' })} />
      ) : view.count === 0 ? (
        <p>{view.shown ? props.empty : 'Loading…'}</p>
      ) : (
        <table className="ops-table">
          <caption className="ops-visually-hidden">{props.caption}</caption>
          <ColumnHeads columns={props.columns} />
          <tbody>{props.children}</tbody>
        </table>
      )}
      <Button onClick={() => props.queue.send({ type: 'REFRESH' })} disabled={!view.idle}>
        Refresh
      </Button>
    </section>
  );
}

/** A table's column headings, one row. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A queue page for a role that does not review it (the server refuses them anyway). */
export function NotYourQueue({ id, title, who }: { id: string; title: string; who: string }) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p>{who}</p>
    </section>
  );
}

/** The outcome of a page's last action, in a status region (empty until there is one). */
export function OpsNotice({ notice }: { notice: QueueNotice | null }) {
  return (
    <p className={`ops-notice ops-notice--${notice?.kind ?? 'none'}`} role="status">
      {notice?.text ?? ''}
    </p>
  );
}

/** A page's first read failed: why, and Retry. */
export function LoadFailed({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>{error}</p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

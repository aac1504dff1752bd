import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type PagedItem, type PagedSource, pagedListMachine } from '../../../machines/shared/pagedList.machine';
import {
  listEmpty,
  listEnd,
  listError,
  listFailed,
  listHasMore,
  listItems,
  listLoading,
  listMoreFailed,
} from '../../../machines/shared/pagedList.selectors';
import type { MessageId } from '../../platform/intl/messages';
import { ErrorPanel } from '../../ui/ErrorPanel';

export interface ProfilePagedListProps<S extends PagedSource> {
  source: S;
  label: string;
  empty: MessageId;
  renderItem: (item: PagedItem<S>) => ReactNode;
  itemKey: (item: PagedItem<S>) => string;
}

/**
 * A paged list of the player's own area (pagedList machine), with the profile messages: placeholders, empty text,
 * error with Retry, items, a sentinel that asks for the next page (IntersectionObserver in a ref callback).
 */
export function ProfilePagedList<S extends PagedSource>({
  source,
  label,
  empty,
  renderItem,
  itemKey,
}: ProfilePagedListProps<S>) {
  const list = useActorRef(pagedListMachine, { input: { source } });
  const items = useSelector(list, listItems) as readonly PagedItem<S>[];
  const error = useSelector(list, listError);
  const loading = useSelector(list, listLoading);
  const empty_ = useSelector(list, listEmpty);
  const end = useSelector(list, listEnd);
  const failedFirst = useSelector(list, listFailed);
  const failedMore = useSelector(list, listMoreFailed);
  const more = useSelector(list, listHasMore);
  const retry = () => list.send({ type: 'RETRY' });

  const sentinel = (element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) list.send({ type: 'LOAD_MORE' });
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  };

  return (
    <div className="paged-list">
      {loading && (
        <p role="status" aria-busy="true">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {failedFirst && <ErrorPanel title="profile.list.failed" message={error ?? undefined} onRetry={retry} />}
      {empty_ && (
        <p className="paged-list__empty">
          <FormattedMessage id={empty} />
        </p>
      )}
      {items.length > 0 && (
        <ul className="profile-list" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {more && <div ref={sentinel} aria-hidden="true" className="paged-list__sentinel" />}
      {failedMore && <ErrorPanel title="profile.list.moreFailed" message={error ?? undefined} onRetry={retry} />}
      {end && (
        <p className="paged-list__end">
          <FormattedMessage id="profile.list.end" />
        </p>
      )}
    </div>
  );
}

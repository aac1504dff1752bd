import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PagedItem, type PagedSource, pagedListMachine } from '../../../machines/shared/pagedList.machine';
import {
  firstPageFailed,
  firstPageLoading,
  listEmpty,
  listEnded,
  listError,
  listItems,
  loadingMore,
  moreFailed,
  wantsMore,
} from '../../../machines/shared/pagedList.selectors';
import type { MessageId } from '../../platform/intl/messages';
import { ErrorPanel } from '../../ui/ErrorPanel';

export interface PagedListProps<S extends PagedSource> {
  source: S;
  /** Accessible name of the list. */
  label: string;
  empty: MessageId;
  renderItem: (item: PagedItem<S>) => ReactNode;
  itemKey: (item: PagedItem<S>) => string;
  pageSize?: number;
}

/**
 * Any paged list (pagedList machine): placeholders, the empty text, the error with Retry, the items, and a
 * sentinel near the end that asks for the next page when it scrolls into view (IntersectionObserver in a
 * ref callback: no effect hook), the end-of-list line.
 */
export function PagedList<S extends PagedSource>({
  source,
  label,
  empty,
  renderItem,
  itemKey,
  pageSize,
}: PagedListProps<S>) {
  const intl = useIntl();
  const list = useActorRef(pagedListMachine, { input: pageSize ? { source, pageSize } : { source } });
  const value = useSelector(list, (snapshot) => snapshot.value);
  const loading = useSelector(list, firstPageLoading);
  const isEmpty = useSelector(list, listEmpty);
  const failed = useSelector(list, firstPageFailed);
  const more = useSelector(list, wantsMore);
  const gettingMore = useSelector(list, loadingMore);
  const failedMore = useSelector(list, moreFailed);
  const ended = useSelector(list, listEnded);
  const items = useSelector(list, listItems) as readonly PagedItem<S>[];
  const error = useSelector(list, listError);
  const retry = () => list.send({ type: 'RETRY' });

  const sentinel = (element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // 200 px before the end comes into view, so the next page is there before the player reaches it.
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
    <div className="paged-list" data-list-state={value}>
      {loading && (
        <div
          className="paged-list__loading"
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'app.loading' })}
        >
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="skeleton__block paged-list__placeholder" />
          ))}
        </div>
      )}
      {isEmpty && (
        <p className="paged-list__empty">
          <FormattedMessage id={empty} />
        </p>
      )}
      {failed && <ErrorPanel title="wallet.list.failed" message={error ?? undefined} onRetry={retry} />}
      {items.length > 0 && (
        <ul className="paged-list__items" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)} className="paged-list__item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {more && <div ref={sentinel} className="paged-list__sentinel" aria-hidden="true" />}
      {gettingMore && (
        <p className="paged-list__more" role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {failedMore && <ErrorPanel title="wallet.list.moreFailed" message={error ?? undefined} onRetry={retry} />}
      {ended && (
        <p className="paged-list__end">
          <FormattedMessage id="wallet.list.end" />
        </p>
      )}
    </div>
  );
}

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
import { Loading } from '../../ui/LoadStatus';
import { useSelected } from './useSelected';

/** The texts of a list, from its area's catalogue (the wallet's load only with the wallet). */
export interface PagedListTexts {
  failed: MessageId;
  moreFailed: MessageId;
  end: MessageId;
}

export interface PagedListProps<S extends PagedSource> {
  source: S;
  /** Accessible name of the list. */
  label: string;
  empty: MessageId;
  texts: PagedListTexts;
  renderItem: (item: PagedItem<S>) => ReactNode;
  itemKey: (item: PagedItem<S>) => string;
  pageSize?: number;
  /**
   * `cards` (the wallet's records): placeholder blocks for the first page and a "Loading…" line under the items
   * for the next; `rows` (the profile's lists): one "Loading…" line for the first page.
   */
  look?: 'cards' | 'rows';
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
  texts,
  renderItem,
  itemKey,
  pageSize,
  look = 'cards',
}: PagedListProps<S>) {
  const intl = useIntl();
  const list = useActorRef(pagedListMachine, { input: pageSize ? { source, pageSize } : { source } });
  const value = useSelector(list, (snapshot) => snapshot.value);
  const { loading, isEmpty, failed, more, gettingMore, failedMore, ended, items, error } = useSelected(list, {
    loading: firstPageLoading,
    isEmpty: listEmpty,
    failed: firstPageFailed,
    more: wantsMore,
    gettingMore: loadingMore,
    failedMore: moreFailed,
    ended: listEnded,
    items: (snapshot) => listItems(snapshot) as readonly PagedItem<S>[],
    error: listError,
  });
  const retry = () => list.send({ type: 'RETRY' });
  const cards = look === 'cards';

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
      {loading &&
        (cards ? (
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
        ) : (
          <Loading />
        ))}
      {failed && <ErrorPanel title={texts.failed} message={error} onRetry={retry} />}
      {isEmpty && (
        <p className="paged-list__empty">
          <FormattedMessage id={empty} />
        </p>
      )}
      {items.length > 0 && (
        <ul className={cards ? 'paged-list__items' : 'profile-list'} aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)} className={cards ? 'paged-list__item' : undefined}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {more && <div ref={sentinel} className="paged-list__sentinel" aria-hidden="true" />}
      {cards && gettingMore && (
        <p className="paged-list__more" role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {failedMore && <ErrorPanel title={texts.moreFailed} message={error} onRetry={retry} />}
      {ended && (
        <p className="paged-list__end">
          <FormattedMessage id={texts.end} />
        </p>
      )}
    </div>
  );
}

import type { SnapshotFrom } from 'xstate';
import type { PagedListMachine } from './pagedList.machine';

type PagedListSnapshot = SnapshotFrom<PagedListMachine>;

/** What a paged list shows, by tag: placeholders, the empty text, the first page's error, the sentinel… */
export const firstPageLoading = (snapshot: PagedListSnapshot): boolean => snapshot.hasTag('loading');
export const listEmpty = (snapshot: PagedListSnapshot): boolean => snapshot.hasTag('empty');
export const firstPageFailed = (snapshot: PagedListSnapshot): boolean => snapshot.hasTag('failed');
/** More pages to come: the sentinel near the end asks for the next one (the machine takes LOAD_MORE). */
export const wantsMore = (snapshot: PagedListSnapshot): boolean => snapshot.can({ type: 'LOAD_MORE' });
export const loadingMore = (snapshot: PagedListSnapshot): boolean => snapshot.hasTag('loadingMore');
export const moreFailed = (snapshot: PagedListSnapshot): boolean => snapshot.hasTag('moreFailed');
export const listEnded = (snapshot: PagedListSnapshot): boolean => snapshot.hasTag('end');
export const listItems = (snapshot: PagedListSnapshot) => snapshot.context.items;
export const listError = (snapshot: PagedListSnapshot) => snapshot.context.error;

// The names the profile screens use, for the same tags.
export const listLoading = firstPageLoading;
export const listEnd = listEnded;
export const listHasMore = wantsMore;
export const listFailed = firstPageFailed;
export const listMoreFailed = moreFailed;

import type { SnapshotFrom } from 'xstate';
import type { PagedListMachine } from './pagedList.machine';

type PagedSnapshot = SnapshotFrom<PagedListMachine>;

export const listLoading = (snapshot: PagedSnapshot) => snapshot.hasTag('loading');
export const listEmpty = (snapshot: PagedSnapshot) => snapshot.hasTag('empty');
export const listEnd = (snapshot: PagedSnapshot) => snapshot.hasTag('end');
export const listHasMore = (snapshot: PagedSnapshot) => snapshot.can({ type: 'LOAD_MORE' });
/** The first page failed (Retry reloads it). */
export const listFailed = (snapshot: PagedSnapshot) => snapshot.can({ type: 'RETRY' }) && snapshot.context.page === 0;
/** A later page failed (what is shown stays). */
export const listMoreFailed = (snapshot: PagedSnapshot) => snapshot.can({ type: 'RETRY' }) && snapshot.context.page > 0;
export const listItems = (snapshot: PagedSnapshot) => snapshot.context.items;
export const listError = (snapshot: PagedSnapshot) => snapshot.context.error;

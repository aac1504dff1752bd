import type { OpsListContext } from './opsList';

interface ListSnapshot<TItem> {
  context: OpsListContext<TItem>;
}

/** The rows of a read-only list (flagged players, audit log); its frame is read with `queueView`. */
export const listItems = <TItem>(s: ListSnapshot<TItem>): TItem[] => s.context.list;
export const listFilter = (s: ListSnapshot<unknown>): string => s.context.filter;
/** The filter the shown rows were read with ('' for none). */
export const listApplied = (s: ListSnapshot<unknown>): string => s.context.applied;

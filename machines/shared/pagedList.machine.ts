import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { errorMessage } from '../../src/api/client/errorMessage';
import type { DataOf } from '../../src/api/contract/map';
import type { MessageId } from '../../src/platform/intl/messages';
import type { Settled } from './actorEvents';
import type { TypesOf } from './machineTypes';

/**
 * One paged list (deposit records, withdrawal records, game rounds, mail, the invite wheel’s spins, the Agent5 log, and any later paged list): the first page loads,
 * then the screen's sentinel (an IntersectionObserver near the end of the list) sends LOAD_MORE; each page
 * is appended until the list holds `total` items or a page comes back short. A failed first page shows an
 * error with Retry; a failed later page keeps what is shown and offers Retry below it.
 */

/** The paged calls this machine can read; each answers `{ list, total, page }`. */
export type PagedSource =
  | 'getRechargeRecord'
  | 'getExchangeOrder'
  | 'getGameRounds'
  | 'getMail2'
  | 'actInviteUserRecord'
  | 'appAgent5UserLog';
export type PagedItem<S extends PagedSource = PagedSource> = DataOf<S>['list'][number];
export type PageAnswer = { list: readonly PagedItem[]; total: number; page: number };

export interface PageRequest {
  source: PagedSource;
  page: number;
  pageSize: number;
}

export interface PagedListInput {
  source: PagedSource;
  pageSize?: number;
}

export interface PagedListContext {
  source: PagedSource;
  pageSize: number;
  items: readonly PagedItem[];
  /** The last page loaded (0 before the first). */
  page: number;
  total: number;
  error: { id: MessageId; values?: Record<string, string | number> } | null;
}

export type PagedListEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | Settled<PageAnswer, 'loadPage'>;

export const DEFAULT_PAGE_SIZE = 20;

export function loadPage(request: PageRequest, signal?: AbortSignal): Promise<PageAnswer> {
  const body = { page: request.page, pageSize: request.pageSize };
  return callApi(request.source, body, signal ? { signal } : undefined);
}

/** A loaded page is appended; then the end when nothing is left, otherwise more to come. */
const APPENDED = [
  { guard: 'lastPage', target: 'end', actions: 'appendPage' },
  { target: 'ready', actions: 'appendPage' },
] as const;

export const pagedListMachine = setup({
  types: {} as TypesOf<PagedListContext, PagedListEvent, PagedListInput>,
  actors: {
    loadPage: fromPromise<PageAnswer, PageRequest>(({ input, signal }) => loadPage(input, signal)),
  },
  guards: {
    pageEmpty: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadPage');
      return context.items.length === 0 && event.output.list.length === 0;
    },
    /** After appending this page nothing is left: total reached, or a short page. */
    lastPage: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadPage');
      const loaded = context.items.length + event.output.list.length;
      return loaded >= event.output.total || event.output.list.length < context.pageSize;
    },
  },
  actions: {
    appendPage: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadPage');
      return {
        items: [...context.items, ...event.output.list],
        page: context.page + 1,
        total: event.output.total,
        error: null,
      };
    }),
    assignError: assign({
      error: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.loadPage');
        const text = errorMessage(event.error);
        return text.values ? { id: text.id, values: text.values } : { id: text.id };
      },
    }),
    clearList: assign({ items: [], page: 0, total: 0, error: null }),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({
    source: input.source,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    items: [],
    page: 0,
    total: 0,
    error: null,
  }),
  initial: 'loading',
  on: { REFRESH: { target: '.loading', actions: 'clearList' } },
  states: {
    loading: {
      description: 'The first page is under way (the screen shows placeholders).',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ source: context.source, page: 1, pageSize: context.pageSize }),
        onDone: [{ guard: 'pageEmpty', target: 'empty' }, ...APPENDED],
        onError: { target: 'error', actions: 'assignError' },
      },
    },
    empty: { description: 'Nothing to show yet.', tags: ['empty'] },
    error: {
      description: 'The first page failed: the reason and Retry.',
      tags: ['failed'],
      on: { RETRY: 'loading' },
    },
    ready: {
      description: 'Items shown, more to come: the sentinel near the end sends LOAD_MORE.',
      tags: ['more'],
      on: { LOAD_MORE: 'loadingMore' },
    },
    loadingMore: {
      description: 'The next page is under way below the items already shown.',
      tags: ['loadingMore'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ source: context.source, page: context.page + 1, pageSize: context.pageSize }),
        onDone: APPENDED,
        onError: { target: 'moreFailed', actions: 'assignError' },
      },
    },
    moreFailed: {
      description: 'A later page failed: what is shown stays, with the reason and Retry below it.',
      tags: ['moreFailed'],
      on: { RETRY: 'loadingMore' },
    },
    end: { description: 'Every item is shown: the end-of-list line.', tags: ['end'] },
  },
});

export type PagedListMachine = typeof pagedListMachine;

import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import { type PageAnswer, type PageRequest, pagedListMachine } from '../../../machines/shared/pagedList.machine';
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
import { MockActors } from '../coverage/mockActors';
import { failure, rechargeRecord } from '../walletFixtures';

describe('paged list machine', () => {
  it('asks for the next page number and keeps the items in order', async () => {
    const mocks = new MockActors();
    const actor = createActor(
      pagedListMachine.provide({ actors: { loadPage: mocks.promise<PageAnswer, PageRequest>() } }),
      { input: { source: 'getExchangeOrder', pageSize: 2 } },
    ).start();
    mocks.resolve('loadPage', { list: [rechargeRecord(1), rechargeRecord(2)], total: 3, page: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOAD_MORE' });
    expect(mocks.starts.map((s) => s.input)).toEqual([
      { source: 'getExchangeOrder', page: 1, pageSize: 2 },
      { source: 'getExchangeOrder', page: 2, pageSize: 2 },
    ]);
    actor.send({ type: 'LOAD_MORE' }); // ignored while a page is under way
    mocks.resolve('loadPage', { list: [rechargeRecord(3)], total: 3, page: 2 });
    await waitFor(actor, (s) => s.matches('end'));
    expect(actor.getSnapshot().context.items.map((item) => ('orderId' in item ? item.orderId : ''))).toEqual([
      'R1',
      'R2',
      'R3',
    ]);
    expect(mocks.starts).toHaveLength(2);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});

describe('paged list selectors (what PagedList renders, by tag)', () => {
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
  const shown = (snapshot: SnapshotFrom<typeof pagedListMachine>) =>
    Object.entries({
      firstPageLoading,
      listEmpty,
      firstPageFailed,
      wantsMore,
      loadingMore,
      moreFailed,
      listEnded,
    }).flatMap(([name, selector]) => (selector(snapshot) ? [name] : []));

  it('shows one thing at a time: placeholders, error, sentinel, more, more failed, end; or the empty text', async () => {
    const mocks = new MockActors();
    const actor = createActor(
      pagedListMachine.provide({ actors: { loadPage: mocks.promise<PageAnswer, PageRequest>() } }),
      { input: { source: 'getExchangeOrder', pageSize: 1 } },
    ).start();
    expect(shown(actor.getSnapshot())).toEqual(['firstPageLoading']);
    mocks.reject('loadPage', failure('/app/v1/getExchangeOrder'));
    await flush();
    expect(shown(actor.getSnapshot())).toEqual(['firstPageFailed']);
    expect(listError(actor.getSnapshot())).not.toBeNull();
    actor.send({ type: 'RETRY' });
    mocks.resolve('loadPage', { list: [rechargeRecord(1)], total: 2, page: 1 });
    await flush();
    expect(shown(actor.getSnapshot())).toEqual(['wantsMore']);
    actor.send({ type: 'LOAD_MORE' });
    expect(shown(actor.getSnapshot())).toEqual(['loadingMore']);
    mocks.reject('loadPage', failure('/app/v1/getExchangeOrder'));
    await flush();
    expect(shown(actor.getSnapshot())).toEqual(['moreFailed']);
    actor.send({ type: 'RETRY' });
    mocks.resolve('loadPage', { list: [rechargeRecord(2)], total: 2, page: 2 });
    await flush();
    expect(shown(actor.getSnapshot())).toEqual(['listEnded']);
    expect(listItems(actor.getSnapshot())).toHaveLength(2);
    actor.send({ type: 'REFRESH' });
    mocks.resolve('loadPage', { list: [], total: 0, page: 1 });
    await flush();
    expect(shown(actor.getSnapshot())).toEqual(['listEmpty']);
  });
});

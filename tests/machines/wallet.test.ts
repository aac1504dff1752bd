import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type PageAnswer, type PageRequest, pagedListMachine } from '../../machines/shared/pagedList.machine';
import { MockActors } from './coverage/mockActors';
import { rechargeRecord } from './walletFixtures';

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
    expect(actor.getSnapshot().context.items.map((item) => item.orderId)).toEqual(['R1', 'R2', 'R3']);
    expect(mocks.starts).toHaveLength(2);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type PageAnswer, type PageRequest, pagedListMachine } from '../../machines/shared/pagedList.machine';
import {
  type ExchangeOptions,
  type ExchangeRequest,
  type ExchangeResult,
  withdrawMachine,
} from '../../machines/wallet/withdraw.machine';
import { MockActors } from './coverage/mockActors';
import { exchangeOptions, exchangeResult, failure, rechargeRecord } from './walletFixtures';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('withdraw machine', () => {
  function start(options: ExchangeOptions) {
    const mocks = new MockActors();
    const refreshes: string[] = [];
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          getExchange: mocks.promise<ExchangeOptions>(),
          exchange: mocks.promise<ExchangeResult, ExchangeRequest>(),
        },
      }),
      { input: { publicKey: 'key', session: { send: (event) => refreshes.push(event.type) } } },
    );
    actor.start();
    mocks.resolve('getExchange', options);
    return { actor, mocks, refreshes };
  }

  it('sends the amount in hundredths to the chosen bank with the password, then asks the session to refresh', async () => {
    const { actor, mocks, refreshes } = start(exchangeOptions());
    await flush();
    actor.send({ type: 'AMOUNT.CHANGE', value: '1,500.50' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('askingPassword');
    actor.send({ type: 'PASSWORD.CHANGE', value: '12a3456789' });
    actor.send({ type: 'CONFIRM' });
    expect(mocks.starts.at(-1)).toEqual({
      id: 'exchange',
      input: { amount: 150_050, bankId: 1001, password: '123456', publicKey: 'key' },
    });
    mocks.resolve('exchange', exchangeResult);
    await waitFor(actor, (s) => s.matches('placed'));
    expect(actor.getSnapshot().context.options?.coin).toBe(exchangeResult.coin);
    expect(actor.getSnapshot().context.password).toBe('');
    expect(refreshes).toEqual(['BALANCE.REFRESH']);
  });

  it('refuses before KYC with the reason, and sends nothing', async () => {
    const { actor, mocks } = start(exchangeOptions({ needKyc: true, kycStatus: 'none' }));
    await flush();
    actor.send({ type: 'AMOUNT.CHANGE', value: '500' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('kycRequired');
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.withdraw.kycRequired');
    expect(mocks.starts.map((s) => s.id)).toEqual(['getExchange']);
  });

  it('asks the password again when the server says it is wrong', async () => {
    const { actor, mocks } = start(exchangeOptions());
    await flush();
    actor.send({ type: 'AMOUNT.CHANGE', value: '500' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'PASSWORD.CHANGE', value: '000000' });
    actor.send({ type: 'CONFIRM' });
    mocks.reject('exchange', failure('/app/v1/exchange', 3009));
    await waitFor(actor, (s) => s.matches('askingPassword'));
    expect(actor.getSnapshot().context.notice?.id).toBe('wallet.password.wrong');
    expect(actor.getSnapshot().context.password).toBe('');
    expect(actor.getSnapshot().context.amount).toBe('500');
  });
});

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

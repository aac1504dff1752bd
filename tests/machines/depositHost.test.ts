import { describe, expect, test } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { DepositMachine } from '../../machines/wallet/deposit.machine';
import { depositHostMachine, depositOf, type SessionToDeposit } from '../../machines/wallet/depositHost.machine';
import { NetworkError } from '../../src/api/client/errors';
import { MockActors } from './coverage/mockActors';
import { bdo, walletChannel } from './deposit.coverage';

/** Lets the mocked loader's promise settle. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A stand-in deposit that records what it receives. */
function recordingDeposit(received: string[]) {
  return fromCallback<SessionToDeposit>(({ receive }) => {
    receive((event) => received.push(event.type === 'OPEN' ? `OPEN ${event.options.amount}` : event.type));
  }) as unknown as DepositMachine;
}

function start() {
  const mocks = new MockActors();
  const sent: string[] = [];
  const host = createActor(depositHostMachine.provide({ actors: { loadDeposit: mocks.promise<DepositMachine>() } }), {
    input: { session: { send: (event) => sent.push(event.type) } },
  });
  host.start();
  return { host, mocks, sent };
}

const open = (amount: number): SessionToDeposit => ({
  type: 'OPEN',
  channels: [walletChannel],
  banks: {},
  options: { amount },
});

describe('deposit host (the deposit code loads on the first open)', () => {
  test('what arrives while the chunk loads reaches the deposit in order, latest of each kind', async () => {
    const { host, mocks } = start();
    host.send({ type: 'BANKS.CHANGED', banks: {} }); // no deposit yet: nothing to tell
    host.send(open(100));
    host.send({ type: 'BANKS.CHANGED', banks: { 1001: bdo } });
    host.send(open(200));
    expect(host.getSnapshot().value).toBe('loading');
    const received: string[] = [];
    mocks.resolve('loadDeposit', recordingDeposit(received));
    await flush();
    expect(host.getSnapshot().value).toBe('ready');
    expect(depositOf(host.getSnapshot())).toBeDefined();
    expect(received).toEqual(['BANKS.CHANGED', 'OPEN 200']);
    host.send(open(300));
    expect(received.at(-1)).toBe('OPEN 300');
  });

  test('a logout while loading opens nothing; a failed download lets the next open try again', async () => {
    const { host, mocks } = start();
    host.send(open(100));
    host.send({ type: 'RESET' });
    const received: string[] = [];
    mocks.resolve('loadDeposit', recordingDeposit(received));
    await flush();
    expect(received).toEqual([]);

    const second = start();
    second.host.send(open(100));
    second.mocks.reject('loadDeposit', new NetworkError('/assets/deposit.js', new Error('offline')));
    await flush();
    expect(second.host.getSnapshot().value).toBe('idle');
    second.host.send(open(100));
    expect(second.host.getSnapshot().value).toBe('loading');
  });

  test('the deposit reports through the host: the balance to the session, finished to the screens', async () => {
    const { host, mocks, sent } = start();
    host.send(open(100));
    mocks.resolve('loadDeposit', recordingDeposit([]));
    await flush();
    const finished: unknown[] = [];
    host.on('deposit.finished', (event) => finished.push(event));
    host.send({ type: 'DEPOSIT.FINISHED', orderId: 'D1', done: true, actType: 15, propId: 2 });
    host.send({ type: 'BALANCE.REFRESH' });
    expect(finished).toEqual([{ type: 'deposit.finished', orderId: 'D1', done: true, actType: 15, propId: 2 }]);
    expect(sent).toEqual(['BALANCE.REFRESH']);
  });
});

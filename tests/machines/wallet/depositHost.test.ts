import { describe, expect, test } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { lazyChild } from '../../../machines/shared/lazyChild';
import type { DepositMachine } from '../../../machines/wallet/deposit.machine';
import { depositOf, type SessionToDeposit } from '../../../machines/wallet/depositHost.machine';
import { NetworkError } from '../../../src/api/client/errors';
import { bdo, walletChannel } from './deposit.coverage';

/** Lets the loader's promise settle. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A stand-in deposit that records what it receives and the input it started with. */
function recordingDeposit(received: string[], inputs: unknown[] = []) {
  return fromCallback<SessionToDeposit, unknown>(({ receive, input }) => {
    inputs.push(input);
    receive((event) => received.push(event.type === 'OPEN' ? `OPEN ${event.options.amount}` : event.type));
  }) as unknown as DepositMachine;
}

/** A lazy deposit host whose loader the test settles. */
function start() {
  let settle: { resolve(logic: DepositMachine): void; reject(error: unknown): void } | undefined;
  let loads = 0;
  const machine = lazyChild(
    () => {
      loads += 1;
      return new Promise<DepositMachine>((resolve, reject) => {
        settle = { resolve, reject };
      });
    },
    { id: 'deposit', startOn: ['OPEN'], forward: ['OPEN', 'BANKS.CHANGED', 'RESET'] },
  );
  const session = { send: () => undefined };
  const host = createActor(machine, { input: { session } });
  host.start();
  return {
    host,
    session,
    loads: () => loads,
    resolve: (logic: DepositMachine) => settle?.resolve(logic),
    reject: (error: unknown) => settle?.reject(error),
  };
}

const open = (amount: number): SessionToDeposit => ({
  type: 'OPEN',
  channels: [walletChannel],
  banks: {},
  options: { amount },
});

describe('lazy child (the deposit code loads on the first open)', () => {
  test('what arrives while the chunk loads reaches the child in order, latest of each kind', async () => {
    const { host, resolve, loads } = start();
    host.send({ type: 'BANKS.CHANGED', banks: {} }); // no deposit yet: nothing to tell, nothing loads
    expect(loads()).toBe(0);
    host.send(open(100));
    host.send({ type: 'BANKS.CHANGED', banks: { 1001: bdo } });
    host.send(open(200));
    expect(host.getSnapshot().value).toBe('loading');
    expect(loads()).toBe(1);
    const received: string[] = [];
    resolve(recordingDeposit(received));
    await flush();
    expect(host.getSnapshot().value).toBe('ready');
    expect(depositOf(host.getSnapshot())).toBeDefined();
    expect(received).toEqual(['BANKS.CHANGED', 'OPEN 200']);
    host.send(open(300));
    expect(received.at(-1)).toBe('OPEN 300');
  });

  test('the child starts with the host input (the session it reports to)', async () => {
    const { host, resolve, session } = start();
    host.send(open(100));
    const inputs: unknown[] = [];
    resolve(recordingDeposit([], inputs));
    await flush();
    expect(inputs).toEqual([{ session }]);
  });

  test('a logout while loading replays after the open; a failed download lets the next open try again', async () => {
    const { host, resolve } = start();
    host.send(open(100));
    host.send({ type: 'RESET' });
    const received: string[] = [];
    resolve(recordingDeposit(received));
    await flush();
    expect(received).toEqual(['OPEN 100', 'RESET']);

    const second = start();
    second.host.send(open(100));
    second.reject(new NetworkError('/assets/deposit.js', new Error('offline')));
    await flush();
    expect(second.host.getSnapshot().value).toBe('idle');
    expect(second.host.getSnapshot().context.waiting).toEqual([]);
    second.host.send(open(100));
    expect(second.host.getSnapshot().value).toBe('loading');
    expect(second.loads()).toBe(2);
  });
});

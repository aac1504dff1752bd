import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CLAIM_DEBOUNCE_MS, type ToSession } from '../../../machines/activity/activity.machine';
import { activityPhase, activityToast, canClaim, failedClaim } from '../../../machines/activity/activity.selectors';
import {
  SUPPLY_ITEM,
  type SupplyClaimed,
  type SupplyLoaded,
  supplyMachine,
} from '../../../machines/activity/supply.machine';
import { ErrcodeError } from '../../../src/api/client/errors';
import { SUPPLY_COIN } from '../../../src/api/contract/promotions';

/** Supply (machines/activity/supply.machine.ts) on the simulated clock, its calls answered here. */

const data = (isBankrupt: boolean): SupplyLoaded => ({
  isBankrupt,
  hasTurntable: false,
  activityIds: [102],
  activityMap: { '102': { id: 102, type: 102, name: 'Supply', sort: 1 } },
  loginPaying: false,
  hasSignUpBonus: false,
  hasFreeBonus: false,
  totalRecharge: 10_000,
});

function start(load: SupplyLoaded, claim: SupplyClaimed | Error) {
  const calls: number[] = [];
  const machine = supplyMachine.provide({
    actors: {
      load: fromPromise<SupplyLoaded>(async () => load),
      claim: fromPromise<SupplyClaimed, { id: number }>(async ({ input }) => {
        calls.push(input.id);
        if (claim instanceof Error) throw claim;
        return claim;
      }),
    },
  });
  const clock = new SimulatedClock();
  const heard: ToSession[] = [];
  const actor = createActor(machine, { clock, input: { session: { send: (event) => heard.push(event) } } });
  actor.start();
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, heard, calls, advance };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve());

describe('supply', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  test('a bankrupt player claims the top-up once; the coins refresh and it is not claimable again', async () => {
    const { actor, heard, calls, advance } = start(data(true), {
      propList: [{ propId: 2001, count: SUPPLY_COIN }],
      coin: SUPPLY_COIN,
    });
    await settle();
    expect(canClaim(actor.getSnapshot(), SUPPLY_ITEM)).toBe(true);
    actor.send({ type: 'CLAIM', id: SUPPLY_ITEM });
    advance(CLAIM_DEBOUNCE_MS);
    expect(calls).toEqual([SUPPLY_ITEM]);
    await settle();
    expect(actor.getSnapshot().context.data).toEqual({ isBankrupt: false, paid: SUPPLY_COIN });
    expect(activityToast(actor.getSnapshot())?.id).toBe('promotions.supply.paid');
    expect(heard).toEqual([{ type: 'BALANCE.REFRESH' }]);
    expect(canClaim(actor.getSnapshot(), SUPPLY_ITEM)).toBe(false);
  });

  test('a solvent player has nothing to claim', async () => {
    const { actor, calls, advance } = start(data(false), new Error('never called'));
    await settle();
    expect(activityPhase(actor.getSnapshot())).toBe('content');
    actor.send({ type: 'CLAIM', id: SUPPLY_ITEM });
    advance(CLAIM_DEBOUNCE_MS);
    expect(calls).toEqual([]);
  });

  test("a refused claim (today's taken: 1004) says why and stays", async () => {
    const { actor, advance } = start(data(true), new ErrcodeError('/app/v1/bankruptBonus', 1004, 200));
    await settle();
    actor.send({ type: 'CLAIM', id: SUPPLY_ITEM });
    advance(CLAIM_DEBOUNCE_MS);
    await settle();
    expect(failedClaim(actor.getSnapshot())?.notice.id).toBe('activity.act39.err1004');
    expect(activityPhase(actor.getSnapshot())).toBe('content');
  });
});

import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { fromPromise } from 'xstate';
import { type FirstChargeMode, firstChargeMachine } from '../../machines/activity/firstCharge.machine';
import { ErrcodeError } from '../../src/api/client/errors';
import { FIRST_CHARGE_PACKS } from '../../src/api/contract/promotions';
import { modelPaths, type Path } from './paths';

/**
 * The first-charge machine's paths for e2e/model/firstCharge.model.spec.ts: the load outcomes a new player's
 * server state can give (on sale, ended, bought, all claimed, an activity errcode, another errcode), then what the
 * player does in each state. Stand-in payloads are shaped like the server's answers for the seed's pack 1.
 */
const HOUR = 3_600_000;
const state = (itemStatus: number, propReceiveList: number[], expireTime: number) => ({
  appRechargeBonusCollection9: { awardId: 1, itemStatus, propReceiveList },
  expireTime,
});
export const LOADS = {
  onSale: state(0, [], Date.now() + 72 * HOUR),
  ended: state(0, [], Date.now() - HOUR),
  bought: state(1, [], Date.now() + 72 * HOUR),
  allClaimed: state(2, [2001, 2002, 1001], Date.now() + 72 * HOUR),
} as const;
export const ACTIVITY_ERRCODE = 1002;
export const OTHER_ERRCODE = 4242;
const load = (name: keyof typeof LOADS) => ({ type: 'xstate.done.actor.load', output: LOADS[name], actorId: 'load' });
const loadError = (code: number) => ({
  type: 'xstate.error.actor.load',
  error: new ErrcodeError('/app/v1/rechargeBonusCollection9', code, 200),
  actorId: 'load',
});
const pack = FIRST_CHARGE_PACKS[0]!;
const never = fromPromise(() => new Promise<never>(() => {}));

interface Ctx {
  params: { mode: FirstChargeMode };
  data: { itemStatus: number; propReceiveList: number[] } | null;
  expireTime: number;
  bought: boolean;
  notice: { id: string } | null;
}

function events(snapshot: AnyMachineSnapshot): (EventObject & Record<string, unknown>)[] {
  const context = snapshot.context as Ctx;
  const first = context.data === null && context.notice === null;
  if (snapshot.matches('loading')) {
    // The first load: every server state; a reload (after a purchase, a retry): what the server then holds.
    if (first) {
      return [
        load('onSale'),
        load('ended'),
        load('bought'),
        // The home modal is for live offers: an all-claimed pack leaves the player's activity ids, so only the page.
        ...(context.params.mode === 'page' ? [load('allClaimed')] : []),
        loadError(ACTIVITY_ERRCODE),
        loadError(OTHER_ERRCODE),
      ];
    }
    return [load(context.bought ? 'bought' : 'onSale')];
  }
  if (snapshot.matches('ready')) {
    const status = context.data?.itemStatus;
    if (status === 0 && context.expireTime < Date.now()) {
      return [{ type: 'xstate.after.countdownTick.firstCharge.ready' }];
    }
    if (status === 0) return context.bought ? [{ type: 'DEPOSIT.FINISHED' }] : [{ type: 'BUY' }];
    if (status === 1 && context.notice === null && !context.data?.propReceiveList.includes(2001)) {
      return [{ type: 'CLAIM', id: 2001 }];
    }
    return [];
  }
  if (snapshot.matches('debouncing')) return [{ type: 'xstate.after.claimDebounce.firstCharge.debouncing' }];
  if (snapshot.matches('claiming')) {
    return [
      {
        type: 'xstate.done.actor.claim',
        output: { appRechargeBonusCollection9: { awardId: 1, itemStatus: 1, propReceiveList: [2001] }, propList: [] },
        actorId: 'claim',
      },
      {
        type: 'xstate.error.actor.claim',
        error: new ErrcodeError('/app/v1/rechargeBonusCollection9Receive', 1004, 200),
        actorId: 'claim',
      },
    ];
  }
  if (snapshot.matches('closing')) return [{ type: 'ACKNOWLEDGE' }];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  return [];
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Ctx;
  return JSON.stringify([
    snapshot.value,
    context.data?.itemStatus ?? null,
    context.data?.propReceiveList.length ?? null,
    Math.sign(context.expireTime - Date.now()),
    context.bought,
    context.notice?.id ?? null,
  ]);
};

export function firstChargeModelPaths(mode: FirstChargeMode, cap: number): Path[] {
  return modelPaths({
    machine: firstChargeMachine,
    actors: { load: never, claim: never },
    events,
    serializeState,
    cap,
    // A session stand-in: BUY sends it DEPOSIT.OPEN (the browser's real session opens the deposit).
    input: { mode, packs: [pack], session: { send: () => undefined } },
  });
}

import type {
  FirstChargeClaim,
  FirstChargeEvent,
  FirstChargeState,
} from '../../../machines/activity/firstCharge.machine';
import { firstChargeMachine } from '../../../machines/activity/firstCharge.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { FIRST_CHARGE_PACKS } from '../../../src/api/contract/promotions';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** The product's pack 1: ₱100, coin 50, points 100, coupon 1001 ×10 (160 %). */
export const pack = FIRST_CHARGE_PACKS[0]!;
const HOUR = 3_600_000;
const future = Date.now() + 72 * HOUR;
const past = Date.now() - HOUR;

export const onSale = (expireTime = future): FirstChargeState => ({
  appRechargeBonusCollection9: { awardId: 1, itemStatus: 0, propReceiveList: [] },
  expireTime,
});
export const bought: FirstChargeState = {
  appRechargeBonusCollection9: { awardId: 1, itemStatus: 1, propReceiveList: [] },
  expireTime: -1,
};
const allClaimed: FirstChargeState = {
  appRechargeBonusCollection9: { awardId: 1, itemStatus: 2, propReceiveList: [2001, 2002, 1001] },
  expireTime: future,
};
const claimOne: FirstChargeClaim = {
  appRechargeBonusCollection9: { awardId: 1, itemStatus: 1, propReceiveList: [2001] },
  propList: [{ propId: 2001, count: 5_000 }],
};
const claimLast: FirstChargeClaim = {
  appRechargeBonusCollection9: { awardId: 1, itemStatus: 2, propReceiveList: [2001, 2002, 1001] },
  propList: [{ propId: 1001, count: 10 }],
};
const path = '/app/v1/rechargeBonusCollection9';
const offline = new NetworkError(path, new Error('offline'));

const events: FirstChargeEvent[] = [
  { type: 'xstate.done.actor.load', output: onSale(), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: onSale(past), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: bought, actorId: 'load' },
  { type: 'xstate.done.actor.load', output: allClaimed, actorId: 'load' },
  { type: 'xstate.done.actor.load', output: { appRechargeBonusCollection9: null, expireTime: -1 }, actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1002, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: offline, actorId: 'load' },
  { type: 'BUY' },
  { type: 'CLAIM', id: 2001 },
  { type: 'CLAIM', id: 4242 },
  { type: 'DEPOSIT.FINISHED' },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  { type: 'xstate.done.actor.claim', output: claimOne, actorId: 'claim' },
  { type: 'xstate.done.actor.claim', output: claimLast, actorId: 'claim' },
  { type: 'xstate.error.actor.claim', error: new ErrcodeError(`${path}Receive`, 1004, 200), actorId: 'claim' },
  { type: 'xstate.error.actor.claim', error: offline, actorId: 'claim' },
];

function spec(mode: 'page' | 'modal') {
  return defineMachineSpec({
    name: 'firstCharge',
    machine: firstChargeMachine,
    input: { mode, packs: [pack], session: { send: () => undefined } },
    events,
    mocks: (mocks) => ({
      load: mocks.promise<FirstChargeState>(),
      claim: mocks.promise<FirstChargeClaim, { id: number }>(),
    }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.data?.itemStatus ?? null,
        snapshot.context.data?.propReceiveList.length ?? null,
        Math.sign(snapshot.context.expireTime - Date.now()),
        snapshot.context.claiming,
        snapshot.context.bought,
      ]),
  });
}

export const firstChargeSpecs = [spec('page'), spec('modal')];

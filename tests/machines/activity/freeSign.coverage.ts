import type { FreeSignClaimed, FreeSignEvent, FreeSignLoaded } from '../../../machines/activity/freeSign.machine';
import { freeSignMachine } from '../../../machines/activity/freeSign.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { FREE_SIGN_DAY_COIN, freeSignAward } from '../../../src/api/contract/promotions';
import { defineMachineSpec } from '../coverage/measureCoverage';

const week = (claimed: number, todayClaimed: boolean): FreeSignLoaded => ({
  loginBonus3User: {
    loginDays: claimed,
    expireTime: -1,
    days: FREE_SIGN_DAY_COIN.map((_, i) => ({
      day: i + 1,
      award: freeSignAward(i + 1),
      itemStatus: i < claimed ? 2 : i === claimed && !todayClaimed ? 1 : 0,
    })),
  },
});
const path = '/app/v1/loginBonus3User';

const events: FreeSignEvent[] = [
  { type: 'xstate.done.actor.load', output: week(1, false), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1002, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: 2 },
  { type: 'CLAIM', id: 5 },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  {
    type: 'xstate.done.actor.claim',
    output: { ...week(2, true), propList: [{ propId: 2001, count: 200 }] },
    actorId: 'claim',
  },
  { type: 'xstate.error.actor.claim', error: new ErrcodeError(`${path}Receive`, 1004, 200), actorId: 'claim' },
];

export const freeSignSpec = defineMachineSpec({
  name: 'freeSign',
  machine: freeSignMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<FreeSignLoaded>(),
    claim: mocks.promise<FreeSignClaimed, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data,
      snapshot.context.expireTime,
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});

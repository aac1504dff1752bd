import type {
  SpinClaimed,
  SpinEvent,
  SpinExchanged,
  SpinLoaded,
  SpinSpun,
} from '../../../machines/activity/spin.machine';
import { spinMachine } from '../../../machines/activity/spin.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { SPIN_SEGMENTS } from '../../../src/api/contract/promotions';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** The invite wheel with `spinCount` spins left and `cash` of wheel cash. */
export const wheelOf = (spinCount: number, cash = 100): SpinLoaded['actInviteUser'] => ({
  inviteCount: 2,
  validCount: 1 + spinCount,
  spinCount,
  totalWon: 100,
  cash,
  segments: [...SPIN_SEGMENTS],
  expireTime: -1,
  itemStatus: spinCount > 0 ? 1 : 0,
});
export const spunOf = (spinCount: number): SpinSpun => ({
  actInviteUser: { ...wheelOf(spinCount, 600), totalWon: 600 },
  spin: { id: 7, spinNo: 2, segment: 4, prize: 500, createTime: 1_000, exchanged: false },
  propList: [],
});
/** The wheel cash of `spinCount` spins left exchanged: ₱6 into coin. */
export const exchangedOf = (spinCount: number): SpinExchanged => ({
  actInviteUser: { ...wheelOf(spinCount, 0), totalWon: 600 },
  propList: [{ propId: 2001, count: 600 }],
});
const path = '/app/v1/actInviteUserStatus';

const events: SpinEvent[] = [
  { type: 'xstate.done.actor.load', output: { actInviteUser: wheelOf(1) }, actorId: 'load' },
  { type: 'xstate.done.actor.load', output: { actInviteUser: wheelOf(0) }, actorId: 'load' },
  { type: 'xstate.done.actor.load', output: { actInviteUser: wheelOf(0, 0) }, actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: 0 },
  { type: 'CLAIM', id: 1 },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  { type: 'xstate.done.actor.claim', output: spunOf(0), actorId: 'claim' },
  { type: 'xstate.done.actor.claim', output: exchangedOf(0), actorId: 'claim' },
  { type: 'CLAIM', id: 2 },
  {
    type: 'xstate.error.actor.claim',
    error: new ErrcodeError('/app/v1/actInviteUserExchange', 1005, 200),
    actorId: 'claim',
  },
  {
    type: 'xstate.error.actor.claim',
    error: new ErrcodeError('/app/v1/actInviteUserSpin', 1008, 200),
    actorId: 'claim',
  },
];

export const spinSpec = defineMachineSpec({
  name: 'spin',
  machine: spinMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<SpinLoaded>(),
    claim: mocks.promise<SpinClaimed, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data?.spinCount ?? null,
      snapshot.context.data?.cash ?? null,
      snapshot.context.data?.lastSpin?.id ?? null,
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});

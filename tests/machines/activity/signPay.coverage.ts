import type { LoginPayReceive, LoginPayUser, SignPayEvent } from '../../../machines/activity/signPay.machine';
import { signPayMachine } from '../../../machines/activity/signPay.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

const cards = [
  { id: 1, name: 'Card ₱100', price: 10_000 },
  { id: 2, name: 'Card ₱300', price: 30_000 },
];
const none: LoginPayUser = { ownList: [], buyPropIds: [], needRecharge: 10_000 };
const owned: LoginPayUser = {
  ownList: [{ id: 5, propId: 1, loginPayDataJson: { days: [2_000, 2_000] } }],
  buyPropIds: [1],
  needRecharge: 0,
};
const afterReceive: LoginPayReceive = {
  ownList: [{ id: 5, propId: 1, loginPayDataJson: { days: [-1, 2_000] } }],
  propList: [{ propId: 2001, count: 2_000 }],
};
const path = '/app/v1/getLoginPayUser3';
const offline = new NetworkError(path, new Error('offline'));

const events: SignPayEvent[] = [
  { type: 'xstate.done.actor.load', output: none, actorId: 'load' },
  { type: 'xstate.done.actor.load', output: owned, actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: offline, actorId: 'load' },
  { type: 'BUY', id: 1 },
  { type: 'BUY', id: 2 },
  { type: 'CLAIM', id: 5 },
  { type: 'CLAIM', id: 99 },
  { type: 'DEPOSIT.FINISHED' },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  { type: 'xstate.done.actor.claim', output: afterReceive, actorId: 'claim' },
  {
    type: 'xstate.error.actor.claim',
    error: new ErrcodeError('/app/v1/receiveLoginPay3', 1005, 200),
    actorId: 'claim',
  },
];

export const signPaySpec = defineMachineSpec({
  name: 'signPay',
  machine: signPayMachine,
  input: { cards, session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<LoginPayUser>(),
    claim: mocks.promise<LoginPayReceive, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data,
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});

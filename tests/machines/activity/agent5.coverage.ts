import type { Agent5Claimed, Agent5Event, Agent5Loaded, Agent5State } from '../../../machines/activity/agent5.machine';
import { agent5Machine } from '../../../machines/activity/agent5.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { AGENT5_LEVEL_BPS } from '../../../src/api/contract/promotions';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** An Agent5 programme with `receivable` to receive and one invitee (uid 7) at `inviteeStatus`. */
export const programmeOf = (receivable: number, inviteeStatus = 1): Agent5State => ({
  inviteCode: 'ABC123',
  levels: AGENT5_LEVEL_BPS.map((rateBps, i) => ({
    level: i + 1,
    rateBps,
    members: 1,
    valid: 1,
    todayBets: 0,
    bets: 10_000,
    accrued: rateBps,
  })),
  accrued: 210,
  received: 210 - receivable,
  receivable,
  minReceive: 100,
  itemStatus: receivable >= 100 ? 1 : 0,
  inviteReward: 1_000,
  invitees: [{ uid: 7, member: 'pl****01', createTime: 1_000, valid: inviteeStatus > 0, itemStatus: inviteeStatus }],
});
export const paidOf = (data: Agent5State, received: boolean, count: number): Agent5Claimed => ({
  appAgent5User: data,
  propList: [{ propId: 2001, count }],
  received,
});
const path = '/app/v1/appAgent5User';

const events: Agent5Event[] = [
  { type: 'xstate.done.actor.load', output: { appAgent5User: programmeOf(210) }, actorId: 'load' },
  { type: 'xstate.done.actor.load', output: { appAgent5User: programmeOf(0, 2) }, actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: 0 },
  { type: 'CLAIM', id: 7 },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  { type: 'xstate.done.actor.claim', output: paidOf(programmeOf(0), true, 210), actorId: 'claim' },
  { type: 'xstate.done.actor.claim', output: paidOf(programmeOf(210, 2), false, 1_000), actorId: 'claim' },
  {
    type: 'xstate.error.actor.claim',
    error: new ErrcodeError('/app/v1/appAgent5UserReceive', 1005, 200),
    actorId: 'claim',
  },
];

export const agent5Spec = defineMachineSpec({
  name: 'agent5',
  machine: agent5Machine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<Agent5Loaded>(),
    claim: mocks.promise<Agent5Claimed, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data?.receivable ?? null,
      snapshot.context.data?.invitees[0]?.itemStatus ?? null,
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});

import type { InviteClaim, InviteEvent, InviteState } from '../../../machines/activity/invite.machine';
import { inviteMachine } from '../../../machines/activity/invite.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** The seed's prizes: ₱20 for 3 friends, then ₱100 for 10. */
export const prizes = [
  { id: 1, award: [{ id: 2001, count: 2_000 }], inviteCount: 3 },
  { id: 2, award: [{ id: 2001, count: 10_000 }], inviteCount: 10 },
];
const DAY = 86_400_000;
const future = Date.now() + 30 * DAY;
const past = Date.now() - DAY;

export const inviteState = (
  itemStatus: number,
  inviteCount: number,
  expireTime = future,
  awardId = 1,
): InviteState => ({
  appInviteBonus1User: { awardId, inviteCount, itemStatus },
  expireTime,
});
const received: InviteClaim = {
  appInviteBonus1User: { awardId: 2, inviteCount: 3, itemStatus: 0 },
  propList: [{ propId: 2001, count: 2_000 }],
};
const path = '/app/v1/appInviteBonus1User';
const offline = new NetworkError(path, new Error('offline'));

const events: InviteEvent[] = [
  { type: 'xstate.done.actor.load', output: inviteState(0, 1), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: inviteState(1, 3), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: inviteState(2, 12, -1, 2), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: inviteState(0, 0, past), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: { appInviteBonus1User: null, expireTime: -1 }, actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: offline, actorId: 'load' },
  { type: 'CLAIM', id: 1 },
  { type: 'CLAIM', id: 2 },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  { type: 'xstate.done.actor.claim', output: received, actorId: 'claim' },
  { type: 'xstate.error.actor.claim', error: new ErrcodeError(`${path}Receive`, 1008, 200), actorId: 'claim' },
  { type: 'xstate.error.actor.claim', error: offline, actorId: 'claim' },
];

export const inviteSpec = defineMachineSpec({
  name: 'invite',
  machine: inviteMachine,
  input: { prizes, session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<InviteState>(),
    claim: mocks.promise<InviteClaim, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data,
      Math.sign(snapshot.context.expireTime - Date.now()),
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});

import type { FollowClaimed, FollowEvent, FollowLoaded, FollowTask } from '../../../machines/activity/follow.machine';
import { followMachine, visitItem } from '../../../machines/activity/follow.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** Follow tasks: facebook (id 1) and telegram (id 2) at the given statuses. */
export function followOf(facebook: 0 | 1 | 2, telegram: 0 | 1 | 2 = 0): FollowLoaded {
  const task = (id: number, account: string, itemStatus: 0 | 1 | 2): FollowTask => ({
    id,
    type: 6,
    progress: itemStatus > 0 ? 1 : 0,
    target: 1,
    itemStatus,
    award: [{ id: 2001, count: 300 }],
    account,
    url: `/sandbox/site/${account}`,
  });
  return {
    appProxyUser4TaskUser: {
      expireTime: -1,
      tasks: [task(1, 'facebook', facebook), task(2, 'telegram', telegram)],
    },
  };
}
const path = '/app/v1/appProxyUser4TaskUser';

const events: FollowEvent[] = [
  { type: 'xstate.done.actor.load', output: followOf(0, 1), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: visitItem(1) },
  { type: 'CLAIM', id: 2 },
  { type: 'CLAIM', id: 1 },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  { type: 'xstate.done.actor.claim', output: { ...followOf(1, 1), visited: true }, actorId: 'claim' },
  {
    type: 'xstate.done.actor.claim',
    output: { ...followOf(0, 2), propList: [{ propId: 2001, count: 300 }] } satisfies FollowClaimed,
    actorId: 'claim',
  },
  { type: 'xstate.error.actor.claim', error: new ErrcodeError(`${path}Receive`, 1004, 200), actorId: 'claim' },
];

export const followSpec = defineMachineSpec({
  name: 'follow',
  machine: followMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<FollowLoaded>(),
    claim: mocks.promise<FollowClaimed, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data?.tasks.map((task) => task.itemStatus) ?? null,
      snapshot.context.claiming,
      snapshot.context.notice?.id ?? null,
    ] as const),
});

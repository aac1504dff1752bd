import type { NewYearClaimed, NewYearEvent, NewYearLoaded } from '../../../machines/activity/newYear.machine';
import { BOX_ITEM, newYearMachine } from '../../../machines/activity/newYear.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';
import { newYearAt } from './seasonal.fixtures';

const HOUR = 3_600_000;
const soon = Date.now() + HOUR;
const past = Date.now() - HOUR;
const path = '/app/v1/newYearUser';

const events: NewYearEvent[] = [
  { type: 'xstate.done.actor.load', output: newYearAt('running', soon), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: newYearAt('upcoming', soon), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: newYearAt('running', past), actorId: 'load' },
  { type: 'xstate.done.actor.load', output: newYearAt('ended', past), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new ErrcodeError(path, 1010, 200), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: new NetworkError(path, new Error('offline')), actorId: 'load' },
  { type: 'CLAIM', id: 1 },
  { type: 'CLAIM', id: BOX_ITEM },
  { type: 'RETRY' },
  { type: 'ACKNOWLEDGE' },
  {
    type: 'xstate.done.actor.claim',
    output: {
      ...newYearAt('running', soon, { items: [1, 1, 0, 0], tasks: [2, 0, 0, 0] }),
      propList: [{ propId: 40001, count: 1 }],
      item: 1,
    },
    actorId: 'claim',
  },
  {
    type: 'xstate.error.actor.claim',
    error: new ErrcodeError('/app/v1/newYearReceiveTask', 1004, 200),
    actorId: 'claim',
  },
];

export const newYearSpec = defineMachineSpec({
  name: 'newYear',
  machine: newYearMachine,
  input: { session: { send: () => undefined } },
  events,
  mocks: (mocks) => ({
    load: mocks.promise<NewYearLoaded>(),
    claim: mocks.promise<NewYearClaimed, { id: number }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.data?.phase ?? null,
      snapshot.context.data?.tasks[0]?.itemStatus ?? null,
      Math.sign(snapshot.context.expireTime - Date.now()),
      snapshot.context.claiming,
      (snapshot.context.notice?.id ?? null) as string | null,
    ]),
});

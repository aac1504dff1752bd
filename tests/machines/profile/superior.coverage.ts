import { superiorMachine } from '../../../machines/profile/superior.machine';
import type { UserInfo } from '../../../src/api/contract/entities';
import type { DataOf } from '../../../src/api/contract/map';
import { defineMachineSpec } from '../coverage/measureCoverage';
import type { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';

export const playerWithout = { id: 7, pid: 0, nickname: 'Juan' } as UserInfo;

const events = [
  { type: 'SUBMIT' as const },
  { type: 'FIELD.CHANGE' as const, field: 'pid' as const, value: '12' },
  { type: 'xstate.done.actor.agentFill' as const, output: { pid: 12 }, actorId: 'agentFill' as const },
  {
    type: 'xstate.error.actor.agentFill' as const,
    error: failure('/app/v1/agentFill', 5011),
    actorId: 'agentFill' as const,
  },
];
const mocks = (m: MockActors) => ({
  agentFill: m.promise<DataOf<'agentFill'>, { pid: number }>(),
});
const serializeState = (snapshot: { value: unknown; context: { fields: { pid: string } } }) =>
  JSON.stringify([snapshot.value, snapshot.context.fields.pid !== '']);

/** No superior yet (the form), and one already set (shown only). */
export const superiorSpecs = [
  defineMachineSpec({
    name: 'superior',
    machine: superiorMachine,
    input: { session: { send: () => {} }, user: playerWithout },
    events,
    mocks,
    serializeState,
  }),
  defineMachineSpec({
    name: 'superior',
    machine: superiorMachine,
    input: { session: { send: () => {} }, user: { ...playerWithout, pid: 3 } },
    events,
    mocks,
    serializeState,
  }),
];

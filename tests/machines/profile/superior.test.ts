import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { superiorMachine } from '../../../machines/profile/superior.machine';
import { fieldProblem, superiorSet, superiorTyped } from '../../../machines/profile/superior.selectors';
import type { UserInfo } from '../../../src/api/contract/entities';
import type { DataOf } from '../../../src/api/contract/map';
import { PROFILE_ERRCODE } from '../../../src/api/contract/profileErrcodes';
import { MockActors } from '../coverage/mockActors';
import { failure } from '../walletFixtures';
import { playerWithout } from './superior.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(user: UserInfo = playerWithout) {
  const mocks = new MockActors();
  const sent: { type: string; user: UserInfo }[] = [];
  const actor = createActor(
    superiorMachine.provide({ actors: { agentFill: mocks.promise<DataOf<'agentFill'>, { pid: number }>() } }),
    { input: { session: { send: (e) => sent.push(e) }, user }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, mocks, sent };
}

describe('superior machine', () => {
  it('shows a set superior without a form', () => {
    const { actor } = start({ ...playerWithout, pid: 3 });
    expect(superiorSet(actor.getSnapshot())).toBe(true);
  });

  it('keeps digits only, refuses an empty id, shows the server reason, then sets it once and tells the session', async () => {
    const { actor, mocks, sent } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.superior.required');
    actor.send({ type: 'FIELD.CHANGE', field: 'pid', value: ' 1a2 ' });
    expect(superiorTyped(actor.getSnapshot())).toBe('12');
    actor.send({ type: 'SUBMIT' });
    expect(mocks.starts).toEqual([{ id: 'agentFill', input: { pid: 12 } }]);
    mocks.reject('agentFill', failure('/app/v1/agentFill', PROFILE_ERRCODE.superiorUnknown));
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('profile.err.superiorUnknown');
    actor.send({ type: 'SUBMIT' });
    mocks.resolve('agentFill', { pid: 12 });
    await flush();
    expect(superiorSet(actor.getSnapshot())).toBe(true);
    expect(sent).toEqual([{ type: 'USER.UPDATED', user: { ...playerWithout, pid: 12 } }]);
  });

  it.each([
    [PROFILE_ERRCODE.superiorUnknown, 'profile.err.superiorUnknown', 'pid'],
    [PROFILE_ERRCODE.superiorSelf, 'profile.err.superiorSelf', 'pid'],
    [PROFILE_ERRCODE.superiorAlreadySet, 'profile.err.superiorSet', undefined],
  ] as const)('the server’s %s reads %s, about %s', async (errcode, id, field) => {
    const { actor, mocks } = start();
    actor.send({ type: 'FIELD.CHANGE', field: 'pid', value: '12' });
    actor.send({ type: 'SUBMIT' });
    mocks.reject('agentFill', failure('/app/v1/agentFill', errcode));
    await flush();
    expect(actor.getSnapshot().context.notice).toMatchObject({ id, tone: 'error' });
    expect(actor.getSnapshot().context.notice?.field).toBe(field);
  });

  it('an empty id is about the id field, until it is typed', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    expect(fieldProblem(actor.getSnapshot())).toMatchObject({ id: 'profile.superior.required', field: 'pid' });
    actor.send({ type: 'FIELD.CHANGE', field: 'pid', value: '7' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

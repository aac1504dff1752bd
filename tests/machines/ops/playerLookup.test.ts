import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { playerLookupMachine } from '../../../machines/ops/playerLookup.machine';
import {
  lookupBusy,
  lookupError,
  lookupHits,
  lookupPlayer,
  lookupQuery,
} from '../../../machines/ops/playerLookup.selectors';
import { OpsCallError } from '../../../src/api/client/ops/opsApi';
import { MockActors } from '../coverage/mockActors';
import { juan, juanRecords } from './playerLookup.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function lookup() {
  const mocks = new MockActors();
  const told: string[] = [];
  const actor = createActor(
    playerLookupMachine.provide({ actors: { search: mocks.promise(), read: mocks.promise() } }),
    { clock: new SimulatedClock(), input: { token: 'tok', session: { send: (e) => told.push(e.type) } } },
  ).start();
  return { actor, mocks, told };
}

describe('player lookup', () => {
  test('searches what was typed, opens a player, and Back returns to the players found', async () => {
    const { actor, mocks } = lookup();
    actor.send({ type: 'SEARCH' });
    expect(lookupError(actor.getSnapshot())).toMatch(/Type an id/);
    actor.send({ type: 'QUERY.CHANGE', value: ' juan ' });
    expect(lookupError(actor.getSnapshot())).toBeNull();
    expect(lookupQuery(actor.getSnapshot())).toBe(' juan ');
    actor.send({ type: 'SEARCH' });
    expect(lookupBusy(actor.getSnapshot())).toBe(true);
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'search', input: { token: 'tok', query: 'juan' } });
    mocks.resolve('search', { list: [juan] });
    await flush();
    expect(lookupHits(actor.getSnapshot())).toEqual([juan]);

    actor.send({ type: 'OPEN', userId: 7 });
    expect(mocks.starts.at(-1)).toMatchObject({ id: 'read', input: { token: 'tok', userId: 7 } });
    mocks.resolve('read', juanRecords);
    await flush();
    expect(lookupPlayer(actor.getSnapshot())?.profile.account).toBe('juan');
    actor.send({ type: 'BACK' });
    expect(lookupPlayer(actor.getSnapshot())).toBeNull();
    expect(lookupHits(actor.getSnapshot())).toEqual([juan]);
  });

  test('a refused read says why and keeps the search; a 401 tells the session and ends', async () => {
    const { actor, mocks, told } = lookup();
    actor.send({ type: 'OPEN', userId: 9 });
    mocks.reject('read', new OpsCallError(404, 'No player has this id.'));
    await flush();
    expect(lookupError(actor.getSnapshot())).toBe('No player has this id.');
    expect(lookupPlayer(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'QUERY.CHANGE', value: 'x' });
    actor.send({ type: 'SEARCH' });
    mocks.reject('search', new OpsCallError(401, 'Log in again.'));
    await flush();
    expect(told).toEqual(['SESSION.EXPIRED']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

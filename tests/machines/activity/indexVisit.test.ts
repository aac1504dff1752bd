import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { indexVisitMachine } from '../../../machines/activity/indexVisit.machine';

/** A visit of the activity index re-reads the activity data once (machines/activity/indexVisit.machine.ts). */
describe('activity index visit', () => {
  test('asks the session for ACTIVITIES.REFRESH once, at the start of the visit', () => {
    const heard: string[] = [];
    const visit = createActor(indexVisitMachine, { input: { session: { send: (event) => heard.push(event.type) } } });
    expect(heard).toEqual([]);
    visit.start();
    expect(heard).toEqual(['ACTIVITIES.REFRESH']);
    expect(visit.getSnapshot().status).toBe('done');
  });

  test('a visit without a session asks nothing (and does not fail)', () => {
    const visit = createActor(indexVisitMachine, { input: {} }).start();
    expect(visit.getSnapshot().status).toBe('done');
  });

  test("keeps the visit's moment from the clock it is given", () => {
    const visit = createActor(indexVisitMachine, { input: { now: () => 1_790_000_000_000 } }).start();
    expect(visit.getSnapshot().context.seenAt).toBe(1_790_000_000_000);
  });
});

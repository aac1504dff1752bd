import { describe, expect, test, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { BATCH_SIZE, FLUSH_INTERVAL_MS, trackerMachine } from '../../../machines/session/tracker.machine';
import { EVENT_LOG_PATH, type EventList } from '../../../src/api/client/beacon';
import { endpoints } from '../../../src/api/contract/map';

const beacons = vi.hoisted(() => [] as EventList[]);
vi.mock('../../../src/api/client/beacon', async (original) => ({
  ...(await original<typeof import('../../../src/api/client/beacon')>()),
  sendEventsByBeacon: (list: EventList) => {
    beacons.push(list);
    return 'beacon';
  },
}));

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A tracker whose sends succeed after a tick and are recorded; `hide` plays the visibility watcher. */
function start() {
  const clock = new SimulatedClock();
  const sent: EventList[] = [];
  let hide: () => void = () => undefined;
  const actor = createActor(
    trackerMachine.provide({
      actors: {
        send: fromPromise<unknown, { eventList: EventList }>(async ({ input }) => {
          sent.push(input.eventList);
          await flush();
          return { accepted: input.eventList.length };
        }),
        watchVisibility: fromCallback(({ sendBack }) => {
          hide = () => sendBack({ type: 'HIDDEN' });
        }),
      },
    }),
    { clock, input: {} },
  ).start();
  return { actor, clock, sent, hide: () => hide() };
}

const track = (actor: ReturnType<typeof start>['actor'], n: number, from = 0) => {
  for (let i = 0; i < n; i += 1) actor.send({ type: 'TRACK', event: 'e', params: { i: from + i } });
};

describe('event tracking (appEventLogClient)', () => {
  test('45 events go out as three batches: 20, 20, then 5 on the 3 s tick', async () => {
    const { actor, clock, sent } = start();
    actor.send({ type: 'USER', userId: 42 });
    track(actor, 45);
    await flush();
    await flush();
    await flush();
    expect(sent.map((batch) => batch.length)).toEqual([20, 20]);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(2);
    clock.increment(1);
    await flush();
    expect(sent.map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(sent.flat().map((e) => e.params?.i)).toEqual(Array.from({ length: 45 }, (_, i) => i));
    expect(sent[0]?.[0]).toMatchObject({ event: 'e', eventUserId: 42, channel: 'WEB', version: '1.0.28' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('hiding the page sends everything queued by beacon, in batches of 20, and nothing twice', async () => {
    beacons.length = 0;
    const { actor, clock, sent, hide } = start();
    track(actor, 7);
    hide();
    expect(beacons.map((batch) => batch.length)).toEqual([7]);
    clock.increment(FLUSH_INTERVAL_MS);
    await flush();
    expect(sent).toEqual([]);

    // Mid-send: the batch in flight and what queued behind it all go by beacon.
    beacons.length = 0;
    track(actor, BATCH_SIZE + 3);
    hide();
    expect(beacons.map((batch) => batch.length)).toEqual([20, 3]);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  test('a failed send keeps its events for the next tick', async () => {
    const clock = new SimulatedClock();
    let fail = true;
    const sent: number[] = [];
    const actor = createActor(
      trackerMachine.provide({
        actors: {
          send: fromPromise<unknown, { eventList: EventList }>(async ({ input }) => {
            if (fail) throw new Error('offline');
            sent.push(input.eventList.length);
            return {};
          }),
          watchVisibility: fromCallback(() => undefined),
        },
      }),
      { clock, input: {} },
    ).start();
    track(actor, 3);
    clock.increment(FLUSH_INTERVAL_MS);
    await flush();
    expect(actor.getSnapshot().context.queue).toHaveLength(3);
    fail = false;
    clock.increment(FLUSH_INTERVAL_MS);
    await flush();
    expect(sent).toEqual([3]);
  });

  test('the beacon path is the contract path', () => {
    expect(EVENT_LOG_PATH).toBe(endpoints.appEventLogClient.path);
  });
});

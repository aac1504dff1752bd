import { describe, expect, test } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import type { StreamReport } from '../../../machines/session/liveStream.actor';
import {
  LIVE_BACKOFF_MS,
  LIVE_SILENCE_MS,
  LIVE_UNAVAILABLE_MS,
  type LiveSessionEvent,
  liveStreamMachine,
  SUSPENDED_ERRCODE,
} from '../../../machines/session/liveStream.machine';
import { onLiveEvent } from '../../../src/api/client/liveEvents';
import type { LiveEvent } from '../../../src/api/contract/live';

/**
 * A live stream whose transport the test plays: `report` sends what the stream would, `opened` counts the streams
 * asked for and `closed` those stopped; the session's inbox records what the machine asked of it.
 */
function start() {
  const clock = new SimulatedClock();
  const told: LiveSessionEvent[] = [];
  let report: (event: StreamReport) => void = () => {
    throw new Error('no stream is running');
  };
  const counts = { opened: 0, closed: 0 };
  const actor = createActor(
    liveStreamMachine.provide({
      actors: {
        stream: fromCallback<StreamReport>(({ sendBack }) => {
          counts.opened += 1;
          report = sendBack;
          return () => {
            counts.closed += 1;
          };
        }),
      },
    }),
    { clock, input: { session: { send: (event: LiveSessionEvent) => told.push(event) } } },
  ).start();
  return { actor, clock, told, counts, report: (event: StreamReport) => report(event) };
}

describe('the live stream', () => {
  test('opens on START and turns balance and mail changes into a silent refresh; other kinds change nothing', () => {
    const { actor, told, counts, report } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(counts.opened).toBe(0);
    actor.send({ type: 'START' });
    expect(counts.opened).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ streaming: 'connecting' });
    report({ type: 'STREAM.OPEN' });
    expect(actor.getSnapshot().value).toEqual({ streaming: 'open' });
    report({ type: 'STREAM.EVENT', event: { kind: 'balance', accountId: 7, version: 12 } });
    report({ type: 'STREAM.EVENT', event: { kind: 'mail', accountId: 7 } });
    report({ type: 'STREAM.EVENT', event: { kind: 'catalogue', accountId: null } });
    expect(told).toEqual([{ type: 'BALANCE.REFRESH' }, { type: 'BALANCE.REFRESH' }]);
    expect(counts.opened).toBe(1);
  });

  test("passes the chat's events to the open chat, and only those", () => {
    const { actor, told, report } = start();
    const heard: LiveEvent[] = [];
    const stop = onLiveEvent((event) => heard.push(event));
    actor.send({ type: 'START' });
    report({ type: 'STREAM.OPEN' });
    report({ type: 'STREAM.EVENT', event: { kind: 'chat', accountId: 7, version: 40 } });
    report({ type: 'STREAM.EVENT', event: { kind: 'chatTyping', accountId: 7 } });
    report({ type: 'STREAM.EVENT', event: { kind: 'catalogue', accountId: null } });
    stop();
    report({ type: 'STREAM.EVENT', event: { kind: 'chat', accountId: 7, version: 41 } });
    expect(heard).toEqual([
      { kind: 'chat', accountId: 7, version: 40 },
      { kind: 'chatTyping', accountId: 7 },
    ]);
    // The chat's events ask the session for nothing.
    expect(told).toEqual([]);
  });

  test('a session ended elsewhere, or a 401, logs out like any 401 and closes the stream', () => {
    for (const ending of [
      { type: 'STREAM.EVENT', event: { kind: 'sessionEnded', accountId: 7 } },
      { type: 'STREAM.UNAUTHORIZED' },
    ] as const) {
      const { actor, told, counts, report } = start();
      actor.send({ type: 'START' });
      report({ type: 'STREAM.OPEN' });
      report(ending);
      expect(told).toEqual([{ type: 'UNAUTHORIZED' }]);
      expect(actor.getSnapshot().status).toBe('done');
      expect(counts.closed).toBe(1);
    }
  });

  test('a session ended by a suspension logs out like the 401 that says so (errcode 1047), and closes the stream', () => {
    const { actor, told, counts, report } = start();
    actor.send({ type: 'START' });
    report({ type: 'STREAM.OPEN' });
    report({ type: 'STREAM.EVENT', event: { kind: 'sessionEnded', accountId: 7, reason: 'suspended' } });
    expect(told).toEqual([{ type: 'UNAUTHORIZED', errcode: SUSPENDED_ERRCODE }]);
    expect(SUSPENDED_ERRCODE).toBe(1047);
    expect(actor.getSnapshot().status).toBe('done');
    expect(counts.closed).toBe(1);
  });

  test('a lost stream is tried again after 1, 2, 4, 8, 16 and 30 s, then not for 5 minutes', () => {
    const { actor, clock, counts, report } = start();
    actor.send({ type: 'START' });
    for (const wait of LIVE_BACKOFF_MS) {
      report({ type: 'STREAM.DROPPED' });
      expect(actor.getSnapshot().value).toBe('backingOff');
      clock.increment(wait - 1);
      expect(actor.getSnapshot().value).toBe('backingOff');
      clock.increment(1);
      expect(actor.getSnapshot().value).toEqual({ streaming: 'connecting' });
    }
    expect(counts.opened).toBe(1 + LIVE_BACKOFF_MS.length);
    // The seventh loss in a row: the tab gives up for a while (the heartbeat goes on beside it).
    report({ type: 'STREAM.DROPPED' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    clock.increment(LIVE_UNAVAILABLE_MS - 1);
    expect(actor.getSnapshot().value).toBe('unavailable');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ streaming: 'connecting' });
    // A fresh start: the next loss waits the first delay again.
    report({ type: 'STREAM.DROPPED' });
    expect(actor.getSnapshot().context.failures).toBe(1);
  });

  test('a stream that opened starts the back-off over; one that falls silent is dropped', () => {
    const { actor, clock, counts, report } = start();
    actor.send({ type: 'START' });
    report({ type: 'STREAM.DROPPED' });
    clock.increment(LIVE_BACKOFF_MS[0]);
    report({ type: 'STREAM.DROPPED' });
    expect(actor.getSnapshot().context.failures).toBe(2);
    clock.increment(LIVE_BACKOFF_MS[1]);
    report({ type: 'STREAM.OPEN' });
    expect(actor.getSnapshot().context.failures).toBe(0);
    // Keep-alives hold it open; silence past two of them closes it and tries again.
    clock.increment(LIVE_SILENCE_MS - 1);
    report({ type: 'STREAM.ALIVE' });
    clock.increment(LIVE_SILENCE_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ streaming: 'open' });
    const closedBefore = counts.closed;
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('backingOff');
    expect(counts.closed).toBe(closedBefore + 1);
  });

  test('a refused stream (another tab holds it) waits 5 minutes with the heartbeat alone', () => {
    const { actor, clock, counts, report } = start();
    actor.send({ type: 'START' });
    report({ type: 'STREAM.REFUSED' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    clock.increment(LIVE_UNAVAILABLE_MS);
    expect(counts.opened).toBe(2);
  });
});

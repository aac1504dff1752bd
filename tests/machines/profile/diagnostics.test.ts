import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type DiagnosticsFacts,
  diagnosticsMachine,
  diagnosticsText,
} from '../../../machines/profile/diagnostics.machine';
import {
  clearConfirming,
  clearing,
  detailsText,
  diagnosticsFacts,
  roundTripMeasuring,
  roundTripMs,
  serverUnreachable,
} from '../../../machines/profile/diagnostics.selectors';
import { MockActors } from '../coverage/mockActors';
import { facts } from './diagnostics.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const READ_AT = Date.UTC(2026, 11, 1, 4, 0);

function start() {
  const mocks = new MockActors();
  const cleared: boolean[] = [];
  const actor = createActor(
    diagnosticsMachine.provide({
      actors: {
        read: mocks.promise<DiagnosticsFacts>(),
        ping: mocks.promise<number>(),
        copyText: mocks.promise<boolean, { text: string }>(),
        clear: fromPromise<void, { signOut: boolean }>(async ({ input }) => {
          cleared.push(input.signOut);
        }),
      },
    }),
    { clock: new SimulatedClock(), input: { now: () => READ_AT } },
  );
  actor.start();
  return { actor, mocks, cleared };
}

describe('diagnostics', () => {
  it('reads the facts and times a round trip at once, and again on REFRESH', async () => {
    const { actor, mocks } = start();
    expect(roundTripMeasuring(actor.getSnapshot())).toBe(true);
    mocks.resolve('read', facts);
    mocks.resolve('ping', 84);
    await flush();
    expect(diagnosticsFacts(actor.getSnapshot())).toEqual(facts);
    expect(roundTripMs(actor.getSnapshot())).toBe(84);
    actor.send({ type: 'REFRESH' });
    expect(roundTripMeasuring(actor.getSnapshot())).toBe(true);
    mocks.reject('ping', new Error('offline'));
    await flush();
    expect(serverUnreachable(actor.getSnapshot())).toBe(true);
    expect(roundTripMs(actor.getSnapshot())).toBeNull();
  });

  it('copies a text support can read, one fact a line', async () => {
    const { actor, mocks } = start();
    mocks.resolve('read', facts);
    mocks.resolve('ping', 84);
    await flush();
    const text = detailsText(actor.getSnapshot());
    expect(text.split('\n')).toEqual([
      'Lucky Lobby diagnostics',
      'read at: 2026-12-01T04:00:00.000Z',
      'version: 1.0.28 (build index-abc123)',
      'layout: mobile',
      'browser: Chrome on Android',
      'screen: 390×844 @3x, viewport 390×844',
      'languages: en-PH, fil',
      'installed app: no',
      'online: yes',
      'service worker: registered yes, controlling yes',
      'worker: activated https://lucky.example/sw.js (scope https://lucky.example/)',
      'caches: workbox-precache-v2 (243)',
      'storage: 3.0 MB of 1024.0 MB',
      'server round trip: 84 ms',
    ]);
    actor.send({ type: 'COPY', text });
    mocks.resolve('copyText', true);
    await flush();
    expect(actor.getSnapshot().context.notice?.id).toBe('diagnostics.copied');
  });

  it('says what it could not read', () => {
    expect(diagnosticsText({ facts: null, readAt: null, roundTrip: null })).toBe(
      'Lucky Lobby diagnostics\nread at: unknown\nserver round trip: failed or not measured',
    );
  });

  it('asks before clearing; Cancel clears nothing; the token goes only when the player signs out too', async () => {
    const first = start();
    first.actor.send({ type: 'CLEAR' });
    expect(clearConfirming(first.actor.getSnapshot())).toBe(true);
    first.actor.send({ type: 'CANCEL' });
    expect(clearConfirming(first.actor.getSnapshot())).toBe(false);
    expect(first.cleared).toEqual([]);
    first.actor.send({ type: 'CLEAR' });
    first.actor.send({ type: 'CONFIRM', signOut: false });
    expect(clearing(first.actor.getSnapshot())).toBe(true);
    await flush();
    expect(first.cleared).toEqual([false]);

    const second = start();
    second.actor.send({ type: 'CLEAR' });
    second.actor.send({ type: 'CONFIRM', signOut: true });
    await flush();
    expect(second.cleared).toEqual([true]);
  });
});

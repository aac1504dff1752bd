import { type DiagnosticsFacts, diagnosticsMachine } from '../../../machines/profile/diagnostics.machine';
import { NetworkError } from '../../../src/api/client/errors';
import { defineMachineSpec } from '../coverage/measureCoverage';

/** A phone whose worker controls the page, with one precache. */
export const facts: DiagnosticsFacts = {
  device: {
    version: '1.0.28',
    build: 'index-abc123',
    layout: 'mobile',
    browser: 'Chrome',
    os: 'Android',
    screen: '390×844 @3x',
    viewport: '390×844',
    languages: 'en-PH, fil',
    standalone: false,
    online: true,
  },
  worker: {
    supported: true,
    registered: true,
    controlling: true,
    scope: 'https://lucky.example/',
    state: 'activated',
    script: 'https://lucky.example/sw.js',
  },
  cache: { caches: [{ name: 'workbox-precache-v2', entries: 243 }], usage: 3_145_728, quota: 1_073_741_824 },
};

export const diagnosticsSpec = defineMachineSpec({
  name: 'diagnostics',
  machine: diagnosticsMachine,
  input: { now: () => Date.UTC(2026, 11, 1, 4, 0) },
  events: [
    { type: 'xstate.done.actor.read', output: facts, actorId: 'read' as const },
    { type: 'xstate.error.actor.read', error: new Error('SecurityError'), actorId: 'read' as const },
    { type: 'xstate.done.actor.ping', output: 84, actorId: 'ping' as const },
    {
      type: 'xstate.error.actor.ping',
      error: new NetworkError('/app/v1/online', new TypeError('Failed to fetch')),
      actorId: 'ping' as const,
    },
    { type: 'REFRESH' },
    { type: 'COPY', text: 'Lucky Lobby diagnostics' },
    { type: 'xstate.done.actor.copyText', output: true, actorId: 'copyText' as const },
    { type: 'xstate.done.actor.copyText', output: false, actorId: 'copyText' as const },
    { type: 'xstate.error.actor.copyText', error: new Error('denied'), actorId: 'copyText' as const },
    { type: 'CLEAR' },
    { type: 'CANCEL' },
    { type: 'CONFIRM', signOut: false },
    { type: 'CONFIRM', signOut: true },
    { type: 'xstate.done.actor.clear', output: undefined, actorId: 'clear' as const },
    { type: 'xstate.error.actor.clear', error: new Error('quota'), actorId: 'clear' as const },
  ],
  mocks: (mocks) => ({
    read: mocks.promise<DiagnosticsFacts>(),
    ping: mocks.promise<number>(),
    clear: mocks.promise<void, { signOut: boolean }>(),
    copyText: mocks.promise<boolean, { text: string }>(),
  }),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.facts !== null, snapshot.context.roundTrip]),
});

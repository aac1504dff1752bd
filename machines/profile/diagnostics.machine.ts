import { assign, fromPromise, setup } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { type DeviceReport, deviceReport, pageNow } from '../../src/platform/device/deviceReport';
import {
  type CacheState,
  cacheState,
  clearAppCache,
  type ServiceWorkerState,
  serviceWorkerState,
} from '../../src/platform/pwa/cacheReport';
import { reloadPage } from '../../src/platform/pwa/serviceWorker';
import type { Settled } from '../shared/actorEvents';
import { type CopyEvent, type CopySettled, clipboardRegion, copied, copyTextActor } from '../shared/clipboard';
import type { TypesOf } from '../shared/machineTypes';
import { type Notice, notice } from '../shared/notice';

/**
 * The diagnostics page (/test, spec §2; docs/profile.md "Diagnostics"): what support asks a player to open when
 * the app misbehaves on their phone. Three regions side by side:
 *
 * - `facts`: this copy of the app and the device (version, build, layout, browser, screen, languages, installed or
 *   not, online or not), the service worker (registered, controlling, scope, state) and the caches (Cache Storage
 *   names and entries, the storage estimate), read on entry and on REFRESH;
 * - `network`: a round trip to the server (the heartbeat call `online`, the cheapest a logged-in player makes),
 *   timed on the page's monotonic clock; a failure says so, REFRESH measures again;
 * - `action`: Copy details (the text support reads, `diagnosticsText`), and Clear cache and reload, which asks
 *   first (CLEAR → confirming; CONFIRM {signOut} or CANCEL): the service workers unregistered, every cache deleted,
 *   the login token kept unless the player also asked to sign out (then the server is told too), and the page
 *   reloaded.
 */

export interface DiagnosticsInput {
  /** The wall clock stamped on the copied text; the page passes nothing (Date.now), tests a fixed one. */
  now?: () => number;
}

/** What the facts region reads: each part null until read. */
export interface DiagnosticsFacts {
  device: DeviceReport;
  worker: ServiceWorkerState;
  cache: CacheState;
}

export interface DiagnosticsContext {
  now: () => number;
  facts: DiagnosticsFacts | null;
  /** When the facts were read (wall clock, ms). */
  readAt: number | null;
  /** The last round trip in ms (page clock), null before one answered. */
  roundTrip: number | null;
  notice: Notice | null;
}

export type DiagnosticsEvent =
  | { type: 'REFRESH' }
  | CopyEvent
  | { type: 'CLEAR' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM'; signOut: boolean }
  | Settled<DiagnosticsFacts, 'read'>
  | Settled<number, 'ping'>
  | Settled<void, 'clear'>
  | CopySettled;

/** The parts read, each on its own: a browser that refuses one (private mode, no caches) still shows the others. */
async function readFacts(): Promise<DiagnosticsFacts> {
  const noWorker: ServiceWorkerState = {
    supported: false,
    registered: false,
    controlling: false,
    scope: '',
    state: '',
    script: '',
  };
  const [worker, cache] = await Promise.all([
    serviceWorkerState().catch(() => noWorker),
    cacheState().catch((): CacheState => ({ caches: [], usage: null, quota: null })),
  ]);
  return { device: deviceReport(), worker, cache };
}

/** The heartbeat call, timed on the page's monotonic clock (ms, whole). */
async function timeRoundTrip(signal: AbortSignal): Promise<number> {
  const started = pageNow();
  await callApi('online', {}, { signal });
  return Math.round(pageNow() - started);
}

async function clearAndSignOut(signOut: boolean): Promise<void> {
  // Signing out tells the server first (its answer does not matter: the token goes either way).
  if (signOut) await callApi('logout', {}).catch(() => undefined);
  await clearAppCache(signOut);
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const megabytes = (bytes: number | null) => (bytes === null ? 'unknown' : `${(bytes / 1_048_576).toFixed(1)} MB`);

/**
 * The text Copy details puts on the clipboard, in English for the support desk whatever the page's language:
 * one fact a line, `name: value`.
 */
export function diagnosticsText(context: Pick<DiagnosticsContext, 'facts' | 'readAt' | 'roundTrip'>): string {
  const { facts, readAt, roundTrip } = context;
  const lines = ['Lucky Lobby diagnostics', `read at: ${readAt === null ? 'unknown' : new Date(readAt).toISOString()}`];
  if (facts) {
    const { device, worker, cache } = facts;
    lines.push(
      `version: ${device.version} (build ${device.build})`,
      `layout: ${device.layout}`,
      `browser: ${device.browser} on ${device.os}`,
      `screen: ${device.screen}, viewport ${device.viewport}`,
      `languages: ${device.languages}`,
      `installed app: ${yesNo(device.standalone)}`,
      `online: ${yesNo(device.online)}`,
      `service worker: ${worker.supported ? `registered ${yesNo(worker.registered)}, controlling ${yesNo(worker.controlling)}` : 'not supported'}`,
    );
    if (worker.registered) lines.push(`worker: ${worker.state} ${worker.script} (scope ${worker.scope})`);
    lines.push(
      `caches: ${cache.caches.length === 0 ? 'none' : cache.caches.map((c) => `${c.name} (${c.entries})`).join(', ')}`,
      `storage: ${megabytes(cache.usage)} of ${megabytes(cache.quota)}`,
    );
  }
  lines.push(`server round trip: ${roundTrip === null ? 'failed or not measured' : `${roundTrip} ms`}`);
  return lines.join('\n');
}

export const diagnosticsMachine = setup({
  types: {} as TypesOf<DiagnosticsContext, DiagnosticsEvent, DiagnosticsInput, 'read' | 'ping' | 'clear' | 'copyText'>,
  actors: {
    read: fromPromise<DiagnosticsFacts>(() => readFacts()),
    ping: fromPromise<number>(({ signal }) => timeRoundTrip(signal)),
    clear: fromPromise<void, { signOut: boolean }>(({ input }) => clearAndSignOut(input.signOut)),
    copyText: copyTextActor,
  },
  guards: { copied },
  actions: {
    assignFacts: assign({
      facts: (_, facts: DiagnosticsFacts) => facts,
      readAt: ({ context }) => context.now(),
    }),
    assignRoundTrip: assign({ roundTrip: (_, ms: number) => ms }),
    forgetRoundTrip: assign({ roundTrip: null }),
    noticeCopied: assign({ notice: () => notice('diagnostics.copied', 'success') }),
    noticeCopyFailed: assign({ notice: () => notice('common.copyFail', 'error') }),
    noticeClearFailed: assign({ notice: () => notice('diagnostics.clearFailed', 'error') }),
    reload: () => reloadPage(),
  },
}).createMachine({
  id: 'diagnostics',
  context: ({ input }) => ({
    now: input.now ?? Date.now,
    facts: null,
    readAt: null,
    roundTrip: null,
    notice: null,
  }),
  type: 'parallel',
  states: {
    facts: {
      initial: 'reading',
      states: {
        reading: {
          tags: ['reading'],
          description: 'The device, the service worker and the caches are read.',
          invoke: {
            id: 'read',
            src: 'read',
            onDone: { target: 'shown', actions: { type: 'assignFacts', params: ({ event }) => event.output } },
            onError: 'shown',
          },
        },
        shown: {
          description: 'The facts as read; REFRESH reads them again.',
          on: { REFRESH: 'reading' },
        },
      },
    },
    network: {
      initial: 'measuring',
      states: {
        measuring: {
          tags: ['measuring'],
          description: 'One heartbeat call, timed on the page clock.',
          invoke: {
            id: 'ping',
            src: 'ping',
            onDone: { target: 'answered', actions: { type: 'assignRoundTrip', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: 'forgetRoundTrip' },
          },
        },
        answered: {
          description: 'The server answered: the round trip in ms. REFRESH measures again.',
          on: { REFRESH: 'measuring' },
        },
        failed: {
          tags: ['unreachable'],
          description:
            'The call failed (offline, a time-out, a server error): the page says the server was not reached.',
          on: { REFRESH: 'measuring' },
        },
      },
    },
    copy: clipboardRegion({ id: 'copyText', description: 'Copy details: the text for support to the clipboard.' }),
    repair: {
      initial: 'idle',
      states: {
        idle: { on: { CLEAR: 'confirming' } },
        confirming: {
          tags: ['confirming'],
          description: 'Clear cache and reload? The player may also sign out; Cancel changes nothing.',
          on: { CANCEL: 'idle', CONFIRM: 'clearing' },
        },
        clearing: {
          tags: ['clearing'],
          description: 'Service workers unregistered, caches deleted (the token too when signing out); then a reload.',
          invoke: {
            id: 'clear',
            src: 'clear',
            input: ({ event }) => ({ signOut: event.type === 'CONFIRM' && event.signOut }),
            onDone: { target: 'reloading', actions: 'reload' },
            onError: { target: 'idle', actions: 'noticeClearFailed' },
          },
        },
        reloading: {
          tags: ['clearing'],
          description: 'The page reloads and fetches the app afresh.',
          type: 'final',
        },
      },
    },
  },
});

export type DiagnosticsMachine = typeof diagnosticsMachine;

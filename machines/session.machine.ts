import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate';
import { callApi } from '../src/api/client/call';
import { errorMessage } from '../src/api/client/errorMessage';
import { onUnauthorized } from '../src/api/client/unauthorized';
import type { Game, WebConfig } from '../src/api/contract/entities';
import type { DataOf } from '../src/api/contract/map';
import { local } from '../src/platform/storage';

/**
 * The root session machine (the app creates it with `systemId: 'session'`).
 *
 * Now: the guest start-up of spec §4 — anonymous appConfig sent with the stored gameListVersion; the stored
 * game list is replaced (and persisted) only when the answer's version differs. Later issues add the
 * logged-in branch (login info on start-up, login, logout on 401 or confirmation, the 60 s heartbeat)
 * and the long-lived children.
 */

export type AppConfig = DataOf<'appConfig'>;

export interface LoadAnonymousConfigInput {
  /** Sent only when a stored list goes with it, so a `null` list in the answer always means "yours is current". */
  gameListVersion: string | undefined;
}

export interface SessionContext {
  webConfig: WebConfig | null;
  gameList: Game[];
  gameListVersion: string | null;
  /** react-intl message id of the last start-up failure. */
  error: string | null;
  /** Values for `error`'s message (`{code}`, `{status}`), when it has any. */
  errorValues: Record<string, string | number> | null;
  /** Failed start-up attempts since the last success. */
  retries: number;
}

export type SessionEvent =
  | { type: 'RETRY' }
  /** Any answer had code 401 (src/api/client/unauthorized.ts). Issue 3 handles it in the logged-in states. */
  | { type: 'UNAUTHORIZED' }
  // The invoke outcomes are listed so named guards and actions get typed payloads (and tests typed variants).
  | DoneActorEvent<AppConfig, 'loadAnonymousConfig'>
  | ErrorActorEvent<unknown, 'loadAnonymousConfig'>;

/** Automatic retries after a failed start-up; after these only RETRY (the player's button) starts again. */
export const MAX_AUTO_RETRIES = 3;
/** First automatic retry after 2 s, then 4 s, then 8 s. */
export const RETRY_BASE_MS = 2_000;

/** Initial context: what the previous visit stored. */
export function readStoredSession(): SessionContext {
  const gameList = local.get('gameList');
  // A version without its list is worthless: the server would answer "current" and we would show nothing.
  const gameListVersion = gameList ? (local.get('gameVersion') ?? null) : null;
  return {
    webConfig: local.get('webConfig') ?? null,
    gameList: gameList ?? [],
    gameListVersion,
    error: null,
    errorValues: null,
    retries: 0,
  };
}

function loadAnonymousConfigInput({ context }: { context: SessionContext }): LoadAnonymousConfigInput {
  return { gameListVersion: context.gameListVersion ?? undefined };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadAnonymousConfig: fromPromise<AppConfig, LoadAnonymousConfigInput>(({ input, signal }) =>
      callApi('appConfig', input.gameListVersion === undefined ? {} : { gameListVersion: input.gameListVersion }, {
        signal,
      }),
    ),
    /** Forwards every 401 answer to the session as UNAUTHORIZED; unsubscribes when the session stops. */
    watchUnauthorized: fromCallback<SessionEvent>(({ sendBack }) =>
      onUnauthorized(() => sendBack({ type: 'UNAUTHORIZED' })),
    ),
  },
  guards: {
    gameListVersionChanged: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadAnonymousConfig');
      return event.output.gameList !== null && event.output.gameListVersion !== context.gameListVersion;
    },
    canRetryAutomatically: ({ context }) => context.retries <= MAX_AUTO_RETRIES,
  },
  actions: {
    replaceGameList: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadAnonymousConfig');
      return { gameList: event.output.gameList ?? [], gameListVersion: event.output.gameListVersion };
    }),
    persistGameList: ({ context }) => {
      local.set('gameList', context.gameList);
      if (context.gameListVersion !== null) local.set('gameVersion', context.gameListVersion);
    },
    keepStoredGameList: () => {
      // Nothing to change: the context already holds the stored list, which the answer says is current.
      // Named so the chart reads as the spec does ("replaced only when the version differs").
    },
    assignWebConfig: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadAnonymousConfig');
      return { webConfig: event.output.webConfig };
    }),
    persistWebConfig: ({ context }) => {
      if (context.webConfig) local.set('webConfig', context.webConfig);
    },
    clearFailure: assign({ error: null, errorValues: null, retries: 0 }),
    assignError: assign(({ context, event }) => {
      assertEvent(event, 'xstate.error.actor.loadAnonymousConfig');
      const text = errorMessage(event.error);
      return { error: text.id, errorValues: text.values ?? null, retries: context.retries + 1 };
    }),
  },
  delays: {
    /** Exponential back-off: 2 s after the first failure, 4 s after the second, 8 s after the third. */
    retryDelay: ({ context }) => RETRY_BASE_MS * 2 ** Math.max(0, context.retries - 1),
  },
}).createMachine({
  id: 'session',
  context: readStoredSession,
  invoke: { id: 'watchUnauthorized', src: 'watchUnauthorized' },
  initial: 'starting',
  states: {
    starting: {
      description: 'Asks for the anonymous config, sending the stored game-list version.',
      invoke: {
        id: 'loadAnonymousConfig',
        src: 'loadAnonymousConfig',
        input: loadAnonymousConfigInput,
        onDone: [
          {
            guard: 'gameListVersionChanged',
            target: 'guest',
            actions: ['replaceGameList', 'persistGameList', 'assignWebConfig', 'persistWebConfig', 'clearFailure'],
          },
          {
            target: 'guest',
            actions: ['keepStoredGameList', 'assignWebConfig', 'persistWebConfig', 'clearFailure'],
          },
        ],
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    guest: {
      description: 'Configuration and catalogue loaded; browsing as a guest.',
    },
    failed: {
      description: 'Start-up failed: shows the error, retries by itself a few times, then waits for RETRY.',
      after: {
        retryDelay: { guard: 'canRetryAutomatically', target: 'starting' },
      },
      on: {
        RETRY: 'starting',
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

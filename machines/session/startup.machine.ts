import { type AnyActorRef, assertEvent, assign, type DoneActorEvent, sendTo, setup } from 'xstate';
import { errorMessage } from '../../src/api/client/errorMessage';
import { ErrcodeError } from '../../src/api/client/errors';
import type { Game, WebConfig } from '../../src/api/contract/entities';
import type { IndexedCatalogue, StoredCatalogueEvent } from '../../src/platform/gameList/catalogue';
import type { StoreCatalogueInput } from '../../src/platform/gameList/catalogueActors';
import type { CatalogueIndex } from '../../src/platform/gameList/catalogueIndex';
import { local } from '../../src/platform/storage/storage';
import type { Settled } from '../shared/actorEvents';
import {
  type AfterLoginInfo,
  type AppConfig,
  type LoadAnonymousConfigInput,
  type LoadLoginInfoInput,
  startupActors,
} from './session.actors';

/**
 * The session's start-up (its child `startup` while the session is `starting`): who the visitor is, with which
 * configuration and catalogue.
 *
 * A guest first reads the catalogue the last visit stored (IndexedDB, read by the game-list worker:
 * src/platform/gameList/), then asks for the anonymous appConfig with its version. A stored token asks
 * getAfterLoginInfoWeb beside that read (`resuming`, two regions) and ends as a player once both are in; a 401
 * forgets the token and falls back to the guest start-up. Either way the stored game list is replaced only when the
 * answer's gameListVersion differs: a guest's new list is checked and stored by the worker before the lobby shows
 * it (`checkingCatalogue`), a player's (checked with the login info) is handed to the session for the worker to
 * store.
 *
 * The session hears it as it goes (the stored list shows while a new one is checked): `STARTUP.CATALOGUE` with each
 * list it takes, `STARTUP.CONFIG` with the answer's web config, `STARTUP.TOKEN_REFUSED` when the stored token is
 * gone; its output says how it ended: a guest, a player with the login info, or failed with the message.
 */

export interface StartupInput {
  /** Who hears the reports (the session). */
  session: { send(event: StartupReport): void };
  /** A token was stored by an earlier visit. */
  hasToken: boolean;
  /** The version of the list the session already holds (a retry after a failure keeps it). */
  gameListVersion: string | null;
}

/** The catalogue the session shows: the list, the worker's indexes (none for a player's list) and its version. */
export interface StartupCatalogue {
  gameList: Game[];
  gameIndex: CatalogueIndex | null;
  gameListVersion: string | null;
}

/** What the start-up tells the session as it goes. */
export type StartupReport =
  /** A list to show: the stored one, the guest's checked one, or the player's (`store`: for the worker to store). */
  | { type: 'STARTUP.CATALOGUE'; catalogue: StartupCatalogue; store: boolean }
  /** The start-up answer's web config (the answer came; the last failure is over). */
  | { type: 'STARTUP.CONFIG'; webConfig: WebConfig }
  /** The login info refused the stored token (401): the player is gone. */
  | { type: 'STARTUP.TOKEN_REFUSED' };

/** How the start-up ended. */
export type StartupOutput =
  | { outcome: 'guest' }
  | { outcome: 'player'; loginInfo: AfterLoginInfo }
  | { outcome: 'failed'; error: string; errorValues: Record<string, string | number> | null };

interface StartupContext extends StartupCatalogue {
  session: StartupInput['session'];
  hasToken: boolean;
  /** The login info, held from its answer until both regions of `resuming` are in, then the player's. */
  loginInfo: AfterLoginInfo | null;
  /** How it ended (the machine's output). */
  outcome: StartupOutput | null;
}

export type StartupEvent =
  | StoredCatalogueEvent
  | Settled<AppConfig, 'loadAnonymousConfig'>
  | Settled<IndexedCatalogue, 'checkCatalogue'>
  | Settled<AfterLoginInfo, 'loadLoginInfo'>
  /** Both regions of `resuming` are done (the catalogue read, the login info answered or refused). */
  | { type: 'xstate.done.state.startup.resuming' };

type AnswerDone = DoneActorEvent<AppConfig, 'loadAnonymousConfig'> | DoneActorEvent<AfterLoginInfo, 'loadLoginInfo'>;
const ANSWER_DONE = ['xstate.done.actor.loadAnonymousConfig', 'xstate.done.actor.loadLoginInfo'] as const;

/** Both regions of `resuming` are done: the login info they waited with is in context. */
const RESUMED = 'xstate.done.state.startup.resuming' as const;

type Args = { context: StartupContext; event: StartupEvent };

/** The start-up answer: the invoke's output, or the login info `resuming` held until the catalogue was read. */
function answerOf({ context, event }: Args): AnswerDone['output'] {
  if (event.type === RESUMED && context.loginInfo) return context.loginInfo;
  assertEvent(event, [...ANSWER_DONE]);
  return event.output;
}

const versionInput = ({ context }: { context: StartupContext }) => ({
  gameListVersion: context.gameListVersion ?? undefined,
});

/**
 * The login info asked beside the catalogue's read: with the version the `gameVersion` key names, which is the
 * version of the list the read is fetching (src/platform/gameList/catalogueClient.ts keeps them in step; when the
 * read finds nothing usable the key is removed and `needsLoginInfoAgain` asks once more without it).
 */
function besideReadInput(): LoadLoginInfoInput {
  return { gameListVersion: local.get('gameVersion') };
}

/** The guest's new list, for the worker to check and store. */
function checkCatalogueInput(args: Args): StoreCatalogueInput {
  const answer = answerOf(args);
  return { list: answer.gameList, version: answer.gameListVersion };
}

/** The reports go to the session that started it (its input), as the other children's do. */
const toSession = ({ context }: { context: StartupContext }) => context.session as AnyActorRef;

const catalogueOf = ({ gameList, gameIndex, gameListVersion }: StartupContext): StartupCatalogue => ({
  gameList,
  gameIndex,
  gameListVersion,
});

/** Every answer's web config goes to the session; a player's answer is the output. */
const ANSWERED = ['reportConfig', 'keepAnswer'] as const;
/** The login info at start-up: its list replaces the stored one only when its version differs. */
const AS_PLAYER = [
  {
    guard: 'gameListVersionChanged',
    target: 'player',
    actions: ['replaceGameList', 'reportListToStore', ...ANSWERED],
  },
  { target: 'player', actions: ['keepStoredGameList', ...ANSWERED] },
] as const;

export const startupMachine = setup({
  types: {
    context: {} as StartupContext,
    events: {} as StartupEvent,
    input: {} as StartupInput,
    output: {} as StartupOutput,
    children: {} as {
      readStoredCatalogue: 'readStoredCatalogue';
      loadLoginInfo: 'loadLoginInfo';
      loadAnonymousConfig: 'loadAnonymousConfig';
      checkCatalogue: 'storeCatalogue';
    },
  },
  actors: startupActors,
  guards: {
    hasStoredToken: ({ context }) => context.hasToken,
    /** The login info refused the token (401): it is gone, the guest start-up follows. */
    tokenForgotten: ({ context }) => !context.hasToken,
    /**
     * No login info to go on: it said the list of the version it was asked with is current, but the read found no
     * usable list (evicted, written by an older build; the lobby would be empty), or none is held.
     */
    needsLoginInfoAgain: ({ context }) =>
      context.loginInfo === null || (context.loginInfo.gameList === null && context.gameListVersion === null),
    gameListVersionChanged: (args) => {
      const answer = answerOf(args);
      return answer.gameList !== null && answer.gameListVersion !== args.context.gameListVersion;
    },
    tokenRefused: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.loadLoginInfo');
      return event.error instanceof ErrcodeError && event.error.code === 401;
    },
  },
  actions: {
    assignStoredCatalogue: assign(({ event }) => {
      assertEvent(event, 'CATALOGUE.READ');
      const { games, index, version } = event.catalogue;
      return { gameList: games, gameIndex: index, gameListVersion: version };
    }),
    assignCheckedCatalogue: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkCatalogue');
      const { games, index, version } = event.output;
      return { gameList: games, gameIndex: index, gameListVersion: version };
    }),
    /** The player's list (checked with the login info): no worker indexes yet, the lobby builds them. */
    replaceGameList: assign((args) => {
      const answer = answerOf(args);
      return { gameList: answer.gameList ?? [], gameIndex: null, gameListVersion: answer.gameListVersion };
    }),
    keepStoredGameList: () => {
      // Nothing to change: the context already holds the stored list, which the answer says is current.
      // Named so the chart reads as the spec does ("replaced only when the version differs").
    },
    reportCatalogue: sendTo(toSession, ({ context }) => ({
      type: 'STARTUP.CATALOGUE' as const,
      catalogue: catalogueOf(context),
      store: false,
    })),
    /** The player's new list goes to the session, which has the worker store it for the next visit. */
    reportListToStore: sendTo(toSession, ({ context }) => ({
      type: 'STARTUP.CATALOGUE' as const,
      catalogue: catalogueOf(context),
      store: true,
    })),
    reportConfig: sendTo(toSession, (args) => ({
      type: 'STARTUP.CONFIG' as const,
      webConfig: answerOf(args).webConfig,
    })),
    /** The login info came before the catalogue's read finished: held until both are in. */
    holdLoginInfo: assign({
      loginInfo: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadLoginInfo');
        return event.output;
      },
    }),
    forgetLoginInfo: assign({ loginInfo: null }),
    /** The answer that ends the start-up: a player's login info, or none for a guest. */
    keepAnswer: assign({
      loginInfo: (args) => {
        const answer = answerOf(args);
        return 'user' in answer ? (answer as AfterLoginInfo) : null;
      },
    }),
    forgetToken: assign({ hasToken: false, loginInfo: null }),
    reportTokenRefused: sendTo(toSession, { type: 'STARTUP.TOKEN_REFUSED' }),
    assignFailure: assign({
      outcome: ({ event }) => {
        assertEvent(event, [
          'xstate.error.actor.loadAnonymousConfig',
          'xstate.error.actor.loadLoginInfo',
          'xstate.error.actor.checkCatalogue',
        ]);
        const text = errorMessage(event.error);
        return { outcome: 'failed' as const, error: text.id, errorValues: text.values ?? null };
      },
    }),
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({
    session: input.session,
    hasToken: input.hasToken,
    gameList: [],
    gameIndex: null,
    gameListVersion: input.gameListVersion,
    loginInfo: null,
    outcome: null,
  }),
  initial: 'boot',
  output: ({ context }): StartupOutput =>
    context.outcome ?? (context.loginInfo ? { outcome: 'player', loginInfo: context.loginInfo } : { outcome: 'guest' }),
  states: {
    boot: {
      description:
        'Chooses the start-up: a stored token asks for the login info beside the catalogue’s read, a guest reads first.',
      always: [{ guard: 'hasStoredToken', target: 'resuming' }, { target: 'readingCatalogue' }],
    },
    readingCatalogue: {
      description:
        'Reads the catalogue the last visit stored (the game-list worker, IndexedDB); without one, a first visit.',
      invoke: { id: 'readStoredCatalogue', src: 'readStoredCatalogue' },
      on: {
        'CATALOGUE.READ': { target: 'askingConfig', actions: ['assignStoredCatalogue', 'reportCatalogue'] },
        'CATALOGUE.NONE': 'askingConfig',
      },
    },
    resuming: {
      description:
        'A stored token: the login info is asked for beside the stored catalogue’s read; it goes on once both are in.',
      type: 'parallel',
      states: {
        catalogue: {
          initial: 'reading',
          states: {
            reading: {
              invoke: { id: 'readStoredCatalogue', src: 'readStoredCatalogue' },
              on: {
                'CATALOGUE.READ': { target: 'read', actions: ['assignStoredCatalogue', 'reportCatalogue'] },
                'CATALOGUE.NONE': 'read',
              },
            },
            read: { type: 'final' },
          },
        },
        loginInfo: {
          initial: 'asking',
          states: {
            asking: {
              description: 'With the stored token and the version of the list being read.',
              invoke: {
                id: 'loadLoginInfo',
                src: 'loadLoginInfo',
                input: besideReadInput,
                onDone: { target: 'answered', actions: 'holdLoginInfo' },
                onError: [
                  // The token is no longer valid: forget it; the guest start-up follows once the read is in.
                  { guard: 'tokenRefused', target: 'refused', actions: ['forgetToken', 'reportTokenRefused'] },
                  { target: '#startup.failed', actions: 'assignFailure' },
                ],
              },
            },
            answered: { type: 'final' },
            refused: { type: 'final' },
          },
        },
      },
      onDone: [
        { guard: 'tokenForgotten', target: 'askingConfig' },
        { guard: 'needsLoginInfoAgain', target: 'reasking', actions: 'forgetLoginInfo' },
        ...AS_PLAYER,
      ],
    },
    reasking: {
      description:
        'The login info called current a list the read did not find: asks again, with the version of what was read (none).',
      invoke: {
        id: 'loadLoginInfo',
        src: 'loadLoginInfo',
        input: versionInput,
        onDone: AS_PLAYER,
        onError: [
          { guard: 'tokenRefused', target: 'askingConfig', actions: ['forgetToken', 'reportTokenRefused'] },
          { target: 'failed', actions: 'assignFailure' },
        ],
      },
    },
    askingConfig: {
      description: 'Asks for the anonymous config, sending the stored game-list version.',
      invoke: {
        id: 'loadAnonymousConfig',
        src: 'loadAnonymousConfig',
        input: versionInput satisfies (args: { context: StartupContext }) => LoadAnonymousConfigInput,
        onDone: [
          { guard: 'gameListVersionChanged', target: 'checkingCatalogue', actions: 'reportConfig' },
          { target: 'guest', actions: ['keepStoredGameList', ...ANSWERED] },
        ],
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    checkingCatalogue: {
      description:
        'A new game list: the worker checks, stores and hands it back ready to render; the stored one shows meanwhile.',
      invoke: {
        id: 'checkCatalogue',
        src: 'storeCatalogue',
        input: checkCatalogueInput,
        onDone: { target: 'guest', actions: ['assignCheckedCatalogue', 'reportCatalogue'] },
        onError: { target: 'failed', actions: 'assignFailure' },
      },
    },
    guest: { type: 'final', description: 'Configuration and catalogue in: the visitor browses as a guest.' },
    player: { type: 'final', description: 'The stored token still holds: the login info is the player’s.' },
    failed: { type: 'final', description: 'A call or the worker’s check failed: the session shows why and retries.' },
  },
});

export type StartupMachine = typeof startupMachine;

import { createEmptyActor } from 'xstate';
import type {
  AfterLoginInfo,
  AppConfig,
  LoadAnonymousConfigInput,
  LoadLoginInfoInput,
} from '../../../machines/session/session.actors';
import { type StartupInput, startupMachine } from '../../../machines/session/startup.machine';
import { NetworkError, SchemaError } from '../../../src/api/client/errors';
import type { IndexedCatalogue } from '../../../src/platform/gameList/catalogue';
import type { StoreCatalogueInput } from '../../../src/platform/gameList/catalogueActors';
import { defineMachineSpec } from '../coverage/measureCoverage';
import type { MockActors } from '../coverage/mockActors';
import {
  currentAnswer,
  loginInfoCurrent,
  loginInfoNewer,
  newerAnswer,
  newerCatalogue,
  seedReturningPlayer,
  seedStoredCatalogue,
  storedCatalogue,
  unauthorizedError,
} from './session.coverage';

const offline = (path: string) => new NetworkError(path, new Error('offline'));

export const startupMocks = (mocks: MockActors) => ({
  readStoredCatalogue: mocks.callback(),
  storeCatalogue: mocks.promise<IndexedCatalogue, StoreCatalogueInput>(),
  loadAnonymousConfig: mocks.promise<AppConfig, LoadAnonymousConfigInput>(),
  loadLoginInfo: mocks.promise<AfterLoginInfo, LoadLoginInfoInput>(),
});

/** The stored catalogue read at start-up: found, or none (a first visit, no IndexedDB). */
const catalogueEvents = [{ type: 'CATALOGUE.READ', catalogue: storedCatalogue }, { type: 'CATALOGUE.NONE' }] as const;

const serializeState = (snapshot: ReturnType<typeof startupMachine.getInitialSnapshot>) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.gameListVersion,
    snapshot.context.hasToken,
    // The login info `resuming` holds until the catalogue is read (current or newer) decides where it goes.
    snapshot.context.loginInfo?.gameListVersion ?? null,
    snapshot.context.outcome?.outcome ?? null,
  ]);

/** The reports go to a session that is not there: the paths are the start-up's own. */
const input = (hasToken: boolean): StartupInput => ({ session: createEmptyActor(), hasToken, gameListVersion: null });

/** A first or returning guest: no token, the anonymous start-up. */
export const startupSpec = defineMachineSpec({
  name: 'startup',
  machine: startupMachine,
  input: input(false),
  events: [
    ...catalogueEvents,
    { type: 'xstate.done.actor.loadAnonymousConfig', output: currentAnswer, actorId: 'loadAnonymousConfig' },
    { type: 'xstate.done.actor.loadAnonymousConfig', output: newerAnswer, actorId: 'loadAnonymousConfig' },
    {
      type: 'xstate.error.actor.loadAnonymousConfig',
      error: offline('/app/v1/anonymous/appConfig'),
      actorId: 'loadAnonymousConfig',
    },
    { type: 'xstate.done.actor.checkCatalogue', output: newerCatalogue, actorId: 'checkCatalogue' },
    {
      type: 'xstate.error.actor.checkCatalogue',
      error: new SchemaError('gameList', 'gameList.0.name'),
      actorId: 'checkCatalogue',
    },
  ],
  mocks: startupMocks,
  serializeState,
  prepare: seedStoredCatalogue,
});

/** A returning player: a stored token, the login-info start-up (and its 401 fallback to a guest). */
export const startupResumeSpec = defineMachineSpec({
  name: 'startup',
  machine: startupMachine,
  input: input(true),
  events: [
    ...catalogueEvents,
    { type: 'xstate.done.actor.loadLoginInfo', output: loginInfoCurrent, actorId: 'loadLoginInfo' },
    { type: 'xstate.done.actor.loadLoginInfo', output: loginInfoNewer, actorId: 'loadLoginInfo' },
    { type: 'xstate.error.actor.loadLoginInfo', error: unauthorizedError, actorId: 'loadLoginInfo' },
    {
      type: 'xstate.error.actor.loadLoginInfo',
      error: offline('/app/v1/getAfterLoginInfoWeb'),
      actorId: 'loadLoginInfo',
    },
    { type: 'xstate.done.actor.loadAnonymousConfig', output: currentAnswer, actorId: 'loadAnonymousConfig' },
  ],
  mocks: startupMocks,
  serializeState,
  // Two regions in `resuming` (the catalogue's read beside the login info) add the orders the two answers come in.
  pathOptions: { limit: 200_000 },
  prepare: seedReturningPlayer,
});

import {
  type AppConfig,
  type LoadAnonymousConfigInput,
  MAX_AUTO_RETRIES,
  sessionMachine,
} from '../../machines/session.machine';
import { NetworkError } from '../../src/api/client/errors';
import { local } from '../../src/platform/storage';
import { defineMachineSpec } from './coverage/measureCoverage';
import { game, webConfig } from './fixtures';

/** What the previous visit left in local storage: a list at version v1. */
export const STORED_VERSION = 'v1';
export const storedGames = [game(1, { hot: 1, hotSort: 2 }), game(2)];

export function seedStoredCatalogue(): void {
  local.clear();
  local.set('gameList', storedGames);
  local.set('gameVersion', STORED_VERSION);
}

/** The server says the stored list is current: same version, no list. */
export const currentAnswer: AppConfig = { webConfig: webConfig(), gameListVersion: STORED_VERSION, gameList: null };
/** The server has a newer catalogue. */
export const newerAnswer: AppConfig = {
  webConfig: webConfig(),
  gameListVersion: 'v2',
  gameList: [game(3, { hot: 1, hotSort: 1 }), game(4)],
};

export const sessionSpec = defineMachineSpec({
  name: 'session',
  machine: sessionMachine,
  events: [
    { type: 'xstate.done.actor.loadAnonymousConfig', output: currentAnswer, actorId: 'loadAnonymousConfig' },
    { type: 'xstate.done.actor.loadAnonymousConfig', output: newerAnswer, actorId: 'loadAnonymousConfig' },
    {
      type: 'xstate.error.actor.loadAnonymousConfig',
      error: new NetworkError('/app/v1/anonymous/appConfig', new Error('offline')),
      actorId: 'loadAnonymousConfig',
    },
    { type: 'RETRY' },
  ],
  mocks: (mocks) => ({
    loadAnonymousConfig: mocks.promise<AppConfig, LoadAnonymousConfigInput>(),
    watchUnauthorized: mocks.callback(),
  }),
  // Retries above the automatic limit behave alike, which keeps the traversal finite.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.gameListVersion,
      snapshot.context.error,
      Math.min(snapshot.context.retries, MAX_AUTO_RETRIES + 1),
    ]),
  prepare: seedStoredCatalogue,
});

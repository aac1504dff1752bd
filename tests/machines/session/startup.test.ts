import { beforeEach, describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';
import { type StartupReport, startupMachine } from '../../../machines/session/startup.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import type { StoredCatalogueEvent } from '../../../src/platform/gameList/catalogue';
import { MockActors } from '../coverage/mockActors';
import {
  currentAnswer,
  loginInfoCurrent,
  loginInfoNewer,
  newerAnswer,
  newerCatalogue,
  STORED_VERSION,
  seedReturningPlayer,
  seedStoredCatalogue,
  storedCatalogue,
  storedGames,
} from './session.coverage';
import { startupMocks } from './startup.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The start-up alone, its reports collected as the session would hear them. */
function start(hasToken: boolean) {
  const mocks = new MockActors();
  const reports: StartupReport[] = [];
  const logic = startupMachine.provide({
    actors: {
      ...startupMocks(mocks),
      // The read answers only when the test sends its event.
      readStoredCatalogue: fromCallback<EventObject, undefined, StoredCatalogueEvent>(() => {}),
    },
  });
  const session = createActor(
    fromCallback<StartupReport>(({ receive }) => receive((event) => reports.push(event))),
  ).start();
  const actor = createActor(logic, { input: { session, hasToken, gameListVersion: null } });
  actor.start();
  return { actor, mocks, reports };
}

beforeEach(() => seedStoredCatalogue());

describe('the start-up child', () => {
  test('a guest: the stored list is reported at once, the config when it comes, then it ends as a guest', async () => {
    const { actor, mocks, reports } = start(false);
    expect(actor.getSnapshot().value).toBe('readingCatalogue');
    actor.send({ type: 'CATALOGUE.READ', catalogue: storedCatalogue });
    expect(reports).toEqual([
      {
        type: 'STARTUP.CATALOGUE',
        catalogue: { gameList: storedGames, gameIndex: storedCatalogue.index, gameListVersion: STORED_VERSION },
        store: false,
      },
    ]);
    expect(mocks.starts.find((s) => s.id === 'loadAnonymousConfig')?.input).toEqual({ gameListVersion: 'v1' });
    mocks.resolve('loadAnonymousConfig', currentAnswer);
    await flush();
    expect(reports.at(-1)).toEqual({ type: 'STARTUP.CONFIG', webConfig: currentAnswer.webConfig });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'guest' });
  });

  test('a new guest list is checked by the worker before it is reported; the stored one stays meanwhile', async () => {
    const { actor, mocks, reports } = start(false);
    actor.send({ type: 'CATALOGUE.NONE' });
    mocks.resolve('loadAnonymousConfig', newerAnswer);
    await flush();
    expect(actor.getSnapshot().value).toBe('checkingCatalogue');
    expect(reports.map((r) => r.type)).toEqual(['STARTUP.CONFIG']);
    mocks.resolve('checkCatalogue', newerCatalogue);
    await flush();
    expect(reports.at(-1)).toEqual({
      type: 'STARTUP.CATALOGUE',
      catalogue: { gameList: newerCatalogue.games, gameIndex: newerCatalogue.index, gameListVersion: 'v2' },
      store: false,
    });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'guest' });
  });

  test('a stored token ends as a player with the login info; a newer list goes to the session to store', async () => {
    seedReturningPlayer();
    const { actor, mocks, reports } = start(true);
    expect(actor.getSnapshot().matches('resuming')).toBe(true);
    mocks.resolve('loadLoginInfo', loginInfoNewer);
    await flush();
    actor.send({ type: 'CATALOGUE.READ', catalogue: storedCatalogue });
    expect(reports.map((r) => r.type)).toEqual(['STARTUP.CATALOGUE', 'STARTUP.CATALOGUE', 'STARTUP.CONFIG']);
    expect(reports[1]).toMatchObject({ store: true, catalogue: { gameListVersion: 'v2', gameIndex: null } });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'player', loginInfo: loginInfoNewer });
  });

  test('a refused token is reported, then the guest start-up follows', async () => {
    seedReturningPlayer();
    const { actor, mocks, reports } = start(true);
    mocks.reject('loadLoginInfo', new ErrcodeError('/app/v1/getAfterLoginInfoWeb', 401, 401));
    await flush();
    expect(reports).toEqual([{ type: 'STARTUP.TOKEN_REFUSED' }]);
    actor.send({ type: 'CATALOGUE.NONE' });
    expect(actor.getSnapshot().value).toBe('askingConfig');
    expect(actor.getSnapshot().context.hasToken).toBe(false);
  });

  test('a failure ends it with the message for the session to show', async () => {
    const { actor, mocks } = start(false);
    actor.send({ type: 'CATALOGUE.NONE' });
    mocks.reject('loadAnonymousConfig', new NetworkError('/app/v1/anonymous/appConfig', new Error('offline')));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', error: 'error.network', errorValues: null });
  });

  test('a player’s current list is kept and not reported again', async () => {
    seedReturningPlayer();
    const { actor, mocks, reports } = start(true);
    actor.send({ type: 'CATALOGUE.READ', catalogue: storedCatalogue });
    mocks.resolve('loadLoginInfo', loginInfoCurrent);
    await flush();
    expect(reports.map((r) => r.type)).toEqual(['STARTUP.CATALOGUE', 'STARTUP.CONFIG']);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'player', loginInfo: loginInfoCurrent });
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise, type InspectionEvent, SimulatedClock } from 'xstate';
import {
  type AppConfig,
  type LoadAnonymousConfigInput,
  RETRY_BASE_MS,
  sessionMachine,
} from '../../../machines/session/session.machine';
import { ErrcodeError, NetworkError, SchemaError } from '../../../src/api/client/errors';
import { notifyUnauthorized } from '../../../src/api/client/unauthorized';
import type { IndexedCatalogue } from '../../../src/platform/gameList/catalogue';
import type { StoreCatalogueInput } from '../../../src/platform/gameList/catalogueActors';
import { local } from '../../../src/platform/storage/storage';
import { MockActors } from '../coverage/mockActors';
import { catalogueFakes, seedCatalogue, storedLists } from '../storedCatalogue';
import { provideSession, startupOf } from './provideSession';
import {
  currentAnswer,
  newerAnswer,
  newerCatalogue,
  STORED_VERSION,
  seedStoredCatalogue,
  sessionSpec,
  storedCatalogue,
  storedGames,
} from './session.coverage';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const LOAD = 'loadAnonymousConfig';

function start(options: { realWatcher?: boolean; catalogue?: Partial<typeof catalogueFakes> } = {}) {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const received: string[] = [];
  let session: AnyActorRef | undefined;
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.event' && session && event.actorRef === session) {
      received.push(event.event.type);
    }
  };
  const catalogue = { ...catalogueFakes, ...options.catalogue };
  const machine = provideSession(
    options.realWatcher
      ? { ...catalogue, loadAnonymousConfig: mocks.promise<AppConfig, LoadAnonymousConfigInput>() }
      : {
          ...catalogue,
          loadAnonymousConfig: mocks.promise<AppConfig, LoadAnonymousConfigInput>(),
          watchUnauthorized: mocks.callback(),
        },
  );
  const actor = createActor(machine, { clock, inspect, systemId: 'session' });
  session = actor;
  actor.start();
  return { actor, mocks, clock, received };
}

const loadInputs = (mocks: MockActors) => mocks.starts.filter((s) => s.id === LOAD).map((s) => s.input);

beforeEach(() => {
  local.clear();
  seedCatalogue(null);
  storedLists.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('session start-up (guest)', () => {
  test('starts by asking for the anonymous config with the stored game-list version', () => {
    seedStoredCatalogue();
    const { actor, mocks } = start();
    expect(actor.getSnapshot().value).toBe('starting');
    expect(actor.getSnapshot().context.gameList).toEqual(storedGames);
    expect(loadInputs(mocks)).toEqual([{ gameListVersion: STORED_VERSION }]);
    actor.stop();
  });

  test('reads the stored catalogue first and asks nothing until it is read', () => {
    seedStoredCatalogue();
    const { actor, mocks } = start({ catalogue: { readStoredCatalogue: fromCallback(() => {}) } });
    expect(startupOf(actor).getSnapshot().value).toBe('readingCatalogue');
    expect(actor.getSnapshot().hasTag('starting')).toBe(true);
    expect(actor.getSnapshot().context.gameList).toEqual([]);
    expect(loadInputs(mocks)).toEqual([]);
    startupOf(actor).send({ type: 'CATALOGUE.READ', catalogue: storedCatalogue });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(actor.getSnapshot().context).toMatchObject({ gameList: storedGames, gameListVersion: STORED_VERSION });
    expect(loadInputs(mocks)).toEqual([{ gameListVersion: STORED_VERSION }]);
    actor.stop();
  });

  test('sends no version when no list is stored, even if a version is', () => {
    local.set('gameVersion', 'v9');
    const { actor, mocks } = start();
    expect(loadInputs(mocks)).toEqual([{ gameListVersion: undefined }]);
    expect(actor.getSnapshot().context).toMatchObject({ gameList: [], gameListVersion: null, webConfig: null });
    actor.stop();
  });

  test('version unchanged: keeps the stored list and does not write it again', async () => {
    seedStoredCatalogue();
    const set = vi.spyOn(local, 'set');
    const { actor, mocks } = start();
    mocks.resolve(LOAD, currentAnswer);
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('guest');
    expect(context.gameList).toEqual(storedGames);
    expect(context.gameListVersion).toBe(STORED_VERSION);
    expect(context.webConfig).toEqual(currentAnswer.webConfig);
    const writtenKeys = set.mock.calls.map(([key]) => key);
    expect(writtenKeys).not.toContain('gameList');
    expect(writtenKeys).not.toContain('gameVersion');
    expect(writtenKeys).toContain('webConfig');
    expect(storedLists).toEqual([]);
    expect(local.get('webConfig')).toEqual(currentAnswer.webConfig);
    actor.stop();
  });

  test('version changed: the worker checks and stores the new list while the stored one shows, then it replaces it', async () => {
    seedStoredCatalogue();
    const mocks0 = new MockActors();
    const { actor, mocks } = start({
      catalogue: { storeCatalogue: mocks0.promise<IndexedCatalogue, StoreCatalogueInput>() },
    });
    mocks.resolve(LOAD, newerAnswer);
    await flush();
    expect(startupOf(actor).getSnapshot().value).toBe('checkingCatalogue');
    expect(actor.getSnapshot().hasTag('starting')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ gameList: storedGames, gameListVersion: STORED_VERSION });
    expect(mocks0.starts.map((s) => s.input)).toEqual([{ list: newerAnswer.gameList, version: 'v2' }]);
    expect(local.get('webConfig')).toEqual(newerAnswer.webConfig);

    mocks0.resolve('checkCatalogue', newerCatalogue);
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('guest');
    expect(context.gameList).toEqual(newerCatalogue.games);
    expect(context.gameListVersion).toBe('v2');
    actor.stop();
  });

  test('a first visit has the list it receives checked and stored', async () => {
    const { actor, mocks } = start();
    mocks.resolve(LOAD, newerAnswer);
    await flush();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.gameList).toEqual(newerAnswer.gameList);
    expect(storedLists).toEqual([{ list: newerAnswer.gameList, version: 'v2' }]);
    actor.stop();
  });

  test('a list that fails the worker’s check fails the start-up with the schema message', async () => {
    const { actor, mocks } = start({
      catalogue: {
        storeCatalogue: fromPromise<IndexedCatalogue, StoreCatalogueInput>(() =>
          Promise.reject(new SchemaError('gameList', 'gameList.3.name')),
        ),
      },
    });
    mocks.resolve(LOAD, newerAnswer);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'error.schema', gameList: [], retries: 1 });
    actor.stop();
  });

  test('a new version without a list keeps the stored list (a list is never replaced by nothing)', async () => {
    seedStoredCatalogue();
    const { actor, mocks } = start();
    mocks.resolve(LOAD, { ...newerAnswer, gameList: null });
    await flush();
    expect(actor.getSnapshot().context.gameList).toEqual(storedGames);
    expect(storedLists).toEqual([]);
    actor.stop();
  });

  test('error → failed with the message id → RETRY → starting, asking again', async () => {
    seedStoredCatalogue();
    const { actor, mocks } = start();
    mocks.reject(LOAD, new NetworkError('/app/v1/anonymous/appConfig', new Error('offline')));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'error.network', retries: 1 });

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(loadInputs(mocks)).toHaveLength(2);

    mocks.resolve(LOAD, currentAnswer);
    await flush();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorValues: null, retries: 0 });
    actor.stop();
  });

  test('an errcode answer keeps its code for the message', async () => {
    const { actor, mocks } = start();
    mocks.reject(LOAD, new ErrcodeError('/app/v1/anonymous/appConfig', 9500, 500));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: 'common.errorError', errorValues: { code: 9500 } });
    actor.stop();
  });

  test('retries by itself after 2 s, 4 s and 8 s, then waits for RETRY', async () => {
    const { actor, mocks, clock } = start();
    const fail = async () => {
      mocks.reject(LOAD, new NetworkError('/x', new Error('offline')));
      await flush();
    };
    for (const [attempt, delay] of [
      [1, RETRY_BASE_MS],
      [2, RETRY_BASE_MS * 2],
      [3, RETRY_BASE_MS * 4],
    ] as const) {
      await fail();
      expect(actor.getSnapshot().context.retries).toBe(attempt);
      clock.increment(delay - 1);
      expect(actor.getSnapshot().value).toBe('failed');
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('starting');
    }
    await fail();
    clock.increment(60 * 60 * 1000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(loadInputs(mocks)).toHaveLength(4);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('starting');
    actor.stop();
  });

  test('the 401 watcher forwards UNAUTHORIZED to the session', () => {
    const { actor, received } = start({ realWatcher: true });
    notifyUnauthorized();
    expect(received.filter((type) => type === 'UNAUTHORIZED')).toHaveLength(1);
    // UNAUTHORIZED logs a player out; a guest start-up is not disturbed by it.
    expect(actor.getSnapshot().value).toBe('starting');
    actor.stop();
  });
});

test('the coverage spec names the actors the machine declares', () => {
  const declared = Object.keys(sessionMachine.implementations.actors).sort();
  expect(Object.keys(sessionSpec.mocks(new MockActors())).sort()).toEqual(declared);
});

describe('the session is the one way out to the router', () => {
  test('a child asks with NAVIGATE; the session emits `navigate` with the same payload', () => {
    const { actor } = start();
    const emitted: unknown[] = [];
    actor.on('navigate', (event) => emitted.push(event));
    actor.send({ type: 'NAVIGATE', to: { page: 'apkDownload' } });
    actor.send({ type: 'NAVIGATE', to: { page: 'wallets', params: { id: 'deposit' } }, replace: true });
    expect(emitted).toEqual([
      { type: 'navigate', to: { page: 'apkDownload' } },
      { type: 'navigate', to: { page: 'wallets', params: { id: 'deposit' } }, replace: true },
    ]);
    actor.stop();
  });
});

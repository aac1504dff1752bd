import { beforeEach, expect, test, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import { callApi } from '../../../src/api/client/call';
import { notifyUnauthorized } from '../../../src/api/client/unauthorized';
import { local } from '../../../src/platform/storage/storage';
import { catalogueFakes, seedCatalogue } from '../storedCatalogue';
import { provideSession } from './provideSession';
import { currentAnswer, STORED_VERSION, seedStoredCatalogue } from './session.coverage';

// The session's real actors, with the HTTP client replaced and the 401 subscription observed.
vi.mock('../../../src/api/client/call', () => ({ callApi: vi.fn() }));
const unsubscribes = vi.hoisted(() => [] as Array<() => void>);
vi.mock('../../../src/api/client/unauthorized', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client/unauthorized')>();
  return {
    ...real,
    onUnauthorized: (listener: () => void) => {
      const off = vi.fn(real.onUnauthorized(listener));
      unsubscribes.push(off);
      return off;
    },
  };
});
const callApiMock = vi.mocked(callApi);

// The stored catalogue comes from the fake reader (the real one needs the game-list worker).
const noWatcher = provideSession({ ...catalogueFakes, watchUnauthorized: fromCallback(() => {}) });

beforeEach(() => {
  local.clear();
  seedCatalogue(null);
  callApiMock.mockReset();
  unsubscribes.length = 0;
});

test('loadAnonymousConfig calls appConfig with the stored gameListVersion and an abort signal', async () => {
  seedStoredCatalogue();
  callApiMock.mockResolvedValue(currentAnswer);
  const actor = createActor(noWatcher).start();
  await waitFor(actor, (snapshot) => snapshot.matches('guest'));
  expect(callApiMock).toHaveBeenCalledTimes(1);
  const [name, payload, options] = callApiMock.mock.calls[0]!;
  expect(name).toBe('appConfig');
  expect(payload).toEqual({ gameListVersion: STORED_VERSION });
  expect(options?.signal).toBeInstanceOf(AbortSignal);
  actor.stop();
});

test('loadAnonymousConfig sends an empty payload on a first visit', async () => {
  callApiMock.mockResolvedValue(currentAnswer);
  const actor = createActor(noWatcher).start();
  await waitFor(actor, (snapshot) => snapshot.matches('guest'));
  expect(callApiMock.mock.calls[0]?.[1]).toEqual({});
  actor.stop();
});

test('watchUnauthorized subscribes once while the session runs and unsubscribes when it stops', () => {
  callApiMock.mockReturnValue(new Promise(() => {}));
  const actor = createActor(sessionMachine).start();
  expect(unsubscribes).toHaveLength(1);
  notifyUnauthorized();
  expect(unsubscribes[0]).not.toHaveBeenCalled();
  actor.stop();
  expect(unsubscribes[0]).toHaveBeenCalledTimes(1);
});

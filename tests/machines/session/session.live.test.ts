import { beforeEach, describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromCallback, SimulatedClock } from 'xstate';
import {
  type AppConfig,
  LOGIN_REDIRECT_MS,
  type LoadAnonymousConfigInput,
  type NavigateEmitted,
} from '../../../machines/session/session.machine';
import type { Balance } from '../../../machines/shared/protocol';
import { local, session } from '../../../src/platform/storage/storage';
import { forgetCachedToken } from '../../../src/platform/storage/token';
import { MockActors } from '../coverage/mockActors';
import { loginResult } from '../fixtures';
import { catalogueFakes, seedCatalogue } from '../storedCatalogue';
import { provideSession } from './provideSession';
import { currentAnswer, seedStoredCatalogue } from './session.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A logged-in session whose live stream child is played by the test: what it heard, and a way to speak for it. */
async function loggedIn() {
  seedStoredCatalogue();
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const heard: EventObject[] = [];
  const live = { running: 0, tell: (_event: EventObject & { errcode?: number }) => {} };
  const machine = provideSession({
    ...catalogueFakes,
    loadAnonymousConfig: mocks.promise<AppConfig, LoadAnonymousConfigInput>(),
    heartbeat: mocks.promise<unknown>(),
    logout: mocks.promise<unknown>(),
    reportDevice: mocks.promise<void>(),
    refreshBalance: mocks.promise<Balance>(),
    watchUnauthorized: mocks.callback(),
    liveStream: fromCallback(({ receive, sendBack }) => {
      live.running += 1;
      live.tell = sendBack;
      receive((event) => heard.push(event));
      return () => {
        live.running -= 1;
      };
    }),
  });
  const actor = createActor(machine, { clock, systemId: 'session' });
  const navigations: NavigateEmitted[] = [];
  actor.on('navigate', (event) => navigations.push(event));
  actor.start();
  mocks.resolve('loadAnonymousConfig', currentAnswer);
  await flush();
  expect(live.running).toBe(0);
  actor.send({ type: 'LOGGED_IN', result: loginResult() });
  clock.increment(LOGIN_REDIRECT_MS);
  return { actor, mocks, heard, live, navigations };
}

beforeEach(() => {
  local.clear();
  session.clear();
  forgetCachedToken();
  seedCatalogue(null);
});

describe('the live stream child', () => {
  test('starts when a player is logged in; a change it reports refreshes the balance silently', async () => {
    const { actor, mocks, heard, live } = await loggedIn();
    expect(live.running).toBe(1);
    expect(heard).toEqual([{ type: 'START' }]);
    live.tell({ type: 'BALANCE.REFRESH' });
    expect(mocks.starts.filter((s) => s.id === 'refreshBalance')).toHaveLength(1);
    expect(actor.getSnapshot().matches({ loggedIn: { balanceSync: 'refreshing' } })).toBe(true);
    actor.stop();
  });

  test('a session ended elsewhere logs out to /login like a 401, and the stream stops', async () => {
    const { actor, live, navigations } = await loggedIn();
    live.tell({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(live.running).toBe(0);
    expect(navigations.at(-1)?.to).toMatchObject({ page: 'login' });
    actor.stop();
  });

  test('a session ended by a suspension logs out to /login saying the account is suspended', async () => {
    const { actor, live, navigations } = await loggedIn();
    live.tell({ type: 'UNAUTHORIZED', errcode: 1047 });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(live.running).toBe(0);
    expect(navigations.at(-1)?.to).toMatchObject({ page: 'login', query: { reason: 'suspended' } });
    actor.stop();
  });

  test('a logout stops the stream', async () => {
    const { actor, mocks, live } = await loggedIn();
    actor.send({ type: 'LOGOUT.REQUEST' });
    actor.send({ type: 'LOGOUT.CONFIRM' });
    expect(live.running).toBe(0);
    mocks.resolve('logout', {});
    await flush();
    expect(actor.getSnapshot().value).toBe('guest');
    actor.stop();
  });
});

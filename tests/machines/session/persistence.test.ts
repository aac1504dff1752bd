import { beforeEach, describe, expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { AppConfig, LoadAnonymousConfigInput } from '../../../machines/session/session.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import { persistSession, writeChanges } from '../../../machines/session/session.persistence';
import { startupMachine } from '../../../machines/session/startup.machine';
import { local, session } from '../../../src/platform/storage/storage';
import { forgetCachedToken, getToken, setToken } from '../../../src/platform/storage/token';
import { loginResult, webConfig } from '../fixtures';
import { catalogueFakes, seedCatalogue } from '../storedCatalogue';
import { currentAnswer } from './session.coverage';

/** A first visit: nothing stored, the configuration answered with the list current. */
const guestStartup = startupMachine.provide({
  actors: {
    ...catalogueFakes,
    loadAnonymousConfig: fromPromise<AppConfig, LoadAnonymousConfigInput>(async () => currentAnswer),
  },
});

const guest = () => createActor(sessionMachine).getSnapshot().context;

beforeEach(() => {
  local.clear();
  session.clear();
  forgetCachedToken();
  seedCatalogue(null);
});

describe('the persistence subscriber', () => {
  test('writes the web config when it changes, and nothing when nothing it mirrors changed', () => {
    const before = guest();
    writeChanges(before, { ...before, retries: 2 });
    expect(local.get('webConfig')).toBeUndefined();
    writeChanges(before, { ...before, webConfig: webConfig() });
    expect(local.get('webConfig')).toEqual(webConfig());
  });

  test('keeps the player, their lists and activity data while one is logged in', () => {
    const before = guest();
    const { user } = loginResult();
    const activity = { ...loginResult(), hasFund: false };
    writeChanges(before, { ...before, user, gameHistory: [9], activity });
    expect(local.get('gameUser')?.id).toBe(user.id);
    expect(local.get('userState')).toMatchObject({ gameHistory: [9] });
    expect(session.get('activityData')).toMatchObject({ activityIds: activity.activityIds });
  });

  test('a player gone takes token, player, lists and activity data with them; config and catalogue stay', () => {
    setToken('t');
    local.set('webConfig', webConfig());
    local.set('gameVersion', 'v1');
    local.set('gameUser', loginResult().user);
    local.set('userState', { aid: 1 });
    session.set('activityData', { activityIds: [] });
    const before = { ...guest(), hasToken: true };
    writeChanges(before, { ...before, hasToken: false });
    expect(getToken()).toBeUndefined();
    expect(local.get('gameUser')).toBeUndefined();
    expect(local.get('userState')).toBeUndefined();
    expect(session.get('activityData')).toBeUndefined();
    expect(local.get('webConfig')).toEqual(webConfig());
    expect(local.get('gameVersion')).toBe('v1');
  });

  test('follows a running session: the token a login emits, the player, and the logout', async () => {
    const machine = sessionMachine.provide({
      actors: {
        startup: guestStartup,
        persistence: fromCallback(() => {}),
        reportDevice: fromPromise<void>(async () => undefined),
        logout: fromPromise<unknown>(async () => ({})),
        watchUnauthorized: fromCallback(() => {}),
      },
    });
    const actor = createActor(machine);
    const subscription = persistSession(actor);
    actor.start();
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('guest');
    actor.send({ type: 'LOGGED_IN', result: loginResult({ token: 'fresh' }) });
    expect(local.get('token')).toBe('fresh');
    expect(local.get('gameUser')?.id).toBe(loginResult().user.id);
    actor.send({ type: 'UNAUTHORIZED' });
    expect(local.get('token')).toBeUndefined();
    expect(local.get('gameUser')).toBeUndefined();
    subscription.unsubscribe();
    actor.stop();
  });

  test('the session runs it as its child: a plain session keeps what it should', async () => {
    const machine = sessionMachine.provide({
      actors: {
        startup: guestStartup,
        reportDevice: fromPromise<void>(async () => undefined),
        watchUnauthorized: fromCallback(() => {}),
      },
    });
    const actor = createActor(machine).start();
    await new Promise<void>((resolve) => setImmediate(resolve));
    actor.send({ type: 'LOGGED_IN', result: loginResult({ token: 'child' }) });
    expect(local.get('token')).toBe('child');
    actor.stop();
    actor.send({ type: 'LOGOUT.REQUEST' });
    expect(local.get('token')).toBe('child');
  });
});

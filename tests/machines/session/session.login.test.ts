import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, SimulatedClock } from 'xstate';
import {
  type AfterLoginInfo,
  type AppConfig,
  HEARTBEAT_MS,
  type HeartbeatInput,
  LOGIN_REDIRECT_MS,
  type LoadAnonymousConfigInput,
  type LoadLoginInfoInput,
  type NavigateEmitted,
} from '../../../machines/session/session.machine';
import { NetworkError } from '../../../src/api/client/errors';
import type { StoredCatalogueEvent } from '../../../src/platform/gameList/catalogue';
import { local, session } from '../../../src/platform/storage/storage';
import { forgetCachedToken, getToken } from '../../../src/platform/storage/token';
import { bounds } from '../auth/sendCode.coverage';
import { MockActors } from '../coverage/mockActors';
import { loginResult } from '../fixtures';
import { catalogueFakes, seedCatalogue, storedLists } from '../storedCatalogue';
import { provideSession, startupOf } from './provideSession';
import {
  currentAnswer,
  loginInfoCurrent,
  loginInfoNewer,
  STORED_TOKEN,
  STORED_VERSION,
  seedReturningPlayer,
  seedStoredCatalogue,
  storedCatalogue,
  storedGames,
  unauthorizedError,
} from './session.coverage';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function start(catalogue: Partial<typeof catalogueFakes> = {}) {
  const mocks = new MockActors();
  const clock = new SimulatedClock();
  const machine = provideSession({
    ...catalogueFakes,
    ...catalogue,
    loadAnonymousConfig: mocks.promise<AppConfig, LoadAnonymousConfigInput>(),
    loadLoginInfo: mocks.promise<AfterLoginInfo, LoadLoginInfoInput>(),
    heartbeat: mocks.promise<unknown, HeartbeatInput>(),
    logout: mocks.promise<unknown>(),
    reportDevice: mocks.promise<void>(),
    watchUnauthorized: mocks.callback(),
  });
  const actor = createActor(machine, { clock, systemId: 'session' });
  const navigations: NavigateEmitted[] = [];
  actor.on('navigate', (event) => navigations.push(event));
  actor.start();
  return { actor, mocks, clock, navigations };
}

const starts = (mocks: MockActors, id: string) => mocks.starts.filter((s) => s.id === id);

async function loggedInGuest() {
  seedStoredCatalogue();
  const run = start();
  run.mocks.resolve('loadAnonymousConfig', currentAnswer);
  await flush();
  run.actor.send({ type: 'LOGGED_IN', result: loginResult() });
  run.clock.increment(LOGIN_REDIRECT_MS);
  return run;
}

beforeEach(() => {
  local.clear();
  session.clear();
  forgetCachedToken();
  seedCatalogue(null);
  storedLists.length = 0;
});
afterEach(() => forgetCachedToken());

describe('start-up with a stored token', () => {
  test('asks for the login info with the stored version and device facts, then is logged in', async () => {
    seedReturningPlayer();
    const { actor, mocks } = start();
    expect(startupOf(actor).getSnapshot().matches('resuming')).toBe(true);
    expect(starts(mocks, 'loadLoginInfo').map((s) => s.input)).toEqual([{ gameListVersion: STORED_VERSION }]);
    expect(starts(mocks, 'loadAnonymousConfig')).toHaveLength(0);
    mocks.resolve('loadLoginInfo', loginInfoCurrent);
    await flush();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(context.user?.id).toBe(501);
    expect(context.gameList).toEqual(storedGames);
    expect(context.banks).toEqual({ '3': loginInfoCurrent.appUserBankList[0] });
    expect(context).toMatchObject({ inviteCode: 'INV501', aid: 77, activityIds: [39, 40], gameHistory: [7, 8] });
    expect(local.get('gameUser')?.id).toBe(501);
    expect(local.get('userState')).toMatchObject({ inviteCode: 'INV501', aid: 77 });
    actor.stop();
  });

  test('a newer catalogue in the login info replaces the stored list and goes to the worker to store', async () => {
    seedReturningPlayer();
    const { actor, mocks } = start();
    mocks.resolve('loadLoginInfo', loginInfoNewer);
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ loggedIn: {} });
    expect(actor.getSnapshot().context.gameListVersion).toBe('v2');
    expect(actor.getSnapshot().context.gameList).toEqual(loginInfoNewer.gameList);
    expect(storedLists).toEqual([{ list: loginInfoNewer.gameList, version: 'v2' }]);
    actor.stop();
  });

  test('a 401 clears the token and the player stores, then runs the anonymous start-up → guest', async () => {
    seedReturningPlayer();
    local.set('userState', { stale: true });
    const { actor, mocks } = start();
    mocks.reject('loadLoginInfo', unauthorizedError);
    await flush();
    expect(actor.getSnapshot().value).toBe('starting');
    expect(getToken()).toBeUndefined();
    expect(local.get('token')).toBeUndefined();
    expect(local.get('userState')).toBeUndefined();
    expect(starts(mocks, 'loadAnonymousConfig').map((s) => s.input)).toEqual([{ gameListVersion: STORED_VERSION }]);
    mocks.resolve('loadAnonymousConfig', currentAnswer);
    await flush();
    expect(actor.getSnapshot().value).toBe('guest');
    actor.stop();
  });

  test('a network failure keeps the token and offers RETRY, which resumes again', async () => {
    seedReturningPlayer();
    const { actor, mocks } = start();
    mocks.reject('loadLoginInfo', new NetworkError('/x', new Error('offline')));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(getToken()).toBe(STORED_TOKEN);
    actor.send({ type: 'RETRY' });
    expect(startupOf(actor).getSnapshot().matches('resuming')).toBe(true);
    expect(starts(mocks, 'loadLoginInfo')).toHaveLength(2);
    actor.stop();
  });
});

describe('the login info beside the stored catalogue’s read', () => {
  /** A read that answers only when the test sends CATALOGUE.READ. */
  const readHeld = { readStoredCatalogue: fromCallback<EventObject, undefined, StoredCatalogueEvent>(() => {}) };

  test('is asked at once, with the version being read; the lobby waits for both, the answer first', async () => {
    seedReturningPlayer();
    const { actor, mocks } = start(readHeld);
    expect(starts(mocks, 'loadLoginInfo').map((s) => s.input)).toEqual([{ gameListVersion: STORED_VERSION }]);
    mocks.resolve('loadLoginInfo', loginInfoCurrent);
    await flush();
    expect(
      startupOf(actor)
        .getSnapshot()
        .matches({ resuming: { catalogue: 'reading', loginInfo: 'answered' } }),
    ).toBe(true);
    expect(actor.getSnapshot().hasTag('starting')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, gameList: [] });
    startupOf(actor).send({ type: 'CATALOGUE.READ', catalogue: storedCatalogue });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(context).toMatchObject({ gameList: storedGames, gameListVersion: STORED_VERSION });
    expect(context.user?.id).toBe(501);
    expect(storedLists).toEqual([]);
    actor.stop();
  });

  test('the read first: still starting until the login info answers', async () => {
    seedReturningPlayer();
    const { actor, mocks } = start(readHeld);
    startupOf(actor).send({ type: 'CATALOGUE.READ', catalogue: storedCatalogue });
    expect(
      startupOf(actor)
        .getSnapshot()
        .matches({ resuming: { catalogue: 'read', loginInfo: 'asking' } }),
    ).toBe(true);
    expect(actor.getSnapshot().hasTag('starting')).toBe(true);
    mocks.resolve('loadLoginInfo', loginInfoNewer);
    await flush();
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ gameListVersion: 'v2', gameIndex: null });
    expect(storedLists).toEqual([{ list: loginInfoNewer.gameList, version: 'v2' }]);
    actor.stop();
  });

  test('the list of the version asked with is gone (evicted): asked again without a version', async () => {
    seedReturningPlayer();
    seedCatalogue(null);
    const { actor, mocks } = start();
    mocks.resolve('loadLoginInfo', loginInfoCurrent);
    await flush();
    expect(startupOf(actor).getSnapshot().value).toBe('reasking');
    expect(actor.getSnapshot().hasTag('starting')).toBe(true);
    expect(starts(mocks, 'loadLoginInfo').map((s) => s.input)).toEqual([
      { gameListVersion: STORED_VERSION },
      { gameListVersion: undefined },
    ]);
    mocks.resolve('loadLoginInfo', loginInfoNewer);
    await flush();
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.gameList).toEqual(loginInfoNewer.gameList);
    actor.stop();
  });

  test('a 401 while the read runs: the guest start-up follows the read, with its version', async () => {
    seedReturningPlayer();
    const { actor, mocks } = start(readHeld);
    mocks.reject('loadLoginInfo', unauthorizedError);
    await flush();
    expect(
      startupOf(actor)
        .getSnapshot()
        .matches({ resuming: { loginInfo: 'refused' } }),
    ).toBe(true);
    expect(getToken()).toBeUndefined();
    expect(starts(mocks, 'loadAnonymousConfig')).toEqual([]);
    startupOf(actor).send({ type: 'CATALOGUE.READ', catalogue: storedCatalogue });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(starts(mocks, 'loadAnonymousConfig').map((s) => s.input)).toEqual([{ gameListVersion: STORED_VERSION }]);
    actor.stop();
  });
});

describe('guest to logged in', () => {
  test('LOGGED_IN stores token and player, then navigates to /lobby/home after exactly 500 ms', async () => {
    seedStoredCatalogue();
    const { actor, mocks, clock, navigations } = start();
    mocks.resolve('loadAnonymousConfig', currentAnswer);
    await flush();
    expect(starts(mocks, 'reportDevice')).toHaveLength(0);
    actor.send({ type: 'LOGGED_IN', result: loginResult() });
    expect(actor.getSnapshot().value).toBe('welcoming');
    // Spec §7: the device-info report follows a login, once.
    expect(starts(mocks, 'reportDevice')).toHaveLength(1);
    expect(getToken()).toBe('token-abc');
    expect(local.get('gameUser')?.account).toBe('demo');
    expect(session.get('activityData')).toMatchObject({ activityIds: [39, 40] });
    clock.increment(LOGIN_REDIRECT_MS - 1);
    expect(navigations).toEqual([]);
    clock.increment(1);
    expect(navigations).toEqual([{ type: 'navigate', to: { page: 'home' }, replace: true }]);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    actor.stop();
  });
});

describe('a player who has played before', () => {
  const played = (actor: ReturnType<typeof start>['actor']) =>
    (actor.system.get('overlays')?.getSnapshot() as { context: { played: boolean } } | undefined)?.context.played;

  test('with a game history or bets on record counts as played for the overlays', async () => {
    seedStoredCatalogue();
    const { actor, mocks } = start();
    mocks.resolve('loadAnonymousConfig', currentAnswer);
    await flush();
    expect(played(actor)).toBe(false);
    actor.send({ type: 'LOGGED_IN', result: loginResult({ gameHistory: [7] }) });
    expect(played(actor)).toBe(true);
    actor.stop();
  });

  test('a new player (no history, no bets) has not played: one promotion per visit still holds', async () => {
    seedStoredCatalogue();
    const { actor, mocks, clock } = start();
    mocks.resolve('loadAnonymousConfig', currentAnswer);
    await flush();
    actor.send({ type: 'LOGGED_IN', result: loginResult({ gameHistory: [] }) });
    clock.increment(LOGIN_REDIRECT_MS);
    expect(played(actor)).toBe(false);
    const bettor = loginResult({ gameHistory: [] });
    actor.send({ type: 'USER.UPDATED', user: { ...bettor.user, bet: 1_000 } });
    expect(played(actor)).toBe(true);
    actor.stop();
  });
});

describe('heartbeat', () => {
  test('calls online every 60 s with the open game, and stops after logout', async () => {
    const { actor, mocks, clock } = await loggedInGuest();
    clock.increment(HEARTBEAT_MS - 1);
    expect(starts(mocks, 'heartbeat')).toHaveLength(0);
    clock.increment(1);
    expect(starts(mocks, 'heartbeat').map((s) => s.input)).toEqual([{ gameId: null }]);
    mocks.resolve('heartbeat', { serverTime: 1 });
    await flush();

    actor.send({ type: 'GAME.OPENED', gameId: 42 });
    clock.increment(HEARTBEAT_MS);
    expect(starts(mocks, 'heartbeat').map((s) => s.input)).toEqual([{ gameId: null }, { gameId: 42 }]);
    mocks.reject('heartbeat', new NetworkError('/app/v1/online', new Error('offline')));
    await flush();
    actor.send({ type: 'GAME.CLOSED' });
    clock.increment(HEARTBEAT_MS);
    expect(starts(mocks, 'heartbeat').at(-1)?.input).toEqual({ gameId: null });
    mocks.resolve('heartbeat', {});
    await flush();

    actor.send({ type: 'LOGOUT.REQUEST' });
    actor.send({ type: 'LOGOUT.CONFIRM' });
    mocks.resolve('logout', {});
    await flush();
    const beats = starts(mocks, 'heartbeat').length;
    clock.increment(HEARTBEAT_MS * 5);
    expect(starts(mocks, 'heartbeat')).toHaveLength(beats);
    actor.stop();
  });

  test('a login without a token never beats', async () => {
    seedStoredCatalogue();
    const { actor, mocks, clock } = start();
    mocks.resolve('loadAnonymousConfig', currentAnswer);
    await flush();
    actor.send({ type: 'LOGGED_IN', result: loginResult({ token: '' }) });
    clock.increment(LOGIN_REDIRECT_MS);
    clock.increment(HEARTBEAT_MS);
    clock.increment(HEARTBEAT_MS);
    expect(starts(mocks, 'heartbeat')).toHaveLength(0);
    expect(actor.getSnapshot().matches({ loggedIn: { heartbeat: 'stopped' } })).toBe(true);
    actor.stop();
  });
});

describe('logout', () => {
  test('asks first; cancel keeps the player, confirm calls logout and clears everything → /login', async () => {
    const { actor, mocks, navigations } = await loggedInGuest();
    actor.send({ type: 'LOGOUT.REQUEST' });
    expect(actor.getSnapshot().matches({ loggedIn: { dialog: 'confirmingLogout' } })).toBe(true);
    actor.send({ type: 'LOGOUT.CANCEL' });
    expect(actor.getSnapshot().matches({ loggedIn: { dialog: 'closed' } })).toBe(true);
    expect(starts(mocks, 'logout')).toHaveLength(0);

    actor.send({ type: 'LOGOUT.REQUEST' });
    actor.send({ type: 'LOGOUT.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    // The call goes out with the token still in place.
    expect(getToken()).toBe('token-abc');
    mocks.reject('logout', new NetworkError('/app/v1/logout', new Error('offline')));
    await flush();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, banks: {}, hasToken: false });
    expect(getToken()).toBeUndefined();
    expect(local.get('gameUser')).toBeUndefined();
    expect(local.get('userState')).toBeUndefined();
    expect(session.get('activityData')).toBeUndefined();
    expect(actor.getSnapshot().context.gameList).toEqual(storedGames);
    expect(navigations.at(-1)).toEqual({ type: 'navigate', to: { page: 'login' }, replace: true });
    actor.stop();
  });

  test('UNAUTHORIZED while logged in logs out at once and goes to /login', async () => {
    const { actor, navigations } = await loggedInGuest();
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(getToken()).toBeUndefined();
    expect(local.get('gameUser')).toBeUndefined();
    // /login says why the player was logged out.
    expect(navigations.at(-1)?.to).toEqual({ page: 'login', query: { reason: 'sessionEnded' } });
    actor.stop();
  });

  test('a 401 that says the account was suspended (1047) logs out and /login says so', async () => {
    const { actor, navigations } = await loggedInGuest();
    actor.send({ type: 'UNAUTHORIZED', errcode: 1047 });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(getToken()).toBeUndefined();
    expect(navigations.at(-1)?.to).toEqual({ page: 'login', query: { reason: 'suspended' } });
    actor.stop();
  });

  test('BREAK.TAKEN logs out without the logout call and /login says until when', async () => {
    const { actor, mocks, navigations } = await loggedInGuest();
    actor.send({ type: 'BREAK.TAKEN', kind: 'exclusion', until: 1_800_000_000_000 });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, hasToken: false });
    expect(getToken()).toBeUndefined();
    expect(local.get('gameUser')).toBeUndefined();
    expect(starts(mocks, 'logout')).toEqual([]);
    expect(navigations.at(-1)).toEqual({
      type: 'navigate',
      to: { page: 'login', query: { reason: 'break', until: '1800000000000' } },
      replace: true,
    });
    actor.stop();
  });

  test('a header errcode logs out only when it is not 0, and /login says why', async () => {
    const { actor, navigations } = await loggedInGuest();
    actor.send({ type: 'HEADER.ERRCODE', errcode: 0 });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    actor.send({ type: 'HEADER.ERRCODE', errcode: 1047 });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(getToken()).toBeUndefined();
    expect(navigations.at(-1)?.to).toEqual({ page: 'login', query: { reason: 'suspended' } });
    actor.stop();
  });
});

test('the send-code countdown is a long-lived child with systemId sendCode, its code loaded by the first SEND', async () => {
  seedStoredCatalogue();
  const actor = createActor(
    provideSession({
      ...catalogueFakes,
      loadAnonymousConfig: new MockActors().promise<AppConfig, LoadAnonymousConfigInput>(),
    }),
  ).start();
  const host = actor.system.get('sendCode')!;
  expect(host.getSnapshot().value).toBe('idle');
  expect(host.getSnapshot().children.sendCode).toBeUndefined();
  host.send({ type: 'SEND', mobile: '917', kind: 0, bounds });
  // The child's code loads on first use (a dynamic import): slow on a busy machine.
  await vi.waitFor(() => expect(host.getSnapshot().children.sendCode).toBeDefined(), { timeout: 15_000 });
  // The SEND that loaded the code reached the countdown (a short number: refused after the debounce, not sent).
  expect(host.getSnapshot().children.sendCode.getSnapshot().value).toBe('debouncing');
  actor.stop();
});

import {
  type AfterLoginInfo,
  type AppConfig,
  type Balance,
  type HeartbeatInput,
  MAX_AUTO_RETRIES,
  sessionMachine,
} from '../../../machines/session/session.machine';
import type { StartupInput, StartupOutput } from '../../../machines/session/startup.machine';
import { ErrcodeError, NetworkError } from '../../../src/api/client/errors';
import type { IndexedCatalogue } from '../../../src/platform/gameList/catalogue';
import type { StoreCatalogueInput } from '../../../src/platform/gameList/catalogueActors';
import { local, session } from '../../../src/platform/storage/storage';
import { forgetCachedToken } from '../../../src/platform/storage/token';
import { activityDataAnswer } from '../activity/activityData.coverage';
import { defineMachineSpec } from '../coverage/measureCoverage';
import type { MockActors } from '../coverage/mockActors';
import { game, loginResult, webConfig } from '../fixtures';
import { indexedCatalogue, seedCatalogue } from '../storedCatalogue';

/** What the previous visit stored: a list at version v1 (IndexedDB, its version key in local storage). */
export const STORED_VERSION = 'v1';
export const STORED_TOKEN = 'stored-token';
export const storedGames = [game(1, { hot: 1, hotSort: 2 }), game(2)];
export const storedCatalogue = indexedCatalogue(STORED_VERSION, storedGames);

export function seedStoredCatalogue(): void {
  local.clear();
  session.clear();
  seedCatalogue(storedCatalogue);
  local.set('gameVersion', STORED_VERSION);
  forgetCachedToken();
}

/** A returning player: the catalogue and a token. */
export function seedReturningPlayer(): void {
  seedStoredCatalogue();
  local.set('token', STORED_TOKEN);
  forgetCachedToken();
}

/** The server says the stored list is current: same version, no list. */
export const currentAnswer: AppConfig = { webConfig: webConfig(), gameListVersion: STORED_VERSION, gameList: null };
/** The server has a newer catalogue. */
export const newerAnswer: AppConfig = {
  webConfig: webConfig(),
  gameListVersion: 'v2',
  gameList: [game(3, { hot: 1, hotSort: 1 }), game(4)],
};
/** The newer list as the worker hands it back, checked. */
export const newerCatalogue = indexedCatalogue('v2', newerAnswer.gameList ?? []);
export const loginInfoCurrent: AfterLoginInfo = { ...currentAnswer, ...loginResult({ token: STORED_TOKEN }) };
export const loginInfoNewer: AfterLoginInfo = { ...newerAnswer, ...loginResult({ token: STORED_TOKEN }) };

export const unauthorizedError = new ErrcodeError('/app/v1/getAfterLoginInfoWeb', 401, 401);
const offline = (path: string) => new NetworkError(path, new Error('offline'));

const sessionMocks = (mocks: MockActors) => ({
  startup: mocks.promise<StartupOutput, StartupInput>(),
  persistence: mocks.callback(),
  storeCatalogue: mocks.promise<IndexedCatalogue, StoreCatalogueInput>(),
  heartbeat: mocks.promise<unknown, HeartbeatInput>(),
  logout: mocks.promise<unknown>(),
  reportDevice: mocks.promise<void>(),
  sendCode: mocks.callback(),
  balance: mocks.callback(),
  watchUnauthorized: mocks.callback(),
  deposit: mocks.callback(),
  activities: mocks.callback(),
  firstCharge: mocks.callback(),
  invite: mocks.callback(),
  signPay: mocks.callback(),
  liveStream: mocks.callback(),
  prompts: mocks.callback(),
  appUpdate: mocks.callback(),
  tracker: mocks.callback(),
  locale: mocks.callback(),
  overlays: mocks.callback(),
  game: mocks.callback(),
  refreshBalance: mocks.promise<Balance>(),
});

const balance: Balance = { coin: 12_345, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 };

/** What the start-up child reports and how it ends (its own paths: tests/machines/session/startup.coverage.ts). */
const startupEvents = [
  {
    type: 'STARTUP.CATALOGUE',
    catalogue: { gameList: storedGames, gameIndex: null, gameListVersion: 'v1' },
    store: false,
  },
  {
    type: 'STARTUP.CATALOGUE',
    catalogue: { gameList: newerAnswer.gameList ?? [], gameIndex: null, gameListVersion: 'v2' },
    store: true,
  },
  { type: 'STARTUP.CONFIG', webConfig: webConfig() },
  { type: 'STARTUP.TOKEN_REFUSED' },
  { type: 'xstate.done.actor.startup', output: { outcome: 'guest' }, actorId: 'startup' },
  { type: 'xstate.done.actor.startup', output: { outcome: 'player', loginInfo: loginInfoCurrent }, actorId: 'startup' },
  {
    type: 'xstate.done.actor.startup',
    output: { outcome: 'failed', error: 'error.network', errorValues: null },
    actorId: 'startup',
  },
] as const;

/** Events of a guest and of a player; the start-up outcomes differ between the two starts below. */
const playerEvents = [
  { type: 'LOGGED_IN', result: loginResult() },
  // A login answer without a token: the heartbeat's guard finds no token and stops.
  { type: 'LOGGED_IN', result: loginResult({ token: '' }) },
  { type: 'xstate.done.actor.heartbeat', output: { serverTime: 1 }, actorId: 'heartbeat' },
  { type: 'xstate.error.actor.heartbeat', error: offline('/app/v1/online'), actorId: 'heartbeat' },
  { type: 'HEADER.ERRCODE', errcode: 0 },
  { type: 'HEADER.ERRCODE', errcode: 1 },
  // A time-out or self-exclusion logs the player out without the logout call.
  { type: 'BREAK.TAKEN', kind: 'timeOut', until: 1_800_000_000_000 },
  { type: 'GAME.OPENED', gameId: 7 },
  { type: 'FAVOURITE.CHANGED', gameId: 1, liked: true },
  { type: 'FAVOURITE.CHANGED', gameId: 1, liked: false },
  { type: 'BALANCE.UPDATED', balance: { coin: 12_345, lottery: 500, vip: 1, vipExp: 10, userLevel: 1, bet: 0 } },
  { type: 'USER.UPDATED', user: loginResult().user },
  { type: 'xstate.done.actor.logout', output: {}, actorId: 'logout' },
  { type: 'xstate.error.actor.logout', error: offline('/app/v1/logout'), actorId: 'logout' },
  { type: 'RETRY' },
] as const;

/** The wallet's events (deposit, bank cards, balance). */
const walletEvents = [
  { type: 'DEPOSIT.OPEN', options: { amount: 10_000 } },
  {
    type: 'BANKS.UPDATED',
    appUserBankList: [{ bankId: 1001, bankName: 'BDO', accountName: 'J', cardNum: '0012345678' }],
  },
  { type: 'BALANCE.REFRESH' },
  { type: 'BALANCE.UPDATED', balance: { coin: 500 } },
  { type: 'ACTIVITIES.REFRESH' },
  { type: 'ACTIVITIES.UPDATED', data: activityDataAnswer },
  { type: 'xstate.done.actor.refreshBalance', output: balance, actorId: 'refreshBalance' },
  { type: 'xstate.error.actor.refreshBalance', error: offline('/app/v1/refreshData'), actorId: 'refreshBalance' },
] as const;

// Retries above the automatic limit behave alike, which keeps the traversal finite.
const serializeState = (snapshot: ReturnType<typeof sessionMachine.getInitialSnapshot>) =>
  JSON.stringify([
    // The catalogue's version decides nothing here any more (the start-up child compares it).
    snapshot.value,
    snapshot.context.error,
    Math.min(snapshot.context.retries, MAX_AUTO_RETRIES + 1),
    snapshot.context.user?.id ?? null,
    snapshot.context.gameId,
    snapshot.context.hasToken,
  ]);

/** The session around its start-up: a guest, a player or a failure, then what each does. */
export const sessionSpec = defineMachineSpec({
  name: 'session',
  machine: sessionMachine,
  events: [...startupEvents, ...playerEvents, ...walletEvents],
  mocks: sessionMocks,
  serializeState,
  // Three parallel regions while logged in (heartbeat, balance, dialog) multiply the vertices.
  pathOptions: { limit: 60_000 },
  prepare: seedStoredCatalogue,
});

import {
  assertEvent,
  assign,
  type DoneActorEvent,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  spawnChild,
} from 'xstate';
import { callApi } from '../../src/api/client/call';
import { errorMessage } from '../../src/api/client/errorMessage';
import { ErrcodeError } from '../../src/api/client/errors';
import { onUnauthorized } from '../../src/api/client/unauthorized';
import type { Game, UserInfo, WebConfig } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import type { UserBank } from '../../src/api/contract/player';
import { paintedLobbyMode } from '../../src/platform/device/clientFacts';
import { deviceInfo } from '../../src/platform/device/device';
import type { IndexedCatalogue, StoredCatalogueEvent } from '../../src/platform/gameList/catalogue';
import {
  readStoredCatalogue,
  type StoreCatalogueInput,
  storeCatalogue,
} from '../../src/platform/gameList/catalogueActors';
import type { CatalogueIndex } from '../../src/platform/gameList/catalogueIndex';
import { startingLocale } from '../../src/platform/intl/locale';
import { local, session } from '../../src/platform/storage/storage';
import { clearToken, getToken, setToken } from '../../src/platform/storage/token';
import type { ActivityDataMachine } from '../activity/activityData.machine';
import type { FirstChargeHost } from '../activity/firstCharge.machine';
import type { InviteHost } from '../activity/invite.machine';
import type { SignPayHost } from '../activity/signPay.machine';
import type { SendCodeMachine } from '../auth/sendCode.machine';
import { type PromptsEvent, promptsMachine } from '../prompts/prompts.machine';
import type { Settled } from '../shared/actorEvents';
import { lazyChild } from '../shared/lazyChild';
import type {
  ActivityData,
  Balance,
  BalancePatch,
  DepositFinishedEmitted,
  NavigateEmitted,
  SessionInbound,
} from '../shared/protocol';
import { depositHostMachine } from '../wallet/depositHost.machine';
import type { BalanceMachine } from './balance.machine';
import type { GameHostMachine } from './game.machine';
import { localeMachine } from './locale.machine';
import { type OverlaysEvent, overlaysMachine } from './overlays.machine';
import { type TrackerEvent, trackerMachine } from './tracker.machine';

/**
 * The root session machine (the app creates it with `systemId: 'session'`); spec §4.
 *
 * - Start-up: a guest first reads the catalogue the last visit stored (IndexedDB, read by the game-list worker:
 *   src/platform/gameList/), then asks for the anonymous appConfig with its version. A stored token asks
 *   getAfterLoginInfoWeb beside that read (`resuming`, two regions) and goes on once both are in → loggedIn; a 401
 *   clears the token and falls back to the guest start-up. Either way the stored game list is replaced only when
 *   the answer's gameListVersion differs: a guest's new list is checked and stored by the worker before the lobby
 *   shows it (`checkingCatalogue`), a player's (checked with the login info) is handed to the worker to store.
 * - Guest to logged in: the login and register forms send LOGGED_IN; the session stores user, token, bank
 *   list, likes, history, invite code, aid and activity ids, then navigates to /lobby/home after 0.5 s.
 * - While logged in: the 60 s heartbeat (while a token exists), the logout confirmation, and logout without
 *   confirmation on any 401, a non-zero header errcode or a break the player took (BREAK.TAKEN: no logout call,
 *   the server ended the sessions). Logging out always ends on /login.
 * - Children: the 401 watcher and the send-code countdown (systemId 'sendCode', a lazy host: the countdown's
 *   code loads with the first SEND), both for the session's life;
 *   the deposit (systemId 'deposit': machines/wallet/depositHost.machine.ts, which loads machines/wallet/deposit.machine.ts on
 *   the first OPEN; reset on logout): DEPOSIT.OPEN is forwarded to it with the channels and the banks,
 *   BANKS.UPDATED merges the bank list and tells it, and it sends back BALANCE.REFRESH after a finished deposit
 *   (and sends DEPOSIT.FINISHED to the activity child that sold it: `firstCharge` 39, `signPay` 15; `invite` and
 *   both are lazy activity hosts, machines/activity/activityHost.machine.ts). While logged in, the balance child (machines/session/balance.machine.ts)
 *   serves the header's and the menu's refresh presses (5 s throttle, toasts).
 * - Language (issue 18): `locale` (systemId 'locale', machines/session/locale.machine.ts) for the session's life,
 *   started in the remembered or the browser's language; the language switches send it LOCALE.CHOOSE.
 * - Prompts and tracking (issue 6), children for the session's life: `prompts` (systemId 'prompts',
 *   machines/prompts/prompts.machine.ts) hears the mode (CONFIG) and the player's total recharge (PLAYER); `tracker`
 *   (systemId 'tracker', machines/session/tracker.machine.ts) hears the player id (USER); screens send it TRACK.
 * - Activity data (spec §3): `activity` comes with the login answer; ACTIVITIES.REFRESH (first-charge after an
 *   activity errcode, a purchase) has the `activities` child (machines/activity/activityData.machine.ts) reload it, and
 *   ACTIVITIES.UPDATED stores the answer.
 * - Balances: BALANCE.UPDATED merges figures an answer carried; BALANCE.REFRESH (wallet flows) runs a silent
 *   refreshData in the balanceSync region.
 * - Favourites and history: FAVOURITE.CHANGED (only after gameLike answered 0) and GAME.OPENED update them.
 *
 * It never navigates itself: it emits `navigate` and src/app's adapter calls the router.
 */

/**
 * appConfig's answer. Its `gameList` entries are not checked on the page (scripts/shapes.ts `pageResponseShape`): the
 * list goes to `storeCatalogue`, whose worker checks every game before the session takes it (`checkingCatalogue`).
 */
export type AppConfig = DataOf<'appConfig'>;
export type AfterLoginInfo = DataOf<'getAfterLoginInfoWeb'>;
export type LoginResult = DataOf<'accountLogin'>;

export interface LoadLoginInfoInput {
  gameListVersion: string | undefined;
}

export interface HeartbeatInput {
  gameId: number | null;
}

export type { NavigateEmitted };

/**
 * What screens read (src/screens/shared/sessionStatus.ts): `starting` while start-up decides who the visitor is,
 * `ready` once the configuration is in, `player` while a player is logged in (logging out still counts), `busy`
 * while the logout call runs, `blocking` while the logout confirmation is open, `failed` when start-up failed.
 */
export type SessionTag = 'starting' | 'ready' | 'player' | 'busy' | 'blocking' | 'failed';

export interface LoadAnonymousConfigInput {
  /** Sent only when a stored list goes with it, so a `null` list in the answer always means "yours is current". */
  gameListVersion: string | undefined;
}

export interface SessionContext {
  webConfig: WebConfig | null;
  /** The lobby mode index.html was painted for (src/platform/device/clientFacts.ts), shown until webConfig tells. */
  paintedLobbyMode: 'demo' | 'production' | null;
  gameList: Game[];
  /**
   * The lobby's indexes of `gameList` as the worker built them (src/platform/gameList/catalogueIndex.ts); null when
   * the list did not come through the worker (a player's, with the login info): `indexOfCatalogue` builds it then.
   */
  gameIndex: CatalogueIndex | null;
  gameListVersion: string | null;
  /** react-intl message id of the last start-up failure. */
  error: string | null;
  /**
   * The login info that came while the stored catalogue was still being read (`resuming`): held until both are
   * in, then used and dropped.
   */
  loginInfo: AfterLoginInfo | null;
  /** Values for `error`'s message (`{code}`, `{status}`), when it has any. */
  errorValues: Record<string, string | number> | null;
  /** Failed start-up attempts since the last success. */
  retries: number;
  /** The logged-in player; null for a guest. */
  user: UserInfo | null;
  /** The player's bank accounts by bankId. */
  banks: Record<string, UserBank>;
  gameLikes: Record<string, number>;
  gameHistory: number[];
  inviteCode: string;
  aid: number;
  activityIds: number[];
  /** The player's activity data (spec §3): ids, map, bankrupt, login paying, total recharge; null for a guest. */
  activity: ActivityData | null;
  /** The open game (spec §4 heartbeat: sent with the heartbeat on /start). */
  gameId: number | null;
  /**
   * Whether a token is held, mirrored from src/platform/storage/token.ts so guards stay pure (read on start-up, set
   * by a login, cleared with the player).
   */
  hasToken: boolean;
}

export type SessionEvent =
  | { type: 'RETRY' }
  /** Any answer had code 401 (src/api/client/unauthorized.ts): logs a player out. */
  | { type: 'UNAUTHORIZED' }
  /** A login, register or social login succeeded (sent by the form machines). */
  | { type: 'LOGGED_IN'; result: LoginResult }
  | { type: 'LOGOUT.REQUEST' }
  | { type: 'LOGOUT.CONFIRM' }
  | { type: 'LOGOUT.CANCEL' }
  | { type: 'GAME.OPENED'; gameId: number }
  | { type: 'GAME.CLOSED' }
  /** gameLike answered errcode 0 (machines/lobby/favourites.machine.ts): the only way gameLikes changes. */
  | { type: 'FAVOURITE.CHANGED'; gameId: number; liked: boolean }
  /** A form changed the player (bindAccount answers the user with its new mobile). */
  | { type: 'USER.UPDATED'; user: UserInfo }
  /** addBankInfo / modifyBankInfo answered the player's bank list: merged by bankId. */
  | { type: 'BANKS.UPDATED'; appUserBankList: readonly UserBank[] }
  /** What children and flows beside the session send it (machines/shared/protocol.ts). */
  | SessionInbound
  // The invoke outcomes are listed so named guards and actions get typed payloads (and tests typed variants).
  /** The catalogue the last visit stored, or none (src/platform/gameList/catalogueActors.ts). */
  | StoredCatalogueEvent
  | Settled<AppConfig, 'loadAnonymousConfig'>
  | Settled<IndexedCatalogue, 'checkCatalogue'>
  | Settled<AfterLoginInfo, 'loadLoginInfo'>
  /** Both regions of `resuming` are done (the catalogue read, the login info answered or refused). */
  | { type: 'xstate.done.state.session.resuming' }
  | Settled<unknown, 'heartbeat'>
  | Settled<unknown, 'logout'>
  | Settled<Balance, 'refreshBalance'>;

export type { Balance, BalancePatch };

/** Heartbeat period while logged in (spec §9). */
export const HEARTBEAT_MS = 60_000;
/** Delay between a successful login and the redirect to /lobby/home (spec §2 /login). */
export const LOGIN_REDIRECT_MS = 500;

/** Automatic retries after a failed start-up; after these only RETRY (the player's button) starts again. */
export const MAX_AUTO_RETRIES = 3;
/** First automatic retry after 2 s, then 4 s, then 8 s. */
export const RETRY_BASE_MS = 2_000;

/** Initial context: what the previous visit stored in local storage; the game list comes in `readingCatalogue`. */
export function readStoredSession(): SessionContext {
  return {
    webConfig: local.get('webConfig') ?? null,
    paintedLobbyMode: paintedLobbyMode(),
    gameList: [],
    gameIndex: null,
    gameListVersion: null,
    loginInfo: null,
    error: null,
    errorValues: null,
    retries: 0,
    ...noPlayer,
    hasToken: getToken() !== undefined,
  };
}

const noPlayer = {
  user: null,
  banks: {},
  gameLikes: {},
  gameHistory: [],
  inviteCode: '',
  aid: 0,
  activityIds: [],
  activity: null,
  gameId: null,
} satisfies Partial<SessionContext>;

/** The bank list keyed by bankId (spec §3: entries keyed by bankId, merged on add). */
function byBankId(list: readonly UserBank[]): Record<string, UserBank> {
  return Object.fromEntries(list.map((bank) => [String(bank.bankId), bank]));
}

/** The player part of a login answer (login, register, social login, login info at start-up). */
function playerOf(result: LoginResult): Partial<SessionContext> {
  return {
    user: result.user,
    banks: byBankId(result.appUserBankList),
    gameLikes: result.gameLikes,
    gameHistory: result.gameHistory,
    inviteCode: result.user.inviteCode,
    aid: result.user.aid,
    activityIds: result.activityIds,
    activity: activityOf(result),
  };
}

/** The activity data part of a login answer. */
function activityOf(result: ActivityData): ActivityData {
  const { isBankrupt, hasTurntable, activityIds, activityMap, loginPaying, totalRecharge } = result;
  const { hasFund, hasSignUpBonus, hasFreeBonus } = result;
  return {
    isBankrupt,
    hasTurntable,
    activityIds,
    activityMap,
    loginPaying,
    totalRecharge,
    hasFund,
    hasSignUpBonus,
    hasFreeBonus,
  };
}

type CatalogueDone = DoneActorEvent<AppConfig, 'loadAnonymousConfig'> | DoneActorEvent<AfterLoginInfo, 'loadLoginInfo'>;
const CATALOGUE_DONE = ['xstate.done.actor.loadAnonymousConfig', 'xstate.done.actor.loadLoginInfo'] as const;

/** Both regions of `resuming` are done: the login info they waited with is in context. */
const RESUMED = 'xstate.done.state.session.resuming' as const;

/** The start-up answer: the invoke's output, or the login info `resuming` held until the catalogue was read. */
function catalogueAnswer({
  context,
  event,
}: {
  context: SessionContext;
  event: SessionEvent;
}): CatalogueDone['output'] {
  if (event.type === RESUMED && context.loginInfo) return context.loginInfo;
  assertEvent(event, [...CATALOGUE_DONE]);
  return event.output;
}

function loadLoginInfoInput({ context }: { context: SessionContext }): LoadLoginInfoInput {
  return { gameListVersion: context.gameListVersion ?? undefined };
}

/**
 * The login info asked beside the catalogue's read: with the version the `gameVersion` key names, which is the
 * version of the list the read is fetching (src/platform/gameList/catalogueClient.ts keeps them in step; when the
 * read finds nothing usable the key is removed and `needsLoginInfoAgain` asks once more without it).
 */
function besideReadInput(): LoadLoginInfoInput {
  return { gameListVersion: local.get('gameVersion') };
}

function loadAnonymousConfigInput({ context }: { context: SessionContext }): LoadAnonymousConfigInput {
  return { gameListVersion: context.gameListVersion ?? undefined };
}

/** The query /login reads to say why the player was logged out (src/screens/auth/LoginScreen.tsx). */
function loginReason(event: SessionEvent): Record<string, string> {
  if (event.type === 'BREAK.TAKEN') return { reason: 'break', until: String(event.until) };
  return { reason: event.type === 'HEADER.ERRCODE' && event.errcode === 1047 ? 'suspended' : 'sessionEnded' };
}

/** What the activity hosts take (machines/activity/activityHost.machine.ts). */
const ACTIVITY_HOST_EVENTS = ['OPEN', 'CLOSE', 'DEPOSIT.FINISHED'] as const;
/** The session's activity child that sells a deposit's actType. */
const ACTIVITY_OF_ACT_TYPE: Partial<Record<number, 'firstCharge' | 'signPay'>> = { 39: 'firstCharge', 15: 'signPay' };

/** The player's data came in (login info, a form's login): keep it in context and storage, tell the children. */
const PLAYER_IN = ['assignPlayer', 'persistPlayer', 'tellPlayer'] as const;
/** The player is gone: forget them in context and storage, tell the children. */
const PLAYER_OUT = ['forgetPlayer', 'clearStoredPlayer', 'tellPlayer'] as const;
/** Logged out by the server or a break (401, a header errcode, BREAK.TAKEN): to the guest state and /login with why. */
const SENT_OUT = { target: 'guest', actions: [...PLAYER_OUT, 'navigateToLoginWhy'] } as const;

/** A start-up answer came: the web config is stored and the start-up failure cleared. */
const CONFIG_IN = ['assignWebConfig', 'persistWebConfig', 'clearFailure'] as const;

/**
 * The login info at start-up: its game list (checked with the answer) replaces the stored one only when its
 * version differs, and goes to the worker to store; then the web config is stored and `then` runs.
 */
function startedWith<const TTarget extends string, const TThen extends readonly string[]>(
  target: TTarget,
  then: TThen,
) {
  return [
    {
      guard: 'gameListVersionChanged',
      target,
      actions: ['replaceGameList', 'storeGameList', ...CONFIG_IN, ...then, 'forgetLoginInfo'],
    },
    { target, actions: ['keepStoredGameList', ...CONFIG_IN, ...then, 'forgetLoginInfo'] },
  ] as const;
}

/** The guest's new list, for the worker to check and store. */
function checkCatalogueInput({
  context,
  event,
}: {
  context: SessionContext;
  event: SessionEvent;
}): StoreCatalogueInput {
  const answer = catalogueAnswer({ context, event });
  return { list: answer.gameList, version: answer.gameListVersion };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as NavigateEmitted | DepositFinishedEmitted,
    tags: {} as SessionTag,
    children: {} as {
      watchUnauthorized: 'watchUnauthorized';
      sendCode: 'sendCode';
      deposit: 'deposit';
      prompts: 'prompts';
      tracker: 'tracker';
      overlays: 'overlays';
      game: 'game';
      balance: 'balance';
      activities: 'activities';
      firstCharge: 'firstCharge';
      invite: 'invite';
      signPay: 'signPay';
      reportDevice: 'reportDevice';
      readStoredCatalogue: 'readStoredCatalogue';
      checkCatalogue: 'storeCatalogue';
      storeCatalogue: 'storeCatalogue';
      loadAnonymousConfig: 'loadAnonymousConfig';
      loadLoginInfo: 'loadLoginInfo';
      heartbeat: 'heartbeat';
      logout: 'logout';
      refreshBalance: 'refreshBalance';
    },
  },
  actors: {
    readStoredCatalogue,
    storeCatalogue,
    loadAnonymousConfig: fromPromise<AppConfig, LoadAnonymousConfigInput>(({ input, signal }) =>
      callApi('appConfig', input.gameListVersion === undefined ? {} : { gameListVersion: input.gameListVersion }, {
        signal,
      }),
    ),
    loadLoginInfo: fromPromise<AfterLoginInfo, LoadLoginInfoInput>(({ input, signal }) => {
      const device = deviceInfo();
      const facts = { os: device.os, version: device.version, deviceModel: device.deviceModel };
      const payload =
        input.gameListVersion === undefined ? facts : { ...facts, gameListVersion: input.gameListVersion };
      return callApi('getAfterLoginInfoWeb', payload, { signal });
    }),
    heartbeat: fromPromise<unknown, HeartbeatInput>(({ input, signal }) =>
      callApi('online', input.gameId === null ? {} : { gameId: input.gameId }, { signal }),
    ),
    logout: fromPromise<unknown>(({ signal }) => callApi('logout', {}, { signal })),
    refreshBalance: fromPromise<Balance>(({ signal }) => callApi('refreshData', {}, { signal })),
    /** Device-info report after a login (spec §7). Fire and forget: a failed report changes nothing for the player. */
    reportDevice: fromPromise<void>(async ({ signal }) => {
      await callApi('reportDevice', { phoneinfoJsonModel: deviceInfo() }, { signal }).catch(() => undefined);
    }),
    /** The send-code countdown (its host for the session's life); its code loads with the first SEND of a form. */
    sendCode: lazyChild(
      (): Promise<SendCodeMachine> => import('../auth/sendCode.machine').then((module) => module.sendCodeMachine),
      { id: 'sendCode', startOn: ['SEND'], forward: ['SEND'] },
    ),
    deposit: depositHostMachine,
    /** The header's and the menu's refresh (5 s throttle, toasts); its code loads with the first press. */
    balance: lazyChild(
      (): Promise<BalanceMachine> => import('./balance.machine').then((module) => module.balanceMachine),
      { id: 'balance', startOn: ['REFRESH'], forward: ['REFRESH'] },
    ),
    /** Reloads the activity data for a player; its code loads with the first REFRESH (guests never need it). */
    activities: lazyChild(
      (): Promise<ActivityDataMachine> =>
        import('../activity/activityData.machine').then((module) => module.activityDataMachine),
      { id: 'activities', startOn: ['REFRESH'], forward: ['REFRESH'] },
    ),
    // The activities the session owns (design card), one run per visit; their code loads with the first OPEN.
    firstCharge: lazyChild(
      (): Promise<FirstChargeHost> =>
        import('../activity/firstCharge.machine').then((module) => module.firstChargeHost),
      { id: 'firstCharge', startOn: ['OPEN'], forward: ACTIVITY_HOST_EVENTS },
    ),
    invite: lazyChild(
      (): Promise<InviteHost> => import('../activity/invite.machine').then((module) => module.inviteHost),
      { id: 'invite', startOn: ['OPEN'], forward: ACTIVITY_HOST_EVENTS },
    ),
    signPay: lazyChild(
      (): Promise<SignPayHost> => import('../activity/signPay.machine').then((module) => module.signPayHost),
      { id: 'signPay', startOn: ['OPEN'], forward: ACTIVITY_HOST_EVENTS },
    ),
    prompts: promptsMachine,
    locale: localeMachine,
    tracker: trackerMachine,
    overlays: overlaysMachine,
    /**
     * The running game (START / LEAVE from /start): it outlives the page, so leaving by back still exits it. Its
     * code (with the launch machine) loads with the first START: a guest never needs it.
     */
    game: lazyChild((): Promise<GameHostMachine> => import('./game.machine').then((module) => module.gameHostMachine), {
      id: 'game',
      startOn: ['START'],
      forward: ['START', 'LEAVE', 'RETRY'],
    }),
    /** Forwards every 401 answer to the session as UNAUTHORIZED; unsubscribes when the session stops. */
    watchUnauthorized: fromCallback<SessionEvent>(({ sendBack }) =>
      onUnauthorized(() => sendBack({ type: 'UNAUTHORIZED' })),
    ),
  },
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
    /** The heartbeat runs only while a token exists. */
    hasToken: ({ context }) => context.hasToken,
    gameListVersionChanged: ({ context, event }) => {
      const answer = catalogueAnswer({ context, event });
      return answer.gameList !== null && answer.gameListVersion !== context.gameListVersion;
    },
    tokenRefused: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.loadLoginInfo');
      return event.error instanceof ErrcodeError && event.error.code === 401;
    },
    nonZeroErrcode: ({ event }) => {
      assertEvent(event, 'HEADER.ERRCODE');
      return event.errcode !== 0;
    },
    canRetryAutomatically: ({ context }) => context.retries <= MAX_AUTO_RETRIES,
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
    replaceGameList: assign(({ context, event }) => {
      const answer = catalogueAnswer({ context, event });
      return { gameList: answer.gameList ?? [], gameIndex: null, gameListVersion: answer.gameListVersion };
    }),
    /**
     * The player's new list to the worker, which stores it for the next visit (its answer is not waited for). A
     * store still running for an older list is stopped first: one child under the id, always the newest list's (the
     * worker still finishes the older write first; its answer is no longer heard).
     */
    storeGameList: enqueueActions(({ enqueue, context }) => {
      enqueue.stopChild('storeCatalogue');
      enqueue.spawnChild('storeCatalogue', {
        id: 'storeCatalogue',
        input: { list: context.gameList, version: context.gameListVersion ?? '' },
      });
    }),
    keepStoredGameList: () => {
      // Nothing to change: the context already holds the stored list, which the answer says is current.
      // Named so the chart reads as the spec does ("replaced only when the version differs").
    },
    assignWebConfig: assign(({ context, event }) => ({ webConfig: catalogueAnswer({ context, event }).webConfig })),
    persistWebConfig: enqueueActions(({ enqueue, context, system }) => {
      const config = context.webConfig;
      if (!config) return;
      enqueue(() => local.set('webConfig', config));
      const prompts = system.get('prompts');
      const mode: PromptsEvent = { type: 'CONFIG', green: config.mode === 'green' };
      if (prompts) enqueue.sendTo(prompts, mode);
      const overlays = system.get('overlays');
      if (overlays) enqueue.sendTo(overlays, { type: 'READY' });
    }),
    clearFailure: assign({ error: null, errorValues: null, retries: 0 }),
    assignError: assign(({ context, event }) => {
      assertEvent(event, [
        'xstate.error.actor.loadAnonymousConfig',
        'xstate.error.actor.loadLoginInfo',
        'xstate.error.actor.checkCatalogue',
      ]);
      const text = errorMessage(event.error);
      return { error: text.id, errorValues: text.values ?? null, retries: context.retries + 1 };
    }),
    assignPlayer: assign(({ context, event }) => {
      if (event.type === 'LOGGED_IN') return playerOf(event.result);
      if (event.type === RESUMED && context.loginInfo) return playerOf(context.loginInfo);
      assertEvent(event, 'xstate.done.actor.loadLoginInfo');
      return playerOf(event.output);
    }),
    /** The login info came before the catalogue's read finished: held until both are in. */
    holdLoginInfo: assign({
      loginInfo: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadLoginInfo');
        return event.output;
      },
    }),
    forgetLoginInfo: assign({ loginInfo: null }),
    storeToken: ({ event }) => {
      assertEvent(event, 'LOGGED_IN');
      if (event.result.token) setToken(event.result.token);
    },
    assignToken: assign({
      hasToken: ({ event }) => {
        assertEvent(event, 'LOGGED_IN');
        return event.result.token.length > 0;
      },
    }),
    /**
     * The prompts and the tracker follow the player (total recharge, id); the overlays learn that a player who has
     * played before (a game history or bets on record) has played (issue 22.3: the one-promotion-per-visit rule is
     * for players who have not played yet).
     */
    tellPlayer: enqueueActions(({ enqueue, context, system }) => {
      // Through the system: a session restored from a snapshot (tests) may run without these children.
      const prompts = system.get('prompts');
      const tracker = system.get('tracker');
      const overlays = system.get('overlays');
      const player: PromptsEvent = { type: 'PLAYER', totalRecharge: context.user?.totalRecharge ?? 0 };
      const user: TrackerEvent = { type: 'USER', userId: context.user?.id ?? 0 };
      if (prompts) enqueue.sendTo(prompts, player);
      if (tracker) enqueue.sendTo(tracker, user);
      const playedBefore = context.user !== null && (context.gameHistory.length > 0 || context.user.bet > 0);
      if (overlays && playedBefore) enqueue.sendTo(overlays, { type: 'PLAYED' } satisfies OverlaysEvent);
    }),
    assignActivity: assign(({ event }) => {
      assertEvent(event, 'ACTIVITIES.UPDATED');
      return { activity: event.data, activityIds: event.data.activityIds };
    }),
    persistActivity: ({ context }) => {
      if (context.activity) session.set('activityData', context.activity);
    },
    refreshActivities: sendTo('activities', { type: 'REFRESH' }),
    persistPlayer: ({ context, event }) => {
      if (context.user) local.set('gameUser', context.user);
      local.set('userState', {
        banks: context.banks,
        gameLikes: context.gameLikes,
        gameHistory: context.gameHistory,
        inviteCode: context.inviteCode,
        aid: context.aid,
        activityIds: context.activityIds,
      });
      const result =
        event.type === 'LOGGED_IN'
          ? event.result
          : event.type === RESUMED
            ? context.loginInfo
            : 'output' in event
              ? event.output
              : undefined;
      if (result && typeof result === 'object' && 'activityMap' in result) {
        const { isBankrupt, hasTurntable, activityIds, activityMap, loginPaying, totalRecharge } =
          result as LoginResult;
        session.set('activityData', { isBankrupt, hasTurntable, activityIds, activityMap, loginPaying, totalRecharge });
      }
    },
    /** Also drops whatever deposit was under way (its dialog or view closes). */
    forgetPlayer: enqueueActions(({ enqueue }) => {
      enqueue.assign({ ...noPlayer, hasToken: false });
      enqueue.sendTo('deposit', { type: 'RESET' });
    }),
    /** Token, user and the player's stores; the catalogue, web config and the saved account stay. */
    clearStoredPlayer: () => {
      clearToken();
      local.remove('gameUser');
      local.remove('userState');
      session.remove('activityData');
    },
    assignGameId: assign({
      gameId: ({ event }) => {
        assertEvent(event, 'GAME.OPENED');
        return event.gameId;
      },
    }),
    clearGameId: assign({ gameId: null }),
    assignFavourite: assign({
      gameLikes: ({ context, event }) => {
        assertEvent(event, 'FAVOURITE.CHANGED');
        const { [String(event.gameId)]: _previous, ...others } = context.gameLikes;
        return event.liked ? { ...others, [String(event.gameId)]: 1 } : others;
      },
    }),
    /** History keeps game ids, most recent first, each once (spec §3). */
    prependHistory: assign({
      gameHistory: ({ context, event }) => {
        assertEvent(event, 'GAME.OPENED');
        return [event.gameId, ...context.gameHistory.filter((id) => id !== event.gameId)];
      },
    }),
    assignUser: assign({
      user: ({ event }) => {
        assertEvent(event, 'USER.UPDATED');
        return event.user;
      },
    }),
    persistUser: ({ context }) => {
      if (context.user) local.set('gameUser', context.user);
    },
    openDeposit: sendTo('deposit', ({ context, event }) => {
      assertEvent(event, 'DEPOSIT.OPEN');
      const channels = Object.values(context.webConfig?.appRechargeTypeMap ?? {}).sort((a, b) => a.id - b.id);
      return {
        type: 'OPEN' as const,
        channels,
        banks: context.banks,
        options: event.options ?? {},
      };
    }),
    mergeBanks: assign({
      banks: ({ context, event }) => {
        assertEvent(event, 'BANKS.UPDATED');
        return { ...context.banks, ...byBankId(event.appUserBankList) };
      },
    }),
    forwardBanks: sendTo('deposit', ({ context }) => ({ type: 'BANKS.CHANGED' as const, banks: context.banks })),
    assignBalance: assign({
      user: ({ context, event }) => {
        assertEvent(event, ['BALANCE.UPDATED', 'xstate.done.actor.refreshBalance']);
        const patch: BalancePatch = event.type === 'BALANCE.UPDATED' ? event.balance : event.output;
        return context.user && { ...context.user, ...patch };
      },
    }),
    /** A game opened: the overlays' one-promotion-per-visit limit lifts (issue 22.3). */
    tellOverlaysPlayed: sendTo('overlays', { type: 'PLAYED' }),
    tellOverlays: sendTo('overlays', ({ event }) => {
      assertEvent(event, ['PROMPT.SHOWN', 'PROMPT.HIDDEN', 'NOTICE.CLOSED']);
      return event.type === 'NOTICE.CLOSED' ? { type: event.type, shown: event.shown === true } : { type: event.type };
    }),
    /** A paid deposit raises the prompts' force-update flag; the activity screens hear what was bought. */
    routeDepositFinished: enqueueActions(({ enqueue, event, self }) => {
      assertEvent(event, 'DEPOSIT.FINISHED');
      if (event.done) enqueue.sendTo('prompts', { type: 'DEPOSITED' });
      // The activity that sold it reloads (first-charge 39, sign-up bonus 15).
      const seller = ACTIVITY_OF_ACT_TYPE[event.actType];
      if (seller && self.getSnapshot().children[seller]) enqueue.sendTo(seller, { type: 'DEPOSIT.FINISHED' });
      enqueue.emit({ ...event, type: 'deposit.finished' });
    }),
    navigate: emit(({ event }) => {
      assertEvent(event, 'NAVIGATE');
      return { ...event, type: 'navigate' as const };
    }),
    navigateHome: emit({ type: 'navigate', to: { page: 'home' }, replace: true }),
    navigateToLogin: emit({ type: 'navigate', to: { page: 'login' }, replace: true }),
    /**
     * Logged out by the server: /login says why (issue 22.4): suspended (header errcode 1047), on a break until a
     * time (BREAK.TAKEN, issue 18), else the session ended.
     */
    navigateToLoginWhy: emit(({ event }) => ({
      type: 'navigate' as const,
      to: { page: 'login' as const, query: loginReason(event) },
      replace: true,
    })),
  },
  delays: {
    /** Exponential back-off: 2 s after the first failure, 4 s after the second, 8 s after the third. */
    retryDelay: ({ context }) => RETRY_BASE_MS * 2 ** Math.max(0, context.retries - 1),
    heartbeat: HEARTBEAT_MS,
    loginRedirect: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'session',
  context: readStoredSession,
  invoke: [
    { id: 'watchUnauthorized', src: 'watchUnauthorized' },
    { id: 'sendCode', src: 'sendCode', systemId: 'sendCode' },
    { id: 'deposit', src: 'deposit', systemId: 'deposit', input: ({ self }) => ({ session: self }) },
    { id: 'prompts', src: 'prompts', systemId: 'prompts', input: ({ self }) => ({ session: self }) },
    { id: 'overlays', src: 'overlays', systemId: 'overlays', input: {} },
    { id: 'tracker', src: 'tracker', systemId: 'tracker', input: {} },
    { id: 'locale', src: 'locale', systemId: 'locale', input: () => startingLocale() },
    { id: 'game', src: 'game', systemId: 'game', input: ({ self }) => ({ session: self }) },
  ],
  on: {
    'DEPOSIT.FINISHED': { actions: 'routeDepositFinished' },
    // Children ask, the session emits the one `navigate` (src/app's one adapter follows it).
    NAVIGATE: { actions: 'navigate' },
    // The overlays region hears the prompts and the notice pop-up.
    'PROMPT.SHOWN': { actions: 'tellOverlays' },
    'PROMPT.HIDDEN': { actions: 'tellOverlays' },
    'NOTICE.CLOSED': { actions: 'tellOverlays' },
  },
  initial: 'boot',
  states: {
    boot: {
      tags: ['starting'],
      description:
        'Chooses the start-up: a stored token asks for the login info beside the catalogue’s read, a guest reads first.',
      always: [{ guard: 'hasStoredToken', target: 'resuming' }, { target: 'readingCatalogue' }],
    },
    readingCatalogue: {
      tags: ['starting'],
      description:
        'Reads the catalogue the last visit stored (the game-list worker, IndexedDB); without one, a first visit.',
      invoke: { id: 'readStoredCatalogue', src: 'readStoredCatalogue' },
      on: {
        'CATALOGUE.READ': { target: 'starting', actions: 'assignStoredCatalogue' },
        'CATALOGUE.NONE': 'starting',
      },
    },
    resuming: {
      tags: ['starting'],
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
                'CATALOGUE.READ': { target: 'read', actions: 'assignStoredCatalogue' },
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
                  { guard: 'tokenRefused', target: 'refused', actions: PLAYER_OUT },
                  { target: '#session.failed', actions: 'assignError' },
                ],
              },
            },
            answered: { type: 'final' },
            refused: { type: 'final' },
          },
        },
      },
      onDone: [
        { guard: 'tokenForgotten', target: 'starting' },
        { guard: 'needsLoginInfoAgain', target: 'reasking', actions: 'forgetLoginInfo' },
        ...startedWith('loggedIn', PLAYER_IN),
      ],
    },
    reasking: {
      tags: ['starting'],
      description:
        'The login info called current a list the read did not find: asks again, with the version of what was read (none).',
      invoke: {
        id: 'loadLoginInfo',
        src: 'loadLoginInfo',
        input: loadLoginInfoInput,
        onDone: startedWith('loggedIn', PLAYER_IN),
        onError: [
          { guard: 'tokenRefused', target: 'starting', actions: PLAYER_OUT },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    starting: {
      tags: ['starting'],
      description: 'Asks for the anonymous config, sending the stored game-list version.',
      invoke: {
        id: 'loadAnonymousConfig',
        src: 'loadAnonymousConfig',
        input: loadAnonymousConfigInput,
        onDone: [
          { guard: 'gameListVersionChanged', target: 'checkingCatalogue', actions: CONFIG_IN },
          { target: 'guest', actions: ['keepStoredGameList', ...CONFIG_IN] },
        ] as const,
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    checkingCatalogue: {
      tags: ['starting'],
      description:
        'A new game list: the worker checks, stores and hands it back ready to render; the stored one shows meanwhile.',
      invoke: {
        id: 'checkCatalogue',
        src: 'storeCatalogue',
        input: checkCatalogueInput,
        onDone: { target: 'guest', actions: 'assignCheckedCatalogue' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    guest: {
      tags: ['ready'],
      description: 'Configuration and catalogue loaded; browsing as a guest.',
      on: {
        LOGGED_IN: {
          target: 'welcoming',
          actions: ['storeToken', 'assignToken', ...PLAYER_IN],
        },
      },
    },
    welcoming: {
      tags: ['ready', 'player'],
      description: 'Just logged in from a form (player and token stored): to /lobby/home after 0.5 s.',
      entry: spawnChild('reportDevice', { id: 'reportDevice' }),
      after: { loginRedirect: { target: 'loggedIn', actions: 'navigateHome' } },
      on: {
        UNAUTHORIZED: SENT_OUT,
      },
    },
    loggedIn: {
      tags: ['ready', 'player'],
      description: 'A player is logged in: the heartbeat, balance refreshes and the logout confirmation, side by side.',
      type: 'parallel',
      // The balance refresh for the header, the menu and later screens (one 5 s throttle), reached as
      // `snapshot.children.balance` (no systemId: a player logging in again would register it twice).
      invoke: [
        { id: 'balance', src: 'balance', input: ({ self }) => ({ session: self }) },
        { id: 'activities', src: 'activities', input: ({ self }) => ({ session: self }) },
        { id: 'firstCharge', src: 'firstCharge', input: ({ self }) => ({ session: self }) },
        { id: 'invite', src: 'invite', input: ({ self }) => ({ session: self }) },
        { id: 'signPay', src: 'signPay', input: ({ self }) => ({ session: self }) },
      ],
      on: {
        UNAUTHORIZED: SENT_OUT,
        'HEADER.ERRCODE': { guard: 'nonZeroErrcode', ...SENT_OUT },
        // A time-out or self-exclusion started (issue 18): the server already ended every session, so no logout call.
        'BREAK.TAKEN': SENT_OUT,
        'GAME.OPENED': { actions: ['assignGameId', 'prependHistory', 'persistPlayer', 'tellOverlaysPlayed'] },
        'GAME.CLOSED': { actions: 'clearGameId' },
        'FAVOURITE.CHANGED': { actions: ['assignFavourite', 'persistPlayer'] },
        'USER.UPDATED': { actions: ['assignUser', 'persistUser', 'tellPlayer'] },
        'DEPOSIT.OPEN': { actions: 'openDeposit' },
        'BANKS.UPDATED': { actions: ['mergeBanks', 'persistPlayer', 'forwardBanks'] },
        'BALANCE.UPDATED': { actions: ['assignBalance', 'persistUser', 'tellPlayer'] },
        'ACTIVITIES.REFRESH': { actions: 'refreshActivities' },
        'ACTIVITIES.UPDATED': { actions: ['assignActivity', 'persistActivity'] },
      },
      states: {
        heartbeat: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                heartbeat: [{ guard: 'hasToken', target: 'beating' }, { target: 'stopped' }],
              },
            },
            beating: {
              invoke: {
                id: 'heartbeat',
                src: 'heartbeat',
                input: ({ context }) => ({ gameId: context.gameId }),
                // A failed beat changes nothing; a 401 reaches the session through the watcher.
                onDone: 'waiting',
                onError: 'waiting',
              },
            },
            stopped: {
              description: 'The token is gone: no more heartbeats.',
            },
          },
        },
        balanceSync: {
          description: 'Silent refreshData on BALANCE.REFRESH (after a deposit, a withdrawal…): no throttle, no toast.',
          initial: 'idle',
          states: {
            idle: { on: { 'BALANCE.REFRESH': 'refreshing' } },
            refreshing: {
              description:
                'refreshData after a wallet change; a new request restarts it, a failure keeps the old balance.',
              on: { 'BALANCE.REFRESH': { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'refreshBalance',
                src: 'refreshBalance',
                onDone: { target: 'idle', actions: ['assignBalance', 'persistUser', 'tellPlayer'] },
                onError: 'idle',
              },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'LOGOUT.REQUEST': 'confirmingLogout' },
            },
            confirmingLogout: {
              tags: ['blocking'],
              description: 'The logout confirmation dialog is open.',
              on: {
                'LOGOUT.CANCEL': 'closed',
                'LOGOUT.CONFIRM': '#session.loggingOut',
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['ready', 'player', 'busy'],
      description: 'Tells the server (its answer does not matter), then clears the player and goes to /login.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'guest', actions: [...PLAYER_OUT, 'navigateToLogin'] },
        onError: { target: 'guest', actions: [...PLAYER_OUT, 'navigateToLogin'] },
      },
    },
    failed: {
      tags: ['failed'],
      description: 'Start-up failed: shows the error, retries by itself a few times, then waits for RETRY.',
      after: {
        retryDelay: { guard: 'canRetryAutomatically', target: 'boot' },
      },
      on: {
        RETRY: 'boot',
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

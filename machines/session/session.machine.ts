import { assertEvent, assign, emit, enqueueActions, sendTo, setup, spawnChild } from 'xstate';
import { startingLocale } from '../../src/platform/intl/locale';
import type { PromptsEvent } from '../prompts/prompts.machine';
import type { AppUpdateEvent } from '../pwa/appUpdate.machine';
import type { ChildrenNamed } from '../shared/machineTypes';
import type { Balance, BalancePatch, DepositFinishedEmitted, NavigateEmitted } from '../shared/protocol';
import type { OverlaysEvent } from './overlays.machine';
import { sessionActors } from './session.actors';
import {
  ACTIVITY_OF_ACT_TYPE,
  byBankId,
  depositChannels,
  loginReason,
  noPlayer,
  playerOf,
  readStoredSession,
  type SessionContext,
  type SessionEvent,
  type SessionTag,
  type TokenReceivedEmitted,
} from './session.context';
import { persistence } from './session.persistence';
import { type StartupInput, startupMachine } from './startup.machine';
import type { TrackerEvent } from './tracker.machine';

/**
 * The root session machine (the app creates it with `systemId: 'session'`); spec §4.
 *
 * - Start-up: the `startup` child (machines/session/startup.machine.ts) reads the stored catalogue, asks for the
 *   configuration (and, with a stored token, the login info) and checks a new list; the session takes what it
 *   reports as it goes and ends as a guest, a player, or failed (retried by itself a few times, then on RETRY).
 * - Guest to logged in: the login and register forms send LOGGED_IN; the session keeps user, token, bank list,
 *   likes, history, invite code, aid and activity ids, then navigates to /lobby/home after 0.5 s.
 * - While logged in: the 60 s heartbeat (while a token exists), the live stream (its `liveStream` child: balance and
 *   mail changes refresh the balance at once, a session ended elsewhere logs out), the logout confirmation, and logout without
 *   confirmation on any 401, a non-zero header errcode or a break the player took (BREAK.TAKEN: no logout call,
 *   the server ended the sessions). Logging out always ends on /login.
 * - Children: for the session's life (`deposit`, `prompts`, `overlays`, `tracker`, `locale`, `game`…) and while a
 *   player is logged in (`balance`, `activities`, the activities it sells); session.actors.ts says what each does.
 * - Balances: BALANCE.UPDATED merges figures an answer carried; BALANCE.REFRESH (wallet flows) runs a silent
 *   refreshData in the balanceSync region. Favourites and history: FAVOURITE.CHANGED (only after gameLike
 *   answered 0) and GAME.OPENED update them.
 *
 * It writes no storage (its `persistence` child, session.persistence.ts, follows its context and `token.received`)
 * and never navigates itself: it emits `navigate` and src/app's adapter calls the router.
 */

export type {
  AfterLoginInfo,
  AppConfig,
  HeartbeatInput,
  LoadAnonymousConfigInput,
  LoadLoginInfoInput,
  LoginResult,
} from './session.actors';
export { readStoredSession, type SessionContext, type SessionEvent, type SessionTag } from './session.context';
export type { Balance, BalancePatch, NavigateEmitted };

/** Heartbeat period while logged in (spec §9). */
export const HEARTBEAT_MS = 60_000;
/** Delay between a successful login and the redirect to /lobby/home (spec §2 /login). */
export const LOGIN_REDIRECT_MS = 500;
/** Automatic retries after a failed start-up; after these only RETRY (the player's button) starts again. */
export const MAX_AUTO_RETRIES = 3;
/** First automatic retry after 2 s, then 4 s, then 8 s. */
export const RETRY_BASE_MS = 2_000;

/** The player's data came in (login info, a form's login): keep it, tell the children. */
const PLAYER_IN = ['assignPlayer', 'tellPlayer'] as const;
/** The player is gone: forget them, tell the children. */
const PLAYER_OUT = ['forgetPlayer', 'tellPlayer'] as const;
/** Logged out by the server or a break (401, a header errcode, BREAK.TAKEN): to the guest state and /login with why. */
const SENT_OUT = { target: 'guest', actions: [...PLAYER_OUT, 'navigateToLoginWhy'] } as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as NavigateEmitted | DepositFinishedEmitted | TokenReceivedEmitted,
    tags: {} as SessionTag,
    // Each child under its actor's name.
    children: {} as ChildrenNamed<keyof typeof sessionActors | 'startup' | 'persistence'>,
  },
  actors: { ...sessionActors, startup: startupMachine, persistence },
  guards: {
    /** The start-up's list is a player's new one: the worker stores it for the next visit. */
    listToStore: ({ event }) => event.type === 'STARTUP.CATALOGUE' && event.store,
    startedAsPlayer: ({ event }) => event.type === 'xstate.done.actor.startup' && event.output.outcome === 'player',
    startFailed: ({ event }) => event.type === 'xstate.done.actor.startup' && event.output.outcome === 'failed',
    /** The heartbeat runs only while a token exists. */
    hasToken: ({ context }) => context.hasToken,
    nonZeroErrcode: ({ event }) => {
      assertEvent(event, 'HEADER.ERRCODE');
      return event.errcode !== 0;
    },
    canRetryAutomatically: ({ context }) => context.retries <= MAX_AUTO_RETRIES,
  },
  actions: {
    assignCatalogue: assign(({ event }) => {
      assertEvent(event, 'STARTUP.CATALOGUE');
      return event.catalogue;
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
    assignWebConfig: assign(({ event }) => {
      assertEvent(event, 'STARTUP.CONFIG');
      return { webConfig: event.webConfig };
    }),
    /**
     * The prompts hear the mode (green or not) and whether the age notice is for every mode, the app's updates the
     * operator's minimum version; the overlays may start.
     */
    tellConfig: enqueueActions(({ enqueue, context, system }) => {
      const config = context.webConfig;
      if (!config) return;
      const prompts = system.get('prompts');
      const mode: PromptsEvent = {
        type: 'CONFIG',
        green: config.mode === 'green',
        ageNoticeAllModes: config.ageNoticeAllModes === true,
      };
      if (prompts) enqueue.sendTo(prompts, mode);
      const update = system.get('appUpdate');
      const minimum: AppUpdateEvent = { type: 'CONFIG', minVersion: config.minAppVersion };
      if (update) enqueue.sendTo(update, minimum);
      const overlays = system.get('overlays');
      if (overlays) enqueue.sendTo(overlays, { type: 'READY' });
    }),
    clearFailure: assign({ error: null, errorValues: null, retries: 0 }),
    assignError: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.startup');
      const { output } = event;
      if (output.outcome !== 'failed') return {};
      return { error: output.error, errorValues: output.errorValues, retries: context.retries + 1 };
    }),
    assignPlayer: assign(({ event }) => {
      if (event.type === 'LOGGED_IN') return playerOf(event.result);
      assertEvent(event, 'xstate.done.actor.startup');
      return event.output.outcome === 'player' ? playerOf(event.output.loginInfo) : {};
    }),
    /** The token goes to storage (session.persistence.ts); the context only knows that one is held. */
    takeToken: enqueueActions(({ enqueue, event }) => {
      assertEvent(event, 'LOGGED_IN');
      const { token } = event.result;
      if (token) enqueue.emit({ type: 'token.received', token });
      enqueue.assign({ hasToken: token.length > 0 });
    }),
    /**
     * The prompts and the tracker follow the player (total recharge, id); the overlays learn that a player who has
     * played before (a game history or bets on record) has played (the one-promotion-per-visit rule is for players
     * who have not played yet).
     */
    tellPlayer: enqueueActions(({ enqueue, context, system }) => {
      // Through the system: a session restored from a snapshot (tests) may run without these children.
      const prompts = system.get('prompts');
      const tracker = system.get('tracker');
      const overlays = system.get('overlays');
      const player: PromptsEvent = {
        type: 'PLAYER',
        totalRecharge: context.user?.totalRecharge ?? 0,
        userId: context.user?.id ?? 0,
      };
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
    refreshActivities: sendTo('activities', { type: 'REFRESH' }),
    /** Also drops whatever deposit was under way (its dialog or view closes). */
    forgetPlayer: enqueueActions(({ enqueue }) => {
      enqueue.assign({ ...noPlayer, hasToken: false });
      enqueue.sendTo('deposit', { type: 'RESET' });
    }),
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
    openDeposit: sendTo('deposit', ({ context, event }) => {
      assertEvent(event, 'DEPOSIT.OPEN');
      const channels = depositChannels(context);
      return { type: 'OPEN' as const, channels, banks: context.banks, options: event.options ?? {} };
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
    /** A game opened: the overlays' one-promotion-per-visit limit lifts. */
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
     * Logged out by the server: /login says why: suspended (errcode 1047, in the header or a 401), on a break until a time
     * (BREAK.TAKEN), else the session ended.
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
    // Writes what the next visit needs as the context changes (session.persistence.ts).
    { id: 'persistence', src: 'persistence', input: ({ self }) => ({ session: self }) },
    { id: 'watchUnauthorized', src: 'watchUnauthorized' },
    { id: 'sendCode', src: 'sendCode', systemId: 'sendCode' },
    { id: 'deposit', src: 'deposit', systemId: 'deposit', input: ({ self }) => ({ session: self }) },
    { id: 'prompts', src: 'prompts', systemId: 'prompts', input: ({ self }) => ({ session: self }) },
    { id: 'appUpdate', src: 'appUpdate', systemId: 'appUpdate' },
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
  initial: 'starting',
  states: {
    starting: {
      tags: ['starting'],
      description: 'The start-up child decides who the visitor is; the stored list shows while a new one is checked.',
      invoke: {
        id: 'startup',
        src: 'startup',
        input: ({ context, self }): StartupInput => ({
          session: self,
          hasToken: context.hasToken,
          gameListVersion: context.gameListVersion,
        }),
        onDone: [
          { guard: 'startFailed', target: 'failed', actions: 'assignError' },
          { guard: 'startedAsPlayer', target: 'loggedIn', actions: ['clearFailure', ...PLAYER_IN] },
          { target: 'guest', actions: 'clearFailure' },
        ],
      },
      on: {
        'STARTUP.CATALOGUE': [
          { guard: 'listToStore', actions: ['assignCatalogue', 'storeGameList'] },
          { actions: 'assignCatalogue' },
        ],
        'STARTUP.CONFIG': { actions: ['assignWebConfig', 'tellConfig'] },
        'STARTUP.TOKEN_REFUSED': { actions: PLAYER_OUT },
      },
    },
    guest: {
      tags: ['ready'],
      description: 'Configuration and catalogue loaded; browsing as a guest.',
      on: {
        LOGGED_IN: { target: 'welcoming', actions: ['takeToken', ...PLAYER_IN] },
      },
    },
    welcoming: {
      tags: ['ready', 'player'],
      description: 'Just logged in from a form (player and token kept): to /lobby/home after 0.5 s.',
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
      // The balance refresh for the header, the menu and later screens (one 5 s throttle) and the player's
      // activities, reached as `snapshot.children.<id>` (no systemId: a player logging in again restarts them).
      invoke: [
        { id: 'balance', src: 'balance', input: ({ self }) => ({ session: self }) },
        { id: 'activities', src: 'activities', input: ({ self }) => ({ session: self }) },
        { id: 'firstCharge', src: 'firstCharge', input: ({ self }) => ({ session: self }) },
        { id: 'invite', src: 'invite', input: ({ self }) => ({ session: self }) },
        { id: 'signPay', src: 'signPay', input: ({ self }) => ({ session: self }) },
        { id: 'liveStream', src: 'liveStream', input: ({ self }) => ({ session: self }) },
      ],
      // The live stream opens at once; leaving (a logout, a 401) stops it with the state.
      entry: sendTo('liveStream', { type: 'START' }),
      on: {
        UNAUTHORIZED: SENT_OUT,
        'HEADER.ERRCODE': { guard: 'nonZeroErrcode', ...SENT_OUT },
        // A time-out or self-exclusion started: the server already ended every session, so no logout call.
        'BREAK.TAKEN': SENT_OUT,
        'GAME.OPENED': { actions: ['assignGameId', 'prependHistory', 'tellOverlaysPlayed'] },
        'GAME.CLOSED': { actions: 'clearGameId' },
        'FAVOURITE.CHANGED': { actions: 'assignFavourite' },
        'USER.UPDATED': { actions: ['assignUser', 'tellPlayer'] },
        'DEPOSIT.OPEN': { actions: 'openDeposit' },
        'BANKS.UPDATED': { actions: ['mergeBanks', 'forwardBanks'] },
        'BALANCE.UPDATED': { actions: ['assignBalance', 'tellPlayer'] },
        'ACTIVITIES.REFRESH': { actions: 'refreshActivities' },
        'ACTIVITIES.UPDATED': { actions: 'assignActivity' },
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
                onDone: { target: 'idle', actions: ['assignBalance', 'tellPlayer'] },
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
      description: 'Tells the server (its answer does not matter), then forgets the player and goes to /login.',
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
        retryDelay: { guard: 'canRetryAutomatically', target: 'starting' },
      },
      on: {
        RETRY: 'starting',
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

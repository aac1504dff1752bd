import { fromCallback, fromPromise } from 'xstate';
import { callApi } from '../../src/api/client/call';
import { onUnauthorized } from '../../src/api/client/unauthorized';
import type { DataOf } from '../../src/api/contract/map';
import { deviceInfo } from '../../src/platform/device/device';
import { readStoredCatalogue, storeCatalogue } from '../../src/platform/gameList/catalogueActors';
import type { ActivityDataMachine } from '../activity/activityData.machine';
import type { FirstChargeHost } from '../activity/firstCharge.machine';
import type { InviteHost } from '../activity/invite.machine';
import type { SignPayHost } from '../activity/signPay.machine';
import type { SendCodeMachine } from '../auth/sendCode.machine';
import { promptsMachine } from '../prompts/prompts.machine';
import { appUpdateMachine } from '../pwa/appUpdate.machine';
import { lazyChild } from '../shared/lazyChild';
import type { Balance } from '../shared/protocol';
import { depositHostMachine } from '../wallet/depositHost.machine';
import type { BalanceMachine } from './balance.machine';
import type { GameHostMachine } from './game.machine';
import type { LiveStreamMachine } from './liveStream.machine';
import { localeMachine } from './locale.machine';
import { overlaysMachine } from './overlays.machine';
import { trackerMachine } from './tracker.machine';

/**
 * What the session runs beside its chart: its calls to the server, the 401 watcher, the game-list worker's two
 * actors and its children (the lazy hosts load their machine's code with the first event that needs it, so a guest
 * downloads none of it). Named here, invoked by name in session.machine.ts and startup.machine.ts.
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

export interface LoadAnonymousConfigInput {
  /** Sent only when a stored list goes with it, so a `null` list in the answer always means "yours is current". */
  gameListVersion: string | undefined;
}

export interface HeartbeatInput {
  gameId: number | null;
}

/** What the activity hosts take (machines/activity/activityHost.machine.ts). */
const ACTIVITY_HOST_EVENTS = ['OPEN', 'CLOSE', 'DEPOSIT.FINISHED'] as const;

/** The start-up's calls and the game-list worker (machines/session/startup.machine.ts invokes them). */
export const startupActors = {
  /** The catalogue the last visit stored, read back by the game-list worker (IndexedDB). */
  readStoredCatalogue,
  /** A new list, checked and stored by the worker, handed back indexed. */
  storeCatalogue,
  loadAnonymousConfig: fromPromise<AppConfig, LoadAnonymousConfigInput>(({ input, signal }) =>
    callApi('appConfig', input.gameListVersion === undefined ? {} : { gameListVersion: input.gameListVersion }, {
      signal,
    }),
  ),
  loadLoginInfo: fromPromise<AfterLoginInfo, LoadLoginInfoInput>(({ input, signal }) => {
    const device = deviceInfo();
    const facts = { os: device.os, version: device.version, deviceModel: device.deviceModel };
    const payload = input.gameListVersion === undefined ? facts : { ...facts, gameListVersion: input.gameListVersion };
    return callApi('getAfterLoginInfoWeb', payload, { signal });
  }),
};

/** The logged-in session's calls and the children it holds for its life or a player's. */
export const sessionActors = {
  /** A player's new list to the worker, which stores it for the next visit. */
  storeCatalogue,
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
    { id: 'sendCode', systemId: 'sendCodeCountdown', startOn: ['SEND'], forward: ['SEND'] },
  ),
  /** The deposit (depositHost.machine.ts loads its code on the first OPEN); a logout resets it. */
  deposit: depositHostMachine,
  /** The header's and the menu's refresh (5 s throttle, toasts); its code loads with the first press. */
  balance: lazyChild(
    (): Promise<BalanceMachine> => import('./balance.machine').then((module) => module.balanceMachine),
    { id: 'balance', systemId: 'balanceRefresh', startOn: ['REFRESH'], forward: ['REFRESH'] },
  ),
  /**
   * The live stream while a player is logged in (liveStream.machine.ts): changes arrive before the next heartbeat.
   * Its code, and the stream's transport, load with the START the session sends on logging in.
   */
  liveStream: lazyChild(
    (): Promise<LiveStreamMachine> => import('./liveStream.machine').then((module) => module.liveStreamMachine),
    { id: 'liveStream', systemId: 'liveStream', startOn: ['START'], forward: ['START'] },
  ),
  /** Reloads the activity data for a player; its code loads with the first REFRESH (guests never need it). */
  activities: lazyChild(
    (): Promise<ActivityDataMachine> =>
      import('../activity/activityData.machine').then((module) => module.activityDataMachine),
    { id: 'activities', startOn: ['REFRESH'], forward: ['REFRESH'] },
  ),
  // The activities the session owns (design card), one run per visit; their code loads with the first OPEN.
  firstCharge: lazyChild(
    (): Promise<FirstChargeHost> => import('../activity/firstCharge.machine').then((module) => module.firstChargeHost),
    { id: 'firstCharge', systemId: 'firstChargeHost', startOn: ['OPEN'], forward: ACTIVITY_HOST_EVENTS },
  ),
  invite: lazyChild(
    (): Promise<InviteHost> => import('../activity/invite.machine').then((module) => module.inviteHost),
    { id: 'invite', systemId: 'inviteHost', startOn: ['OPEN'], forward: ACTIVITY_HOST_EVENTS },
  ),
  signPay: lazyChild(
    (): Promise<SignPayHost> => import('../activity/signPay.machine').then((module) => module.signPayHost),
    { id: 'signPay', systemId: 'signPayHost', startOn: ['OPEN'], forward: ACTIVITY_HOST_EVENTS },
  ),
  /** The prompts: they hear the mode and the player's total recharge. */
  prompts: promptsMachine,
  /** The service worker and the app's updates: it hears the operator's minimum version. */
  appUpdate: appUpdateMachine,
  /** The shown language, started in the remembered or the browser's one. */
  locale: localeMachine,
  /** Hears the player id; screens send it TRACK. */
  tracker: trackerMachine,
  /** The home's overlays, one at a time. */
  overlays: overlaysMachine,
  /**
   * The running game (START / LEAVE from /start): it outlives the page, so leaving by back still exits it. Its
   * code (with the launch machine) loads with the first START: a guest never needs it.
   */
  game: lazyChild((): Promise<GameHostMachine> => import('./game.machine').then((module) => module.gameHostMachine), {
    id: 'game',
    systemId: 'gameHost',
    startOn: ['START'],
    forward: ['START', 'LEAVE', 'RETRY'],
  }),
  /** Forwards every 401 answer (with its errcode) to the session as UNAUTHORIZED; unsubscribes when it stops. */
  watchUnauthorized: fromCallback<{ type: 'UNAUTHORIZED'; errcode?: number }>(({ sendBack }) =>
    onUnauthorized((errcode) => sendBack({ type: 'UNAUTHORIZED', errcode })),
  ),
};

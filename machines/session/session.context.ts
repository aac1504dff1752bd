import type { DoneActorEvent } from 'xstate';
import type { Game, UserInfo, WebConfig } from '../../src/api/contract/entities';
import type { UserBank } from '../../src/api/contract/player';
import { paintedLobbyMode } from '../../src/platform/device/clientFacts';
import type { CatalogueIndex } from '../../src/platform/gameList/catalogueIndex';
import { local } from '../../src/platform/storage/storage';
import { getToken } from '../../src/platform/storage/token';
import type { Settled } from '../shared/actorEvents';
import type { ActivityData, Balance, SessionInbound } from '../shared/protocol';
import type { LoginResult } from './session.actors';
import type { StartupOutput, StartupReport } from './startup.machine';

/**
 * What screens read (src/screens/shared/sessionStatus.ts): `starting` while start-up decides who the visitor is,
 * `ready` once the configuration is in, `player` while a player is logged in (logging out still counts), `busy`
 * while the logout call runs, `blocking` while the logout confirmation is open, `failed` when start-up failed.
 */
export type SessionTag = 'starting' | 'ready' | 'player' | 'busy' | 'blocking' | 'failed';

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
  /** What the start-up child reports as it goes (machines/session/startup.machine.ts). */
  | StartupReport
  // The invoke outcomes are listed so named guards and actions get typed payloads (and tests typed variants).
  | DoneActorEvent<StartupOutput, 'startup'>
  | Settled<unknown, 'heartbeat'>
  | Settled<unknown, 'logout'>
  | Settled<Balance, 'refreshBalance'>;

/** A login's token, for the persistence subscriber to store (machines/session/session.persistence.ts). */
export interface TokenReceivedEmitted {
  type: 'token.received';
  token: string;
}

export const noPlayer = {
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

/** Initial context: what the previous visit stored in local storage; the game list comes with the start-up. */
export function readStoredSession(): SessionContext {
  return {
    webConfig: local.get('webConfig') ?? null,
    paintedLobbyMode: paintedLobbyMode(),
    gameList: [],
    gameIndex: null,
    gameListVersion: null,
    error: null,
    errorValues: null,
    retries: 0,
    ...noPlayer,
    hasToken: getToken() !== undefined,
  };
}

/** The bank list keyed by bankId (spec §3: entries keyed by bankId, merged on add). */
export function byBankId(list: readonly UserBank[]): Record<string, UserBank> {
  return Object.fromEntries(list.map((bank) => [String(bank.bankId), bank]));
}

/** The player part of a login answer (login, register, social login, login info at start-up). */
export function playerOf(result: LoginResult): Partial<SessionContext> {
  const { isBankrupt, hasTurntable, activityIds, activityMap, loginPaying, totalRecharge } = result;
  const { hasFund, hasSignUpBonus, hasFreeBonus } = result;
  const activity: ActivityData = {
    ...{ isBankrupt, hasTurntable, activityIds, activityMap, loginPaying, totalRecharge },
    ...{ hasFund, hasSignUpBonus, hasFreeBonus },
  };
  return {
    user: result.user,
    banks: byBankId(result.appUserBankList),
    gameLikes: result.gameLikes,
    gameHistory: result.gameHistory,
    inviteCode: result.user.inviteCode,
    aid: result.user.aid,
    activityIds: result.activityIds,
    activity,
  };
}

/** The query /login reads to say why the player was logged out (src/screens/auth/LoginScreen.tsx). */
export function loginReason(event: SessionEvent): Record<string, string> {
  if (event.type === 'BREAK.TAKEN') return { reason: 'break', until: String(event.until) };
  const suspended = (event.type === 'HEADER.ERRCODE' || event.type === 'UNAUTHORIZED') && event.errcode === 1047;
  return { reason: suspended ? 'suspended' : 'sessionEnded' };
}

/** The session's activity child that sells a deposit's actType. */
export const ACTIVITY_OF_ACT_TYPE: Partial<Record<number, 'firstCharge' | 'signPay'>> = {
  39: 'firstCharge',
  15: 'signPay',
};

/** The deposit's payment channels from the configuration, in the operator's order (then by id). */
export function depositChannels(context: Pick<SessionContext, 'webConfig'>) {
  return Object.values(context.webConfig?.appRechargeTypeMap ?? {}).sort(
    (a, b) => (a.sort ?? a.id) - (b.sort ?? b.id) || a.id - b.id,
  );
}

import type { UserInfo } from '../../src/api/contract/entities';
import type { DataOf } from '../../src/api/contract/map';
import type { PageLink } from '../../src/api/contract/pages';
import type { BreakKind } from '../../src/api/contract/responsibleGaming';

/**
 * The session's protocol: what its children (and the machines screens start beside it) send it, and what it
 * emits to src/app. Areas import these types from here, never from machines/session/*: an area imports only
 * machines/shared/ and its own files; the session composes the areas.
 */

/** The one event that leaves the machines for the router (src/app's one adapter calls it). */
export interface NavigateEmitted {
  type: 'navigate';
  /** A page by name (src/api/contract/pages.ts): the adapter writes the running layout's address. */
  to: PageLink;
  replace?: boolean;
}

/** A child asks the session to navigate; the session emits `navigate` with the same payload. */
export type NavigateRequest = { type: 'NAVIGATE' } & Omit<NavigateEmitted, 'type'>;

/** The balances refreshData answers. */
export type Balance = DataOf<'refreshData'>;

/** The balance fields of the user a wallet answer may carry. */
export type BalancePatch = Partial<
  Pick<
    UserInfo,
    'coin' | 'lottery' | 'safebox' | 'vip' | 'vipExp' | 'userLevel' | 'bet' | 'hasSafeboxPassword' | 'hasKyc'
  >
>;

/** The player's activity data (spec §3): ids, map, bankrupt, login paying, total recharge. */
export type ActivityData = DataOf<'getActivityIds'>;

/** What a caller may ask of a deposit (the first-charge purchase fixes the amount and the activity). */
export interface DepositOptions {
  /** Activity type of the purchase (0 = a plain deposit). */
  actType?: number;
  /** A fixed amount in hundredths: the player then only picks the channel. */
  amount?: number;
  /** The item bought when actType names an activity. */
  propId?: number;
  /** Report `deposit.finished` on close without asking whether the order is done. */
  reportFinishedDirectly?: boolean;
  /** The page the deposit was opened on (the bank-card detour returns there). */
  returnTo?: PageLink;
}

/** What a finished deposit reports: the order, whether it is paid, and what it bought (actType 0: nothing). */
export interface DepositFinished {
  orderId: string;
  done: boolean;
  actType: number;
  propId: number | null;
}

/** The session re-emits a finished deposit for the activity screens that sold something. */
export type DepositFinishedEmitted = { type: 'deposit.finished' } & DepositFinished;

/** Balance traffic to the session: a silent re-read, figures an answer carried, the header's errcode. */
export type BalanceEvent =
  | { type: 'BALANCE.REFRESH' }
  | { type: 'BALANCE.UPDATED'; balance: BalancePatch }
  | { type: 'HEADER.ERRCODE'; errcode: number };

/** Everything a child or a flow beside the session may send it. */
export type SessionInbound =
  | BalanceEvent
  | NavigateRequest
  | { type: 'DEPOSIT.OPEN'; options?: DepositOptions }
  | ({ type: 'DEPOSIT.FINISHED' } & DepositFinished)
  | { type: 'ACTIVITIES.REFRESH' }
  | { type: 'ACTIVITIES.UPDATED'; data: ActivityData }
  /** The prompts child put a prompt on screen / took it away (the overlays wait while one is up). */
  | { type: 'PROMPT.SHOWN' }
  | { type: 'PROMPT.HIDDEN' }
  /** The notice pop-up closed (shown: the player saw it), or had nothing to show (the activity modal's turn). */
  | { type: 'NOTICE.CLOSED'; shown?: boolean }
  /** gameLike answered errcode 0 (machines/lobby/favourites.machine.ts): the only way gameLikes changes. */
  | FavouriteChanged
  | BreakTaken
  /**
   * The player's session is over: an answer had code 401 (errcode 1047: the account was suspended), or the live
   * stream said it ended elsewhere.
   */
  | { type: 'UNAUTHORIZED'; errcode?: number };

export type FavouriteChanged = { type: 'FAVOURITE.CHANGED'; gameId: number; liked: boolean };

/**
 * The player started a time-out or a self-exclusion (rgTakeBreak answered; machines/profile/takeBreak.machine.ts):
 * the server has ended every session of theirs, so the session forgets the player without a logout call and
 * /login says until when (`?reason=break&until=<ms>`).
 */
export type BreakTaken = { type: 'BREAK.TAKEN'; kind: BreakKind; until: number };

/** The session as its children see it: something that takes some of its inbound events. */
export interface SessionRef<E extends SessionInbound = SessionInbound> {
  send(event: E): void;
}

/** The one receiver of balance traffic (the session actor): wallet flows, the deposit, the header's refresh. */
export type BalanceReceiver = SessionRef<BalanceEvent | ({ type: 'DEPOSIT.FINISHED' } & DepositFinished)>;

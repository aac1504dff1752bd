import { z } from 'zod/mini';
import { empty, endpoint, id, list, money, text } from '../define';
import { catalogue, userInfo, webConfig } from '../entities';
import { loginResult } from '../player';
import { tradeInfoData } from './lobbyHome';

/** The start-up of a stored token (getAfterLoginInfoWeb and its app twin): the client's facts and its list version. */
const loginInfoRequest = z.object({
  gameListVersion: z.optional(text(40)),
  os: z.optional(text(40)),
  version: z.optional(text(20)),
  deviceModel: z.optional(text(80)),
});
/** Configuration, catalogue and the player state of a login. */
const loginInfoData = z.object({ webConfig, ...catalogue, ...loginResult });

/**
 * The lobby calls a guest's first screen never makes (spec §7): a player's start-up, balance, games, favourites,
 * heartbeat and tracking, and the bonus tickers. src/api/client/endpointDefs.ts loads them on the first such call
 * (at once when a token is stored), so a new guest does not download their schemas; ./lobby.ts joins both parts.
 */
export const lobbyLater = {
  getAfterLoginInfoWeb: endpoint({
    path: '/app/v1/getAfterLoginInfoWeb',
    access: 'token',
    shape: 'spec',
    summary: 'Start-up for a stored token: configuration, catalogue and the player state of a login.',
    request: loginInfoRequest,
    data: loginInfoData,
  }),
  getAfterLoginInfo: endpoint({
    path: '/app/v1/getAfterLoginInfo',
    access: 'token',
    shape: 'spec',
    summary: 'App variant of getAfterLoginInfoWeb; same payload and answer.',
    request: loginInfoRequest,
    data: loginInfoData,
  }),
  refreshData: endpoint({
    path: '/app/v1/refreshData',
    access: 'token',
    shape: 'spec',
    summary: 'Balance refresh: coin, points, VIP figures.',
    request: empty,
    data: z.object({
      coin: money,
      lottery: money,
      vip: z.int(),
      vipExp: z.int(),
      userLevel: z.int(),
      bet: money,
    }),
  }),
  getUserInfo: endpoint({
    path: '/app/v1/getUserInfo',
    access: 'token',
    shape: 'designed',
    summary: 'Player-info refresh of the home header (spec: empty payload, path not shown).',
    request: empty,
    data: z.object({ user: userInfo }),
  }),
  startGame: endpoint({
    path: '/app/v1/startGame',
    access: 'token',
    shape: 'spec',
    summary:
      'Opens a game session; answers the URL of the game to show full screen. 1101 unknown or hidden game, 1102 under maintenance.',
    request: z.object({
      gameId: id,
      /** Designed: the language the lobby shows and its layout, passed on to the game's provider at launch. */
      language: z.optional(z.enum(['en-PH', 'fil-PH'])),
      device: z.optional(z.enum(['mobile', 'desktop'])),
    }),
    data: z.object({ gameUrl: text(500), gameId: id }),
  }),
  exitGame: endpoint({
    path: '/app/v1/exitGame',
    access: 'token',
    shape: 'spec',
    summary: 'Closes the open game sessions (their spins are refused); answers the balance after play.',
    request: empty,
    data: z.object({ coin: money }),
  }),
  gameLike: endpoint({
    path: '/app/v1/gameLike',
    access: 'token',
    shape: 'spec',
    summary:
      'Favourite (like 1) or unfavourite (like 0) a game; 1004 for an unknown or hidden game or a full list (100).',
    request: z.object({ id, like: z.union([z.literal(0), z.literal(1)]) }),
    data: empty,
  }),
  tradeInfo: endpoint({
    path: '/app/v1/tradeInfo',
    access: 'token',
    shape: 'designed',
    summary: 'Featured-rewards block for a player: first-deposit badge and entries.',
    request: empty,
    data: tradeInfoData,
  }),
  getBonusTickers: endpoint({
    path: '/app/v1/getBonusTickers',
    access: 'public',
    shape: 'designed',
    summary:
      'Bonus payouts of the last 24 hours from the ledger (masked phone, newest first); empty when there are none.',
    request: empty,
    data: z.object({
      list: list(z.object({ phone: text(30), title: text(80), amount: money, timestamp: z.int() }), 100),
    }),
  }),
  actionLog: endpoint({
    path: '/app/v1/actionLog',
    access: 'token',
    shape: 'spec',
    summary: 'Records a named player action.',
    request: z.object({ event: text(80) }),
    data: empty,
  }),
  online: endpoint({
    path: '/app/v1/online',
    access: 'token',
    shape: 'spec',
    summary: 'Heartbeat every 60 s while logged in; gameId while a game is open.',
    request: z.object({ gameId: z.optional(id) }),
    data: z.object({ serverTime: z.int() }),
  }),
};

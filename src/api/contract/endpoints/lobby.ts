import { lobbyHome } from './lobbyHome';
import { lobbyLater } from './lobbyLater';

/**
 * Data and lobby calls (spec §7), in the spec's order. Defined in two parts for the client's bundle: the calls of
 * a guest's home (./lobbyHome.ts, in the first download) and the others (./lobbyLater.ts, loaded on first use).
 */
export const lobby = {
  appConfig: lobbyHome.appConfig,
  getAfterLoginInfoWeb: lobbyLater.getAfterLoginInfoWeb,
  getAfterLoginInfo: lobbyLater.getAfterLoginInfo,
  refreshData: lobbyLater.refreshData,
  getUserInfo: lobbyLater.getUserInfo,
  getCustomerServices: lobbyHome.getCustomerServices,
  lobbyTips: lobbyHome.lobbyTips,
  startGame: lobbyLater.startGame,
  exitGame: lobbyLater.exitGame,
  gameLike: lobbyLater.gameLike,
  tradeInfo: lobbyLater.tradeInfo,
  anonymousTradeInfo: lobbyHome.anonymousTradeInfo,
  getBonusTickers: lobbyLater.getBonusTickers,
  actionLog: lobbyLater.actionLog,
  online: lobbyLater.online,
  appEventLogClient: lobbyHome.appEventLogClient,
};

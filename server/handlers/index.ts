import {
  accountLogin,
  accountRegist,
  accountRegist4,
  bindAccount,
  forgetPassword,
  lineLogin,
  logout,
  reportDevice,
  smsSend,
} from './auth';
import { exitGame, gameLike, startGame } from './game';
import {
  anonymousTradeInfo,
  appConfig,
  appEventLogClient,
  getBonusTickers,
  getCustomerServices,
  lobbyTipsHandler,
  tradeInfo,
} from './lobby';
import { actionLog, getAfterLoginInfo, getAfterLoginInfoWeb, getUserInfo, online, refreshData } from './player';
import { getTaskUser, hasMailUnread, updateProfile } from './profile';
import type { HandlerTable } from './types';

/** Every implemented call; a contract call missing here answers errcode 9005. */
export const handlers: HandlerTable = {
  appConfig,
  getCustomerServices,
  lobbyTips: lobbyTipsHandler,
  anonymousTradeInfo,
  tradeInfo,
  getBonusTickers,
  gameLike,
  startGame,
  exitGame,
  appEventLogClient,
  getAfterLoginInfoWeb,
  getAfterLoginInfo,
  refreshData,
  getUserInfo,
  online,
  actionLog,
  accountLogin,
  accountRegist,
  accountRegist4,
  smsSend,
  forgetPassword,
  bindAccount,
  lineLogin,
  reportDevice,
  logout,
  updateProfile,
  hasMailUnread,
  getTaskUser,
};

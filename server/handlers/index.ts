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
import {
  anonymousTradeInfo,
  appConfig,
  appEventLogClient,
  getBonusTickers,
  getCustomerServices,
  lobbyTipsHandler,
} from './lobby';
import { actionLog, getAfterLoginInfo, getAfterLoginInfoWeb, getUserInfo, online, refreshData } from './player';
import { updateProfile } from './profile';
import type { HandlerTable } from './types';

/** Every implemented call; a contract call missing here answers errcode 9005. */
export const handlers: HandlerTable = {
  appConfig,
  getCustomerServices,
  lobbyTips: lobbyTipsHandler,
  anonymousTradeInfo,
  getBonusTickers,
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
};

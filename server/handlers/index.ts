import {
  anonymousTradeInfo,
  appConfig,
  appEventLogClient,
  getBonusTickers,
  getCustomerServices,
  lobbyTipsHandler,
} from './lobby';
import { actionLog, getAfterLoginInfo, getAfterLoginInfoWeb, getUserInfo, online, refreshData } from './player';
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
};

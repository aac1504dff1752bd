import { z } from 'zod/mini';
import { empty, endpoint, id, list, money, text } from '../define';
import { bigWin, catalogue, customerService, newYearEntry, webConfig } from '../entities';

/** The featured-rewards block, for a guest (here) and a player (tradeInfo, ./lobbyLater.ts). */
export const tradeInfoData = z.object({
  firstRechargeDone: z.boolean(),
  firstRechargeBonus: money,
  entries: list(z.object({ id, title: text(80), img: text(300), clickType: z.int(), clickAction: text(300) }), 20),
});

/**
 * The lobby calls a guest's /lobby/home makes (spec §7): bundled with the app (src/api/client/endpointDefs.ts).
 * The rest of the lobby group is ./lobbyLater.ts, loaded on its first call; ./lobby.ts joins both.
 */
export const lobbyHome = {
  appConfig: endpoint({
    path: '/app/v1/anonymous/appConfig',
    access: 'public',
    shape: 'spec',
    summary: 'Configuration and catalogue for a guest; the game list is null when gameListVersion is current.',
    request: z.object({ gameListVersion: z.optional(text(40)) }),
    data: z.object({ webConfig, ...catalogue }),
  }),
  getCustomerServices: endpoint({
    path: '/app/v1/getCustomerServices',
    access: 'public',
    shape: 'spec',
    summary: 'Customer-service entries: live chat (isOut 0) or external URL (isOut 1).',
    request: empty,
    data: z.object({ appCustomerServiceQueue: list(customerService, 30) }),
  }),
  lobbyTips: endpoint({
    path: '/app/v1/anonymous/lobbyTips',
    access: 'public',
    shape: 'spec',
    summary: 'Big-win ticker entries (masked phone) and new-year entries.',
    request: empty,
    data: z.object({ jackpotList: list(bigWin, 100), newYearList: list(newYearEntry, 100) }),
  }),
  anonymousTradeInfo: endpoint({
    path: '/app/v1/anonymous/tradeInfo',
    access: 'public',
    shape: 'designed',
    summary: 'Featured-rewards block for a guest.',
    request: empty,
    data: tradeInfoData,
  }),
  appEventLogClient: endpoint({
    path: '/app/v1/anonymous/appEventLogClient',
    access: 'public',
    shape: 'spec',
    summary: 'Tracking events, batched (at most 20 per send; beacon with fetch fallback).',
    request: z.object({
      eventList: list(
        z.object({
          event: text(80),
          eventTime: z.int(),
          eventUserId: id,
          channel: text(40),
          appId: text(80),
          version: text(20),
          params: z.optional(
            z
              .record(text(40), z.union([text(300), z.number()]))
              .check(z.refine((value) => Object.keys(value).length <= 20, 'at most 20 params')),
          ),
        }),
        20,
      ),
      /**
       * The player's token, for a beacon (which cannot send an Authorization header): the server takes the player
       * from it, never from eventUserId (a caller cannot log events as another player). Ignored when the header carries
       * one.
       */
      token: z.optional(text(200)),
    }),
    data: z.object({ accepted: z.int() }),
    beacon: true,
  }),
};

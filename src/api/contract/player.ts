import { z } from 'zod/mini';
import { id, list, money, text } from './define';
import { userInfo } from './entities';

/*
 * A player's shapes of spec §3 that only calls after a log-in carry (login answers, bank and activity calls). Apart
 * from ./entities.ts so the guest's first download, which validates appConfig with it, leaves them out
 * (src/api/client/endpointDefs.ts). The player's userInfo stays there: local storage validates it at start-up.
 */

export const userBank = z.object({
  bankId: id,
  bankName: text(80),
  accountName: text(80),
  cardNum: text(40),
});
export type UserBank = z.infer<typeof userBank>;

export const activityEntry = z.object({
  id,
  type: z.int(),
  name: text(80),
  sort: z.int(),
  /** OutLink only: the outside address it opens (https), through the safe-link page. */
  url: z.optional(text(500)),
});

export const activityData = {
  isBankrupt: z.boolean(),
  hasTurntable: z.boolean(),
  activityIds: list(id, 100),
  activityMap: z.record(z.string(), activityEntry),
  loginPaying: z.boolean(),
  totalRecharge: money,
  /** Red dot (spec §3 hasFund): a cash bonus to claim (docs/promotions.md); ours, so optional. */
  hasFund: z.optional(z.boolean()),
  /** Red dot (spec §3): a sign-up bonus card owned has today's reward still to receive (docs/promotions.md). */
  hasSignUpBonus: z.boolean(),
  /** Red dot (spec §3): today's daily sign-in (FreeSign) is still to claim. */
  hasFreeBonus: z.boolean(),
  /** Red dot (spec §3 hasAgent): agent commission to exchange, or an agent-count tier to claim (docs/promotions.md). */
  hasAgent: z.optional(z.boolean()),
};

/** What a successful login, register or social login answers (spec §4 guest to logged in). */
export const loginResult = {
  token: text(128),
  user: userInfo,
  appUserBankList: list(userBank, 50),
  gameLikes: z.record(z.string(), z.int()),
  gameHistory: list(id, 200),
  ...activityData,
};

import { agentMessages } from './activity/agent';
import { agent5Messages } from './activity/agent5';
import { dailyCompleteMessages } from './activity/dailyComplete';
import { depositRewardsMessages } from './activity/depositRewards';
import { activityErrorMessages } from './activity/errors';
import { firstChargeMessages } from './activity/firstCharge';
import { followMessages } from './activity/follow';
import { inviteMessages } from './activity/invite';
import { outLinkMessages } from './activity/outLink';
import { rewardsMessages } from './activity/rewards';
import { shareMessages } from './activity/share';
import { spinMessages } from './activity/spin';
import { promotionsMessages } from './promotions';

/**
 * en-PH messages of the activity area: first-charge, invite friends, the rewards list, the sign-up
 * bonus. Not part of the catalogue loaded at start: the activity screens and the home activity modal load it
 * with their code (src/screens/activity/ActivityIntl.tsx), the activity errcodes (activity.act39.err*) too: only the
 * activity machines map them (machines/activity/activity.machine.ts).
 */
export const activityMessages = {
  ...firstChargeMessages,
  ...inviteMessages,
  ...shareMessages,
  ...rewardsMessages,
  ...promotionsMessages,
  ...spinMessages,
  ...outLinkMessages,
  ...followMessages,
  ...depositRewardsMessages,
  ...agent5Messages,
  ...agentMessages,
  ...activityErrorMessages,
  ...dailyCompleteMessages,
} as const satisfies Record<string, string>;

/** The parts, for the test that each id is defined once. */
export const activityParts = {
  firstChargeMessages,
  inviteMessages,
  shareMessages,
  rewardsMessages,
  promotionsMessages,
  depositRewardsMessages,
  agent5Messages,
  agentMessages,
  activityErrorMessages,
  dailyCompleteMessages,
};

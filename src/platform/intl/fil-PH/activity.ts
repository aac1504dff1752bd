import { agentMessages } from './activity/agent';
import { depositRewardsMessages } from './activity/depositRewards';
import { activityErrorMessages } from './activity/errors';
import { firstChargeMessages } from './activity/firstCharge';
import { followMessages } from './activity/follow';
import { inviteMessages } from './activity/invite';
import { rewardsMessages } from './activity/rewards';
import { spinMessages } from './activity/spin';
import { promotionsMessages } from './promotions';

/** fil-PH twin of ../en-PH/activity.ts. */
export const activityMessages = {
  ...firstChargeMessages,
  ...inviteMessages,
  ...rewardsMessages,
  ...promotionsMessages,
  ...spinMessages,
  ...followMessages,
  ...depositRewardsMessages,
  ...agentMessages,
  ...activityErrorMessages,
};

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

/** fil-PH twin of ../en-PH/activity.ts. */
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
};

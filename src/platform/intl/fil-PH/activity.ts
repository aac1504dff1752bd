import { depositRewardsMessages } from './activity/depositRewards';
import { activityErrorMessages } from './activity/errors';
import { firstChargeMessages } from './activity/firstCharge';
import { inviteMessages } from './activity/invite';
import { rewardsMessages } from './activity/rewards';
import { promotionsMessages } from './promotions';

/** fil-PH twin of ../en-PH/activity.ts. */
export const activityMessages = {
  ...firstChargeMessages,
  ...inviteMessages,
  ...rewardsMessages,
  ...promotionsMessages,
  ...depositRewardsMessages,
  ...activityErrorMessages,
};

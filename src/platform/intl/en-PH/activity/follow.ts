/** en-PH messages of the follow rewards (docs/promotions.md); part of ../activity.ts. */
export const followMessages = {
  'promotions.activity.FollowRewards': 'Follow Rewards',
  'promotions.terms.FollowRewards':
    'Open each of our official social accounts from the Follow Rewards page, then receive its reward, once per account.',
  'promotions.follow.title': 'Follow Rewards',
  'promotions.follow.intro': 'Follow our official accounts and get {coin} for each one.',
  'promotions.follow.honest':
    'We cannot see whether you followed an account: the reward is yours once you have opened its page from here.',
  'promotions.follow.accounts': 'Our accounts',
  'promotions.follow.open': 'Open {name} (opens in a new tab)',
  'promotions.follow.receive': 'Receive {coin}',
  'promotions.follow.toOpen': 'Open the page to unlock the reward.',
  'promotions.follow.received': 'Reward received',
  'promotions.follow.visited': 'Page opened: receive your reward.',
  'promotions.follow.paid': 'Reward added to your balance.',
} as const satisfies Record<string, string>;

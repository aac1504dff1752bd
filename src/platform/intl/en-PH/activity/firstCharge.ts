/** en-PH messages of the first-charge page and modal, the home activity modal; part of ../activity.ts. */
export const firstChargeMessages = {
  'activity.firstCharge.title': 'First Deposit Bonus',
  'activity.firstCharge.bonus': '{percent}% bonus',
  'activity.endsIn': 'Ends in {time}',
  'activity.firstCharge.buy': 'Buy for {price}',
  'activity.firstCharge.bought': 'Bought: claim your free rewards',
  'activity.firstCharge.allClaimed': 'All rewards claimed',
  'activity.firstCharge.claim': 'Claim',
  'activity.firstCharge.claimedMark': 'Claimed',
  'activity.firstCharge.claimed': 'Reward claimed.',
  'activity.ended': 'This event has ended.',
  'activity.firstCharge.rewards': 'Free rewards',
  'activity.firstCharge.locked': 'Buy the {price} pack first: these rewards unlock once it is paid.',
  'activity.firstCharge.couponHelp':
    'A coupon is a bonus voucher saved to your account: it is not cash and cannot be withdrawn.',
  'activity.reward.coin': '{amount} coins',
  'activity.reward.points': '{points} points',
  'activity.reward.coupon': 'Coupon ×{count}',
  'activity.reward.item': 'Item {id} ×{count}',
  'activity.ok': 'OK',
  'activity.close': 'Close',
} as const satisfies Record<string, string>;

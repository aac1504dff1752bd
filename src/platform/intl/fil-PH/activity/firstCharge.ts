import type { firstChargeMessages as en } from '../../en-PH/activity/firstCharge';
import type { Translation } from '../../translation';

/** fil-PH twin of ../../en-PH/activity/firstCharge.ts. */
export const firstChargeMessages: Translation<typeof en> = {
  'activity.firstCharge.title': 'First Deposit Bonus',
  'activity.firstCharge.bonus': '{percent}% bonus',
  'activity.endsIn': 'Matatapos sa {time}',
  'activity.firstCharge.buy': 'Bilhin sa {price}',
  'activity.firstCharge.bought': 'Nabili na: i-claim ang iyong mga libreng reward',
  'activity.firstCharge.allClaimed': 'Na-claim na ang lahat ng reward',
  'activity.firstCharge.claim': 'I-claim',
  'activity.firstCharge.claimedMark': 'Na-claim na',
  'activity.firstCharge.claimed': 'Na-claim na ang reward.',
  'activity.ended': 'Tapos na ang event na ito.',
  'activity.firstCharge.rewards': 'Mga libreng reward',
  'activity.firstCharge.locked':
    'Bilhin muna ang {price} na pack: mabubuksan ang mga reward na ito kapag nabayaran na ito.',
  'activity.firstCharge.couponHelp':
    'Ang coupon ay bonus voucher na naka-save sa iyong account: hindi ito cash at hindi ito puwedeng i-withdraw.',
  'activity.reward.coin': '{amount} coins',
  'activity.reward.points': '{points} points',
  'activity.reward.coupon': 'Coupon ×{count}',
  'activity.reward.item': 'Item {id} ×{count}',
  'activity.ok': 'OK',
  'activity.close': 'Isara',
};
